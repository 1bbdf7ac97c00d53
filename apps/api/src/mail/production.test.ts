// Issue 28, item 7, as an attacker who can read the database sees it: in production, once a password reset
// mail is sent, no row anywhere holds its link or its id, and the link still works for its owner.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  passwordResetEndpoint,
  passwordResetRequestEndpoint,
  registerEndpoint,
  registrationCompleteEndpoint,
} from '@clipmarket/core';
import { registrationIdFrom, TEST_PASSWORD, uniqueEmail } from '../test/auth-helpers';
import { startTestServer, type TestServer } from '../test/harness';
import { loadMailConfig } from './config';
import { bodyOf, startTestSmtpServer, testCertificate, type TestSmtpServer } from './test-smtp';
import { createSmtpTransport } from './transport';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 600_000 });

let smtp: TestSmtpServer;
let server: TestServer;

beforeAll(async () => {
  const certificate = testCertificate();
  smtp = await startTestSmtpServer({ certificate, auth: { user: 'clipmarket', pass: 'secret' } });
  const env = {
    NODE_ENV: 'production',
    PUBLIC_BASE_URL: 'https://clips.example',
    // Production runs the test shop only when told to (it refuses to start with no payment provider).
    SANDBOX_STOREFRONT: 'true',
    SMTP_URL: smtp.url,
  };
  const saved = Object.fromEntries(Object.keys(env).map((name) => [name, process.env[name]]));
  Object.assign(process.env, env);
  try {
    const config = loadMailConfig();
    expect(config.production).toBe(true);
    server = await startTestServer({
      app: {
        mail: {
          config,
          transport: createSmtpTransport(
            { ...config, smtpUrl: config.smtpUrl! },
            { tls: { ca: certificate.cert } },
          ),
        },
      },
    });
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
});

afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

/** Every table of the database whose rows, as text, contain `needle`. */
async function tablesHolding(needle: string): Promise<string[]> {
  const { rows: tables } = await sql<{ name: string }>`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'
  `.execute(server.db);
  expect(tables.map((table) => table.name)).toContain('outbox');
  const holding: string[] = [];
  for (const { name } of tables) {
    const { rows } = await sql<{ count: number }>`
      SELECT count(*)::int AS count FROM ${sql.table(name)} AS r WHERE r::text LIKE ${`%${needle}%`}
    `.execute(server.db);
    if (rows[0]!.count > 0) holding.push(name);
  }
  return holding;
}

describe('credential mail at rest, in production', () => {
  it('once a reset mail is sent, no row of the database holds its link or id, and the link still works', async () => {
    // Production has no development outbox: the account is made by the link its registration mail carries.
    const user = { email: uniqueEmail() };
    const registered = await fetch(server.url + registerEndpoint.path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: user.email,
        password: TEST_PASSWORD,
        firstName: 'Test',
        lastName: 'User',
        termsAccepted: true,
      }),
    });
    expect(registered.status).toBe(202);
    const registration = await vi.waitFor(
      () => {
        const found = smtp.received.find(
          (received) => received.to.includes(user.email) && /register\/complete\//.test(bodyOf(received)),
        );
        if (!found) throw new Error('no registration mail yet');
        return found;
      },
      { timeout: 30_000, interval: 50 },
    );
    const completed = await fetch(
      server.url +
        registrationCompleteEndpoint.path.replace('{id}', registrationIdFrom(bodyOf(registration))),
      { method: 'POST' },
    );
    expect(completed.status).toBe(200);
    const asked = await fetch(server.url + passwordResetRequestEndpoint.path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email }),
    });
    expect(asked.status).toBe(202);

    // The worker sends it after the answer.
    const mail = await vi.waitFor(
      () => {
        const found = smtp.received.find(
          (received) => received.to.includes(user.email) && /reset-password\//.test(bodyOf(received)),
        );
        if (!found) throw new Error('no reset mail yet');
        return found;
      },
      { timeout: 30_000, interval: 50 },
    );
    const id = /\/licensing\/reset-password\/([A-Za-z0-9_-]{43})\b/.exec(bodyOf(mail))![1]!;
    await vi.waitFor(
      async () => {
        const row = await server.db
          .selectFrom('outbox')
          .select('status')
          .where('toAddress', '=', user.email)
          .where('kind', '=', 'password-reset')
          .executeTakeFirstOrThrow();
        expect(row.status).toBe('sent');
      },
      { timeout: 30_000, interval: 50 },
    );

    expect(await tablesHolding(id)).toEqual([]);
    expect(await tablesHolding('/licensing/reset-password/')).toEqual([]);

    const reset = await fetch(server.url + passwordResetEndpoint.path.replace('{id}', id), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password: 'a brand new passphrase 42' }),
    });
    expect(reset.status).toBeLessThan(300);
  });
});
