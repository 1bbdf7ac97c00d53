import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { DEFAULT_MIGRATION_TABLE, Migrator, NO_MIGRATIONS, type MigrationResultSet } from 'kysely/migration';
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

export interface AppliedMigration {
  name: string;
  executedAt: Date;
}

/** Where a database stands against the migrations this code carries. */
export interface MigrationStatus {
  /** Migrations of this code the database has run, oldest first. */
  applied: AppliedMigration[];
  /** Migrations of this code the database has not run yet, in the order they would run. */
  pending: string[];
  /** Migrations the database has run that this code does not know: a newer version migrated it. */
  unknown: AppliedMigration[];
}

/**
 * The database ran migrations this code does not carry (ADR 98): a newer release migrated it. Starting on it
 * could write rows the newer schema no longer accepts, or read columns it dropped, so nothing starts.
 */
export class DatabaseAheadError extends Error {
  constructor(readonly unknown: readonly AppliedMigration[]) {
    const names = unknown.map((m) => m.name).join(', ');
    super(
      `The database is ahead of this code: it has run ${unknown.length === 1 ? 'migration' : 'migrations'} ` +
        `${names}, which this version of Clipmarket does not know. A newer version migrated it. Run that ` +
        'version, or roll the database back with that version (`npm run migrate -- down`, once per migration) ' +
        'and start this one again.',
    );
    this.name = 'DatabaseAheadError';
  }
}

/** Where the database stands; a database never migrated has every migration pending. */
export async function migrationStatus(db: Kysely<DB>): Promise<MigrationStatus> {
  const { rows } = await sql<{ found: string | null }>`
    SELECT to_regclass(${DEFAULT_MIGRATION_TABLE})::text AS found
  `.execute(db);
  const recorded = rows[0]?.found
    ? (
        await sql<{ name: string; timestamp: string | Date }>`
          SELECT name, timestamp FROM ${sql.table(DEFAULT_MIGRATION_TABLE)} ORDER BY name
        `.execute(db)
      ).rows.map((row) => ({ name: row.name, executedAt: new Date(row.timestamp) }))
    : [];
  const ran = new Set(recorded.map((m) => m.name));
  return {
    applied: recorded.filter((m) => m.name in MIGRATIONS),
    pending: Object.keys(MIGRATIONS)
      .sort()
      .filter((name) => !ran.has(name)),
    unknown: recorded.filter((m) => !(m.name in MIGRATIONS)),
  };
}

function failure(result: MigrationResultSet, action: string): Error {
  const failed = result.results?.find((r) => r.status === 'Error');
  const reason = result.error instanceof Error ? result.error.message : String(result.error);
  return new Error(`${action} ${failed?.migrationName ?? '(unknown)'} failed: ${reason}`, {
    cause: result.error,
  });
}

/**
 * Brings the database to the latest migration; throws the first failure with the migration's name, and
 * {@link DatabaseAheadError} without running anything when the database is ahead of this code.
 */
export async function migrate(db: Kysely<DB>): Promise<MigrationResultSet> {
  const { unknown } = await migrationStatus(db);
  if (unknown.length > 0) throw new DatabaseAheadError(unknown);
  const result = await migrator(db).migrateToLatest();
  if (result.error) throw failure(result, 'Migration');
  return result;
}

/**
 * Rolls back the latest migration the database ran, with its `down`. Refuses, running nothing, when the
 * database is ahead of this code (its latest migration is not one this code can undo) or has run none.
 * Returns the name of the migration rolled back.
 */
export async function migrateDownOne(db: Kysely<DB>): Promise<string> {
  const { applied, unknown } = await migrationStatus(db);
  if (unknown.length > 0) throw new DatabaseAheadError(unknown);
  const latest = applied.at(-1);
  if (!latest) throw new Error('The database has run no migration: there is nothing to roll back.');
  if (!MIGRATIONS[latest.name]?.down)
    throw new Error(`Migration ${latest.name} cannot be rolled back: it has no down step.`);
  const result = await migrator(db).migrateDown();
  if (result.error) throw failure(result, 'Rolling back');
  return latest.name;
}

/** Rolls back every migration (the tests' round trip of every `down`). */
export async function migrateToNothing(db: Kysely<DB>): Promise<MigrationResultSet> {
  const result = await migrator(db).migrateTo(NO_MIGRATIONS);
  if (result.error) throw failure(result, 'Rolling back');
  return result;
}
