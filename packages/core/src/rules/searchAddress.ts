import type { SearchRequest } from '../contract/search';
import { formQuery, type SearchPageQuery } from '../pages';

/**
 * A search written as the search page's address (issue 5, item 4): the parameters and their order. The web
 * app's links and the server's mails (a saved search's alert) write a search the same way.
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
export function searchPageQuery(filters: SearchRequest, exactMatchDefault = false): SearchPageQuery {
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
