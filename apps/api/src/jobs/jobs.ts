import { sql, type ColumnType, type Generated, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../db/schema';
import {
  createJobWorker,
  type Claimed,
  type JobContext,
  type JobEvent,
  type JobWorker,
  type JobWorkerOptions,
} from './worker';

/**
 * The jobs that have no table of their own (ADR 65, migration 0030): one row a job in `jobs`, run by the one job
 * mechanism (worker.ts). A kind is a name and a handler; a periodic kind (`everyMs`) is one row that stays
 * `queued` and runs again `everyMs` after each run (a failure waits for the next run too), and is due at once
 * when a runner starts. A one-off job ends `done`, or `failed` after its retries, and is deleted
 * `FINISHED_JOB_RETENTION_MS` later (each runner looks at its first pass, then hourly).
 *
 * To add a kind: give `createJobRunner` its handler (and `everyMs` if periodic), start the runner where the
 * server starts its workers and stop it when it closes, and queue one-off jobs with `enqueueJob`.
 */

export type JobStatus = 'queued' | 'done' | 'failed';

export interface JobsTable {
  /** bigint, read as a number (db/database.ts). */
  id: ColumnType<number, never, never>;
  kind: string;
  payload: ColumnType<unknown, string | undefined, string>;
  status: ColumnType<JobStatus, JobStatus | undefined, JobStatus>;
  everyMs: ColumnType<number | null, number | null | undefined, number | null>;
  attempts: Generated<number>;
  runAt: ColumnType<Date, Date | string | undefined, Date | string>;
  lockedUntil: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  claimToken: string | null;
  lastError: string | null;
  createdAt: ColumnType<Date, Date | string | undefined, never>;
  finishedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

declare module '../db/schema' {
  interface DB {
    jobs: JobsTable;
  }
}

/** How long a finished one-off job's row is kept, for a look at what ran. */
export const FINISHED_JOB_RETENTION_MS = 7 * 24 * 3600_000;

/** A row of `jobs` as a handler sees it. */
export interface JobRow {
  kind: string;
  payload: unknown;
  everyMs: number | null;
}

export interface JobKind {
  /**
   * Runs the job; throwing retries it (a periodic job waits for its next run after the last attempt). What it
   * resolves with, when a function, runs in the transaction that ends the job, and only if this claim still
   * holds it: what the job tells someone (a mail queued, a notice) happens exactly once, even if the process dies.
   */
  run(
    payload: unknown,
    context: JobContext & { job: Claimed<JobRow> },
  ): Promise<void | ((trx: Transaction<DB>) => Promise<void>)>;
  /** A periodic kind: runs every this many milliseconds, and at once when a runner starts. */
  everyMs?: number;
}

export type JobRunnerOptions = Omit<
  JobWorkerOptions<JobRow>,
  'queue' | 'handler' | 'failed' | 'retried' | 'prepare' | 'canClaim'
> & {
  /** The kinds this runner runs, by name. */
  kinds: Record<string, JobKind>;
};

/** This process's runners on each database handle, kicked when a job is queued on it. */
const runnersByDb = new WeakMap<object, Set<() => void>>();

/**
 * Queues a one-off job of `kind`, due at `runAt` (default now, on the database's clock), and wakes this
 * process's runners (other processes find it by polling). Given a transaction's handle, the job is queued with
 * the transaction's other writes; call `jobQueued(db)` after the commit to wake the runners at once.
 */
export async function enqueueJob(
  db: Kysely<DB>,
  kind: string,
  payload: unknown = {},
  options: { runAt?: Date } = {},
): Promise<string> {
  const row = await db
    .insertInto('jobs')
    .values({ kind, payload: JSON.stringify(payload), ...(options.runAt ? { runAt: options.runAt } : {}) })
    .returning('id')
    .executeTakeFirstOrThrow();
  jobQueued(db);
  return String(row.id);
}

/** Tells this process's runners on `db` that a job was queued. */
export function jobQueued(db: object): void {
  for (const kick of runnersByDb.get(db) ?? []) kick();
}

/** A runner of the `jobs` table for the given kinds, on the one job mechanism. */
export function createJobRunner(options: JobRunnerOptions): JobWorker {
  const { db, kinds, ...rest } = options;
  const names = Object.keys(kinds);
  const periodic = Object.entries(kinds).filter(([, kind]) => kind.everyMs !== undefined);
  const now = () => (rest.clock ? sql<Date>`${rest.clock()}::timestamptz` : sql<Date>`now()`);

  /** The periodic rows, due now (a start runs each at once, as the loops before did). */
  async function ensurePeriodic(): Promise<void> {
    for (const [kind, { everyMs }] of periodic) {
      await sql`
        INSERT INTO jobs (kind, every_ms, run_at) VALUES (${kind}, ${everyMs}, ${now()})
        ON CONFLICT (kind) WHERE every_ms IS NOT NULL
        DO UPDATE SET every_ms = excluded.every_ms, run_at = least(jobs.run_at, excluded.run_at),
          status = 'queued'
      `.execute(db);
    }
  }

  const worker = createJobWorker<JobRow>({
    ...rest,
    db,
    queue: {
      table: 'jobs',
      waiting: sql<boolean>`${sql.ref('status')} = 'queued' AND ${sql.ref('kind')} IN (${sql.join(names)})`,
      columns: ['kind', 'payload', 'everyMs'],
    },
    prepare: forgetFinished,
    async handler(job, context) {
      const kind = kinds[job.kind];
      if (!kind) throw new Error(`no handler for job kind ${job.kind}`);
      const also = await kind.run(job.payload, { ...context, job });
      const changes =
        job.everyMs !== null
          ? { runAt: context.at(Number(job.everyMs)), attempts: 0, lastError: null }
          : { status: 'done', finishedAt: context.at() };
      if (!also) return changes;
      await context.complete(changes, also);
    },
    failed: (job, reason, _error, context) =>
      job.everyMs !== null
        ? { runAt: context.at(Number(job.everyMs)), attempts: 0, lastError: reason }
        : { status: 'failed', lastError: reason, finishedAt: context.at() },
  });

  /** Deletes this runner's one-off jobs finished past the retention: at its first pass, then hourly. */
  let forgotAt = -Infinity;
  async function forgetFinished(): Promise<void> {
    if (performance.now() - forgotAt < 3_600_000) return;
    forgotAt = performance.now();
    await sql`
      DELETE FROM jobs
      WHERE status <> 'queued' AND kind IN (${sql.join(names)})
        AND finished_at < now() - ${FINISHED_JOB_RETENTION_MS} * interval '1 millisecond'
    `.execute(db);
  }

  let started = false;
  return {
    start() {
      if (started) return;
      started = true;
      let kicks = runnersByDb.get(db);
      if (!kicks) runnersByDb.set(db, (kicks = new Set()));
      kicks.add(worker.kick);
      void ensurePeriodic()
        .catch((error: unknown) =>
          rest.log?.error({ err: error, job: rest.name }, `${rest.name}: periodic jobs not scheduled`),
        )
        .finally(() => worker.start());
    },
    kick: worker.kick,
    runDue: worker.runDue,
    async stop() {
      runnersByDb.get(db)?.delete(worker.kick);
      await worker.stop();
    },
  };
}

export type { JobEvent };
