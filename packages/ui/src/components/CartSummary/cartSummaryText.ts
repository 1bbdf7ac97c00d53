/**
 * Texts of the cart's totals. The spec names licences, the rights management fee and Discount Packs but does not
 * word a summary; the rest of the wording is ours. The fees and credits lines keep `CART_TEXT`'s words.
 */
export const CART_SUMMARY_TEXT = {
  /** What the licence lines cost together (their own prices, not their fees). */
  licences: 'Licences',
  /** What the licence upgrade lines cost together (docs/adr/0084). */
  upgrades: 'Licence upgrades',
  discountPacks: 'Discount Packs',
  giftCards: 'Gift Cards',
  /**
   * Read for an amount the storefront has not priced (it could not be reached), shown as an em dash: the
   * summary never shows $0 for a price it does not know.
   */
  amountUnavailable: 'Price unavailable',
} as const;
