import { taxNote } from '@clipmarket/core';
import { tierOptionLabel } from './formatCartPrice';

/**
 * Texts of the cart and checkout (spec sections 3, 4 and 9 name these things but do not word them); the wording
 * is ours. The spec's own messages ('Video added to cart', the missing playlist) are `MESSAGES` in core.
 */
export const CART_TEXT = {
  /** Heading of the cart. */
  title: 'Your cart',
  /** 'Your cart (3 items)'. */
  titleWithCount: (n: number): string => `Your cart (${n} ${n === 1 ? 'item' : 'items'})`,
  empty: 'Your cart is empty.',
  emptyHint: 'Add clips from a playlist or a video page to license them.',
  loading: 'Loading your cart…',
  /** Remove one line; its accessible name adds the line's title, e.g. 'Remove Golden Retriever… from cart'. */
  remove: 'Remove',
  removeName: (title: string): string => `Remove ${title} from cart`,
  removing: 'Removing…',
  saving: 'Saving…',
  /** Removes every line. */
  emptyCart: 'Empty cart',
  /** The badge of each kind of line but licences. */
  kind: {
    giftCard: 'Gift Card',
    discountPack: 'Discount Pack',
    inquiry: 'Custom inquiry',
    rightsFee: 'Rights management fee',
    upgrade: 'Licence upgrade',
  },
  /** Text alternative of the picture of a line that has none, by product type. */
  thumbnail: {
    giftCard: 'Gift card',
    discountPack: 'Discount pack',
  },
  licenceLabel: 'Licence',
  /** An upgrade line (docs/adr/0084): the licence it raises, and from which tier to which. */
  upgradeOfLabel: 'Upgrades licence',
  upgradeTiersLabel: 'Tier',
  upgradeTiers: (from: string, to: string): string => `${from} → ${to}`,
  /** A tier in a tier select: 'Basic Pro ($149)'; see `tierOptionLabel`. */
  tierOption: tierOptionLabel,
  priceLabel: 'Price',
  /** A line whose price the storefront has not given (it could not be reached). */
  priceUnavailable: 'Price not available',
  quantity: 'Quantity',
  /** '2 × $149' when a line has more than one unit. */
  unitPrice: (quantity: number, unit: string): string => `${quantity} × ${unit}`,
  contentUsage: 'Usage',
  projectName: 'Project',
  poNumber: 'PO',
  /** Where the buyer already used the clip ("I already used this clip"). */
  postUrls: 'Already posted at',
  /** Spec section 9: the fee line added per clip when a penalty applies. */
  rightsManagementFee: 'Rights management fee',
  /** A line paid with a prepaid licence of a Discount Pack: it costs nothing at checkout. */
  creditApplied: 'Discount Pack credit',
  /** The project and PO form of a line. */
  editDetails: 'Project and PO',
  /** The cart's form that names the project and PO of every licence at once. */
  editCartDetails: 'Same project and PO for every licence',
  editDetailsName: (title: string): string => `Project and PO for ${title}`,
  projectNameLabel: 'Project name',
  poNumberLabel: 'PO number',
  saveDetails: 'Save',
  cancelDetails: 'Cancel',
  subtotal: 'Subtotal',
  rightsManagementFees: 'Rights management fees',
  creditsApplied: 'Discount Pack credits',
  total: 'Total',
  /**
   * Under the totals, what the store says of tax: 'Prices include tax.', or that it is added at checkout for the
   * buyer's country (core's `TAX_NOTES`, which the sandbox's checkout page says too).
   */
  taxNote,
  /** Prepaid licences left, e.g. 'Discount Pack credits left: 2 × Basic Pro'. */
  creditsLeft: (parts: readonly string[]): string => `Discount Pack credits left: ${parts.join(', ')}`,
  checkout: 'Check out',
  /** While the last checkout, kept from an earlier visit, is looked at (checkoutMachine `checking`, `confirming`). */
  checking: 'Checking your last checkout…',
  /** While the storefront cart is built (checkoutMachine `building`). */
  building: 'Preparing your checkout…',
  /** While the browser goes to the storefront (checkoutMachine `inProgress`). */
  inProgress: 'Going to the secure checkout…',
  /** Spec section 4: the first line has no variant or is an inquiry. */
  notReady: 'This cart cannot be bought online: it holds a licence we quote by inquiry.',
  inquire: 'Send a licensing inquiry',
  /** Back from the storefront without paying (a declined card, the cancel link). */
  notCompleted:
    'Your last checkout was not completed, so your cart is as you left it. Check out again when you are ready.',
  /** The checkout could not start; the server's reason follows. */
  failed: 'The checkout could not start.',
} as const;
