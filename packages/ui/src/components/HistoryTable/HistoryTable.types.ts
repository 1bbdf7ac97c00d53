/**
 * Types of the account's history (spec section 3: "History state: licenses, purchases, giftCards with
 * filters"). The contract in @clipmarket/core has no commerce or order-history types yet (commerce is a
 * later issue), so the table defines the shape it shows; they move to core's contract with commerce.
 */

/** What a history row records: a clip licence, a purchase (a pack or other product) or a gift card. */
export type HistoryRecordType = 'licence' | 'purchase' | 'giftCard';

/** One row of the history. */
export interface HistoryRecord {
  /** The order line's id; unique across the history. */
  id: string;
  type: HistoryRecordType;
  /** When it was bought: 'yyyy-MM-dd' or an ISO timestamp. */
  date: string;
  /** What was bought: the clip's display title, the product's name or the gift card's name. */
  title: string;
  /** The licensed clip's id (licences only). */
  jmId?: string | null;
  /** The licence tier, the product variant or the gift card's code ending. */
  productName?: string | null;
  /** Price paid in US dollars. */
  amount: number;
  /** The storefront's order reference, e.g. '#1042'. */
  orderNumber: string;
}

/** The table's filters: a type (or 'all') and an inclusive date range, 'yyyy-MM-dd' or '' for no bound. */
export interface HistoryFilters {
  type: 'all' | HistoryRecordType;
  from: string;
  to: string;
}

/** A sortable column. */
export type HistorySortKey = 'date' | 'type' | 'title' | 'amount';

export interface HistorySort {
  key: HistorySortKey;
  direction: 'asc' | 'desc';
}
