import type { SearchRequest } from '../contract/search';
import { PAGE_SIZE } from '../constants';
import { UPLOADED_PRESETS, type SmartSort } from '../filters';

/**
 * How the search filter state changes when a user picks a filter (spec section 4): similar-clip mode saves
 * the filters before it and restores them when cleared; one sort and one display at a time; setting posted
 * dates resets the uploaded preset. Pure: every function returns a new state and never changes its argument.
 */

/** The search filter state with what similar-clip mode must restore. */
export interface SearchFilterState {
  /** The filters the search runs with. */
  filters: SearchRequest;
  /** The filters as they were before similar-clip mode began, restored when it is cleared; null outside it. */
  beforeSimilarClip: SearchRequest | null;
}

/** The uploaded preset that sets no bound ('Any Date'). */
export const ANY_UPLOADED_PRESET = UPLOADED_PRESETS[0].value;

/**
 * The filters of a fresh search: the contract's defaults, what `searchRequestSchema.parse({})` gives (a test
 * holds them equal). Written out so that a page building a search link does not load zod and the schemas.
 */
export function defaultSearchFilters(): SearchRequest {
  return {
    q: '',
    categories: [],
    tones: [],
    popularity: [],
    clearance: [],
    footageType: [],
    resolution: 'All',
    orientation: [],
    uploaded: ANY_UPLOADED_PRESET,
    dates: {},
    countries: [],
    smartCountries: [],
    exactMatch: false,
    concepts: true,
    excludedLibraries: [],
    page: 1,
    perPage: PAGE_SIZE.search,
  };
}

/** A filter state outside similar-clip mode, from filters (the defaults when none are given). */
export function searchFilterState(filters: SearchRequest = defaultSearchFilters()): SearchFilterState {
  return { filters, beforeSimilarClip: null };
}

/** Whether the search shows the clips most like one clip. */
export function isSimilarClipMode(filters: SearchRequest): boolean {
  return filters.similarClip !== null && filters.similarClip !== undefined && filters.similarClip !== '';
}

/**
 * Shows the clips most like `jmId`. The filters before the mode are saved, and the search text is kept as
 * `previousSearchTerm` (the server ignores text in this mode; filters still apply). Moving from one similar
 * clip to another keeps the filters saved when the mode first began, so clearing returns to the search the
 * user started from.
 */
export function enterSimilarClipMode(state: SearchFilterState, jmId: string): SearchFilterState {
  const saved = state.beforeSimilarClip ?? state.filters;
  return {
    filters: { ...state.filters, similarClip: jmId, previousSearchTerm: saved.q, q: '', page: 1 },
    beforeSimilarClip: saved,
  };
}

/**
 * Leaves similar-clip mode and restores the filters saved when it began. Without saved filters (a similar-clip
 * search opened from a link) the current filters stay, with the previous search text back in the box.
 */
export function clearSimilarClipMode(state: SearchFilterState): SearchFilterState {
  if (state.beforeSimilarClip !== null) return { filters: state.beforeSimilarClip, beforeSimilarClip: null };
  const { filters } = state;
  return {
    filters: {
      ...filters,
      similarClip: null,
      q: filters.previousSearchTerm ?? filters.q,
      previousSearchTerm: null,
      page: 1,
    },
    beforeSimilarClip: null,
  };
}

/**
 * Sorts by one order only: the chosen one becomes `sort` and any `smartSort` is cleared, so exactly one sort
 * holds a value. The results change, so the search goes back to page 1.
 */
export function selectSort(filters: SearchRequest, sort: SmartSort): SearchRequest {
  return { ...filters, sort, smartSort: null, page: 1 };
}

/** Shows the results in one display at a time; the display is layout only, so the page stays. */
export function selectDisplay(filters: SearchRequest, display: string): SearchRequest {
  return { ...filters, display };
}

/** Posted dates (original publishing date); null or '' leaves that side open. */
export interface PostedDates {
  postedFrom?: string | null;
  postedTo?: string | null;
}

/**
 * Sets the posted dates and resets the uploaded preset to 'Any Date' (spec section 4), so the two date
 * filters never both narrow the search without the user seeing it. Back to page 1.
 */
export function setPostedDates(filters: SearchRequest, dates: PostedDates): SearchRequest {
  return {
    ...filters,
    dates: { ...filters.dates, postedFrom: dates.postedFrom ?? null, postedTo: dates.postedTo ?? null },
    uploaded: ANY_UPLOADED_PRESET,
    page: 1,
  };
}
