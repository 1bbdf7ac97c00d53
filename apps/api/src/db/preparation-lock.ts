import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import type { Database } from './database';

/** The advisory lock's name: one key for every Clipmarket process on the database. */
const LOCK_NAME = 'clipmarket: prepare the database';

/**
 * Runs `prepare` (migrations, the generated library, the demo accounts: main.ts) while this process holds the
 * database's preparation lock, so hosts that start at once on one PostgreSQL server prepare it one after
 * another: the second finds the library seeded and seeds nothing (docs/operations.md, Scale). The lock is a
 * session-level advisory lock on a connection of its own, taken by polling (`pg_try_advisory_lock`), since a
 * wait in one statement would meet the pool's statement timeout while another host seeds. It goes with the
 * session, so a host that dies while preparing frees it. PGlite needs none: one process holds its folder.
 */
export async function withPreparationLock<T>(
  database: Pick<Database, 'db' | 'kind'>,
  prepare: () => Promise<T>,
  pollMs = 250,
): Promise<T> {
  if (database.kind !== 'postgres') return prepare();
  return database.db.connection().execute(async (connection) => {
    for (;;) {
      const { rows } = await sql<{ locked: boolean }>`
        SELECT pg_try_advisory_lock(hashtext(${LOCK_NAME})) AS locked`.execute(connection);
      if (rows[0]?.locked) break;
      await sleep(pollMs);
    }
    try {
      return await prepare();
    } finally {
      await sql`SELECT pg_advisory_unlock(hashtext(${LOCK_NAME}))`.execute(connection);
    }
  });
}
