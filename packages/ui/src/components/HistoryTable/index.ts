export { HistoryTable } from './HistoryTable';
export type { HistoryTableProps, HistoryTableStatus } from './HistoryTable';
export type {
  HistoryRecord,
  HistoryRecordType,
  HistoryFilters,
  HistorySort,
  HistorySortKey,
} from './HistoryTable.types';
export { filterAndSortHistory, historyRangeInvalid } from './historyRows';
export { HISTORY_TABLE_TEXT, HISTORY_TYPE_LABELS } from './historyTableText';
