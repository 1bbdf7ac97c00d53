import { PAGES, searchPageQuery, type SearchRequest } from '@clipmarket/core';

export {
  DATE_FIELDS,
  DEFAULT_DISPLAY,
  DURATION_FROM,
  DURATION_TO,
  effectiveSort,
  LIST_FIELDS,
  SEARCH_DISPLAYS,
  searchToQuery,
  type ListField,
  type SearchDisplay,
} from '@clipmarket/core';

/**
 * A search written as an address (issue 5, item 4), the writing half of `urlState.ts`: what a link to a search
 * needs and nothing more. Reading an address checks it against the search contract (zod), so it lives in
 * `urlState.ts`; a page that only links to searches (a card's similar-clips link on the home page) loads this.
 */

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
