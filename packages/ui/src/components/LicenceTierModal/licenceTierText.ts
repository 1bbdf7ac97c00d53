/**
 * Texts of the licence comparison that the spec neither names nor words (it lists the tiers, not which one to
 * suggest); the wording is ours. They belong beside `LICENCE_TIER_LABELS` in @clipmarket/core once core is open
 * for edits.
 */
export const LICENCE_TIER_MODAL_TEXT = {
  /** Marks the tier the page suggests (`recommendedTier`), over its column or on its card. */
  recommended: 'Recommended',
} as const;
