import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { DB } from '../db/schema';

/**
 * The one job mechanism of the server (ADR 65): every background job (playlist zips, mail, the sandbox's
 * webhooks, the jobs of the `jobs` table: usage reminders, purges, any later kind) runs on this loop. A queue is
 * a table whose rows are jobs; a worker claims due rows with `UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP
 * LOCKED)` under a lease (a claim token and a lease end), runs the kind's handler, and ends the row as the kind
 * says. So, for every kind alike:
 *
 * - two workers (in one process or several) never run one job at once: a claimed row is skipped until its
 *   lease ends, and only the holder of the claim can end it;
 * - the lease is renewed every third of its length while the handler runs; a worker that fails to renew (its
 *   lease ran out and another took the job) aborts the handler's signal;
 * - a job whose process died (SIGKILL, a crash, a lost machine) is claimed again when its lease ends;
 * - a handler that throws is retried after the kind's backoff, and ends as the kind's failure (visible in its
 *   table) after `maxAttempts`, or at once for an error the kind calls permanent;
 * - `stop()` claims nothing more; a job cut short by it is given back at once (due now, its attempt not
 *   counted), and one the worker does not abort is left to its lease: no job stays claimed for ever.
 *
 * Nothing here knows a kind: the table, the columns, what "waiting" means and how a job ends are the kind's.
 * Works on PGlite (one connection, nothing held between statements) and on PostgreSQL (any number of processes).
 */

/** A queue: the table whose rows are the jobs of one kind (or of several, by a condition). */
export interface JobQueue {
  /** Kysely's (camelCase) name of the table. */
  table: keyof DB & string;
  /** The key column. @default 'id' */
  id?: string;
  /** A row that still has to run, lease apart (e.g. `status = 'queued'`). Written with `sql.ref` names. */
  waiting: RawBuilder<boolean>;
  /** When a row is due. @default 'runAt' */
  runAt?: string;
  /** Where the lease ends; `null`: the lease moves `runAt` on (a row is due again when it ends). @default 'lockedUntil' */
  lockedUntil?: string | null;
  /** @default 'attempts' */
  attempts?: string;
  /** @default 'claimToken' */
  claimToken?: string;
  /** Where a retry's reason is written; `null`: nowhere. @default 'lastError' */
  lastError?: string | null;
  /** While the claim holder may end a row (complete or fail it). @default `waiting` */
  endable?: RawBuilder<boolean>;
  /** The claiming order, oldest first. @default [runAt, id] */
  order?: readonly string[];
  /** The columns the handler reads (besides the id and the attempts). */
  columns: readonly string[];
}

/** A claimed job: its row's columns, its attempt (1 for the first) and the claim that holds it. */
export type Claimed<Row> = Row & { id: string; attempts: number; claimToken: string };

/** Column values to write, by Kysely's (camelCase) names; `RawBuilder`s are written as SQL. */
export type Changes = Record<string, unknown>;

export interface JobContext {
  /** Aborted when the claim is lost (the lease ran out and another worker took the job) or the worker stops. */
  signal: AbortSignal;
  /**
   * Extends the lease, writing `changes` with it (a build's progress); false once the job is no longer this
   * claim's (or no longer waiting).
   */
  renew(changes?: Changes): Promise<boolean>;
  /**
   * Ends the job with these changes while this claim still holds it; false when it no longer does. `also` runs in
   * the same transaction, only when the job is ended (what its completion tells someone: a mail, a notice), so it
   * happens exactly when the job completes, even if the process dies just after.
   */
  complete(changes: Changes, also?: (trx: Transaction<DB>) => Promise<void>): Promise<boolean>;
  /** A time `offsetMs` from now on the worker's clock, as SQL (for the kind's own changes). */
  at(offsetMs?: number): RawBuilder<Date>;
}

/**
 * Runs one job. Resolving with changes completes the job with them (while the claim holds it); resolving with
 * nothing means the handler ended the job itself (`context.complete`) or found it gone. Throwing retries it.
 */
export type JobHandler<Row> = (job: Claimed<Row>, context: JobContext) => Promise<Changes | void>;

/** What a worker did, for tests and logs. */
export type JobEvent<Row> =
  | { type: 'claimed'; job: Claimed<Row> }
  | { type: 'completed'; job: Claimed<Row> }
  | { type: 'lost'; job: Claimed<Row> }
  | { type: 'released'; job: Claimed<Row> }
  | { type: 'retry'; job: Claimed<Row>; error: unknown; reason: string; delayMs: number }
  | { type: 'failed'; job: Claimed<Row>; error: unknown; reason: string };

export interface JobWorkerLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface JobWorkerOptions<Row> {
  db: Kysely<DB>;
  /** For log lines. */
  name: string;
  queue: JobQueue;
  handler: JobHandler<Row>;
  /** A claimed job is left alone by other workers this long after its last renewal. @default 60 s */
  leaseMs?: number;
  /** How often to look for jobs other processes queued or abandoned. @default 5 s */
  pollIntervalMs?: number;
  /** Rows claimed at once (run one after another). @default 1 */
  batchSize?: number;
  /** Waits after the 1st, 2nd… failed attempt; the last repeats. @default 10 s, 1 min, 5 min */
  retryDelaysMs?: readonly number[];
  /** Attempts before a job fails. @default 4 */
  maxAttempts?: number;
  /** A failure not worth trying again: the job fails at once. */
  isPermanent?: (error: unknown) => boolean;
  /** Gives up before `maxAttempts`, e.g. past an age: `nextRunAt` is when the retry would be. */
  giveUp?: (job: Claimed<Row>, nextRunAt: Date) => boolean;
  /** The changes that end a job as failed (besides the lease's end). */
  failed: (job: Claimed<Row>, reason: string, error: unknown, context: JobContext) => Changes;
  /** Changes written with a retry besides `runAt` and `lastError`. */
  retried?: (job: Claimed<Row>, error: unknown) => Changes;
  /** The reason written and logged for an error. @default its message, at most 500 characters */
  describe?: (error: unknown) => string;
  /** The clock: a kind whose rows are timed by the application (tests move it). @default the database's now() */
  clock?: () => Date;
  /** Whether stopping aborts a running handler (and gives its job back); else it gets `stopGraceMs`. @default true */
  abortOnStop?: boolean;
  /** With `abortOnStop: false`, how long `stop()` waits for a running handler before leaving it to its lease. */
  stopGraceMs?: number;
  /** Runs at the start of each pass (a sweep); its number is added to the pass's. */
  prepare?: () => Promise<number | void>;
  /** False while nothing may be claimed (e.g. nowhere to deliver yet). */
  canClaim?: () => boolean;
  onEvent?: (event: JobEvent<Row>) => void;
  /**
   * Logs a retry or a failure. @default a warning (retry) or an error (failure) with the job's id, attempts and
   * reason; a kind whose reasons may hold personal data (an address) logs its own.
   */
  report?: (event: Extract<JobEvent<Row>, { type: 'retry' | 'failed' }>) => void;
  log?: JobWorkerLog;
}

export interface JobWorker {
  /** Starts: runs what is due now, then looks again on timers (which never keep the process alive). */
  start(): void;
  /** Something was queued: look now. */
  kick(): void;
  /** Claims and runs every due job once, one at a time; resolves with the number run (and prepared). */
  runDue(): Promise<number>;
  /** Stops: no new claim; a running job is given back (or left to its lease, see `abortOnStop`). */
  stop(): Promise<void>;
}

export const DEFAULT_JOB_RETRY_DELAYS_MS = [10_000, 60_000, 300_000];

/** Thrown into a handler's signal when its claim is lost. */
export class JobLost extends Error {
  constructor() {
    super('job claim lost');
  }
}

/** Thrown into a handler's signal when its worker stops. */
export class JobStopping extends Error {
  constructor() {
    super('job worker stopping');
  }
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

export function createJobWorker<Row extends object>(options: JobWorkerOptions<Row>): JobWorker {
  const {
    db,
    name,
    queue,
    handler,
    leaseMs = 60_000,
    pollIntervalMs = 5_000,
    batchSize = 1,
    retryDelaysMs = DEFAULT_JOB_RETRY_DELAYS_MS,
    maxAttempts = 4,
    isPermanent = () => false,
    giveUp,
    describe = message,
    clock,
    abortOnStop = true,
    stopGraceMs = 5_000,
    prepare,
    canClaim = () => true,
    onEvent,
    log,
    report = (event) => {
      const { job, reason } = event;
      const fields = { job: name, jobId: job.id, attempts: job.attempts, reason };
      if (event.type === 'retry')
        log?.warn({ ...fields, retryInMs: event.delayMs }, `${name}: job failed; will retry`);
      else log?.error(fields, `${name}: job failed; given up`);
    },
  } = options;
  const ref = sql.ref;
  const table = sql.table(queue.table);
  const id = ref(queue.id ?? 'id');
  const runAt = ref(queue.runAt ?? 'runAt');
  const lockedUntilName = queue.lockedUntil === undefined ? 'lockedUntil' : queue.lockedUntil;
  const lease = ref(lockedUntilName ?? queue.runAt ?? 'runAt');
  const attempts = ref(queue.attempts ?? 'attempts');
  const token = ref(queue.claimToken ?? 'claimToken');
  const lastError = queue.lastError === undefined ? 'lastError' : queue.lastError;
  const order = (queue.order ?? [queue.runAt ?? 'runAt', queue.id ?? 'id']).map((column) => ref(column));
  const columns = [...new Set(queue.columns)].map((column) => ref(column));
  const endable = queue.endable ?? queue.waiting;

  let started = false;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  const stopping = new AbortController();

  const emit = (event: JobEvent<Row>) => {
    try {
      onEvent?.(event);
    } catch {
      // A listener's failure is not the job's.
    }
  };

  /** A time on this worker's clock, `offsetMs` from now. */
  const at = (offsetMs = 0): RawBuilder<Date> =>
    clock
      ? sql<Date>`${new Date(clock().getTime() + offsetMs)}::timestamptz`
      : offsetMs === 0
        ? sql<Date>`now()`
        : sql<Date>`now() + ${offsetMs} * interval '1 millisecond'`;
  /** Due, lease apart: run time reached and no live lease. */
  const due = () =>
    lockedUntilName
      ? sql<boolean>`${runAt} <= ${at()} AND (${lease} IS NULL OR ${lease} <= ${at()})`
      : sql<boolean>`${runAt} <= ${at()}`;
  const assignments = (changes: Changes) =>
    sql.join(Object.entries(changes).map(([column, value]) => sql`${ref(column)} = ${value}`));
  const released = (): Changes => ({
    ...(lockedUntilName ? { [lockedUntilName]: null } : {}),
    [queue.claimToken ?? 'claimToken']: null,
  });

  async function claim(): Promise<Claimed<Row>[]> {
    const claimToken = randomUUID();
    const { rows } = await sql<Row & { id: unknown; attempts: number }>`
      UPDATE ${table}
      SET ${attempts} = ${attempts} + 1, ${lease} = ${at(leaseMs)}, ${token} = ${claimToken}
      WHERE ${id} IN (
        SELECT ${id} FROM ${table}
        WHERE ${queue.waiting} AND ${due()}
        ORDER BY ${sql.join(order)}
        LIMIT ${batchSize}
        FOR UPDATE SKIP LOCKED
      )
      -- Checked again on the row as it is when locked: one another worker claimed meanwhile is not due.
      AND ${queue.waiting} AND ${due()}
      RETURNING ${id} AS id, ${attempts} AS attempts${columns.length ? sql`, ${sql.join(columns)}` : sql``}
    `.execute(db);
    return rows.map((row) => ({ ...row, id: String(row.id), claimToken }) as Claimed<Row>);
  }

  /** Writes `changes` to the job while this claim holds it (and, given one, while `condition` holds). */
  async function write(
    job: Claimed<Row>,
    changes: Changes,
    condition?: RawBuilder<boolean>,
    executor: Kysely<DB> = db,
  ): Promise<boolean> {
    const { rows } = await sql<{ id: unknown }>`
      UPDATE ${table} SET ${assignments(changes)}
      WHERE ${id} = ${job.id} AND ${token} = ${job.claimToken}${condition ? sql` AND ${condition}` : sql``}
      RETURNING ${id} AS id
    `.execute(executor);
    return rows.length > 0;
  }

  async function retryOrFail(job: Claimed<Row>, error: unknown, context: JobContext): Promise<void> {
    const reason = describe(error);
    const delayMs = retryDelaysMs[Math.min(job.attempts - 1, retryDelaysMs.length - 1)] ?? 60_000;
    const nextRunAt = new Date((clock?.() ?? new Date()).getTime() + delayMs);
    if (job.attempts >= maxAttempts || isPermanent(error) || giveUp?.(job, nextRunAt)) {
      await write(job, { ...options.failed(job, reason, error, context), ...released() }, endable);
      const event = { type: 'failed' as const, job, error, reason };
      report(event);
      emit(event);
      return;
    }
    await write(job, {
      ...(lastError ? { [lastError]: reason } : {}),
      ...options.retried?.(job, error),
      ...released(),
      [queue.runAt ?? 'runAt']: at(delayMs),
    });
    const event = { type: 'retry' as const, job, error, reason, delayMs };
    report(event);
    emit(event);
  }

  async function run(job: Claimed<Row>): Promise<void> {
    emit({ type: 'claimed', job });
    const halt = new AbortController();
    const onStop = () => {
      if (abortOnStop) halt.abort(new JobStopping());
    };
    stopping.signal.addEventListener('abort', onStop, { once: true });
    if (stopping.signal.aborted) onStop();
    const renew = async (changes: Changes = {}) => {
      const held = await write(
        job,
        { ...changes, [lockedUntilName ?? queue.runAt ?? 'runAt']: at(leaseMs) },
        queue.waiting,
      );
      if (!held && !halt.signal.aborted) halt.abort(new JobLost());
      return held;
    };
    const context: JobContext = {
      signal: halt.signal,
      renew,
      at,
      complete: (changes, also) =>
        also
          ? db.transaction().execute(async (trx) => {
              const ended = await write(job, { ...changes, ...released() }, endable, trx);
              if (ended) await also(trx);
              return ended;
            })
          : write(job, { ...changes, ...released() }, endable),
    };
    const heartbeat = setInterval(
      () => {
        renew().catch((error: unknown) =>
          log?.warn({ err: error, job: name, jobId: job.id }, `${name}: lease renewal failed`),
        );
      },
      Math.max(50, Math.floor(leaseMs / 3)),
    );
    heartbeat.unref();
    try {
      const changes = await handler(job, context);
      clearInterval(heartbeat);
      if (changes && !(await context.complete(changes))) emit({ type: 'lost', job });
      else emit({ type: 'completed', job });
    } catch (error) {
      clearInterval(heartbeat);
      const why = halt.signal.aborted ? halt.signal.reason : null;
      if (why instanceof JobLost || error instanceof JobLost) {
        emit({ type: 'lost', job });
      } else if (why instanceof JobStopping || error instanceof JobStopping) {
        // Cut short by this worker stopping: not the job's failure; due again at once for any worker.
        await write(job, {
          ...released(),
          [queue.runAt ?? 'runAt']: at(),
          [queue.attempts ?? 'attempts']: job.attempts - 1,
        });
        emit({ type: 'released', job });
      } else {
        await retryOrFail(job, error, context);
      }
    } finally {
      clearInterval(heartbeat);
      stopping.signal.removeEventListener('abort', onStop);
    }
  }

  async function runDue(): Promise<number> {
    let count = Number((await prepare?.()) ?? 0);
    while (!stopped && canClaim()) {
      const jobs = await claim();
      for (const job of jobs) {
        await run(job);
        count++;
      }
      if (jobs.length < batchSize) break;
    }
    return count;
  }

  /** Sets the timer for the next job due (a retry, a lease ending), at most a poll interval away. */
  async function schedule(): Promise<void> {
    if (stopped || !canClaim()) return;
    const next = lockedUntilName
      ? sql`min(greatest(${runAt}, coalesce(${lease}, ${runAt})))`
      : sql`min(${runAt})`;
    const { rows } = clock
      ? await sql<{ at: Date | null }>`SELECT ${next} AS at FROM ${table} WHERE ${queue.waiting}`.execute(db)
      : await sql<{ waitMs: number | null }>`
          SELECT (extract(epoch FROM ${next} - now()) * 1000)::float8 AS wait_ms
          FROM ${table} WHERE ${queue.waiting}
        `.execute(db);
    if (stopped) return;
    const row = rows[0] as { at?: Date | null; waitMs?: number | null } | undefined;
    const dueInMs = clock
      ? row?.at
        ? new Date(row.at).getTime() - clock().getTime()
        : null
      : (row?.waitMs ?? null);
    const wait = Math.max(0, Math.min(pollIntervalMs, dueInMs === null ? Infinity : dueInMs + 5));
    if (timer) clearTimeout(timer);
    timer = setTimeout(kick, wait);
    timer.unref();
  }

  function kick(): void {
    if (!started || stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await runDue();
        } catch (error) {
          if (!stopped) log?.error({ err: error, job: name }, `${name}: worker failed`);
        }
      } while (again && !stopped);
      try {
        await schedule();
      } catch (error) {
        if (stopped) return;
        log?.error({ err: error, job: name }, `${name}: scheduling failed`);
        timer = setTimeout(kick, pollIntervalMs);
        timer.unref();
      }
    })().finally(() => {
      running = null;
    });
  }

  return {
    start() {
      if (started) return;
      started = true;
      kick();
    },
    kick,
    runDue,
    async stop() {
      stopped = true;
      stopping.abort(new JobStopping());
      if (timer) clearTimeout(timer);
      timer = null;
      if (abortOnStop) {
        await running;
        return;
      }
      // A handler not aborted gets a grace; past it, its lease (and the next worker) covers it.
      let grace: NodeJS.Timeout | undefined;
      await Promise.race([
        running,
        new Promise<void>((resolve) => {
          grace = setTimeout(resolve, stopGraceMs);
          grace.unref();
        }),
      ]);
      clearTimeout(grace);
    },
  };
}
