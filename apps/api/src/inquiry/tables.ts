import type { inquiryPayloadSchema } from '@clipmarket/core';
import type { ColumnType, Generated } from 'kysely';
import type { z } from 'zod';

/** A timestamp the database fills in on insert. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** jsonb: written as a JSON string (`JSON.stringify`), read as the parsed value. */
type Json<T> = ColumnType<T, string, string>;

export type InquiryCrmStatus = 'notConfigured' | 'pending' | 'sent' | 'failed';

/** The payload as it is stored: the contract's, after validation (defaults filled in). */
export type StoredInquiryPayload = z.output<typeof inquiryPayloadSchema>;

/** Licensing inquiries (migration 0010). */
export interface InquiriesTable {
  id: Generated<string>;
  reference: string;
  userId: string | null;
  payload: Json<StoredInquiryPayload>;
  crmStatus: InquiryCrmStatus;
  crmError: string | null;
  crmAttemptedAt: NullableTimestamp;
  createdAt: Timestamp;
}

/** The library clips an inquiry names, in the order the buyer listed them (migration 0010). */
export interface InquiryClipsTable {
  inquiryId: string;
  position: number;
  jmId: string;
  title: string;
}

declare module '../db/schema' {
  interface DB {
    inquiries: InquiriesTable;
    inquiryClips: InquiryClipsTable;
  }
}
