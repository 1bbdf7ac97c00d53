import type { SearchRequest } from '../contract/search';
import { LIMITS } from '../constants';
import { categoryFilter } from './categories';
import { searchDateRange } from './dates';
import { orientationFilter } from './orientation';
import { parseSearchQuery } from './searchQuery';
import { ANY_UPLOADED_PRESET } from './searchFilters';
import { SEARCH_FILTER_NAMES, type SearchFilterName } from './searchFilterNames';

export { SEARCH_FILTER_NAMES, type SearchFilterName };

type Filters = Pick<
  SearchRequest,
  | 'q'
  | 'exactMatch'
  | 'categories'
  | 'tones'
  | 'popularity'
  | 'clearance'
  | 'footageType'
  | 'customTag'
  | 'resolution'
  | 'orientation'
  | 'uploaded'
  | 'dates'
  | 'duration'
  | 'countries'
  | 'smartCountries'
  | 'excludedLibraries'
>;

const filled = (text: string | null | undefined) => (text ?? '').trim() !== '';

/** The posted-date range of a search (null when neither end is set); it replaces the uploaded preset. */
function postedRange(filters: Filters) {
  return searchDateRange(filters.dates.postedFrom || null, filters.dates.postedTo || null);
}

/**
 * Whether one filter narrows the search as the server runs it: a value it ignores is not a filter (both
 * orientations, "Trending" as the only category, a duration of the whole 00:00 to 10:00 scale, the uploaded
 * preset beside posted dates, search text of only spaces, exact match without words to hold together).
 */
export function isSearchFilterActive(filters: Filters, name: SearchFilterName): boolean {
  switch (name) {
    case 'q':
      return parseSearchQuery(filters.q).kind !== 'all';
    case 'exactMatch':
      return filters.exactMatch && parseSearchQuery(filters.q).kind === 'words';
    case 'categories':
      return categoryFilter(filters.categories).length > 0;
    case 'tones':
    case 'popularity':
    case 'clearance':
    case 'footageType':
    case 'excludedLibraries':
      return filters[name].length > 0;
    case 'customTag':
      return filled(filters.customTag);
    case 'resolution':
      return filters.resolution === 'HD';
    case 'orientation':
      return orientationFilter(filters.orientation) !== null;
    case 'uploaded':
      return filters.uploaded !== ANY_UPLOADED_PRESET && postedRange(filters) === null;
    case 'acquired':
      return searchDateRange(filters.dates.acquiredFrom || null, filters.dates.acquiredTo || null) !== null;
    case 'posted':
      return postedRange(filters) !== null;
    case 'duration': {
      const range = filters.duration;
      return (
        range !== null &&
        range !== undefined &&
        (range.from > LIMITS.durationMinSeconds || range.to < LIMITS.durationMaxSeconds)
      );
    }
    case 'countries':
      return [...filters.countries, ...filters.smartCountries].some(filled);
  }
}

/** The filters that narrow a search, in the order of `SEARCH_FILTER_NAMES` (the search text first). */
export function activeSearchFilters(filters: Filters): SearchFilterName[] {
  return SEARCH_FILTER_NAMES.filter((name) => isSearchFilterActive(filters, name));
}

/** The same search without one filter, on its first page; everything else (the sort too) is kept. */
export function withoutSearchFilter<T extends Filters & { page: number }>(
  filters: T,
  name: SearchFilterName,
): T {
  const next: T = { ...filters, page: 1 };
  switch (name) {
    case 'q':
      return { ...next, q: '' };
    case 'exactMatch':
      return { ...next, exactMatch: false };
    case 'categories':
    case 'tones':
    case 'popularity':
    case 'clearance':
    case 'footageType':
    case 'orientation':
    case 'excludedLibraries':
      return { ...next, [name]: [] };
    case 'customTag':
      return { ...next, customTag: null };
    case 'resolution':
      return { ...next, resolution: 'All' };
    case 'uploaded':
      return { ...next, uploaded: ANY_UPLOADED_PRESET };
    case 'acquired':
      return { ...next, dates: { ...filters.dates, acquiredFrom: null, acquiredTo: null } };
    case 'posted':
      return { ...next, dates: { ...filters.dates, postedFrom: null, postedTo: null } };
    case 'duration':
      return { ...next, duration: null };
    case 'countries':
      return { ...next, countries: [], smartCountries: [] };
  }
}
