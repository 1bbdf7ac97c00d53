import {
  clearSimilarClipMode,
  defaultSearchFilters,
  readSearchField,
  selectDisplay,
  selectSort,
  setPostedDates,
  type SearchRequest,
  type SmartSort,
} from '@clipmarket/core';
import type { FilterPanelChange } from '@clipmarket/ui';

/**
 * What one change in the filter panel does to the search (spec section 4), on top of the pure rules of
 * @clipmarket/core: one sort at a time, one display at a time, posted dates resetting the uploaded preset,
 * and back to page 1 whenever the results change. Similar-clip mode is left by `leaveSimilarClips`.
 */
export function applyFilterChange(filters: SearchRequest, change: FilterPanelChange): SearchRequest {
  switch (change.field) {
    case 'smartSort':
    case 'sort':
      return change.value ? selectSort(filters, change.value as SmartSort) : filters;
    case 'display':
      return selectDisplay(filters, change.value ?? '');
    case 'dates': {
      const next = { ...filters.dates, ...change.value };
      const postedChanged =
        (next.postedFrom ?? '') !== (filters.dates.postedFrom ?? '') ||
        (next.postedTo ?? '') !== (filters.dates.postedTo ?? '');
      const withAcquired = {
        ...filters,
        dates: { ...filters.dates, acquiredFrom: next.acquiredFrom, acquiredTo: next.acquiredTo },
        page: 1,
      };
      return postedChanged
        ? setPostedDates(withAcquired, { postedFrom: next.postedFrom, postedTo: next.postedTo })
        : withAcquired;
    }
    case 'similarClip':
      return change.value ? { ...filters, similarClip: change.value, page: 1 } : leaveSimilarClips(filters);
    case 'page':
    case 'perPage':
      return filters;
    default: {
      // Every other field is a plain filter: the panel's value (its input shape) read by the contract.
      const parsed = readSearchField(change.field, change.value);
      if (!parsed.success) return filters;
      return { ...filters, [change.field]: parsed.data, page: 1 };
    }
  }
}

/**
 * Leaves similar-clip mode. `saved` is the search the user was on when the mode began (kept in the history
 * entry); without it (a similar-clips link opened directly) the current filters stay, with the previous
 * search text back (core's `clearSimilarClipMode`).
 */
export function leaveSimilarClips(filters: SearchRequest, saved: SearchRequest | null = null): SearchRequest {
  const { filters: restored } = clearSimilarClipMode({ filters, beforeSimilarClip: saved });
  return { ...restored, similarClip: null, previousSearchTerm: null };
}

/**
 * "Clear all filters": every filter back to its default, exact match back to the user's saved preference
 * (`exactMatchDefault`); the search text, the display and similar-clip mode (its chip has its own clear
 * button) stay.
 */
export function resetFilters(filters: SearchRequest, exactMatchDefault = false): SearchRequest {
  return {
    ...defaultSearchFilters(),
    exactMatch: exactMatchDefault,
    q: filters.q,
    display: filters.display,
    similarClip: filters.similarClip,
    previousSearchTerm: filters.previousSearchTerm,
    perPage: filters.perPage,
  };
}

/** A new search for `q`: the filters stay, page 1; in similar-clip mode the text starts a normal search. */
export function searchFor(filters: SearchRequest, q: string): SearchRequest {
  return { ...filters, q, page: 1, similarClip: null, previousSearchTerm: null };
}

/**
 * The body sent to the server: the client-only fields (display, previous search text) left out, so that
 * changing the layout does not search again.
 */
export function requestOf(filters: SearchRequest): SearchRequest {
  return { ...filters, display: null, previousSearchTerm: null };
}
