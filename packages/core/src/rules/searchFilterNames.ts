// The names alone, apart from the rules that read a search request, so the contract's schema can list them
// without importing those rules (which import its request type): no import cycle (ADR 62).

/**
 * The filters a search can be run without, one at a time: what a search that found nothing offers to remove
 * (issue 15, item 3). Each is a group as the filter panel shows it: ticked values of one group are joined by OR,
 * so only the whole group widens the search (taking one tone off a group of two narrows it). The acquired and
 * posted date ranges are one filter each, both their ends together; `countries` holds the smart countries too.
 */
export const SEARCH_FILTER_NAMES = [
  'q',
  'exactMatch',
  'categories',
  'tones',
  'popularity',
  'clearance',
  'footageType',
  'customTag',
  'resolution',
  'orientation',
  'uploaded',
  'acquired',
  'posted',
  'duration',
  'countries',
  'excludedLibraries',
] as const;
export type SearchFilterName = (typeof SEARCH_FILTER_NAMES)[number];
