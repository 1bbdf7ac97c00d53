import { formatCount, ORDER_STATUS_WORDS } from '@clipmarket/core';
import type { HistoryRecordType } from './HistoryTable.types';

/**
 * Texts of the account history that the spec names but does not word (section 3: licences, purchases and
 * gift cards with filters); the wording is ours.
 */
export const HISTORY_TABLE_TEXT = {
  caption: 'Purchase history',
  filters: 'Filter the history',
  type: 'Type',
  allTypes: 'All types',
  from: 'From',
  to: 'To',
  query: 'Clip, JV# or licence number',
  po: 'PO number',
  apply: 'Apply',
  clearFilters: 'Clear filters',
  rangeInvalid: 'The start date is after the end date, so the dates are not applied.',
  columns: {
    date: 'Date',
    type: 'Type',
    title: 'Item',
    order: 'Order',
    amount: 'Amount',
    actions: 'Proof',
  },
  loading: 'Loading your history…',
  error: 'Your history could not be loaded.',
  retry: 'Try again',
  emptyTitle: 'Nothing here yet',
  emptyHint: 'Licences, purchases and gift cards you buy will be listed here.',
  noMatchTitle: 'Nothing matches these filters',
  noMatchHint: 'Try another type, a wider date range, or another clip or PO number.',
  /** The row count, e.g. '12 items'. */
  count: (n: number): string => `${formatCount(n)} ${n === 1 ? 'item' : 'items'}`,
  licenceNumber: (number: string): string => `Licence ${number}`,
  project: (name: string): string => `Project: ${name}`,
  poNumber: (po: string): string => `PO: ${po}`,
  certificate: 'Certificate',
  /** The certificate link's accessible name: its visible text first (WCAG 2.5.3), then which licence. */
  certificateLabel: (number: string): string => `Certificate of licence ${number} (PDF)`,
  /** An order number's link: its visible text first (WCAG 2.5.3), then what it opens. */
  orderLabel: (number: string): string => `${number}: order details and receipt`,
  details: 'Details',
  detailsLabel: (number: string): string => `Details of licence ${number}`,
  giftCardEnding: (last: string): string => `Code ending ${last}`,
  giftCardBalance: (balance: string, initial: string): string => `Balance ${balance} of ${initial}`,
  showCode: 'Show code',
  showCodeLabel: (last: string): string => `Show code of the gift card ending ${last}`,
  hideCode: 'Hide code',
  hideCodeLabel: (last: string): string => `Hide code of the gift card ending ${last}`,
  giftCardCode: 'Gift card code',
  /** A licence taken back by a refund, a cancellation or a chargeback. */
  revokedOn: (date: string): string => `Revoked on ${date}`,
  /** A purchase or a gift card refunded (what was left of it taken back). */
  refundedOn: (date: string): string => `Refunded on ${date}`,
  /** The order's standing, under its number when it is not simply paid. */
  orderStatus: ORDER_STATUS_WORDS,
} as const;

/** The label of each type, singular (the row) and plural (the filter). */
export const HISTORY_TYPE_LABELS: Record<HistoryRecordType, { one: string; many: string }> = {
  licence: { one: 'Licence', many: 'Licences' },
  purchase: { one: 'Purchase', many: 'Purchases' },
  giftCard: { one: 'Gift card', many: 'Gift cards' },
};
