import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { acquireDataDirLock } from './lock';
import type { DB } from './schema';
import { waitingOn } from './waits';

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
  /**
   * A statement on a PostgreSQL server is cancelled after this many milliseconds, and a transaction left idle
   * for as long is ended. PGlite runs statements on this process's thread and cannot cancel one.
   * @default 10000
   */
  statementTimeoutMs?: number;
  /**
   * Waiting longer than this for a connection from the pool fails the query instead of waiting forever (on
   * PGlite's single connection, a query issued beside a transaction that holds it would otherwise never run).
   * @default 10000
   */
  connectionTimeoutMs?: number;
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

const tracked = Symbol('waits tracked');

/**
 * Records what a request waits on (db/waits.ts): a connection from the pool, then each statement, so a request
 * past its deadline can be logged with the statement or the connection it was stuck on.
 */
function trackWaits(pool: pg.Pool): pg.Pool {
  const connect = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
  pool.connect = (() =>
    waitingOn('a database connection', connect()).then((client) => {
      const marked = client as pg.PoolClient & { [tracked]?: true };
      if (!marked[tracked]) {
        marked[tracked] = true;
        const query = client.query.bind(client) as (...args: unknown[]) => unknown;
        client.query = ((...args: unknown[]) => {
          const result = query(...args);
          const text = typeof args[0] === 'string' ? args[0] : ((args[0] as { text?: string })?.text ?? '');
          if (result instanceof Promise)
            waitingOn(`database statement: ${text.replace(/\s+/g, ' ').trim().slice(0, 160)}`, result);
          return result;
        }) as typeof client.query;
      }
      return client;
    })) as typeof pool.connect;
  return pool;
}

function kysely(pool: pg.Pool): Kysely<DB> {
  return new Kysely<DB>({
    dialect: new PostgresDialect({ pool: trackWaits(pool) }),
    plugins: [new CamelCasePlugin()],
  });
}

/**
 * Opens the database: a PostgreSQL server when `url` is given, else PGlite (Postgres in WebAssembly, in this
 * process) persisted to `dataDir`, guarded by a lock file so a second process gets a clear error instead of
 * corrupting it. Both go through `pg`, so the same Kysely code and the same SQL run on either.
 */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  if (options.url) {
    const statementTimeout = options.statementTimeoutMs ?? 10_000;
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: options.connectionTimeoutMs ?? 10_000,
      statement_timeout: statementTimeout,
      idle_in_transaction_session_timeout: statementTimeout,
      // No JIT compilation: the search's statements are short, but a filter the planner cannot estimate makes
      // their cost look large enough to compile, which took 0.8 s of a 1.3 s page at 1,000,000 clips (ADR 49).
      options: '-c jit=off',
      types,
    });
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
  const pool = new pg.Pool({
    ...createPgConfig(pglite),
    max: 1,
    idleTimeoutMillis: 0,
    connectionTimeoutMillis: options.connectionTimeoutMs ?? 10_000,
    types,
  });
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
