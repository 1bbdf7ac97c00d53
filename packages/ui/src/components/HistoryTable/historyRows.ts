import type { HistoryFilters, HistoryRecord, HistorySort } from './HistoryTable.types';

/** No filter at all. */
export const NO_HISTORY_FILTERS: HistoryFilters = { type: 'all', from: '', to: '', q: '', po: '' };

/** The day part of a date or timestamp, 'yyyy-MM-dd'. */
const dayOf = (date: string): string => date.slice(0, 10);

/** Whether the range's start is after its end (both given). */
export function historyRangeInvalid(filters: Pick<HistoryFilters, 'from' | 'to'>): boolean {
  return filters.from !== '' && filters.to !== '' && filters.from > filters.to;
}

/** Whether any filter is set. */
export function historyFiltered(filters: HistoryFilters): boolean {
  return (
    filters.type !== 'all' ||
    filters.from !== '' ||
    filters.to !== '' ||
    filters.q.trim() !== '' ||
    filters.po.trim() !== ''
  );
}

/**
 * Whether a row matches the clip filter as the server's history reads it: every word in the title, or the
 * clip's id (with or without 'JV#'), or the licence number (in any case).
 */
export function historyRowMatchesQuery(row: HistoryRecord, query: string): boolean {
  const q = query.trim();
  if (q === '') return true;
  const title = row.title.toLowerCase();
  const words = q.toLowerCase().split(/\s+/);
  return (
    words.every((word) => title.includes(word)) ||
    row.jmId === q.replace(/^jv#\s*/i, '').trim() ||
    row.licenceNumber === q.toUpperCase()
  );
}

/** The rows the filters keep (an inverted date range is ignored), in the sort's order. */
export function filterAndSortHistory(
  rows: readonly HistoryRecord[],
  filters: HistoryFilters,
  sort: HistorySort,
): HistoryRecord[] {
  const useRange = !historyRangeInvalid(filters);
  const po = filters.po.trim().toLowerCase();
  const kept = rows.filter((row) => {
    if (filters.type !== 'all' && row.type !== filters.type) return false;
    if (useRange && filters.from && dayOf(row.date) < filters.from) return false;
    if (useRange && filters.to && dayOf(row.date) > filters.to) return false;
    if (po && row.poNumber?.toLowerCase() !== po) return false;
    return historyRowMatchesQuery(row, filters.q);
  });
  const sign = sort.direction === 'asc' ? 1 : -1;
  return kept.sort((a, b) => {
    const order =
      sort.key === 'amount'
        ? a.amountCents - b.amountCents
        : sort.key === 'date'
          ? a.date.localeCompare(b.date)
          : a[sort.key].localeCompare(b[sort.key], 'en', { sensitivity: 'base' });
    // Ties keep a stable, newest-first order whatever the direction.
    return sign * order || b.date.localeCompare(a.date) || a.id.localeCompare(b.id);
  });
}
