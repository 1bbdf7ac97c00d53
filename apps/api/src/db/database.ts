import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { acquireDataDirLock } from './lock';
import type { DB } from './schema';

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Kysely<DB>;
  kind: DatabaseKind;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** A PostgreSQL server (`DATABASE_URL`); without it, PGlite in `dataDir`. */
  url?: string;
  /** PGlite's data folder, created if missing. @default ./data */
  dataDir?: string;
  /** Pool size on a PostgreSQL server. @default 10 */
  poolSize?: number;
}

const DATE_OID = 1082;
const INT8_OID = 20;

/**
 * Type parsing shared by both drivers: `date` stays the 'YYYY-MM-DD' text (a JS Date would shift it by the
 * server's time zone), and `bigint` (count(*)) becomes a number (row counts stay far below 2^53).
 */
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === DATE_OID) return (value: string) => value;
    if (oid === INT8_OID) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  }) as typeof pg.types.getTypeParser,
};

function kysely(pool: pg.Pool): Kysely<DB> {
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool }), plugins: [new CamelCasePlugin()] });
}

/**
 * Opens the database: a PostgreSQL server when `url` is given, else PGlite (Postgres in WebAssembly, in this
 * process) persisted to `dataDir`, guarded by a lock file so a second process gets a clear error instead of
 * corrupting it. Both go through `pg`, so the same Kysely code and the same SQL run on either.
 */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10, types });
    // An idle client's error (the server restarting) must not crash the process; the next query reports it.
    pool.on('error', () => {});
    const db = kysely(pool);
    return { db, kind: 'postgres', close: () => db.destroy() };
  }

  const dataDir = path.resolve(options.dataDir ?? './data');
  mkdirSync(dataDir, { recursive: true });
  const release = acquireDataDirLock(dataDir);
  let pglite: PGlite;
  try {
    pglite = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  } catch (error) {
    release();
    throw error;
  }
  // PGlite is one connection: a pool of one that never drops its idle client.
  const pool = new pg.Pool({ ...createPgConfig(pglite), max: 1, idleTimeoutMillis: 0, types });
  const db = kysely(pool);
  let closed = false;
  return {
    db,
    kind: 'pglite',
    async close() {
      if (closed) return;
      closed = true;
      try {
        await db.destroy();
        await pglite.close();
      } finally {
        release();
      }
    },
  };
}
