import {
  enterSimilarClipMode,
  PAGE_BASE,
  PAGES,
  searchFilterState,
  type SearchRequest,
} from '@clipmarket/core';
import { pageAndQueryOf, searchQueryOf, type SearchHistoryState } from './history';
import { newSimilarClipsHref } from './newSimilarClips';
import { filtersFromUrl, searchPath } from './urlState';

/** The jmId and query string of `path` when it is a similar-clips page, else null. */
function similarPageOf(path: string | null | undefined): { jmId: string; query: string } | null {
  if (!path) return null;
  const page = pageAndQueryOf(path);
  const params = page.path === null ? null : PAGES.similarClips.match(page.path);
  return params ? { jmId: params.jmId, query: page.query } : null;
}

/**
 * How a page opens similar-clip mode for a clip (`PAGES.similarClips`, spec sections 2
 * and 4). `from` is the path of the page the link is on, or the page a clip's page was opened from (its
 * `prevPath`):
 * - a search: its filters carry over (they still apply in the mode, core's `enterSimilarClipMode`) and its
 *   query string is saved in the history entry, so clearing the mode returns to that very search;
 * - another similar-clips page: its filters and the search text before it carry over, so clearing the mode
 *   still returns to that search's text and filters;
 * - anything else: no filters.
 * `exactMatchDefault` is the user's saved exact-match preference, for reading and writing addresses the way
 * the search page does. Navigate to `href` with `state`.
 */
export function similarClipsLink(
  jmId: string,
  from?: string | null,
  exactMatchDefault = false,
): { href: string; state: SearchHistoryState } {
  return similarClipsLinks(from, exactMatchDefault)(jmId);
}

/**
 * `similarClipsLink` for every clip of one page: `from` is read once, so a grid of sixty cards does not parse
 * the same address sixty times a render.
 */
export function similarClipsLinks(
  from?: string | null,
  exactMatchDefault = false,
): (jmId: string) => { href: string; state: SearchHistoryState } {
  const href = (filters: SearchRequest) => `${PAGE_BASE}${searchPath(filters, exactMatchDefault)}`;
  const query = searchQueryOf(from);
  if (query !== null) {
    const state = searchFilterState(filtersFromUrl(query, null, exactMatchDefault));
    return (jmId) => ({
      href: href(enterSimilarClipMode(state, jmId).filters),
      state: { beforeSimilarClip: query },
    });
  }
  const similar = similarPageOf(from);
  if (similar) {
    const current = filtersFromUrl(similar.query, similar.jmId, exactMatchDefault);
    return (jmId) => ({ href: href({ ...current, similarClip: jmId, page: 1 }), state: {} });
  }
  return (jmId) => ({ href: newSimilarClipsHref(jmId, exactMatchDefault), state: {} });
}
