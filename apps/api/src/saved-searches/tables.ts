import type { AlertFrequency, SavedSearchQuery } from '@clipmarket/core';
import type { ColumnType, Generated } from 'kysely';

/** A saved search (migration 0042, ADR 90). */
export interface SavedSearchesTable {
  /** bigint identity, read as a string. */
  id: Generated<string>;
  userId: string;
  name: string;
  /** The words and filters (core's `SavedSearchQuery`), as JSON. */
  query: ColumnType<SavedSearchQuery, string, string>;
  alert: ColumnType<AlertFrequency, AlertFrequency | undefined, AlertFrequency>;
  /** When the buyer last opened it: its new clips entered the library after. */
  lastSeenAt: ColumnType<Date, Date | string | undefined, Date | string>;
  /** Where the last digest stopped: the next holds the clips that entered the library after. */
  alertedUntil: ColumnType<Date, Date | string | undefined, Date | string>;
  /** When the next digest is due; null while the alert is off. */
  alertDueAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The secret of its mails' unsubscribe link. */
  unsubscribeToken: string;
  createdAt: ColumnType<Date, Date | string | undefined, never>;
}

declare module '../db/schema' {
  interface DB {
    savedSearches: SavedSearchesTable;
  }
}
