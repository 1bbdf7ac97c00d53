import type { DevAcquiredClip } from '@clipmarket/core';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { DEFAULT_GENERATOR_SEED, generateClip, jmIdOf } from '../catalogue/generator';
import type { NewClip } from '../catalogue/tables';
import { clipConcepts } from '../search/concepts';

/** Clips the generator can make with distinct ids (`jmIdOf`). */
const GENERATOR_CLIPS = 1_200_000;

/** Thrown when the generator has no clips left past those in the library. */
export class LibraryFullError extends Error {}

/**
 * The generator's first clip not yet made: the first index whose id (`jmIdOf` increases with the index) is above
 * every 7-digit id in the library, found by bisection. Clips `npm start` seeded, clips added before, and any
 * hand-made clip with such an id all stay below it.
 */
async function nextClipIndex(db: Kysely<DB>, seed: number): Promise<number> {
  const { rows } = await sql<{ last: string | null }>`
    SELECT max(jm_id) AS last FROM clips WHERE jm_id ~ '^[0-9]{7}$'
  `.execute(db);
  const last = rows[0]?.last;
  if (!last) return 0;
  let low = 0;
  let high = GENERATOR_CLIPS;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (jmIdOf(middle, seed) > last) high = middle;
    else low = middle + 1;
  }
  return low;
}

/**
 * Development only (dev/routes.ts): adds `count` clips of the demo library's generator to the library, whole (every
 * field, its concepts) as `npm start` seeds them, with dates relative to now. Their rows' creation is when they
 * entered the library (what saved searches' alerts count, ADR 90); the write raises the catalogue version
 * (migration 0017), so every cached search and page is computed again. A `title` becomes each clip's title and
 * publishing title, numbered when there are several. One acquisition at a time, so two never take the same clips.
 */
export async function acquireClips(
  db: Kysely<DB>,
  options: { count: number; title?: string; now?: Date },
): Promise<DevAcquiredClip[]> {
  const { count, title } = options;
  const now = options.now ?? new Date();
  const seed = DEFAULT_GENERATOR_SEED;
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext('dev-acquisitions'))`.execute(trx);
    const start = await nextClipIndex(trx, seed);
    if (start + count > GENERATOR_CLIPS) throw new LibraryFullError();
    const rows = Array.from({ length: count }, (_, i): NewClip => {
      const generated = generateClip(start + i, seed, now);
      const name = title === undefined ? null : count === 1 ? title : `${title} ${i + 1}`;
      const clip = name === null ? generated : { ...generated, title: name, publishingTitle: name };
      return { ...clip, concepts: clipConcepts(clip) };
    });
    return trx
      .insertInto('clips')
      .values(rows)
      .onConflict((conflict) => conflict.column('jmId').doNothing())
      .returning(['jmId', 'title', 'publishingTitle'])
      .execute();
  });
}
