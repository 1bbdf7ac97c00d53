/**
 * The usage declaration's SQL (ADR 64): a user's downloads by month, what they saved of each month (used
 * flags, notes, declaration) and the reminders' claims, as functions of the executor they run on. The service
 * (service.ts) keeps who may read whose months, which ids may be marked, and when a month may be declared; the
 * reminder (reminder.ts) which months are due and what its mail says.
 *
 * Every query here leaves comps out (`file <> 'comp'`, ADR 83): a comp is the watermarked copy any buyer may
 * try before licensing, no use of a licence to declare or to be reminded of.
 */
import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { DB } from '../db/schema';
import type { YearMonth } from './months';

/** What a repository function runs on: the database, or a transaction. */
export type Executor = Kysely<DB> | Transaction<DB>;

/**
 * The month's bounds as SQL timestamptz values, computed by the database on zone-free timestamps: adding a
 * month to a timestamptz would follow the session's time zone (and its daylight saving), and a JS Date for
 * the end of December 9999 is a year PostgreSQL's text input refuses.
 */
function monthBounds(period: YearMonth): { from: RawBuilder<Date>; to: RawBuilder<Date> } {
  const start = sql`make_timestamp(${period.year}::int, ${period.month}::int, 1, 0, 0, 0)`;
  return {
    from: sql<Date>`(${start} AT TIME ZONE 'UTC')`,
    to: sql<Date>`((${start} + interval '1 month') AT TIME ZONE 'UTC')`,
  };
}

/** Each clip the user downloaded in the (UTC) month, with its first download then, first downloaded first. */
export function downloadsIn(q: Executor, userId: string, period: YearMonth) {
  const { from, to } = monthBounds(period);
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
    .where('d.file', '<>', 'comp')
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
    WHERE user_id = ${userId} AND file <> 'comp'
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

// ---------------------------------------------------------------------------------------------------------
// Reminders (reminder.ts keeps when a month is due and what the mail says)

/**
 * In one statement, so of several processes exactly one gets each month: claims every (user, month) in
 * [since, cutoff) with downloads and no declaration in `usage_reminders` (`ON CONFLICT DO NOTHING`: a month is
 * claimed once), and queues one job of `job.kind`, due at `job.at`, per user for the months it claimed (payload
 * `{ userId, months: [{ year, month, clips }] }`, oldest first). Answers the jobs queued.
 */
export async function claimReminders(
  q: Executor,
  window: { since: Date; cutoff: Date },
  job: { kind: string; at: Date },
): Promise<number> {
  const { rows } = await sql<{ queued: number }>`
    WITH ended AS (
      SELECT
        d.user_id,
        extract(year FROM d.downloaded_at AT TIME ZONE 'UTC')::int AS year,
        extract(month FROM d.downloaded_at AT TIME ZONE 'UTC')::int AS month,
        count(DISTINCT d.jm_id)::int AS clips
      FROM clip_downloads d
      WHERE d.downloaded_at >= ${window.since} AND d.downloaded_at < ${window.cutoff} AND d.file <> 'comp'
      GROUP BY 1, 2, 3
    ),
    claimed AS (
      INSERT INTO usage_reminders (user_id, year, month)
      SELECT e.user_id, e.year, e.month
      FROM ended e
      WHERE NOT EXISTS (
        SELECT 1 FROM usage_months m
        WHERE m.user_id = e.user_id AND m.year = e.year AND m.month = e.month AND m.declared_at IS NOT NULL
      )
      ON CONFLICT DO NOTHING
      RETURNING user_id, year, month
    ),
    queued AS (
      INSERT INTO jobs (kind, payload, run_at)
      SELECT ${job.kind},
        jsonb_build_object(
          'userId', c.user_id,
          'months', jsonb_agg(
            jsonb_build_object('year', c.year, 'month', c.month, 'clips', e.clips) ORDER BY c.year, c.month
          )
        ),
        ${job.at}::timestamptz
      FROM claimed c
      JOIN ended e ON e.user_id = c.user_id AND e.year = c.year AND e.month = c.month
      GROUP BY c.user_id
      RETURNING id
    )
    SELECT count(*)::int AS queued FROM queued
  `.execute(q);
  return rows[0]?.queued ?? 0;
}

/** The address and first name a reminder goes to. */
export function recipient(q: Executor, userId: string) {
  return q.selectFrom('users').select(['email', 'firstName']).where('id', '=', userId).executeTakeFirst();
}

/**
 * Gives back the user's claimed months of a reminder job, for a later pass to claim again, while the job is
 * still this claim's (`job.claimToken`).
 */
export async function releaseReminders(
  q: Executor,
  job: { id: string; claimToken: string },
  userId: string,
  months: readonly YearMonth[],
): Promise<void> {
  await sql`
    DELETE FROM usage_reminders r
    USING jobs j
    WHERE j.id = ${job.id} AND j.claim_token = ${job.claimToken}
      AND r.user_id = ${userId} AND r.year * 100 + r.month = ANY(${months.map((m) => m.year * 100 + m.month)})
  `.execute(q);
}
