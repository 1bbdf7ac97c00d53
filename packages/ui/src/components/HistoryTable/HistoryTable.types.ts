import type { CallInput, CommerceHistoryRecord, commerceHistoryEndpoint } from '@clipmarket/core';

/**
 * Types of the account's history (spec section 3: "History state: licenses, purchases, giftCards with
 * filters"): the contract's own (`packages/core/src/contract/commerce.ts`), so the table shows exactly what
 * the server's history endpoint answers. Type-only imports: the table carries no schema.
 */

/**
 * One row of the history, as the server answers it: a licence, a purchase (a pack, a fee, a gift card bought)
 * or a gift card held. Amounts are integer cents with an ISO currency.
 */
export type HistoryRecord = CommerceHistoryRecord;

/** What a history row records. */
export type HistoryRecordType = CommerceHistoryRecord['type'];

type HistoryQuery = NonNullable<CallInput<typeof commerceHistoryEndpoint>['query']>;

/**
 * The table's filters: the history endpoint's (`commerceHistoryQuerySchema`) without its paging, each a
 * string where '' means "no filter", as form controls hold them.
 */
export interface HistoryFilters {
  /** A type, or 'all'. */
  type: NonNullable<HistoryQuery['type']>;
  /** The first day, inclusive, 'yyyy-MM-dd'. */
  from: string;
  /** The last day, inclusive, 'yyyy-MM-dd'. */
  to: string;
  /** A clip's title words, its id with or without 'JV#', or a licence number. */
  q: string;
  /** A PO number, exactly (ignoring case). */
  po: string;
}

/** A sortable column. */
export type HistorySortKey = 'date' | 'type' | 'title' | 'amount';

export interface HistorySort {
  key: HistorySortKey;
  direction: 'asc' | 'desc';
}
