// Issue 13's acceptance for the durable zip job: the server process building a zip is killed with SIGKILL and
// started again on the same database, and the job completes exactly once; two server processes on one
// PostgreSQL never build the same job twice. The processes run test-worker.ts (the database and the zip runner,
// as the server runs them) on a PGlite data folder, or on TEST_DATABASE_URL when it is set.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it, onTestFailed, vi } from 'vitest';
import { seedClips } from '../catalogue/seed';
import { openDatabase, type Database } from '../db/database';
import { migrate } from '../db/migrate';
import type { DB } from '../db/schema';
import { insertLicence, insertOrder } from '../licences/test-helpers';
import { REPO_ROOT, testWorkerArgs } from '../test/server-process';
import { freshPgliteDataDir, TEST_NOW } from '../test/harness';
import type { ZipRunnerEvent } from './runner';
import {
  insertPlaylist,
  insertUser,
  insertZipJob,
  jobRow,
  mediaNumberOf,
  readZip,
  writeLibrary,
} from './test-helpers';

// Server processes start in seconds each on a loaded machine.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

const POSTGRES = process.env.TEST_DATABASE_URL;

type WorkerEvent = (
  | ZipRunnerEvent
  | { type: 'paused' | 'ready' | 'exit' | 'error'; jobId?: string }
  | { type: 'jobs'; jobs: Array<Record<string, unknown>> }
) & { pid: number };

interface Worker {
  events: WorkerEvent[];
  output(): string;
  /** Resolves with the first event that matches (rejects if the process ends first). */
  waitFor(match: (event: WorkerEvent) => boolean): Promise<WorkerEvent>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  child: ChildProcess;
}

const workers: Worker[] = [];

function startWorker(env: Record<string, string>): Worker {
  const child = spawn(process.execPath, testWorkerArgs('zipTestWorker'), {
    cwd: REPO_ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const events: WorkerEvent[] = [];
  let output = '';
  let pending = '';
  const waiters = new Set<() => void>();
  child.stdout!.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop()!;
    for (const line of lines) {
      try {
        events.push(JSON.parse(line) as WorkerEvent);
      } catch {
        // Not an event (a log line).
      }
    }
    for (const wake of waiters) wake();
  });
  child.stderr!.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      for (const wake of waiters) wake();
      resolve({ code, signal });
    }),
  );
  const worker: Worker = {
    events,
    child,
    exited,
    output: () => output,
    waitFor: (match) =>
      new Promise((resolve, reject) => {
        const look = () => {
          const found = events.find(match);
          if (found) {
            waiters.delete(look);
            resolve(found);
          } else if (child.exitCode !== null || child.signalCode !== null) {
            waiters.delete(look);
            reject(new Error(`the worker ended before the event\n--- output ---\n${output}`));
          }
        };
        waiters.add(look);
        look();
      }),
  };
  workers.push(worker);
  return worker;
}

afterEach(async () => {
  for (const worker of workers.splice(0)) {
    if (worker.child.exitCode === null && worker.child.signalCode === null) worker.child.kill('SIGKILL');
    await worker.exited;
  }
});

interface Fixture {
  env: Record<string, string>;
  /** Opens the database in this process (PostgreSQL only: a PGlite folder is one process's). */
  open(): Promise<Database>;
  cleanup(): Promise<void>;
}

/**
 * A fresh database (a PGlite folder, or a database on the TEST_DATABASE_URL server), migrated, seeded and set up
 * by `setup` (with the folders in `env`).
 */
async function freshFixture(
  root: string,
  setup: (db: Kysely<DB>, env: Record<string, string>) => Promise<void>,
): Promise<Fixture> {
  let env: Record<string, string>;
  let open: () => Promise<Database>;
  let drop = async () => {};
  if (POSTGRES) {
    const name = `zips_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: POSTGRES });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`).finally(() => admin.end());
    const url = new URL(POSTGRES);
    url.pathname = `/${name}`;
    env = { ZIP_WORKER_DATABASE_URL: url.toString() };
    open = () => openDatabase({ url: url.toString(), poolSize: 2 });
    drop = async () => {
      const client = new pg.Client({ connectionString: POSTGRES });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).finally(() => client.end());
    };
  } else {
    // Copied from the migrated template: a new PGlite folder takes many seconds to initialise.
    const folder = await freshPgliteDataDir();
    env = { ZIP_WORKER_DATA_DIR: folder.dataDir };
    open = () => openDatabase({ dataDir: folder.dataDir });
    drop = async () => folder.cleanup();
  }
  env.ZIP_WORKER_LIBRARY = path.join(root, 'library');
  env.ZIP_WORKER_FILES = path.join(root, 'files');
  const database = await open();
  try {
    await migrate(database.db);
    await seedClips(database.db, { count: 10, now: TEST_NOW });
    await setup(database.db, env);
  } finally {
    await database.close();
  }
  return {
    env,
    open,
    cleanup: async () => {
      await drop();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** A user, licences for the clips, a playlist of them (and of `unlicensed`) and its queued zip job. */
async function queueJob(db: Kysely<DB>, userId: string, licensed: string[], unlicensed: string[] = []) {
  const order = await insertOrder(db, userId);
  for (const jmId of licensed) await insertLicence(db, userId, order, { jmId, tier: 'basicPro' });
  const playlistUuid = await insertPlaylist(db, userId, [...licensed, ...unlicensed]);
  return insertZipJob(db, userId, playlistUuid);
}

const ofType = <T extends WorkerEvent['type']>(events: WorkerEvent[], type: T) =>
  events.filter((event): event is Extract<WorkerEvent, { type: T }> => event.type === type);

describe('the playlist zip job across server processes', () => {
  it('completes exactly once when the server building it is killed and started again', async () => {
    let jobId = '';
    let clips: string[] = [];
    let numbers: string[] = [];
    const fixture = await freshFixture(
      mkdtempSync(path.join(tmpdir(), 'clipmarket-zip-restart-')),
      async (db, env) => {
        clips = (await db.selectFrom('clips').select('jmId').orderBy('jmId').limit(7).execute()).map(
          (row) => row.jmId,
        );
        numbers = await Promise.all(clips.map((jmId) => mediaNumberOf(db, jmId)));
        writeLibrary(env.ZIP_WORKER_LIBRARY!, [...new Set(numbers)], {
          master: 96 * 1024,
          preview: 8 * 1024,
        });
        jobId = await queueJob(db, await insertUser(db), clips.slice(0, 6), clips.slice(6));
      },
    );
    try {
      // A short lease, so the restarted server claims the dead one's job soon after it starts.
      const env = { ...fixture.env, ZIP_WORKER_LEASE_MS: '1500', ZIP_WORKER_POLL_MS: '100' };
      const first = startWorker({ ...env, ZIP_WORKER_PAUSE_AT: '3' });
      onTestFailed(() => console.info(`first worker:\n${first.output()}`));
      await first.waitFor((event) => event.type === 'paused');
      // Three entries written, mid-build: killed without a chance to release anything.
      expect(ofType(first.events, 'entry').map((event) => event.entries)).toEqual([1, 2, 3]);
      first.child.kill('SIGKILL');
      expect((await first.exited).signal).toBe('SIGKILL');

      const second = startWorker(env);
      onTestFailed(() => console.info(`second worker:\n${second.output()}`));
      expect((await second.exited).code).toBe(0);

      const all = [...first.events, ...second.events];
      expect(ofType(all, 'completed').map((event) => event.jobId)).toEqual([jobId]);
      expect(ofType(first.events, 'claimed').map((event) => event.attempt)).toEqual([1]);
      expect(ofType(second.events, 'claimed').map((event) => event.attempt)).toEqual([2]);
      expect(ofType(second.events, 'jobs')[0]!.jobs).toEqual([
        {
          id: jobId,
          status: 'COMPLETED',
          attempts: 2,
          includedCount: 6,
          excludedCount: 1,
          fileKey: `zips/${jobId}.zip`,
        },
      ]);
      const zip = readZip(readFileSync(path.join(fixture.env.ZIP_WORKER_FILES!, 'zips', `${jobId}.zip`)));
      expect(zip.filter((entry) => entry.name.endsWith('.mp4'))).toHaveLength(6);
      expect(zip.map((entry) => entry.name)).toContain('NOT-INCLUDED.txt');
      const master = readFileSync(
        path.join(fixture.env.ZIP_WORKER_LIBRARY!, 'masters', `clip-${numbers[0]}.mp4`),
      );
      expect(zip[0]!.name.startsWith(`JV${clips[0]}`)).toBe(true);
      expect(zip[0]!.data.equals(master)).toBe(true);
      // One zip: the killed build's upload never became one (the store renames a zip only when whole).
      expect(
        readdirSync(path.join(fixture.env.ZIP_WORKER_FILES!, 'zips')).filter((n) => n.endsWith('.zip')),
      ).toEqual([`${jobId}.zip`]);
    } finally {
      await fixture.cleanup();
    }
  });

  it.skipIf(!POSTGRES)(
    'two server processes on one PostgreSQL never build the same job twice (needs TEST_DATABASE_URL: PGlite allows one process)',
    async () => {
      let clips: string[] = [];
      let userId = '';
      const fixture = await freshFixture(
        mkdtempSync(path.join(tmpdir(), 'clipmarket-zip-pair-')),
        async (db, env) => {
          clips = (await db.selectFrom('clips').select('jmId').orderBy('jmId').limit(9).execute()).map(
            (row) => row.jmId,
          );
          const numbers = await Promise.all(clips.map((jmId) => mediaNumberOf(db, jmId)));
          writeLibrary(env.ZIP_WORKER_LIBRARY!, [...new Set(numbers)]);
          userId = await insertUser(db);
        },
      );
      // PostgreSQL: this process writes while the workers run.
      const database = await fixture.open();
      try {
        const JOBS = 8;
        const env = {
          ...fixture.env,
          ZIP_WORKER_EXPECT: String(JOBS),
          ZIP_WORKER_ENTRY_DELAY_MS: '40',
          ZIP_WORKER_POLL_MS: '30',
          ZIP_WORKER_LEASE_MS: '30000',
        };
        const a = startWorker(env);
        const b = startWorker(env);
        onTestFailed(() => console.info(`worker A:\n${a.output()}\nworker B:\n${b.output()}`));
        await Promise.all([a.waitFor((e) => e.type === 'ready'), b.waitFor((e) => e.type === 'ready')]);
        // Queued only once both run, so both look for them at once.
        const jobs: string[] = [];
        for (let i = 0; i < JOBS; i++) {
          jobs.push(
            await queueJob(database.db, userId, [clips[i % 9]!, clips[(i + 1) % 9]!, clips[(i + 2) % 9]!]),
          );
        }
        expect((await a.exited).code).toBe(0);
        expect((await b.exited).code).toBe(0);

        const all = [...a.events, ...b.events];
        const claims = ofType(all, 'claimed').map((event) => event.jobId);
        expect(claims.sort()).toEqual([...jobs].sort());
        expect(
          ofType(all, 'completed')
            .map((event) => event.jobId)
            .sort(),
        ).toEqual([...jobs].sort());
        expect(ofType(all, 'lost')).toEqual([]);
        for (const jobId of jobs) {
          expect(await jobRow(database.db, jobId)).toMatchObject({ status: 'COMPLETED', attempts: 1 });
          const zip = readZip(readFileSync(path.join(fixture.env.ZIP_WORKER_FILES!, 'zips', `${jobId}.zip`)));
          expect(zip).toHaveLength(3);
        }
      } finally {
        await database.close();
        await fixture.cleanup();
      }
    },
  );
});
