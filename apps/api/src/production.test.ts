import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loginEndpoint } from '@clipmarket/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccountsInUse, DEMO_PASSWORD, DEMO_USERS, removeDemoAccounts, seedDemoUsers } from './auth/seed';
import { openDatabase } from './db/database';
import { freshPgliteDataDir } from './test/harness';
import {
  freePort,
  REPO_ROOT,
  serverArgs,
  startServerProcess,
  type ServerProcess,
} from './test/server-process';

/** The real entry point, as an operator starts it with NODE_ENV=production (issue 11, findings 2 and 3). */
describe('a production start', () => {
  let folder: { dataDir: string; cleanup: () => void };
  let server: ServerProcess;
  let metricsPort: number;
  beforeAll(async () => {
    metricsPort = await freePort();
    // A migrated embedded database (the suite's template): what this file checks is the production start's
    // behaviour, not PGlite's initdb and the migrations, which on a 2-core machine busy with the other steps
    // once took the whole minute the start is given (npm-start.test.ts starts on an empty folder).
    folder = await freshPgliteDataDir();
    server = await startServerProcess({
      env: {
        NODE_ENV: 'production',
        PUBLIC_BASE_URL: 'https://clips.example',
        COMPANY_EMAIL_DOMAINS: 'clipmarket.com',
        // The operator's knowing choice of the test shop (production refuses to start with no payment provider).
        SANDBOX_STOREFRONT: 'true',
        DATA_DIR: folder.dataDir,
        DATABASE_URL: '',
        SEED_CLIPS: '0',
        LOG_LEVEL: 'warn',
        METRICS_PORT: String(metricsPort),
      },
    });
  }, 120_000);
  afterAll(async () => {
    await server?.kill('SIGTERM');
    folder?.cleanup();
  });

  it('creates none of the demo accounts with the published password', async () => {
    for (const user of DEMO_USERS) {
      const res = await fetch(server.url + loginEndpoint.path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: user.email, password: DEMO_PASSWORD }),
      });
      expect(res.status).toBe(401);
    }
  });

  it('serves neither the mail outbox (every reset link) nor the API reference, even to this machine', async () => {
    expect((await fetch(`${server.url}/api/dev/outbox`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/docs`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });

  it('answers /metrics on its own port on loopback, and not on the public port without a token (ADR 99)', async () => {
    expect((await fetch(`${server.url}/metrics`)).status).toBe(404);
    const res = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain('http_requests_total{route="/api/health",method="GET",status="200"}');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect((await fetch(`http://127.0.0.1:${metricsPort}/api/health`)).status).toBe(404);
  });

  it('refuses to start without the settings it needs, naming each', () => {
    const run = spawnSync(process.execPath, serverArgs(), {
      cwd: REPO_ROOT,
      env: { ...process.env, NODE_ENV: 'production', PUBLIC_BASE_URL: '', PORT: '0' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Refusing to start in production');
    expect(run.stderr).toContain('PUBLIC_BASE_URL is not set');
    // No Shopify and no knowing choice of the test shop, whose test card would grant licences for nothing.
    expect(run.stderr).toContain('No payment provider is configured');
    // A whole Node process: on a busy 2-core machine one took 6.8 s, over Vitest's 5 s default.
  }, 60_000);

  it('refuses to start on the default staff domains: COMPANY_EMAIL_DOMAINS must be given, and is named', () => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      PUBLIC_BASE_URL: 'https://clips.example',
      PORT: '0',
    };
    delete env.COMPANY_EMAIL_DOMAINS;
    const run = spawnSync(process.execPath, serverArgs(), {
      cwd: REPO_ROOT,
      env: { ...env, SANDBOX_STOREFRONT: 'true' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Refusing to start in production');
    expect(run.stderr).toContain('COMPANY_EMAIL_DOMAINS is not set');
    expect(run.stderr).not.toContain('PUBLIC_BASE_URL');
  }, 60_000);
});

/** Issue 28 item 8 (ADR 56): a database seeded in development, started with NODE_ENV=production. */
describe('a production start over a database seeded in development', () => {
  const start = (env: Record<string, string>) =>
    spawnSync(process.execPath, serverArgs(), {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        PUBLIC_BASE_URL: 'https://clips.example',
        SANDBOX_STOREFRONT: 'true',
        COMPANY_EMAIL_DOMAINS: 'clipmarket.com',
        DATABASE_URL: '',
        SEED_CLIPS: '0',
        PORT: '0',
        ...env,
      },
      encoding: 'utf8',
      timeout: 90_000,
    });

  it('refuses to start while the demo accounts with the published password exist, naming them and the command', async () => {
    // The suite's migrated template, as above: the migrations are not what this checks.
    const { dataDir, cleanup } = await freshPgliteDataDir();
    try {
      let database = await openDatabase({ dataDir });
      await seedDemoUsers(database.db);
      await database.close();

      const run = start({ NODE_ENV: 'production', DATA_DIR: dataDir });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('Refusing to start in production');
      for (const user of DEMO_USERS) expect(run.stderr).toContain(user.email);
      expect(run.stderr).toContain('npm run demo-accounts:remove');

      database = await openDatabase({ dataDir });
      expect(await removeDemoAccounts(database.db)).toEqual(DEMO_USERS.map((u) => u.email).sort());
      expect(await demoAccountsInUse(database.db)).toEqual([]);
      await database.close();
    } finally {
      cleanup();
    }
  }, 180_000);

  it('refuses a NODE_ENV other than production, development or test, naming the variable', () => {
    const run = start({ NODE_ENV: 'staging', DATA_DIR: path.join(tmpdir(), 'clipmarket-never-opened') });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('NODE_ENV must be production, development or test');
  }, 90_000);
});
