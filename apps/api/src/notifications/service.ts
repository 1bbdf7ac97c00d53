import type { NotificationsResponse } from '@clipmarket/core';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import * as notifications from './repository';

export interface NotificationService {
  /** The account's notifications, newest first, and the unread count. */
  list(userId: string): Promise<NotificationsResponse>;
  /** Marks the account's notifications read (the given ids of its own, or all), then lists them. */
  markRead(userId: string, ids?: readonly string[]): Promise<NotificationsResponse>;
}

/** The header's bell (issue 33, item 5; ADR 89). Each query names the account: no id reaches another's. */
export function createNotificationService(db: Kysely<DB>): NotificationService {
  async function list(userId: string): Promise<NotificationsResponse> {
    const [rows, unread] = await Promise.all([
      notifications.latest(db, userId),
      notifications.unreadCount(db, userId),
    ]);
    return {
      data: rows.map((row) => ({
        id: String(row.id),
        kind: row.kind,
        title: row.title,
        href: row.href,
        createdAt: new Date(row.createdAt).toISOString(),
        read: row.readAt !== null,
      })),
      unread,
    };
  }
  return {
    list,
    async markRead(userId, ids) {
      await notifications.markRead(db, userId, ids);
      return list(userId);
    },
  };
}
