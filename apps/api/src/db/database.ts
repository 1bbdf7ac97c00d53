import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { acquireDataDirLock } from './lock';
import type { DB } from './schema';
import { DeadlinePassedError, deadlineScope, waitingOn } from './waits';

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Kysely<DB>;
  kind: DatabaseKind;
  /** The pool's connections now, for the metrics (PGlite is a pool of one). */
  poolStats(): PoolStats;
  close(): Promise<void>;
}

export interface PoolStats {
  max: number;
  total: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
}

function statsOf(pool: pg.Pool, max: number): () => PoolStats {
  return () => ({ max, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
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
/** A connection one of whose statements was cancelled: it is closed, not reused (db/waits.ts). */
const doomed = Symbol('cancelled at a deadline');

/** Cancels whatever the server process `pid` runs (a PostgreSQL server; PGlite cannot cancel). */
type CancelBackend = (pid: number) => void;

/**
 * Records what a request waits on (db/waits.ts): a connection from the pool, then each statement, so a request
 * past its deadline can be logged with the statement or the connection it was stuck on. Work run under
 * `cancelAtDeadline` stops at the request's deadline: a statement running then is cancelled (`cancel`) and its
 * connection closed rather than reused, so the cancel cannot reach another request's statement; a later one is
 * refused before it is sent.
 */
function trackWaits(pool: pg.Pool, cancel?: CancelBackend): pg.Pool {
  const connect = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
  pool.connect = (() =>
    waitingOn('a database connection', connect()).then((client) => {
      const marked = client as pg.PoolClient & { [tracked]?: true; [doomed]?: true; processID?: number };
      if (!marked[tracked]) {
        marked[tracked] = true;
        const query = client.query.bind(client) as (...args: unknown[]) => unknown;
        client.query = ((...args: unknown[]) => {
          const text = typeof args[0] === 'string' ? args[0] : ((args[0] as { text?: string })?.text ?? '');
          const scope = deadlineScope();
          // Past the deadline nothing more starts (a rollback still may: it ends what was begun).
          if (scope?.expired && !/^\s*rollback/i.test(text)) return Promise.reject(new DeadlinePassedError());
          const result = query(...args);
          if (result instanceof Promise) {
            waitingOn(`database statement: ${text.replace(/\s+/g, ' ').trim().slice(0, 160)}`, result);
            if (scope?.cancels && cancel) {
              const stop = () => {
                marked[doomed] = true;
                if (marked.processID) cancel(marked.processID);
              };
              scope.cancels.add(stop);
              const done = () => scope.cancels?.delete(stop);
              result.then(done, done);
            }
          }
          return result;
        }) as typeof client.query;
        const release = client.release.bind(client);
        client.release = ((destroy?: boolean | Error) =>
          release(marked[doomed] ? true : destroy)) as typeof client.release;
      }
      return client;
    })) as typeof pool.connect;
  return pool;
}

function kysely(pool: pg.Pool, cancel?: CancelBackend): Kysely<DB> {
  return new Kysely<DB>({
    dialect: new PostgresDialect({ pool: trackWaits(pool, cancel) }),
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
    // A statement past its request's deadline (db/waits.ts), cancelled from a connection of its own: the pool's
    // may all be busy. pg_cancel_backend needs no privilege for one's own role's sessions.
    const cancel: CancelBackend = (pid) => {
      const client = new pg.Client({ connectionString: options.url, connectionTimeoutMillis: 5_000 });
      client.on('error', () => {});
      void client
        .connect()
        .then(() => client.query('SELECT pg_cancel_backend($1)', [pid]))
        .catch(() => {})
        .finally(() => client.end().catch(() => {}));
    };
    const db = kysely(pool, cancel);
    return {
      db,
      kind: 'postgres',
      poolStats: statsOf(pool, options.poolSize ?? 10),
      close: () => db.destroy(),
    };
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
    poolStats: statsOf(pool, 1),
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
