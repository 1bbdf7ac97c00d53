import { getPersistedState, updatePersistedState } from '../../state/persisted';

/** How many recent searches the search box keeps and offers. */
export const RECENT_SEARCHES_MAX = 8;

/**
 * The recent searches after searching for `query`: newest first, each once (compared without regard to
 * case or surrounding spaces; the newest spelling wins), at most `max`. An empty search is not remembered.
 */
export function addRecentSearch(
  recent: readonly string[],
  query: string,
  max: number = RECENT_SEARCHES_MAX,
): string[] {
  const text = query.trim();
  if (text === '') return [...recent].slice(0, max);
  const key = text.toLowerCase();
  return [text, ...recent.filter((entry) => entry.trim().toLowerCase() !== key)].slice(0, max);
}

/** Remembers a search in the persisted state (`querySuggestions.recentSearch`). */
export function rememberSearch(query: string): void {
  updatePersistedState((state) => ({
    ...state,
    querySuggestions: { recentSearch: addRecentSearch(state.querySuggestions.recentSearch, query) },
  }));
}

/** Remembers the last search's URL query (`searchPages.lastQuery`), so a return to search can resume it. */
export function rememberLastQuery(query: string): void {
  if (getPersistedState().searchPages.lastQuery === query) return;
  updatePersistedState((state) => ({ ...state, searchPages: { lastQuery: query } }));
}
