export { CartItemRow } from './CartItemRow';
export type { CartItemRowProps, CartItemRowStatus } from './CartItemRow';
export { CART_ITEM_TYPES, cartItemKind, isCartReadyForOnlineShop } from './cartItem.types';
export type { CartItem, CartItemKind } from './cartItem.types';
export { CART_TEXT } from './cartText';
export { cartItemTier, cartTotals, formatCartPrice } from './formatCartPrice';
export type { CartTotals } from './formatCartPrice';
