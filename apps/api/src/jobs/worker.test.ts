// The one job mechanism (ADR 65), on the `jobs` table, as every kind uses it: a job whose worker died runs
// again, failures are retried with backoff and end failed, two workers never run one job at once, and a stop
// leaves no job claimed. Time is the workers' own clock (a test moves it): no sleeps. Runs on PGlite, and on
// PostgreSQL with TEST_DATABASE_URL.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';
import {
  createJobRunner,
  enqueueJob,
  FINISHED_JOB_RETENTION_MS,
  type JobKind,
  type JobRunnerOptions,
} from './jobs';
import type { JobEvent } from './worker';

vi.setConfig({ testTimeout: 60_000 });

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, 600_000);

afterAll(async () => {
  await server?.close();
});

const T0 = new Date('2030-06-01T00:00:00Z').getTime();
const LEASE_MS = 60_000;

/** A clock a test moves. */
function clockAt(ms: number) {
  let now = ms;
  return { now: () => new Date(now), set: (next: number) => (now = next) };
}

/** A runner of one kind on `clock`, with the test's lease and retries. */
function runner(kind: string, run: JobKind['run'], clock: () => Date, extra: Partial<JobRunnerOptions> = {}) {
  return createJobRunner({
    db: server.db,
    name: `test ${kind}`,
    kinds: { [kind]: { run } },
    clock,
    leaseMs: LEASE_MS,
    ...extra,
  });
}

const jobRow = (id: string) =>
  server.db
    .selectFrom('jobs')
    .select(['status', 'attempts', 'lastError', 'claimToken', 'lockedUntil', 'runAt'])
    .where('id', '=', Number(id) as never)
    .executeTakeFirstOrThrow();

/** A promise and its resolver. */
function signal<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('the job mechanism', () => {
  it('runs a claimed job again in another worker once the worker that claimed it died', async () => {
    const kind = `test-dies-${randomUUID()}`;
    const id = await enqueueJob(server.db, kind, { n: 1 }, { runAt: new Date(T0) });
    // The first worker claims it and never comes back (its process died: no renewal, no end).
    const claimed = signal();
    const dead = runner(
      kind,
      () => {
        claimed.resolve();
        return new Promise<never>(() => {});
      },
      () => new Date(T0),
    );
    void dead.runDue();
    await claimed.promise;
    expect(await jobRow(id)).toMatchObject({ status: 'queued', attempts: 1 });

    // Another worker, while the lease holds, leaves it; once it ended, runs it.
    const clock = clockAt(T0 + LEASE_MS - 1_000);
    const payloads: unknown[] = [];
    const survivor = runner(kind, async (payload) => void payloads.push(payload), clock.now);
    expect(await survivor.runDue()).toBe(0);
    clock.set(T0 + LEASE_MS + 1_000);
    expect(await survivor.runDue()).toBe(1);
    expect(payloads).toEqual([{ n: 1 }]);
    expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 2, claimToken: null });
  });

  it('retries a failing job after each backoff and ends it failed after the last attempt, with its error', async () => {
    const kind = `test-fails-${randomUUID()}`;
    const id = await enqueueJob(server.db, kind, {}, { runAt: new Date(T0) });
    const clock = clockAt(T0);
    let runs = 0;
    const failing = runner(
      kind,
      async () => {
        runs++;
        throw new Error(`refused (${runs})`);
      },
      clock.now,
      { retryDelaysMs: [1_000, 5_000], maxAttempts: 3 },
    );

    expect(await failing.runDue()).toBe(1);
    let row = await jobRow(id);
    expect(row).toMatchObject({ status: 'queued', attempts: 1, lastError: 'refused (1)', claimToken: null });
    expect(new Date(row.runAt).getTime()).toBe(T0 + 1_000);
    // Not before its backoff.
    clock.set(T0 + 999);
    expect(await failing.runDue()).toBe(0);

    clock.set(T0 + 1_000);
    expect(await failing.runDue()).toBe(1);
    row = await jobRow(id);
    expect(row).toMatchObject({ status: 'queued', attempts: 2, lastError: 'refused (2)' });
    expect(new Date(row.runAt).getTime()).toBe(T0 + 6_000);

    clock.set(T0 + 6_000);
    expect(await failing.runDue()).toBe(1);
    expect(await jobRow(id)).toMatchObject({
      status: 'failed',
      attempts: 3,
      lastError: 'refused (3)',
      claimToken: null,
      lockedUntil: null,
    });
    // A failed job is never run again.
    clock.set(T0 + 3_600_000);
    expect(await failing.runDue()).toBe(0);
    expect(runs).toBe(3);
  });

  it('never runs one job in two workers at once, and runs each once', async () => {
    const kind = `test-two-${randomUUID()}`;
    const ids: string[] = [];
    for (let n = 0; n < 8; n++) ids.push(await enqueueJob(server.db, kind, { n }, { runAt: new Date(T0) }));
    const running = new Set<number>();
    const ran: number[] = [];
    let overlaps = 0;
    const run: JobKind['run'] = async (payload) => {
      const { n } = payload as { n: number };
      if (running.has(n)) overlaps++;
      running.add(n);
      // A statement in the middle of the job: the other worker claims meanwhile.
      await server.db.selectFrom('jobs').select('id').where('kind', '=', kind).execute();
      running.delete(n);
      ran.push(n);
    };
    const clock = () => new Date(T0);
    const [a, b] = await Promise.all([runner(kind, run, clock).runDue(), runner(kind, run, clock).runDue()]);
    expect(a + b).toBe(8);
    expect(overlaps).toBe(0);
    expect(ran.sort((x, y) => x - y)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    for (const id of ids) expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('gives a running job back when its worker stops: unclaimed, due now, its attempt not counted', async () => {
    const kind = `test-stop-${randomUUID()}`;
    const id = await enqueueJob(server.db, kind, {}, { runAt: new Date(T0) });
    const claimed = signal();
    const events: JobEvent<object>['type'][] = [];
    const stopping = runner(
      kind,
      (_payload, { signal: aborted }) => {
        claimed.resolve();
        return new Promise<void>((_, reject) =>
          aborted.addEventListener('abort', () => reject(aborted.reason)),
        );
      },
      () => new Date(T0),
      { onEvent: (event) => events.push(event.type) },
    );
    stopping.start();
    await claimed.promise;
    await stopping.stop();
    expect(events).toEqual(['claimed', 'released']);
    const row = await jobRow(id);
    expect(row).toMatchObject({ status: 'queued', attempts: 0, claimToken: null, lockedUntil: null });
    expect(new Date(row.runAt).getTime()).toBe(T0);

    // The next worker runs it at once.
    expect(
      await runner(
        kind,
        async () => {},
        () => new Date(T0),
      ).runDue(),
    ).toBe(1);
    expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('leaves a job a stop does not abort to its lease, and another worker runs it once the lease ended', async () => {
    const kind = `test-grace-${randomUUID()}`;
    const id = await enqueueJob(server.db, kind, {}, { runAt: new Date(T0) });
    const claimed = signal();
    const stuck = runner(
      kind,
      () => {
        claimed.resolve();
        return new Promise<never>(() => {});
      },
      () => new Date(T0),
      { abortOnStop: false, stopGraceMs: 0 },
    );
    stuck.start();
    await claimed.promise;
    await stuck.stop();
    expect(await jobRow(id)).toMatchObject({ status: 'queued', attempts: 1 });

    const clock = clockAt(T0 + LEASE_MS + 1);
    expect(await runner(kind, async () => {}, clock.now).runDue()).toBe(1);
    expect(await jobRow(id)).toMatchObject({
      status: 'done',
      attempts: 2,
      claimToken: null,
      lockedUntil: null,
    });
  });

  it('runs a periodic job at start, then again once its interval passed', async () => {
    const kind = `test-every-${randomUUID()}`;
    const clock = clockAt(T0);
    const ran: number[] = [];
    let wake: (() => void) | null = null;
    const periodic = createJobRunner({
      db: server.db,
      name: 'test periodic',
      kinds: {
        [kind]: {
          everyMs: 60_000,
          run: async () => void ran.push(clock.now().getTime()),
        },
      },
      clock: clock.now,
      // Waits on the job's end (its next run time written), not on the handler's return.
      onEvent: (event) => {
        if (event.type === 'completed') wake?.();
      },
    });
    const first = new Promise<void>((resolve) => (wake = resolve));
    periodic.start();
    try {
      await first;
      expect(ran).toEqual([T0]);
      const second = new Promise<void>((resolve) => (wake = resolve));
      clock.set(T0 + 60_000);
      periodic.kick();
      await second;
      expect(ran).toEqual([T0, T0 + 60_000]);
    } finally {
      await periodic.stop();
    }
    const row = await server.db
      .selectFrom('jobs')
      .select(['status', 'runAt'])
      .where('kind', '=', kind)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('queued');
    expect(new Date(row.runAt).getTime()).toBe(T0 + 120_000);
  });

  it('deletes a finished job past the retention, and keeps a recent one and a queued one', async () => {
    const kind = `test-forget-${randomUUID()}`;
    const ids: Record<string, string> = {};
    for (const [name, status, finishedAgoMs] of [
      ['old', 'done', FINISHED_JOB_RETENTION_MS + 60_000],
      ['oldFailed', 'failed', FINISHED_JOB_RETENTION_MS + 60_000],
      ['recent', 'done', 60_000],
      ['queued', 'queued', null],
    ] as const) {
      ids[name] = await enqueueJob(server.db, kind, {}, { runAt: new Date(Date.now() + 3_600_000) });
      await server.db
        .updateTable('jobs')
        .set({ status, finishedAt: finishedAgoMs === null ? null : new Date(Date.now() - finishedAgoMs) })
        .where('id', '=', Number(ids[name]) as never)
        .execute();
    }
    await runner(
      kind,
      async () => {},
      () => new Date(),
    ).runDue();
    const left = await server.db.selectFrom('jobs').select('id').where('kind', '=', kind).execute();
    expect(left.map((row) => String(row.id)).sort()).toEqual([ids.recent, ids.queued].sort());
  });
});
