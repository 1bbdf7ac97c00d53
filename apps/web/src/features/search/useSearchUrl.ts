import type { SearchRequest } from '@clipmarket/core';
import { useCallback, useMemo } from 'react';
import { useLocation, useRoute, useSearch } from 'wouter';
import { searchHistoryState, type SearchHistoryState } from './history';
import { filtersFromUrl, searchPath } from './urlState';
import { useExactMatchPreference } from './useExactMatchPreference';

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
  /**
   * Goes to a search by its query string as this page wrote it (the last search, resumed), kept as it is so
   * an exact-match setting it states survives the user's preference arriving later.
   */
  goToQuery: (query: string, options?: NavigateOptions) => void;
  /** What this history entry remembers beside the URL. */
  historyState: () => SearchHistoryState;
  /** What an address without `exactMatch` means: the signed-in user's saved preference, else off. */
  exactMatchDefault: boolean;
  /** Reads a saved query string (the search before similar-clip mode) with the same default. */
  parse: (query: string) => SearchRequest;
}

/**
 * The search of the current URL (query string and similar-clips path), and the way to change it. Exact match
 * starts from the signed-in user's saved preference: an address says `exactMatch` only where it differs.
 */
export function useSearchUrl(): SearchUrl {
  const search = useSearch();
  const [, navigate] = useLocation();
  const [similar, params] = useRoute<{ jmId: string }>('/search/similarClips/:jmId');
  const similarClip = similar ? params.jmId : null;
  const { exactMatchDefault } = useExactMatchPreference();
  const filters = useMemo(
    () => filtersFromUrl(search, similarClip, exactMatchDefault),
    [search, similarClip, exactMatchDefault],
  );
  const go = useCallback(
    (next: SearchRequest, { replace = false, state = {} }: NavigateOptions = {}) =>
      navigate(searchPath(next, exactMatchDefault), { replace, state }),
    [navigate, exactMatchDefault],
  );
  const goToQuery = useCallback(
    (query: string, { replace = false, state = {} }: NavigateOptions = {}) =>
      navigate(query === '' ? '/search' : `/search?${query}`, { replace, state }),
    [navigate],
  );
  const historyState = useCallback(() => searchHistoryState(window.history.state), []);
  const parse = useCallback(
    (query: string) => filtersFromUrl(query, null, exactMatchDefault),
    [exactMatchDefault],
  );
  return { filters, search, similarClip, go, goToQuery, historyState, exactMatchDefault, parse };
}
