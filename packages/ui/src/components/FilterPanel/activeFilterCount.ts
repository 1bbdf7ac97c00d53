import { ANY_UPLOADED_PRESET, ORIENTATIONS, type SearchRequestInput } from '@clipmarket/core';

const some = (list: readonly unknown[] | undefined) => (list?.length ?? 0) > 0;
const filled = (text: string | null | undefined) => (text ?? '').trim() !== '';

/**
 * How many of the panel's filters narrow the search: one per group that differs from its default (two
 * tones ticked count once), as the closed toggle says it. Sort and display only order and lay out the
 * results, so they are not counted; neither is the search text.
 *
 * Kept here because @clipmarket/core's search-filter rules have no count yet; it belongs beside them. It takes
 * core's request input (the panel's `FilterPanelValue`) so it does not import the panel that imports it.
 */
export function activeFilterCount(value: SearchRequestInput): number {
  const dates = value.dates ?? {};
  const orientation = value.orientation ?? [];
  return [
    filled(value.similarClip),
    some(value.categories),
    some(value.tones),
    some(value.popularity),
    some(value.clearance),
    some(value.footageType),
    (value.resolution ?? 'All') !== 'All',
    // Both orientations ticked is the same as none: no orientation filter (contract `orientation`).
    orientation.length > 0 && orientation.length < ORIENTATIONS.length,
    (value.uploaded ?? ANY_UPLOADED_PRESET) !== ANY_UPLOADED_PRESET,
    filled(dates.acquiredFrom) || filled(dates.acquiredTo),
    filled(dates.postedFrom) || filled(dates.postedTo),
    value.duration !== null && value.duration !== undefined,
    some(value.countries),
    some(value.excludedLibraries),
    value.exactMatch === true,
    filled(value.customTag),
  ].filter(Boolean).length;
}
