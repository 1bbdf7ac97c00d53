/**
 * Texts of the saved-list row that the spec names but does not word (section 2: "remove, add to cart or
 * remove from cart"); the wording is ours. They belong in core beside `CARD_TEXT`; they sit here until core
 * takes them.
 */
export const SAVED_LIST_ITEM_TEXT = {
  /** Removes the clip from the playlist. */
  remove: 'Remove',
  addToCart: 'Add to cart',
  removeFromCart: 'Remove from cart',
  /**
   * Accessible name of a row's button: its visible label, then the clip's id, e.g. 'Add to cart JV#1254381'
   * (the visible words first, so voice control users can say what they see).
   */
  buttonName: (label: string, jvId: string): string => `${label} ${jvId}`,
  /** Said while the remove call runs. */
  removing: 'Removing…',
  /** Said while the cart call runs. */
  cartSubmitting: 'Updating cart…',
  /** Saves the licensed clip's footage. */
  download: 'Download',
  /** Accessible name of the select-mode checkbox, e.g. 'Select JV#1254381'. */
  select: (jvId: string): string => `Select ${jvId}`,
  /** The tier the clip is in the cart at, e.g. 'In cart: Basic Pro'. */
  inCartAt: (tier: string): string => `In cart: ${tier}`,
} as const;
