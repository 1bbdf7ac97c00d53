import type { SearchRequest } from '@clipmarket/core';

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
 * is written when on (so a shared link keeps it), and when off against an `exactMatchDefault` of on.
 */
export function searchToQuery(filters: SearchRequest, exactMatchDefault = false): string {
  const params = new URLSearchParams();
  if (filters.q !== '') params.set('q', filters.q);
  for (const field of LIST_FIELDS) {
    for (const value of filters[field]) params.append(field, value);
  }
  if (filters.customTag) params.set('customTag', filters.customTag);
  if (filters.resolution !== 'All') params.set('resolution', filters.resolution);
  if (filters.uploaded !== 'any') params.set('uploaded', filters.uploaded);
  for (const field of DATE_FIELDS) {
    const day = filters.dates[field];
    if (day) params.set(field, day);
  }
  if (filters.duration) {
    params.set(DURATION_FROM, String(filters.duration.from));
    params.set(DURATION_TO, String(filters.duration.to));
  }
  if (filters.exactMatch) params.set('exactMatch', 'true');
  else if (exactMatchDefault) params.set('exactMatch', 'false');
  const sort = effectiveSort(filters);
  if (sort) params.set('sort', sort);
  if (filters.display && filters.display !== DEFAULT_DISPLAY) params.set('display', filters.display);
  if (filters.similarClip && filters.previousSearchTerm) {
    params.set('previousSearchTerm', filters.previousSearchTerm);
  }
  if (filters.page !== 1) params.set('page', String(filters.page));
  return params.toString();
}

/** The app path of a search, relative to /licensing: `/search?…` or `/search/similarClips/{jmId}?…`. */
export function searchPath(filters: SearchRequest, exactMatchDefault = false): string {
  const query = searchToQuery(filters, exactMatchDefault);
  const path = filters.similarClip
    ? `/search/similarClips/${encodeURIComponent(filters.similarClip)}`
    : '/search';
  return query === '' ? path : `${path}?${query}`;
}
