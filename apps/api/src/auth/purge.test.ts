import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { JobEvent } from '../jobs/jobs';
import { registerAndLogin } from '../test/auth-helpers';
import { startTestServer, type TestServer } from '../test/harness';
import {
  createAuthPurge,
  PURGE_EXPIRED_REGISTRATIONS_JOB,
  PURGE_EXPIRED_SESSIONS_JOB,
  REGISTRATION_KEPT_AFTER_EXPIRY_MS,
} from './purge';
import { hashSecret } from './secrets';

// argon2id costs tens of milliseconds a hash, more on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, 600_000);

afterAll(async () => {
  await server?.close();
});

const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms);

async function insertSession(userId: string, expiresAt: Date): Promise<string> {
  const tokenHash = hashSecret(randomBytes(32).toString('base64url'));
  await server.db
    .insertInto('sessions')
    .values({ tokenHash, userId, createdAt: ago(48 * HOUR), expiresAt })
    .execute();
  return tokenHash;
}

async function insertRegistration(expiresAt: Date): Promise<string> {
  const idHash = hashSecret(randomBytes(32).toString('base64url'));
  await server.db
    .insertInto('registrations')
    .values({
      idHash,
      email: `purge-${idHash.slice(0, 8)}@example.com`,
      passwordHash: 'not a hash',
      firstName: 'Pat',
      lastName: 'Purge',
      company: null,
      termsAccepted: true,
      marketingAccepted: false,
      expiresAt,
    })
    .execute();
  return idHash;
}

/** Runs the purge jobs once, as a server's start does, and waits until both have run. */
async function runPurge(): Promise<void> {
  const done = new Set<string>();
  let finished!: () => void;
  const both = new Promise<void>((resolve) => (finished = resolve));
  const purge = createAuthPurge(server.db, {
    onEvent: (event: JobEvent<{ kind: string }>) => {
      if (event.type !== 'completed') return;
      done.add(event.job.kind);
      if (done.has(PURGE_EXPIRED_SESSIONS_JOB) && done.has(PURGE_EXPIRED_REGISTRATIONS_JOB)) finished();
    },
  });
  purge.start();
  try {
    await both;
  } finally {
    await purge.stop();
  }
}

describe('the purge of expired sessions and registrations', () => {
  it('deletes an expired session and keeps a live one', async () => {
    const user = await registerAndLogin(server.url);
    const expired = await insertSession(user.userUuid, ago(1_000));
    const live = await insertSession(user.userUuid, new Date(Date.now() + HOUR));

    await runPurge();

    const left = await server.db
      .selectFrom('sessions')
      .select('tokenHash')
      .where('tokenHash', 'in', [expired, live])
      .execute();
    expect(left.map((row) => row.tokenHash)).toEqual([live]);
  });

  it('deletes a registration whose link expired past the keeping time, and keeps a live or recently expired one', async () => {
    const old = await insertRegistration(ago(REGISTRATION_KEPT_AFTER_EXPIRY_MS + HOUR));
    const recent = await insertRegistration(ago(HOUR));
    const live = await insertRegistration(new Date(Date.now() + HOUR));

    await runPurge();

    const left = await server.db
      .selectFrom('registrations')
      .select('idHash')
      .where('idHash', 'in', [old, recent, live])
      .execute();
    expect(left.map((row) => row.idHash).sort()).toEqual([recent, live].sort());
  });

  it('is scheduled by the server: both jobs are in the jobs table, due again within the hour', async () => {
    const rows = await server.db
      .selectFrom('jobs')
      .select(['kind', 'status', 'everyMs', 'runAt'])
      .where('kind', 'in', [PURGE_EXPIRED_SESSIONS_JOB, PURGE_EXPIRED_REGISTRATIONS_JOB])
      .orderBy('kind')
      .execute();
    expect(rows.map(({ kind, status, everyMs }) => ({ kind, status, everyMs }))).toEqual([
      { kind: PURGE_EXPIRED_REGISTRATIONS_JOB, status: 'queued', everyMs: HOUR },
      { kind: PURGE_EXPIRED_SESSIONS_JOB, status: 'queued', everyMs: HOUR },
    ]);
    for (const row of rows) expect(new Date(row.runAt).getTime()).toBeLessThanOrEqual(Date.now() + HOUR);
  });
});
