import type { NotificationKind } from '@clipmarket/core';
import type { ColumnType, Generated } from 'kysely';

/** An account's notification (migration 0040). */
export interface NotificationsTable {
  /** bigint identity, read as a string. */
  id: Generated<string>;
  userId: string;
  kind: NotificationKind;
  title: string;
  href: string;
  createdAt: ColumnType<Date, Date | string | undefined, Date | string>;
  readAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

declare module '../db/schema' {
  interface DB {
    notifications: NotificationsTable;
  }
}
