import { APP_BASE } from '../paths';

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

const SEARCH_PREFIX = `${APP_BASE}/search`;

/** The query string of `path` when it is a plain search page (not a similar-clips page), else null. */
export function searchQueryOf(path: string | null | undefined): string | null {
  if (!path?.startsWith(SEARCH_PREFIX)) return null;
  const rest = path.slice(SEARCH_PREFIX.length);
  if (rest !== '' && !rest.startsWith('?')) return null;
  return rest.replace(/^\?/, '');
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
