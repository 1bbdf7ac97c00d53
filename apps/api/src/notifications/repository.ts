import { NOTIFICATION_LIMITS, type NotificationKind } from '@clipmarket/core';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../db/schema';
import './tables';

export type Executor = Kysely<DB> | Transaction<DB>;

/** Adds a notification to the account, and removes its oldest past the number kept. */
export async function add(
  q: Executor,
  notification: { userId: string; kind: NotificationKind; title: string; href: string },
): Promise<void> {
  await q.insertInto('notifications').values(notification).execute();
  await sql`
    DELETE FROM notifications
    WHERE user_id = ${notification.userId} AND id <= (
      SELECT id FROM notifications WHERE user_id = ${notification.userId}
      ORDER BY id DESC OFFSET ${NOTIFICATION_LIMITS.kept} LIMIT 1
    )
  `.execute(q);
}

/** The account's notifications, newest first. */
export function latest(q: Executor, userId: string) {
  return q
    .selectFrom('notifications')
    .select(['id', 'kind', 'title', 'href', 'createdAt', 'readAt'])
    .where('userId', '=', userId)
    .orderBy('id', 'desc')
    .limit(NOTIFICATION_LIMITS.kept)
    .execute();
}

/** How many of the account's notifications are unread. */
export async function unreadCount(q: Executor, userId: string): Promise<number> {
  const row = await q
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('userId', '=', userId)
    .where('readAt', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Marks the account's notifications read: those of `ids` (another account's are left alone), or all. */
export async function markRead(q: Executor, userId: string, ids?: readonly string[]): Promise<void> {
  let update = q
    .updateTable('notifications')
    .set({ readAt: sql`now()` })
    .where('userId', '=', userId)
    .where('readAt', 'is', null);
  if (ids) {
    if (ids.length === 0) return;
    update = update.where('id', 'in', ids);
  }
  await update.execute();
}
