import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freshPgliteDataDir, openTestDatabase } from '../test/harness';
import { REPO_ROOT, serverArgs } from '../test/server-process';
import { openDatabase, type Database } from './database';
import {
  DatabaseAheadError,
  migrate,
  migrateDownOne,
  migrateToNothing,
  migrationStatus,
  MIGRATIONS_DIR,
} from './migrate';
import { runMigrateCommand } from './migrate-command';
import { MIGRATIONS } from './migrations';

const NAMES = Object.keys(MIGRATIONS).sort();
const LATEST = NAMES.at(-1)!;

describe('the migrations the server runs', () => {
  it('are every file of the migrations folder, each under its file name, each with an up and a down step', () => {
    const files = readdirSync(MIGRATIONS_DIR)
      .filter((name) => name.endsWith('.ts') && name !== 'index.ts' && !name.endsWith('.test.ts'))
      .map((name) => name.slice(0, -'.ts'.length))
      .sort();
    expect(files.length).toBeGreaterThan(0);
    expect(NAMES).toEqual(files);
    for (const [name, migration] of Object.entries(MIGRATIONS)) {
      expect(typeof migration.up, name).toBe('function');
      expect(typeof migration.down, name).toBe('function');
    }
  });
});

/** A row in Kysely's table for a migration no version of this code has. */
async function recordFutureMigration(database: Database, name = '9999_from_a_newer_release') {
  await sql`INSERT INTO kysely_migration (name, timestamp) VALUES (${name}, ${new Date().toISOString()})`.execute(
    database.db,
  );
}

describe('npm run migrate, on a migrated database', () => {
  let database: Database;
  beforeEach(async () => {
    database = await openTestDatabase();
  }, 60_000);
  afterEach(() => database.close());

  const lines = () => {
    const out: string[] = [];
    const err: string[] = [];
    return { out, err, print: { info: (l: string) => out.push(l), error: (l: string) => err.push(l) } };
  };

  it('status lists every migration as applied and says the database is up to date', async () => {
    const { out, print } = lines();
    expect(await runMigrateCommand('status', database.db, print)).toBe(0);
    expect(out).toHaveLength(NAMES.length + 1);
    expect(out[0]).toMatch(/^applied {2}\d{4}-\d\d-\d\d \d\d:\d\d {2}0001_clips$/);
    expect(out.at(-1)).toBe(`Up to date: ${NAMES.length} migrations applied.`);
  });

  it('down rolls back the latest migration only, status shows it pending, and up runs it again', async () => {
    const { out, print } = lines();
    expect(await runMigrateCommand('down', database.db, print)).toBe(0);
    expect(out).toEqual([`rolled back  ${LATEST}`]);
    const status = await migrationStatus(database.db);
    expect(status.pending).toEqual([LATEST]);
    expect(status.applied.map((m) => m.name)).toEqual(NAMES.slice(0, -1));

    out.length = 0;
    expect(await runMigrateCommand('up', database.db, print)).toBe(0);
    expect(out).toEqual([`applied  ${LATEST}`, 'Applied 1 migration.']);
    expect((await migrationStatus(database.db)).pending).toEqual([]);
  });

  it('every down step runs: rolled back to nothing, the database holds no table of ours, and up rebuilds it', async () => {
    await migrateToNothing(database.db);
    const status = await migrationStatus(database.db);
    expect(status.applied).toEqual([]);
    expect(status.pending).toEqual(NAMES);
    const left = await sql<{ name: string }>`
      SELECT tablename AS name FROM pg_tables
      WHERE schemaname = 'public' AND tablename NOT LIKE 'kysely_migration%'
    `.execute(database.db);
    expect(left.rows).toEqual([]);
    await migrate(database.db);
    expect((await migrationStatus(database.db)).pending).toEqual([]);
  }, 120_000);

  it('refuses up, down and a start on a database a newer release migrated, naming the migration and running nothing', async () => {
    await recordFutureMigration(database);
    await expect(migrate(database.db)).rejects.toBeInstanceOf(DatabaseAheadError);
    await expect(migrateDownOne(database.db)).rejects.toThrow(
      'The database is ahead of this code: it has run migration 9999_from_a_newer_release, which this ' +
        'version of Clipmarket does not know.',
    );
    // Nothing was rolled back.
    expect((await migrationStatus(database.db)).applied.map((m) => m.name)).toEqual(NAMES);

    const { out, err, print } = lines();
    expect(await runMigrateCommand('status', database.db, print)).toBe(1);
    expect(out.at(-2)).toMatch(/^UNKNOWN .* 9999_from_a_newer_release {2}\(not in this version's code\)$/);
    expect(out.at(-1)).toContain('The database is ahead of this code');
    expect(await runMigrateCommand('up', database.db, print)).toBe(1);
    expect(err[0]).toContain('A newer version migrated it.');
  });

  it('down on a database that has run nothing says there is nothing to roll back', async () => {
    await migrateToNothing(database.db);
    await expect(migrateDownOne(database.db)).rejects.toThrow(
      'The database has run no migration: there is nothing to roll back.',
    );
  }, 120_000);
});

describe('a server started on a database a newer release migrated', () => {
  it('refuses to start, and says the database is ahead of its code', async () => {
    const { dataDir, cleanup } = await freshPgliteDataDir();
    try {
      const database = await openDatabase({ dataDir });
      await recordFutureMigration(database, '9999_next_release');
      await database.close();
      const run = spawnSync(process.execPath, serverArgs(), {
        cwd: REPO_ROOT,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', SEED_CLIPS: '0', PORT: '0' },
        encoding: 'utf8',
        timeout: 90_000,
      });
      expect(run.stderr).toContain(
        'Refusing to start: The database is ahead of this code: it has run migration 9999_next_release',
      );
      expect(run.status).toBe(1);
    } finally {
      cleanup();
    }
  }, 120_000);
});
