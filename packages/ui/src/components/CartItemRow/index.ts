export { CartItemRow } from './CartItemRow';
export type { CartItemDetails, CartItemRowProps, CartItemRowStatus, CartTierOption } from './CartItemRow';
export { CART_ITEM_TYPES, cartItemKind, isCartReadyForOnlineShop, isClipLine } from './cartItem.types';
export type { Cart, CartItem, CartItemKind, CartLine, CartTotalsInCents } from './cartItem.types';
export { CART_TEXT } from './cartText';
export { cartItemTier, cartTotals, formatCartPrice, tierOptionLabel } from './formatCartPrice';
export type { CartTotals } from './formatCartPrice';
