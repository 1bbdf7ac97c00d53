import {
  CLEARANCE_OPTIONS,
  UPLOADED_PRESETS,
  activeSearchFilters,
  categoryFilter,
  formatDisplayDate,
  formatDuration,
  formatJvId,
  orientationFilter,
  parseSearchQuery,
  type SearchFilterName,
  type SearchRelaxation,
  type SearchRequest,
} from '@clipmarket/core';
import { FILTER_PANEL_TEXT } from '@clipmarket/ui';
import { SEARCH_COPY } from './copy';

/** One filter a search that found nothing can be run without, and what that search finds, when known. */
export interface FilterRelaxation {
  filter: SearchFilterName;
  /** Hits of the search without the filter (the server's `relaxations`); absent when the answer had none. */
  total?: number;
  totalIsEstimate?: boolean;
}

/**
 * The filters a search that found nothing offers to remove, each once, best first: the server's counts
 * (`relaxations`) order them, most hits first, and a filter it did not count keeps its place after them. The
 * filters come from the search itself, so the links stand even when the answer carries no counts (an older
 * server). Nothing when the search has no filter besides its text: that is the did-you-mean's and the trending
 * clips' case.
 */
export function filterRelaxations(
  filters: SearchRequest,
  counted: readonly SearchRelaxation[] = [],
): FilterRelaxation[] {
  const active = activeSearchFilters(filters);
  if (!active.some((filter) => filter !== 'q')) return [];
  const byFilter = new Map(counted.map((relaxation) => [relaxation.filter, relaxation]));
  return active
    .map((filter): FilterRelaxation => ({ ...byFilter.get(filter), filter }))
    .sort((a, b) => (b.total ?? -1) - (a.total ?? -1));
}

const day = (text: string | null | undefined) => (text ? formatDisplayDate(text) || null : null);

/** What removing a filter takes away, as a buyer recognises it from the filter panel: 'Vertical', 'Funny or Cute'. */
export function relaxationSubject(filters: SearchRequest, filter: SearchFilterName): string {
  const { anyOf, dates } = SEARCH_COPY.relaxations;
  switch (filter) {
    case 'q': {
      const query = parseSearchQuery(filters.q);
      if (query.kind === 'id') return formatJvId(query.jmId);
      if (query.kind === 'phrase') return query.phrase;
      return filters.q.trim();
    }
    case 'exactMatch':
      return FILTER_PANEL_TEXT.exactMatch;
    case 'categories':
      return anyOf(categoryFilter(filters.categories));
    case 'tones':
    case 'popularity':
    case 'footageType':
      return anyOf(filters[filter]);
    case 'clearance':
      return anyOf(
        filters.clearance.map(
          (value) => CLEARANCE_OPTIONS.find((option) => option.value === value)?.label ?? value,
        ),
      );
    case 'customTag':
      return `${FILTER_PANEL_TEXT.customTag}: ${filters.customTag?.trim() ?? ''}`;
    case 'resolution':
      return filters.resolution;
    case 'orientation':
      return orientationFilter(filters.orientation) === 'vertical' ? 'Vertical' : 'Horizontal';
    case 'uploaded': {
      const preset = UPLOADED_PRESETS.find((option) => option.value === filters.uploaded);
      return `${FILTER_PANEL_TEXT.uploaded}: ${preset?.label ?? filters.uploaded}`;
    }
    case 'acquired':
      return dates(
        FILTER_PANEL_TEXT.acquiredDate,
        day(filters.dates.acquiredFrom),
        day(filters.dates.acquiredTo),
      );
    case 'posted':
      return dates(FILTER_PANEL_TEXT.postedDate, day(filters.dates.postedFrom), day(filters.dates.postedTo));
    case 'duration': {
      const range = filters.duration;
      return `${FILTER_PANEL_TEXT.duration} ${formatDuration(range?.from ?? 0)} to ${formatDuration(range?.to ?? 0)}`;
    }
    case 'countries':
      return anyOf([
        ...new Set(
          [...filters.countries, ...filters.smartCountries].map((name) => name.trim()).filter(Boolean),
        ),
      ]);
    case 'excludedLibraries':
      return `${FILTER_PANEL_TEXT.excludedLibraries}: ${filters.excludedLibraries.join(', ')}`;
  }
}
