import { promises as fs } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import { FileMigrationProvider, Migrator, type MigrationResultSet } from 'kysely/migration';
import type { DB } from './schema';

/** apps/api/src/db/migrations: one file per domain, run in name order. */
export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

export function migrator(db: Kysely<DB>): Migrator {
  return new Migrator({
    db,
    provider: new FileMigrationProvider({ fs, path, migrationFolder: MIGRATIONS_DIR }),
  });
}

/** Brings the database to the latest migration; throws the first failure with the migration's name. */
export async function migrate(db: Kysely<DB>): Promise<MigrationResultSet> {
  const result = await migrator(db).migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error');
    const reason = result.error instanceof Error ? result.error.message : String(result.error);
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed: ${reason}`, {
      cause: result.error,
    });
  }
  return result;
}
