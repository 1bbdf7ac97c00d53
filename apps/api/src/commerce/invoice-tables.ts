import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** A `date` column: written as 'yyyy-MM-dd', read back as text (the repository casts it), never as a Date. */
type Day = ColumnType<string, string, string>;
type NullableDay = ColumnType<string | null, string | null | undefined, string | null>;
type OptionalJson<T> = ColumnType<T, string | undefined, string>;

/** Accounts staff let pay on account (migration 0038). */
export interface OnAccountApprovalsTable {
  userId: string;
  creditLimitCents: number | null;
  approvedBy: string | null;
  approvedAt: Timestamp;
}

/** The invoice of an order placed on account (migration 0038), one per order. */
export interface InvoicesTable {
  orderId: string;
  userId: string;
  poNumber: string;
  dueOn: Day;
  submissionId: string;
  paidOn: NullableDay;
  paidRecordedAt: NullableTimestamp;
  paidBy: ColumnType<string | null, string | null | undefined, string | null>;
  cancelledAt: NullableTimestamp;
  cancelledBy: ColumnType<string | null, string | null | undefined, string | null>;
  createdAt: Timestamp;
}

export type InvoiceEventKind = 'approved' | 'withdrawn' | 'paid' | 'cancelled';

/** Every staff act on paying on account: who, when, what (migration 0038). */
export interface InvoiceEventsTable {
  id: Generated<string>;
  kind: InvoiceEventKind;
  userId: string;
  orderId: string | null;
  staffUserId: string | null;
  detail: OptionalJson<Record<string, unknown>>;
  at: Timestamp;
}

declare module '../db/schema' {
  interface DB {
    onAccountApprovals: OnAccountApprovalsTable;
    invoices: InvoicesTable;
    invoiceEvents: InvoiceEventsTable;
  }
}
