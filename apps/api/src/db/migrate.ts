import path from 'node:path';
import type { Kysely } from 'kysely';
import { Migrator, type MigrationResultSet } from 'kysely/migration';
import { API_ROOT } from '../paths';
import { MIGRATIONS } from './migrations';
import type { DB } from './schema';

/**
 * apps/api/src/db/migrations: one file per domain, run in name order, each listed in its index.ts. The server
 * does not read this folder (the list is imported, ADR 37); the tests hash it to know when to rebuild their
 * migrated template.
 */
export const MIGRATIONS_DIR = path.join(API_ROOT, 'src', 'db', 'migrations');

export function migrator(db: Kysely<DB>): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
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
