import { type SearchRequest } from '@clipmarket/core';
import { routes } from '@clipmarket/core/routes';
import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { call } from '../../api/client';
import { keys } from '../../api/keys';
import { dataRequest } from '../../api/dataRequest';
import { requestOf } from './filterChanges';

/** Clips shown when a zero-hit answer came without its own trending clips. */
const TRENDING_FALLBACK_MAX = 12;
/** Typing pauses this long before completions are asked for. */
const SUGGESTIONS_DEBOUNCE_MS = 200;
/** The suggestions endpoint answers nothing for less (apps/api search service). */
const SUGGESTIONS_MIN_CHARS = 2;

/** A search's request, keyed on everything the server reads. */
export const searchRequest = (filters: SearchRequest) => {
  const body = requestOf(filters);
  return dataRequest(keys.search(body), (c) => c(routes.searchEndpoint, { body }));
};

/** The results of a search (`POST /api/search`), keyed on everything the server reads. */
export function useSearchResults(filters: SearchRequest) {
  const { key, load } = searchRequest(filters);
  return useSWR(key, () => load(call));
}

/**
 * Zero hits fall back to trending clips (spec section 4). The search answer carries them; only when it
 * came without any are they asked for separately.
 */
export function useTrendingFallback(needed: boolean) {
  const query = { trending: 'true' as const, max: TRENDING_FALLBACK_MAX, sort: 'popular' as const };
  return useSWR(needed ? keys.videos(query) : null, () => call(routes.videosEndpoint, { query }));
}

/** The filter panel's category names' request. */
export const categoriesRequest = () =>
  dataRequest(keys.categories(), (c) => c(routes.categoriesEndpoint, { query: {} }));

/** The category names of the filter panel (`GET /api/public/cats`). */
export function useCategories(): readonly string[] {
  const { key, load } = categoriesRequest();
  const { data } = useSWR(key, () => load(call));
  return data?.result ?? NO_NAMES;
}
const NO_NAMES: readonly string[] = [];

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** Completions of the text in the search box (`GET /api/search/suggestions`), asked for after a pause. */
export function useSuggestions(text: string) {
  const q = useDebounced(text.trim(), SUGGESTIONS_DEBOUNCE_MS);
  const active = q.length >= SUGGESTIONS_MIN_CHARS && text.trim() !== '';
  const { data, error, isLoading } = useSWR(active ? keys.suggestions(q) : null, () =>
    call(routes.searchSuggestionsEndpoint, { query: { q } }),
  );
  const status: 'idle' | 'searching' | 'error' = isLoading ? 'searching' : error ? 'error' : 'idle';
  return { suggestions: active ? (data?.suggestions ?? []) : [], status };
}
