export { HistoryTable } from './HistoryTable';
export type { HistoryTableProps, HistoryTableSource, HistoryTableStatus } from './HistoryTable';
export type {
  HistoryRecord,
  HistoryRecordType,
  HistoryFilters,
  HistorySort,
  HistorySortKey,
} from './HistoryTable.types';
export {
  NO_HISTORY_FILTERS,
  filterAndSortHistory,
  historyFiltered,
  historyRangeInvalid,
  historyRowMatchesQuery,
} from './historyRows';
export { formatAmount } from './formatAmount';
export { HISTORY_TABLE_TEXT, HISTORY_TYPE_LABELS } from './historyTableText';
