// Issue 28, item 7: a mail survives its server. It is queued, the server that would send it is gone (killed with
// SIGKILL while the SMTP server holds the mail, before it accepted it), a server starts again on the same
// database, and the mail is delivered, once. The processes run test-worker.ts (the database and the mail worker,
// as the server runs them) on a PGlite folder, or on TEST_DATABASE_URL when it is set.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMailer } from '../auth/mail';
import { openDatabase, type Database } from '../db/database';
import { migrate } from '../db/migrate';
import { freshPgliteDataDir } from '../test/harness';
import { REPO_ROOT, testWorkerArgs } from '../test/server-process';
import { bodyOf, startTestSmtpServer, testCertificate, type TestSmtpServer } from './test-smtp';
import { LINK_REMOVED } from './worker';

// Server processes start in seconds each on a loaded machine.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

const POSTGRES = process.env.TEST_DATABASE_URL;

interface WorkerEvent {
  type: string;
  pid: number;
  mailId?: string;
  attempt?: number;
  mails?: { id: string; status: string; attempts: number; textBody: string }[];
}

interface Worker {
  events: WorkerEvent[];
  waitFor(match: (event: WorkerEvent) => boolean): Promise<WorkerEvent>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  child: ChildProcess;
}

const workers: Worker[] = [];
const cleanups: (() => Promise<void> | void)[] = [];

function startWorker(env: Record<string, string>): Worker {
  const child = spawn(process.execPath, testWorkerArgs('mailTestWorker'), {
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
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A fresh, migrated database for the worker processes, and a way to open it here while none runs. */
async function freshDatabase(): Promise<{ env: Record<string, string>; open: () => Promise<Database> }> {
  if (POSTGRES) {
    const name = `mail_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: POSTGRES });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`).finally(() => admin.end());
    cleanups.push(async () => {
      const client = new pg.Client({ connectionString: POSTGRES });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).finally(() => client.end());
    });
    const url = new URL(POSTGRES);
    url.pathname = `/${name}`;
    return {
      env: { MAIL_WORKER_DATABASE_URL: url.toString() },
      open: () => openDatabase({ url: url.toString(), poolSize: 2 }),
    };
  }
  const folder = await freshPgliteDataDir();
  cleanups.push(folder.cleanup);
  return {
    env: { MAIL_WORKER_DATA_DIR: folder.dataDir },
    open: () => openDatabase({ dataDir: folder.dataDir }),
  };
}

describe('the mail queue across server processes', () => {
  it('delivers a queued reset mail once, though the server sending it was killed before the SMTP server accepted it', async () => {
    const certificate = testCertificate();
    const dir = mkdtempSync(path.join(tmpdir(), 'clipmarket-mail-restart-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const ca = path.join(dir, 'ca.pem');
    writeFileSync(ca, certificate.cert);

    // The SMTP server holds the first mail's reply until the test lets it go (after the kill), and then does not
    // take it: the sender died before the server accepted the mail.
    let releaseFirst = () => {};
    const firstHeld = new Promise<boolean>((resolve) => (releaseFirst = () => resolve(false)));
    let replies = 0;
    const smtp: TestSmtpServer = await startTestSmtpServer({
      certificate,
      beforeReply: async () => (++replies === 1 ? firstHeld : true),
    });
    cleanups.push(() => smtp.close());
    cleanups.push(() => releaseFirst());

    // Queued while no server runs: the request's server is gone before anything was sent.
    const database = await freshDatabase();
    const id = randomBytes(32).toString('base64url');
    const opened = await database.open();
    try {
      await migrate(opened.db);
      await createMailer(opened.db).send({
        to: 'ann@example.com',
        kind: 'password-reset',
        subject: 'Reset your Clipmarket password',
        text: `Choose a new password here:\nhttps://clips.example/licensing/reset-password/${id}\n`,
      });
    } finally {
      await opened.close();
    }

    const env = {
      ...database.env,
      NODE_ENV: 'production',
      SMTP_URL: smtp.url,
      MAIL_WORKER_CA: ca,
      MAIL_WORKER_LEASE_MS: '1500',
      MAIL_WORKER_POLL_MS: '100',
    };
    const first = startWorker(env);
    await first.waitFor((event) => event.type === 'claimed');
    await vi.waitFor(() => expect(smtp.attempts()).toBe(1), { timeout: 30_000, interval: 20 });
    // Killed with the mail's data sent and no reply yet: it was not delivered.
    first.child.kill('SIGKILL');
    expect((await first.exited).signal).toBe('SIGKILL');
    releaseFirst();
    expect(smtp.received).toHaveLength(0);

    const second = startWorker(env);
    const sent = await second.waitFor((event) => event.type === 'sent');
    expect(sent.attempt).toBe(2);
    const { mails } = await second.waitFor((event) => event.type === 'mails');
    expect((await second.exited).code).toBe(0);

    expect(smtp.received).toHaveLength(1);
    expect(bodyOf(smtp.received[0]!)).toContain(`/licensing/reset-password/${id}`);
    expect(mails).toHaveLength(1);
    expect(mails![0]).toMatchObject({ status: 'sent', attempts: 2 });
    expect(mails![0]!.textBody).toContain(LINK_REMOVED);
    expect(mails![0]!.textBody).not.toContain(id);
  });
});
