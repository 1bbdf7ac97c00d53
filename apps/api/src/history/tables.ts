import type { ColumnType } from 'kysely';

/** A timestamp the database fills in on insert. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** A view, a download of licensed footage, or a comp's download (migration 0035, ADR 83). */
export type VideoHistoryKind = 'view' | 'download' | 'comp';

/** Views and downloads (migration 0005): one row per user, kind and clip. */
export interface VideoHistoryTable {
  userId: string;
  kind: VideoHistoryKind;
  jmId: string;
  firstAt: Timestamp;
  lastAt: Timestamp;
  times: ColumnType<number, number | undefined, number>;
}

/** Per-user preferences (migration 0005). */
export interface UserPreferencesTable {
  userId: string;
  exactMatchOnly: ColumnType<boolean, boolean | undefined, boolean>;
  updatedAt: Timestamp;
}

/** Clips a user has bought a licence for (migration 0005; written by commerce). */
export interface PurchasesTable {
  userId: string;
  jmId: string;
  purchasedAt: Timestamp;
}

declare module '../db/schema' {
  interface DB {
    videoHistory: VideoHistoryTable;
    userPreferences: UserPreferencesTable;
    purchases: PurchasesTable;
  }
}
