/**
 * What a search page leaves in its history entry (`history.state`), beside what the URL says:
 * - `typing`: the entry was made while typing in the search box, so further typing replaces it rather than
 *   adding an entry per pause (back then goes to the search before the typing began);
 * - `beforeSimilarClip`: the query string of the search similar-clip mode began from, restored when the
 *   mode is cleared (spec section 4).
 */
export interface SearchHistoryState {
  typing?: boolean;
  beforeSimilarClip?: string;
}

export function searchHistoryState(state: unknown): SearchHistoryState {
  if (typeof state !== 'object' || state === null) return {};
  const { typing, beforeSimilarClip } = state as Record<string, unknown>;
  return {
    ...(typing === true ? { typing: true } : {}),
    ...(typeof beforeSimilarClip === 'string' ? { beforeSimilarClip } : {}),
  };
}
