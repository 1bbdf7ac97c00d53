import type { ColumnType } from 'kysely';

/** What a user added to a month of downloads: the clips used, and the declaration (migration 0013). */
export interface UsageMonthsTable {
  userId: string;
  year: number;
  /** 1 to 12. */
  month: number;
  usedJmIds: ColumnType<string[], string[] | undefined, string[]>;
  notes: string | null;
  declaredAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  updatedAt: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** A reminder mail claimed (and sent) for a user's month (migration 0013). */
export interface UsageRemindersTable {
  userId: string;
  year: number;
  month: number;
  claimedAt: ColumnType<Date, Date | string | undefined, Date | string>;
}

declare module '../db/schema' {
  interface DB {
    usageMonths: UsageMonthsTable;
    usageReminders: UsageRemindersTable;
  }
}
