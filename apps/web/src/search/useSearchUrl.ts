import type { SearchRequest } from '@clipmarket/core';
import { useCallback, useMemo } from 'react';
import { useLocation, useRoute, useSearch } from 'wouter';
import { searchHistoryState, type SearchHistoryState } from './history';
import { filtersFromUrl, searchPath } from './urlState';

export interface NavigateOptions {
  /** Replace the current history entry instead of adding one (typing). */
  replace?: boolean;
  state?: SearchHistoryState;
}

export interface SearchUrl {
  /** The search the URL describes. */
  filters: SearchRequest;
  /** The query string as it stands, without '?'. */
  search: string;
  /** The jmId of similar-clip mode, from the path; null outside it. */
  similarClip: string | null;
  /** Goes to a search: a new history entry unless `replace`. */
  go: (filters: SearchRequest, options?: NavigateOptions) => void;
  /** What this history entry remembers beside the URL. */
  historyState: () => SearchHistoryState;
}

/** The search of the current URL (query string and similar-clips path), and the way to change it. */
export function useSearchUrl(): SearchUrl {
  const search = useSearch();
  const [, navigate] = useLocation();
  const [similar, params] = useRoute<{ jmId: string }>('/search/similarClips/:jmId');
  const similarClip = similar ? params.jmId : null;
  const filters = useMemo(() => filtersFromUrl(search, similarClip), [search, similarClip]);
  const go = useCallback(
    (next: SearchRequest, { replace = false, state = {} }: NavigateOptions = {}) =>
      navigate(searchPath(next), { replace, state }),
    [navigate],
  );
  const historyState = useCallback(() => searchHistoryState(window.history.state), []);
  return { filters, search, similarClip, go, historyState };
}
