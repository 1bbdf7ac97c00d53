// Search's limits, free of the schemas so browser code (the search box's length cap) can read them without the
// schema library (re-exported by ./search).

/**
 * Longest search text accepted. The server reads only the first 512 characters (MAX_QUERY_LENGTH of
 * parseSearchQuery), so a pasted 10 kB query is cut rather than refused; anything longer than this is a 400.
 */
export const SEARCH_TEXT_INPUT_MAX = 16_384;
/** Highest page number accepted; pages past the result window answer empty data at once. */
export const SEARCH_PAGE_MAX = 10_000;
/** Largest page of results. */
export const SEARCH_PER_PAGE_MAX = 100;
/**
 * How deep results are served in an order an index keeps (most recent, most downloaded, duration): pages past
 * it answer empty at once, as search engines do with their result window.
 */
export const SEARCH_RESULT_WINDOW = 10_000;
/**
 * Hits counted exactly, with their category facets. Past this many, `totalResults` is the database's estimate
 * (never below this number), `totalIsEstimate` is true and the facet counts are estimates: scaled from the
 * counted hits, and for a category those hits missed, counted by a second capped read (ADR 45).
 */
export const SEARCH_COUNT_EXACT = 1_000;
/**
 * How many matching clips a relevance search ranks, and so how deep its pages go (the hosted index's default
 * pagination limit is the same 1,000). When more clips match, the newest this many are ranked. See ADR 11.
 */
export const SEARCH_RANK_WINDOW = 1_000;
/** Completions the suggestions endpoint answers. */
export const SEARCH_SUGGESTIONS_MAX = 8;
