/**
 * Texts of the search box that the spec names but does not word; the wording is ours. They belong beside
 * `CARD_TEXT` in @clipmarket/core once core is open for edits.
 */
export const SEARCH_BAR_TEXT = {
  /** Accessible name of the search field. */
  label: 'Search clips',
  placeholder: 'Search clips, tags, JV# ids or links',
  /** The hint on a phone, where the long one is cut off beside the Search button. */
  placeholderPhone: 'Search clips, tags or JV#',
  submit: 'Search',
  clear: 'Clear search',
  /** Name of the listbox when it holds completions of the typed text. */
  suggestions: 'Suggestions',
  /** Name of the listbox when the field is empty and it holds the user's recent searches. */
  recentSearches: 'Recent searches',
  /** What a tag completion is marked with. */
  tag: 'Tag',
  loading: 'Loading suggestions…',
  unavailable: 'Suggestions are unavailable.',
  /** Announced when the list opens, e.g. '8 suggestions available.' */
  available: (n: number): string => `${n} ${n === 1 ? 'suggestion' : 'suggestions'} available.`,
} as const;
