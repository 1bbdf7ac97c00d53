import type { HistoryFilters, HistoryRecord, HistorySort } from './HistoryTable.types';

/** The day part of a date or timestamp, 'yyyy-MM-dd'. */
const dayOf = (date: string): string => date.slice(0, 10);

/** Whether the range's start is after its end (both given). */
export function historyRangeInvalid(filters: HistoryFilters): boolean {
  return filters.from !== '' && filters.to !== '' && filters.from > filters.to;
}

/** The rows the filters keep (an inverted date range is ignored), in the sort's order. */
export function filterAndSortHistory(
  rows: readonly HistoryRecord[],
  filters: HistoryFilters,
  sort: HistorySort,
): HistoryRecord[] {
  const useRange = !historyRangeInvalid(filters);
  const kept = rows.filter((row) => {
    if (filters.type !== 'all' && row.type !== filters.type) return false;
    if (useRange && filters.from && dayOf(row.date) < filters.from) return false;
    if (useRange && filters.to && dayOf(row.date) > filters.to) return false;
    return true;
  });
  const sign = sort.direction === 'asc' ? 1 : -1;
  return kept.sort((a, b) => {
    const order =
      sort.key === 'amount'
        ? a.amount - b.amount
        : sort.key === 'date'
          ? a.date.localeCompare(b.date)
          : a[sort.key].localeCompare(b[sort.key], 'en', { sensitivity: 'base' });
    // Ties keep a stable, newest-first order whatever the direction.
    return sign * order || b.date.localeCompare(a.date) || a.id.localeCompare(b.id);
  });
}
