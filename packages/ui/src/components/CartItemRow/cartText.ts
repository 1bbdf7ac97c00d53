import { CART_ITEM_TYPES } from './cartItem.types';

/**
 * Texts of the cart (spec sections 3, 4 and 9 name these things but do not word them); the wording is ours.
 * They belong in core beside `CARD_TEXT`; they sit here until core takes them.
 */
export const CART_TEXT = {
  /** Heading of the cart. */
  title: 'Your cart',
  /** 'Your cart (3 items)'. */
  titleWithCount: (n: number): string => `Your cart (${n} ${n === 1 ? 'item' : 'items'})`,
  empty: 'Your cart is empty.',
  emptyHint: 'Add clips from a playlist or a video page to license them.',
  loading: 'Loading your cart…',
  /** Remove one line; its accessible name adds the line's title, e.g. 'Remove Golden Retriever…'. */
  remove: 'Remove',
  removeName: (title: string): string => `Remove ${title} from the cart`,
  removing: 'Removing…',
  /** Removes every line. */
  emptyCart: 'Empty cart',
  /** The badge of each kind of line but licences. */
  kind: {
    giftCard: CART_ITEM_TYPES.giftCard,
    discountPack: CART_ITEM_TYPES.discountPack,
    inquiry: 'Custom inquiry',
  },
  /** Text alternative of the picture of a line that has none, by product type. */
  thumbnail: {
    giftCard: 'Gift card',
    discountPack: 'Discount pack',
  },
  licenceLabel: 'Licence',
  priceLabel: 'Price',
  quantity: 'Quantity',
  /** '2 × $149' when a line has more than one unit. */
  unitPrice: (quantity: number, unit: string): string => `${quantity} × ${unit}`,
  contentUsage: 'Usage',
  /** Spec section 9: the fee line added per clip when a penalty applies. */
  rightsManagementFee: 'Rights management fee',
  subtotal: 'Subtotal',
  rightsManagementFees: 'Rights management fees',
  total: 'Total',
  checkout: 'Checkout',
  /** While the storefront cart is built (checkoutMachine `building`). */
  building: 'Preparing your cart…',
  /** While the browser goes to the storefront (checkoutMachine `inProgress`). */
  inProgress: 'Going to checkout…',
  /** Spec section 4: the first item has no variant or is an inquiry. */
  notReady: 'This cart cannot be bought online: it holds a licence we quote by inquiry.',
  inquire: 'Inquire about licensing',
} as const;
