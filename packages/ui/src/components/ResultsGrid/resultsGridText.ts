import { formatCount } from '@clipmarket/core';

/**
 * Texts of the results grid that the spec names but does not word; the wording is ours. The spec's own text
 * here is `formatMessage.videosSelected` ('{n} Videos Selected'). They belong beside `CARD_TEXT` in
 * @clipmarket/core once core is open for edits (core has no zero-hit message: spec section 4 only says that
 * trending clips are fetched instead).
 */
export const RESULTS_GRID_TEXT = {
  /** Accessible name of the list of results. */
  label: 'Search results',
  loading: 'Loading results…',
  noResultsTitle: 'No clips match your search',
  noResultsHint: 'Try fewer words or filters, or check the spelling.',
  /** Added to the hint only when the answer carries trending clips to show below it. */
  noResultsTrendingHint: 'In the meantime, these clips are trending.',
  trending: 'Trending now',
  error: 'The results could not be loaded.',
  retry: 'Try again',
  /** The exact count, e.g. '137 results'. */
  count: (n: number): string => `${formatCount(n)} ${n === 1 ? 'result' : 'results'}`,
  /** An estimated count (`totalIsEstimate`), e.g. 'About 12,400 results'. */
  estimate: (n: number): string => `About ${formatCount(n)} results`,
  estimateNote: 'More clips match than were counted exactly, so the total is an estimate.',
  /** Accessible name of a card's selection checkbox, e.g. 'Select JV#1254381'. */
  select: (jvId: string): string => `Select ${jvId}`,
  /** Accessible name of the bulk-selection bar. */
  selection: 'Bulk selection',
  /** Said in place of the spec's count while bulk select mode has nothing selected yet. */
  selectHint: 'Select videos to add them to a playlist',
  /** Marks a selected card for the eye; its checkbox says it to assistive technology. */
  selected: 'Selected',
  selectPage: 'Select all on this page',
  clearSelection: 'Clear selection',
} as const;
