import { pathInApp, PAGES } from '@clipmarket/core';

/**
 * What a search page leaves in its history entry (`history.state`), beside what the URL says:
 * - `typing`: the entry was made while typing in the search box, so further typing replaces it rather than
 *   adding an entry per pause (back then goes to the search before the typing began);
 * - `beforeSimilarClip`: the query string of the search similar-clip mode began from, restored when the
 *   mode is cleared (spec section 4).
 *
 * A similar-clips link on a card leaves the app's usual `prevPath` (the page it was followed from, see
 * components/AppLink.tsx) instead: when that page is a search, it is the search to restore.
 */
export interface SearchHistoryState {
  typing?: boolean;
  beforeSimilarClip?: string;
}

/** A full path with its query (`PAGES.search.href({ q: 'dog' })`) as the page's path relative to the base and its query. */
export function pageAndQueryOf(path: string): { path: string | null; query: string } {
  const at = path.indexOf('?');
  return {
    path: pathInApp(at < 0 ? path : path.slice(0, at)),
    query: at < 0 ? '' : path.slice(at + 1),
  };
}

/** The query string of `path` when it is a plain search page (not a similar-clips page), else null. */
export function searchQueryOf(path: string | null | undefined): string | null {
  if (!path) return null;
  const page = pageAndQueryOf(path);
  return page.path !== null && PAGES.search.match(page.path) ? page.query : null;
}

export function searchHistoryState(state: unknown): SearchHistoryState {
  if (typeof state !== 'object' || state === null) return {};
  const { typing, beforeSimilarClip, prevPath } = state as Record<string, unknown>;
  const before =
    typeof beforeSimilarClip === 'string'
      ? beforeSimilarClip
      : typeof prevPath === 'string'
        ? searchQueryOf(prevPath)
        : null;
  return {
    ...(typing === true ? { typing: true } : {}),
    ...(before !== null ? { beforeSimilarClip: before } : {}),
  };
}
