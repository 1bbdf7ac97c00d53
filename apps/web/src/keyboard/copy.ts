/** The keyboard features' own words (issue 14); the shortcut sheet's are `SHORTCUT_SHEET_TEXT` in @clipmarket/ui. */
export const KEYBOARD_COPY = {
  /** The search page's link from the search box to the results. */
  skipToResults: 'Skip to results',
} as const;
