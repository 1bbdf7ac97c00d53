import { defaultSearchFilters, enterSimilarClipMode, searchFilterState } from '@clipmarket/core';
import { APP_BASE } from '../paths';
import type { SearchHistoryState } from './history';
import { filtersFromUrl, searchPath, searchToQuery } from './urlState';

const SEARCH_PREFIX = `${APP_BASE}/search`;

/** The query string of `path` when it is a plain search page (not a similar-clips page), else null. */
function searchQueryOf(path: string | null | undefined): string | null {
  if (!path?.startsWith(SEARCH_PREFIX)) return null;
  const rest = path.slice(SEARCH_PREFIX.length);
  if (rest !== '' && !rest.startsWith('?')) return null;
  return rest.replace(/^\?/, '');
}

/**
 * How a page opens similar-clip mode for a clip (`/licensing/search/similarClips/{jmId}`, spec sections 2
 * and 4). `from` is the path of the search page the user came from, if any (the `prevPath` a card leaves for
 * the detail page): its filters carry over (they still apply in the mode, core's `enterSimilarClipMode`) and
 * are saved in the history entry, so clearing the mode returns to that search. Navigate to `href` with
 * `state`.
 */
export function similarClipsLink(
  jmId: string,
  from?: string | null,
): { href: string; state: SearchHistoryState } {
  const query = searchQueryOf(from);
  const before = query === null ? defaultSearchFilters() : filtersFromUrl(query);
  const { filters } = enterSimilarClipMode(searchFilterState(before), jmId);
  const href = `${APP_BASE}${searchPath(filters)}`;
  return { href, state: query === null ? {} : { beforeSimilarClip: searchToQuery(before) } };
}
