import {
  LIMITS,
  PAGE_SIZE,
  SEARCH_PAGE_MAX,
  defaultSearchFilters,
  readSearchField,
  type SearchField,
  type SearchRequest,
} from '@clipmarket/core';
import {
  DATE_FIELDS,
  DURATION_FROM,
  DURATION_TO,
  LIST_FIELDS,
  SEARCH_DISPLAYS,
  type ListField,
} from './searchLink';

export {
  DEFAULT_DISPLAY,
  SEARCH_DISPLAYS,
  effectiveSort,
  searchPath,
  searchToQuery,
  type SearchDisplay,
} from './searchLink';

/**
 * The search as a URL (issue 5, item 4: a search is a shareable link; back and forward work). The query
 * string holds the search text, every filter, the sort, the display and the page; similar-clip mode is the
 * path `/search/similarClips/{jmId}`. Defaults are left out, so a plain search reads `?q=dog`.
 *
 * Reading never throws: an unknown parameter is ignored, and a value the search contract refuses (a tone
 * that does not exist, page 0, 30 February, a duration past 10:00) is dropped for its default, item by item
 * for the lists.
 */

/** Whether one value passes the contract's rule for its field (core's `readSearchField`, the schema's twin). */
function fieldAccepts(field: SearchField, value: unknown): boolean {
  return readSearchField(field, value).success;
}

/** The values of a repeated list parameter the contract accepts, each once, in the order given. */
function readList(params: URLSearchParams, field: ListField): string[] {
  const kept: string[] = [];
  for (const raw of params.getAll(field)) {
    const value = raw.trim();
    if (value === '' || kept.includes(value)) continue;
    if (!fieldAccepts(field, [value])) continue;
    kept.push(value);
  }
  // A list longer than the contract allows keeps its first values rather than failing as a whole.
  while (kept.length > 0 && !fieldAccepts(field, kept)) kept.pop();
  return kept;
}

/** A whole number written plainly ('12', not '1e1', '12.0' or ' 12'), or null. */
function readInteger(raw: string | null): number | null {
  if (raw === null || !/^\d{1,6}$/.test(raw)) return null;
  return Number(raw);
}

function readText(params: URLSearchParams, name: string): string | null {
  const raw = params.get(name);
  return raw === null || raw.trim() === '' ? null : raw;
}

/**
 * The search filters a URL describes: `search` is the query string (with or without '?'), `similarClip`
 * the jmId of a similar-clips path, if any. `exactMatchDefault` is what a URL without `exactMatch` means:
 * the signed-in user's saved exact-match-only preference (false for everyone else).
 */
export function filtersFromUrl(
  search: string,
  similarClip?: string | null,
  exactMatchDefault = false,
): SearchRequest {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const filters = defaultSearchFilters();

  const q = params.get('q');
  if (q !== null && fieldAccepts('q', q)) filters.q = q;

  for (const field of LIST_FIELDS) {
    const values = readList(params, field);
    // The list fields' element types are the contract's enums; readList kept only accepted values.
    if (values.length > 0) (filters[field] as string[]) = values;
  }

  const customTag = readText(params, 'customTag');
  if (customTag !== null && fieldAccepts('customTag', customTag)) filters.customTag = customTag;

  const resolution = params.get('resolution');
  if (resolution !== null && fieldAccepts('resolution', resolution)) {
    filters.resolution = resolution as SearchRequest['resolution'];
  }

  const uploaded = params.get('uploaded');
  if (uploaded !== null && fieldAccepts('uploaded', uploaded)) {
    filters.uploaded = uploaded as SearchRequest['uploaded'];
  }

  const dates: SearchRequest['dates'] = {};
  for (const field of DATE_FIELDS) {
    const day = readText(params, field);
    if (day !== null && fieldAccepts('dates', { [field]: day })) dates[field] = day;
  }
  filters.dates = dates;

  const sort = params.get('sort');
  if (sort !== null && fieldAccepts('sort', sort)) filters.sort = sort as SearchRequest['sort'];

  const display = params.get('display');
  if ((SEARCH_DISPLAYS as readonly string[]).includes(display ?? '')) filters.display = display;

  // One side of the range alone leaves the other at its end of the 0..600 s scale.
  const from = readInteger(params.get(DURATION_FROM));
  const to = readInteger(params.get(DURATION_TO));
  if (from !== null || to !== null) {
    const duration = { from: from ?? LIMITS.durationMinSeconds, to: to ?? LIMITS.durationMaxSeconds };
    if (fieldAccepts('duration', duration)) filters.duration = duration;
  }

  const exactMatch = params.get('exactMatch');
  filters.exactMatch =
    exactMatch === 'true' || exactMatch === '1'
      ? true
      : exactMatch === 'false' || exactMatch === '0'
        ? false
        : exactMatchDefault;

  filters.concepts = params.get('concepts') !== 'off';

  const page = readInteger(params.get('page'));
  if (page !== null && page >= 1 && page <= SEARCH_PAGE_MAX) filters.page = page;

  if (similarClip !== null && similarClip !== undefined && similarClip !== '') {
    if (fieldAccepts('similarClip', similarClip)) {
      filters.similarClip = similarClip;
      const previous = params.get('previousSearchTerm');
      if (previous !== null && fieldAccepts('previousSearchTerm', previous)) {
        filters.previousSearchTerm = previous;
      }
    }
  }

  filters.perPage = PAGE_SIZE.search;
  return filters;
}
