import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json<T> = ColumnType<T, string, string>;

/** A line a refund names, as the storefront named it (migration 0024). */
export interface RefundLine {
  lineItemId: string;
  quantity: number;
  /** The cart line the refunded line item carried (`_clipmarket_line`), when the refund's body gave it. */
  lineKey: string | null;
}

/** The storefront order's line items and the checkout line each paid for (migration 0024). */
export interface OrderLinesTable {
  orderId: string;
  lineItemId: string;
  lineKey: string;
  quantity: number;
  refundedQuantity: ColumnType<number, number | undefined, number>;
}

/** Refunds and cancellations received, once each (migration 0024). */
export interface StorefrontRefundsTable {
  id: string;
  storefrontOrderId: string;
  kind: 'refund' | 'cancel';
  reason: string;
  lines: Json<RefundLine[]>;
  wholeOrder: boolean;
  amountCents: ColumnType<number, number | undefined, number>;
  receivedAt: Timestamp;
  orderId: string | null;
  appliedAt: NullableTimestamp;
  licencesRevoked: ColumnType<number, number | undefined, number>;
  creditsTaken: ColumnType<number, number | undefined, number>;
  creditsKept: ColumnType<number, number | undefined, number>;
  giftCardCentsTaken: ColumnType<number, number | undefined, number>;
  giftCardCentsKept: ColumnType<number, number | undefined, number>;
}

declare module '../db/schema' {
  interface DB {
    orderLines: OrderLinesTable;
    storefrontRefunds: StorefrontRefundsTable;
  }
}
