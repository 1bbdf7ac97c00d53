import type { AlertFrequency, SavedSearchQuery } from '@clipmarket/core';
import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { DB } from '../db/schema';
import './tables';

/** The saved searches' SQL (ADR 90). Every statement but the alert pass and the unsubscribe link names the account. */

export type Executor = Kysely<DB> | Transaction<DB>;

const COLUMNS = ['id', 'name', 'query', 'alert', 'lastSeenAt', 'alertedUntil', 'createdAt'] as const;

/** A digest's wait after the one before (or after the alert was turned on). */
export const ALERT_PERIOD_MS: Record<Exclude<AlertFrequency, 'off'>, number> = {
  daily: 24 * 3600_000,
  weekly: 7 * 24 * 3600_000,
};

/** When an alert turned on at `at` is first due; null for off. */
export const firstDue = (alert: AlertFrequency, at: RawBuilder<Date>): RawBuilder<Date> | null =>
  alert === 'off' ? null : sql<Date>`${at} + ${ALERT_PERIOD_MS[alert]}::float8 * interval '1 millisecond'`;

export function listOf(q: Executor, userId: string) {
  return q
    .selectFrom('savedSearches')
    .select(COLUMNS)
    .where('userId', '=', userId)
    .orderBy('id', 'desc')
    .execute();
}

export function one(q: Executor, userId: string, id: string) {
  return q
    .selectFrom('savedSearches')
    .select(COLUMNS)
    .where('userId', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function countOf(q: Executor, userId: string): Promise<number> {
  const row = await q
    .selectFrom('savedSearches')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('userId', '=', userId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Whether the account has a saved search of this name (case aside), other than `exceptId`. */
export async function nameTaken(q: Executor, userId: string, name: string, exceptId?: string) {
  let query = q
    .selectFrom('savedSearches')
    .select('id')
    .where('userId', '=', userId)
    .where(sql<boolean>`lower(name) = lower(${name})`);
  if (exceptId) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export function insert(
  q: Executor,
  row: { userId: string; name: string; query: SavedSearchQuery; alert: AlertFrequency; token: string },
) {
  return q
    .insertInto('savedSearches')
    .values({
      userId: row.userId,
      name: row.name,
      query: JSON.stringify(row.query),
      alert: row.alert,
      alertDueAt: firstDue(row.alert, sql<Date>`now()`),
      unsubscribeToken: row.token,
    })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

/**
 * Renames the account's saved search or sets its alert. An alert turned on (or changed) is first due a period
 * from now, and its digest holds only clips that enter the library from now on.
 */
export function update(
  q: Executor,
  userId: string,
  id: string,
  changes: { name?: string; alert?: AlertFrequency },
) {
  return q
    .updateTable('savedSearches')
    .set({
      ...(changes.name !== undefined ? { name: changes.name } : {}),
      ...(changes.alert !== undefined
        ? {
            alert: changes.alert,
            // An alert left as it was keeps its schedule; one turned on or changed is due a period from now.
            alertDueAt:
              changes.alert === 'off'
                ? null
                : sql<Date>`CASE WHEN alert = ${changes.alert} THEN alert_due_at ELSE ${firstDue(changes.alert, sql`now()`)} END`,
            alertedUntil: sql<Date>`CASE WHEN alert = ${changes.alert} THEN alerted_until ELSE now() END`,
          }
        : {}),
    })
    .where('userId', '=', userId)
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirst();
}

export async function remove(q: Executor, userId: string, id: string): Promise<boolean> {
  const result = await q
    .deleteFrom('savedSearches')
    .where('userId', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export function markSeen(q: Executor, userId: string, id: string) {
  return q
    .updateTable('savedSearches')
    .set({ lastSeenAt: sql<Date>`now()` })
    .where('userId', '=', userId)
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirst();
}

/** The saved search of an unsubscribe link's token. */
export function byToken(q: Executor, token: string) {
  return q
    .selectFrom('savedSearches')
    .select(['id', 'name', 'alert'])
    .where('unsubscribeToken', '=', token)
    .executeTakeFirst();
}

/** Turns off the alert of an unsubscribe link's token. */
export function unsubscribe(q: Executor, token: string) {
  return q
    .updateTable('savedSearches')
    .set({ alert: 'off', alertDueAt: null })
    .where('unsubscribeToken', '=', token)
    .returning(['id', 'name', 'alert'])
    .executeTakeFirst();
}

/**
 * The alert pass's claim, in one statement: every saved search whose digest is due at `at` moves its window on
 * (`alerted_until` to `until`, at most `at`; the next due a period after `at`) and gets one digest job with the
 * window it moved past. Given `userId`, every alerting search of that account is taken as due, whatever its
 * due time (the development route that runs an account's alerts now, dev/routes.ts), and no other.
 * Of two passes at once (two processes), each search goes to exactly one. Answers the jobs queued.
 */
export async function claimDueAlerts(
  q: Executor,
  at: Date,
  jobKind: string,
  max: number,
  until: Date = at,
  userId?: string,
): Promise<number> {
  const due = userId === undefined ? sql`alert_due_at <= ${at}` : sql`user_id = ${userId}`;
  const { rows } = await sql<{ n: number }>`
    WITH due AS (
      SELECT id, alerted_until FROM saved_searches
      WHERE alert <> 'off' AND ${due}
      ORDER BY alert_due_at
      LIMIT ${max}
      FOR UPDATE SKIP LOCKED
    ), moved AS (
      UPDATE saved_searches s
      SET alerted_until = ${until},
        alert_due_at = ${at}::timestamptz + CASE s.alert
          WHEN 'daily' THEN ${ALERT_PERIOD_MS.daily}::float8 ELSE ${ALERT_PERIOD_MS.weekly}::float8 END
          * interval '1 millisecond'
      FROM due WHERE s.id = due.id
      RETURNING s.id, due.alerted_until AS since
    ), queued AS (
      INSERT INTO jobs (kind, payload, run_at)
      SELECT ${jobKind},
        jsonb_build_object('id', id::text, 'since', since, 'until', ${until.toISOString()}::text),
        ${at}
      FROM moved
      RETURNING 1
    )
    SELECT count(*)::int AS n FROM queued
  `.execute(q);
  return Number(rows[0]?.n ?? 0);
}

/** A saved search of a digest job, while it is there with its alert on. */
export function alertingOne(q: Executor, id: string) {
  return q
    .selectFrom('savedSearches')
    .select(['userId', 'name', 'query', 'alert', 'unsubscribeToken'])
    .where('id', '=', id)
    .where('alert', '<>', 'off')
    .executeTakeFirst();
}

/**
 * Digest jobs of the account's saved searches that a worker holds now (claimed, not ended): the development
 * route waits for one this server's own worker took before the route could.
 */
export async function digestsRunningOf(q: Executor, jobKind: string, userId: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM jobs j
    WHERE j.kind = ${jobKind} AND j.status = 'queued' AND j.claim_token IS NOT NULL
      AND j.locked_until > now()
      AND (j.payload->>'id') IN (SELECT id::text FROM saved_searches WHERE user_id = ${userId})
  `.execute(q);
  return Number(rows[0]?.n ?? 0);
}
