import { formQuery, PAGES, type SearchPageQuery, type SearchRequest } from '@clipmarket/core';

/**
 * A search written as an address (issue 5, item 4), the writing half of `urlState.ts`: what a link to a search
 * needs and nothing more. Reading an address checks it against the search contract (zod), so it lives in
 * `urlState.ts`; a page that only links to searches (a card's similar-clips link on the home page) loads this.
 */

/** The result layouts of the filter panel's Display group (`display` of the filter state). */
export const SEARCH_DISPLAYS = ['grid', 'list'] as const;
export type SearchDisplay = (typeof SEARCH_DISPLAYS)[number];
export const DEFAULT_DISPLAY: SearchDisplay = 'grid';

/** The list filters, each written as one repeated parameter of the same name (`tones=Cute&tones=Funny`). */
export const LIST_FIELDS = [
  'categories',
  'tones',
  'popularity',
  'clearance',
  'footageType',
  'orientation',
  'countries',
  'smartCountries',
  'excludedLibraries',
] as const satisfies readonly (keyof SearchRequest)[];
export type ListField = (typeof LIST_FIELDS)[number];

/** The date filters, each its own parameter ('yyyy-MM-dd'). */
export const DATE_FIELDS = ['acquiredFrom', 'acquiredTo', 'postedFrom', 'postedTo'] as const;

export const DURATION_FROM = 'durationFrom';
export const DURATION_TO = 'durationTo';

/** The sort in effect: `smartSort` wins when both are set (the contract's rule). */
export function effectiveSort(filters: SearchRequest): SearchRequest['sort'] {
  return filters.smartSort ?? filters.sort ?? null;
}

/**
 * The query string of a search, without '?': defaults left out, parameters in a fixed order. Exact match
 * is written when on (so a shared link keeps it), and when off against an `exactMatchDefault` of on; the
 * concepts of the words (`concepts`) only when off.
 */
export function searchToQuery(filters: SearchRequest, exactMatchDefault = false): string {
  return formQuery(searchPageQuery(filters, exactMatchDefault));
}

/** A search as the search page's parameters, in the order they are written. */
function searchPageQuery(filters: SearchRequest, exactMatchDefault: boolean): SearchPageQuery {
  const query: SearchPageQuery = {};
  if (filters.q !== '') query.q = filters.q;
  for (const field of LIST_FIELDS) {
    if (filters[field].length > 0) query[field] = filters[field];
  }
  if (filters.customTag) query.customTag = filters.customTag;
  if (filters.resolution !== 'All') query.resolution = filters.resolution;
  if (filters.uploaded !== 'any') query.uploaded = filters.uploaded;
  for (const field of DATE_FIELDS) {
    const day = filters.dates[field];
    if (day) query[field] = day;
  }
  if (filters.duration) {
    query[DURATION_FROM] = filters.duration.from;
    query[DURATION_TO] = filters.duration.to;
  }
  if (filters.exactMatch) query.exactMatch = 'true';
  else if (exactMatchDefault) query.exactMatch = 'false';
  // Kinds of the words are searched unless the buyer turned them off (issue 31).
  if (!filters.concepts) query.concepts = 'off';
  const sort = effectiveSort(filters);
  if (sort) query.sort = sort;
  if (filters.display && filters.display !== DEFAULT_DISPLAY) query.display = filters.display;
  if (filters.similarClip && filters.previousSearchTerm)
    query.previousSearchTerm = filters.previousSearchTerm;
  if (filters.page !== 1) query.page = filters.page;
  return query;
}

/** The app path of a search, relative to the base: `/search?…` or `/search/similarClips/{jmId}?…`. */
export function searchPath(filters: SearchRequest, exactMatchDefault = false): string {
  const query = searchPageQuery(filters, exactMatchDefault);
  return filters.similarClip
    ? PAGES.similarClips.path({ jmId: filters.similarClip }, query)
    : PAGES.search.path(query);
}

/** A search for clips carrying a tag (the search page's `customTag` filter): a tag's link on a clip or a row. */
export function tagSearchHref(tag: string): string {
  return PAGES.search.path({ customTag: tag });
}
