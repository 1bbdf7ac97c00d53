import type { SearchRequest } from '../contract/search';
import { CLEARANCE_OPTIONS } from '../filters';
import { formatDuration } from './duration';
import { PAGE_SIZE } from '../constants';

/**
 * Saved searches (issue 33, item 3; ADR 90): what of a search is kept, and how a kept search reads. A saved
 * search is about what the clips are (the words and the filters), not when they came (dates, the uploaded
 * preset), their order or the page: its alert is about clips that enter the library after it was saved.
 */

/** The filters a saved search keeps, besides the words. */
export const SAVED_SEARCH_FIELDS = [
  'q',
  'categories',
  'tones',
  'popularity',
  'clearance',
  'footageType',
  'customTag',
  'resolution',
  'orientation',
  'duration',
  'countries',
  'exactMatch',
  'concepts',
  'excludedLibraries',
] as const satisfies readonly (keyof SearchRequest)[];

/** What a saved search keeps of a search. */
export type SavedSearchQuery = Pick<SearchRequest, (typeof SAVED_SEARCH_FIELDS)[number]>;

/**
 * The part of a search that is saved: the words and the filters of `SAVED_SEARCH_FIELDS`, with the countries
 * the smart country filter picked folded into `countries`. Null in similar-clip mode, which is not saved.
 */
export function savedSearchQueryOf(filters: SearchRequest): SavedSearchQuery | null {
  if (filters.similarClip) return null;
  const countries = [...new Set([...filters.countries, ...filters.smartCountries])];
  const kept = Object.fromEntries(SAVED_SEARCH_FIELDS.map((field) => [field, filters[field]]));
  return { ...(kept as SavedSearchQuery), countries, q: filters.q.trim() };
}

/** A saved search of nothing in particular: every clip (the contract's defaults of its fields). */
export const NOTHING_SAVED: SavedSearchQuery = {
  q: '',
  categories: [],
  tones: [],
  popularity: [],
  clearance: [],
  footageType: [],
  resolution: 'All',
  orientation: [],
  countries: [],
  exactMatch: false,
  concepts: true,
  excludedLibraries: [],
};

/**
 * A saved search as a search the search page runs: what was saved, and the defaults of what is not (no dates,
 * any upload time, the first page). Written out, as `defaultSearchFilters` is, so a page that only links to a
 * saved search loads no more of search.
 */
export function searchOfSaved(query: SavedSearchQuery): SearchRequest {
  return { ...query, uploaded: 'any', dates: {}, smartCountries: [], page: 1, perPage: PAGE_SIZE.search };
}

/**
 * What a saved search looks for, in a few short parts: the words in quotes, then each filter that narrows it
 * ('“storm” · Weather, Nature · Cleared · Vertical'). A search of nothing reads 'Every clip'.
 */
export function savedSearchSummary(query: SavedSearchQuery): string[] {
  const parts: string[] = [];
  if (query.q) parts.push(`“${query.q}”${query.exactMatch ? ' (exact)' : ''}`);
  if (query.customTag) parts.push(`Tag ${query.customTag}`);
  const lists = [query.categories, query.tones, query.popularity, query.footageType, query.countries];
  for (const list of lists) if (list.length > 0) parts.push(list.join(', '));
  if (query.clearance.length > 0)
    parts.push(
      query.clearance
        .map((value) => CLEARANCE_OPTIONS.find((option) => option.value === value)?.label ?? value)
        .join(', '),
    );
  if (query.resolution !== 'All') parts.push(query.resolution);
  if (query.orientation.length === 1) parts.push(query.orientation[0]!);
  if (query.duration)
    parts.push(`${formatDuration(query.duration.from)} to ${formatDuration(query.duration.to)}`);
  if (query.excludedLibraries.length > 0) parts.push(`Not ${query.excludedLibraries.join(', ')}`);
  return parts.length > 0 ? parts : ['Every clip'];
}
