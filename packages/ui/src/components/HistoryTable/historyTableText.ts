import { formatCount } from '@clipmarket/core';
import type { HistoryRecordType } from './HistoryTable.types';

/**
 * Texts of the account history that the spec names but does not word (section 3: licences, purchases and
 * gift cards with filters); the wording is ours. They belong in @clipmarket/core with the commerce types.
 */
export const HISTORY_TABLE_TEXT = {
  caption: 'Purchase history',
  filters: 'Filter the history',
  type: 'Type',
  allTypes: 'All types',
  from: 'From',
  to: 'To',
  clearFilters: 'Clear filters',
  rangeInvalid: 'The start date is after the end date, so the dates are not applied.',
  columns: { date: 'Date', type: 'Type', title: 'Item', order: 'Order', amount: 'Amount' },
  loading: 'Loading your history…',
  error: 'Your history could not be loaded.',
  retry: 'Try again',
  emptyTitle: 'Nothing here yet',
  emptyHint: 'Licences, purchases and gift cards you buy will be listed here.',
  noMatchTitle: 'Nothing matches these filters',
  noMatchHint: 'Try another type or a wider date range.',
  /** The row count, e.g. '12 items'. */
  count: (n: number): string => `${formatCount(n)} ${n === 1 ? 'item' : 'items'}`,
} as const;

/** The label of each type, singular (the row) and plural (the filter). */
export const HISTORY_TYPE_LABELS: Record<HistoryRecordType, { one: string; many: string }> = {
  licence: { one: 'Licence', many: 'Licences' },
  purchase: { one: 'Purchase', many: 'Purchases' },
  giftCard: { one: 'Gift card', many: 'Gift cards' },
};
