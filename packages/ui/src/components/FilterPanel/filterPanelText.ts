import { formatCount } from '@clipmarket/core';

/**
 * Texts of the filter panel that the spec names but does not word; the wording is ours. The option labels
 * and values come from `filters.ts` of @clipmarket/core, the duration messages from its duration rules.
 * These belong beside `CARD_TEXT` in core once core is open for edits.
 */
const TOGGLE = 'Filters';
const toggleCount = (n: number): string => `(${formatCount(n)} active)`;

export const FILTER_PANEL_TEXT = {
  title: 'Filters',
  /** The button that shows or hides the panel. */
  toggle: TOGGLE,
  /** Read after the toggle's label when filters are on (the eye sees only the number): '(3 active)'. */
  toggleCount,
  /** The toggle's whole accessible name with filters on, e.g. 'Filters (3 active)'. */
  toggleWithCount: (n: number): string => `${TOGGLE} ${toggleCount(n)}`,
  smartSort: 'Sort by',
  display: 'Display',
  /** The layouts of `display` (the search state's client layout choice). */
  displayOptions: [
    { label: 'Grid', value: 'grid' },
    { label: 'List', value: 'list' },
  ],
  categories: 'Categories',
  tones: 'Tone',
  popularity: 'Popularity',
  clearance: 'Advertising clearance',
  footageType: 'Footage type',
  resolution: 'Resolution',
  orientation: 'Orientation',
  uploaded: 'Uploaded',
  acquiredDate: 'Acquired',
  postedDate: 'First posted',
  from: 'From',
  to: 'To',
  duration: 'Duration',
  durationHint: 'mm:ss',
  durationFormatError: 'Enter a duration as mm:ss, e.g. 01:30.',
  countries: 'Countries',
  excludedLibraries: 'Exclude libraries',
  exactMatch: 'Exact match only',
  exactMatchHint: 'Words must appear next to each other, in order.',
  customTag: 'Custom tag',
  /** The similar-clip chip, e.g. 'Similar to JV#1254381'. */
  similarClip: (jvId: string): string => `Similar to ${jvId}`,
  clearSimilarClip: 'Clear similar clip',
  reset: 'Clear all filters',
  /** Closes the drawer on a phone, back to the results. */
  showResults: 'Show results',
} as const;
