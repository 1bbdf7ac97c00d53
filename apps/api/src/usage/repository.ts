/**
 * The usage declaration's SQL (ADR 64): a user's downloads by month and what they saved of each month (used
 * flags, notes, declaration), as functions of the executor they run on. The service (service.ts) keeps who may
 * read whose months, which ids may be marked, and when a month may be declared.
 */
import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { DB } from '../db/schema';
import type { YearMonth } from './months';

/** What a repository function runs on: the database, or a transaction. */
export type Executor = Kysely<DB> | Transaction<DB>;

/** Each clip the user downloaded in [from, to), with its first download then, first downloaded first. */
export function downloadsBetween(q: Executor, userId: string, from: RawBuilder<Date>, to: RawBuilder<Date>) {
  return q
    .selectFrom('clipDownloads as d')
    .innerJoin('clips as c', 'c.jmId', 'd.jmId')
    .select((eb) => [
      'd.jmId',
      'c.title',
      'c.publishingTitle',
      'c.originalPublishingDate',
      'c.signedDate',
      eb.fn.min('d.downloadedAt').as('downloadedAt'),
    ])
    .where('d.userId', '=', userId)
    .where('d.downloadedAt', '>=', from)
    .where('d.downloadedAt', '<', to)
    .groupBy(['d.jmId', 'c.title', 'c.publishingTitle', 'c.originalPublishingDate', 'c.signedDate'])
    .orderBy('downloadedAt')
    .orderBy('d.jmId')
    .execute();
}

/** What the user saved of a month, if anything. */
export function savedMonth(q: Executor, userId: string, period: YearMonth) {
  return q
    .selectFrom('usageMonths')
    .select(['usedJmIds', 'notes', 'declaredAt'])
    .where('userId', '=', userId)
    .where('year', '=', period.year)
    .where('month', '=', period.month)
    .executeTakeFirst();
}

/** The account with this e-mail address (lower case). */
export function userByEmail(q: Executor, email: string) {
  return q.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
}

/** The UTC years and months the user downloaded in, newest first. */
export async function monthsWithDownloads(q: Executor, userId: string): Promise<YearMonth[]> {
  const { rows } = await sql<YearMonth>`
    SELECT DISTINCT
      extract(year FROM downloaded_at AT TIME ZONE 'UTC')::int AS year,
      extract(month FROM downloaded_at AT TIME ZONE 'UTC')::int AS month
    FROM clip_downloads
    WHERE user_id = ${userId}
    ORDER BY year DESC, month DESC
  `.execute(q);
  return rows;
}

/** Saves a month's used clips unless it is declared; whether it was saved. */
export async function saveUsed(
  q: Executor,
  userId: string,
  period: YearMonth,
  ids: readonly string[],
): Promise<boolean> {
  const { rows } = await sql`
    INSERT INTO usage_months (user_id, year, month, used_jm_ids)
    VALUES (${userId}::uuid, ${period.year}::int, ${period.month}::int, ${ids}::text[])
    ON CONFLICT (user_id, year, month) DO UPDATE
      SET used_jm_ids = excluded.used_jm_ids, updated_at = now()
      WHERE usage_months.declared_at IS NULL
    RETURNING 1
  `.execute(q);
  return rows.length > 0;
}

/** Declares a month with notes at `at`, unless it is declared already; whether this declared it. */
export async function declare(
  q: Executor,
  userId: string,
  period: YearMonth,
  notes: string,
  at: Date,
): Promise<boolean> {
  const { rows } = await sql`
    INSERT INTO usage_months (user_id, year, month, notes, declared_at)
    VALUES (${userId}::uuid, ${period.year}::int, ${period.month}::int, ${notes}, ${at})
    ON CONFLICT (user_id, year, month) DO UPDATE
      SET notes = excluded.notes, declared_at = excluded.declared_at, updated_at = now()
      WHERE usage_months.declared_at IS NULL
    RETURNING 1
  `.execute(q);
  return rows.length > 0;
}
