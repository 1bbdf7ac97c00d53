/**
 * The history's SQL (ADR 64): the exact-match-only preference and the clips a user viewed or downloaded, as
 * functions of the executor they run on. The service (service.ts) keeps whose username may be named and the
 * '-1' rule.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../db/schema';
import type { VideoHistoryKind } from './tables';

/** What a repository function runs on: the database, or a transaction. */
export type Executor = Kysely<DB> | Transaction<DB>;

/** The user's exact-match-only preference, when they saved one. */
export async function exactMatchOnly(q: Executor, userId: string): Promise<boolean | undefined> {
  const row = await q
    .selectFrom('userPreferences')
    .select('exactMatchOnly')
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row?.exactMatchOnly;
}

export async function setExactMatchOnly(q: Executor, userId: string, exactMatchOnly: boolean): Promise<void> {
  await q
    .insertInto('userPreferences')
    .values({ userId, exactMatchOnly })
    .onConflict((oc) => oc.column('userId').doUpdateSet({ exactMatchOnly, updatedAt: sql`now()` }))
    .execute();
}

/** The library clips among `jmIds`. */
export async function existingClips(q: Executor, jmIds: readonly string[]): Promise<Set<string>> {
  const rows = await q
    .selectFrom('clips')
    .select('jmId')
    .where('jmId', 'in', [...jmIds])
    .execute();
  return new Set(rows.map((row) => row.jmId));
}

/** Adds `times` uses of each clip to the user's history of `kind`, now. */
export async function record(
  q: Executor,
  userId: string,
  kind: VideoHistoryKind,
  counts: ReadonlyMap<string, number>,
): Promise<void> {
  await sql`
    INSERT INTO video_history (user_id, kind, jm_id, times)
    SELECT ${userId}::uuid, ${kind}, t.jm_id, t.times
    FROM unnest(${[...counts.keys()]}::text[], ${[...counts.values()]}::int[]) AS t (jm_id, times)
    ON CONFLICT (user_id, kind, jm_id)
    DO UPDATE SET last_at = now(), times = video_history.times + excluded.times
  `.execute(q);
}

/** A page of the user's history of `kinds`, latest first, and how many entries it holds. */
export async function page(
  q: Executor,
  userId: string,
  kinds: readonly VideoHistoryKind[],
  offset: number,
  max: number,
) {
  const rows = await q
    .selectFrom('videoHistory')
    .select(['jmId', 'kind', 'lastAt', 'times'])
    .where('userId', '=', userId)
    .where('kind', 'in', [...kinds])
    .orderBy('lastAt', 'desc')
    .orderBy('jmId')
    .orderBy('kind')
    .limit(max)
    .offset(offset)
    .execute();
  const total = await q
    .selectFrom('videoHistory')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('userId', '=', userId)
    .where('kind', 'in', [...kinds])
    .executeTakeFirstOrThrow();
  return { rows, total: Number(total.n) };
}
