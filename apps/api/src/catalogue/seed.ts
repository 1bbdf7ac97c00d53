import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { clipConcepts } from '../search/concepts';
import { DEFAULT_GENERATOR_SEED, GENERATOR_REFERENCE_NOW, generateClip } from './generator';

export interface SeedOptions {
  count: number;
  seed?: number;
  /** Dates are relative to this. @default GENERATOR_REFERENCE_NOW */
  now?: Date;
  /** First clip index: seeding 1,000,000 after 10,000 starts at 10,000. @default 0 */
  start?: number;
  /** Rows per INSERT. @default 1000 */
  batchSize?: number;
  /** INSERTs per transaction (incremental mode). @default 10 */
  batchesPerTransaction?: number;
  /**
   * Bulk mode: one transaction that drops the table's secondary indexes, loads every row and builds the
   * indexes again (much faster than keeping two dozen indexes, GIN among them, up to date row by row). An
   * interrupted load rolls back whole, indexes included. It locks the table against readers meanwhile.
   * @default count >= BULK_THRESHOLD and count >= the clips already there
   */
  bulk?: boolean;
  /** Called after each transaction (incremental) or every 10 batches (bulk) with the clips written so far. */
  onProgress?: (done: number, total: number) => void;
  /** Bulk mode: called when the rows are in and the indexes are being built. */
  onIndexing?: (indexes: number) => void;
}

/** From this many clips, seeding runs in bulk mode. */
export const BULK_THRESHOLD = 5_000;

const snakeCache = new Map<string, string>();
const snake = (key: string) => {
  let out = snakeCache.get(key);
  if (out === undefined) {
    out = key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
    snakeCache.set(key, out);
  }
  return out;
};

/**
 * Writes generated clips: each batch is one INSERT of a JSON array expanded by `jsonb_populate_recordset` (one
 * parameter however many rows, so no 65,535-parameter limit and little protocol work). The same statements
 * run on PGlite and on a server. Clips already present (same jmId) are kept. Returns the number inserted.
 */
export async function seedClips(db: Kysely<DB>, options: SeedOptions): Promise<number> {
  const { count, seed = DEFAULT_GENERATOR_SEED, now = GENERATOR_REFERENCE_NOW, start = 0 } = options;
  const batchSize = Math.max(1, options.batchSize ?? 1000);
  const perTransaction = Math.max(1, options.batchesPerTransaction ?? 10);
  // Rebuilding the indexes costs time in proportion to the whole table: worth it for a load at least as big as
  // what is there already.
  const bulk = options.bulk ?? (count >= BULK_THRESHOLD && count >= (await countClips(db)));
  let inserted = 0;
  let next = start;
  const end = start + count;

  const build = (): Record<string, unknown>[] => {
    const rows: Record<string, unknown>[] = [];
    for (; next < end && rows.length < batchSize; next++) {
      const clip = generateClip(next, seed, now);
      const row: Record<string, unknown> = { concepts: clipConcepts(clip) };
      for (const [key, value] of Object.entries(clip)) row[snake(key)] = value;
      rows.push(row);
    }
    return rows;
  };
  const insert = async (executor: Kysely<DB>, rows: Record<string, unknown>[]) => {
    const columns = sql.join(Object.keys(rows[0]!).map((c) => sql.id(c)));
    const result = await sql`
      INSERT INTO clips (${columns})
      SELECT ${columns} FROM jsonb_populate_recordset(NULL::clips, ${JSON.stringify(rows)}::jsonb)
      ON CONFLICT (jm_id) DO NOTHING
    `.execute(executor);
    inserted += Number(result.numAffectedRows ?? 0);
  };
  /** Writes `batches` batches, generating each next batch while the database writes the one before. */
  const insertBatches = async (
    executor: Kysely<DB>,
    batches: number,
    onBatch?: (written: number) => void,
  ) => {
    let rows = build();
    for (let b = 0; b < batches && rows.length > 0; b++) {
      const writing = insert(executor, rows);
      const written = next;
      // Let the statement reach the database (a few microtasks) before generating blocks this thread.
      await new Promise((resolve) => setImmediate(resolve));
      rows = b + 1 < batches ? build() : [];
      await writing;
      onBatch?.(written - start);
    }
  };

  if (bulk) {
    await db.transaction().execute(async (trx) => {
      // Every index but those behind constraints (the primary key, which ON CONFLICT needs).
      const { rows: indexes } = await sql<{ name: string; definition: string }>`
        SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition
        FROM pg_index i
        WHERE i.indrelid = 'clips'::regclass
          AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)
      `.execute(trx);
      for (const index of indexes) await sql`DROP INDEX ${sql.raw(index.name)}`.execute(trx);
      let batches = 0;
      await insertBatches(trx, Number.MAX_SAFE_INTEGER, (written) => {
        if (++batches % 10 === 0 || written === count) options.onProgress?.(written, count);
      });
      options.onIndexing?.(indexes.length);
      for (const index of indexes) await sql.raw(index.definition).execute(trx);
    });
  } else {
    while (next < end) {
      await db.transaction().execute((trx) => insertBatches(trx, perTransaction));
      options.onProgress?.(next - start, count);
    }
  }
  // Fresh statistics, so the planner knows the table's size and value spread at once, and (after a bulk
  // load) a visibility map, so counts can be index-only scans. PGlite runs no autovacuum.
  await sql.raw(bulk ? 'VACUUM ANALYZE clips' : 'ANALYZE clips').execute(db);
  return inserted;
}

/** Clips in the library. */
export async function countClips(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('clips')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
