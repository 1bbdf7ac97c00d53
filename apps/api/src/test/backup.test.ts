import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createPlaylistEndpoint, playlistsEndpoint, type PlaylistsResponse } from '@clipmarket/core';
import pg from 'pg';
import { afterEach, describe, expect, it, onTestFailed } from 'vitest';
import { bearer, registerAndLogin, type TestUser } from './auth-helpers';
import { freshPgliteDataDir } from './harness';
import { startServerProcess, type ServerProcess } from './server-process';

/**
 * Issue 35 item 5: the backup and restore procedures of docs/operations.md, as an operator runs them, each
 * restored into a fresh database that a new server then serves.
 */

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const servers: ServerProcess[] = [];
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.kill('SIGTERM');
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const env = (database: Record<string, string>) => ({ ...database, SEED_CLIPS: '20', LOG_LEVEL: 'warn' });

/** An account with a playlist on `url`: what the restored server must still have. */
async function somethingToKeep(url: string): Promise<{ user: TestUser; name: string }> {
  const user = await registerAndLogin(url);
  const name = `kept ${randomBytes(3).toString('hex')}`;
  const created = await fetch(url + createPlaylistEndpoint.path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...bearer(user.token) },
    body: JSON.stringify({ name }),
  });
  expect(created.status).toBe(201);
  return { user, name };
}

/** The restored server signs the account in with its old session and lists its playlist and the library. */
async function expectServed(url: string, kept: { user: TestUser; name: string }) {
  const lists = await fetch(`${url}${playlistsEndpoint.path}?max=100`, { headers: bearer(kept.user.token) });
  expect(lists.status).toBe(200);
  expect(((await lists.json()) as PlaylistsResponse).data.map((list) => list.name)).toContain(kept.name);
  const feed = await fetch(`${url}/api/public/videos?max=5`);
  expect(((await feed.json()) as { data: unknown[] }).data).toHaveLength(5);
  expect((await fetch(`${url}/licensing`)).status).toBe(200);
}

const start = async (database: Record<string, string>) => {
  const server = await startServerProcess({ env: env(database) });
  servers.push(server);
  onTestFailed(() => console.error(`--- server ${server.pid} ---\n${server.output()}`));
  return server;
};

describe('the embedded database: stopped, archived with tar, extracted into a new folder', () => {
  it('is served again with every account and playlist', async () => {
    // A migrated folder (the suite's template), as a server leaves it after its first start.
    const { dataDir, cleanup } = await freshPgliteDataDir();
    cleanups.push(cleanup);
    const dir = path.dirname(dataDir);
    const first = await start({ DATA_DIR: dataDir, DATABASE_URL: '' });
    const kept = await somethingToKeep(first.url);
    // The procedure: stop the server (one process per folder), archive the folder, restore it elsewhere.
    expect((await first.kill('SIGTERM')).code).toBe(0);
    servers.splice(servers.indexOf(first), 1);
    const archive = path.join(dir, 'clipmarket-data.tar.gz');
    execFileSync('tar', ['-czf', archive, '-C', dataDir, '.']);
    const restored = path.join(dir, 'restored');
    mkdirSync(restored);
    execFileSync('tar', ['-xzf', archive, '-C', restored]);

    const second = await start({ DATA_DIR: restored, DATABASE_URL: '' });
    await expectServed(second.url, kept);
  }, 180_000);
});

describe.runIf(process.env.TEST_DATABASE_URL)(
  'PostgreSQL: pg_dump while it serves, pg_restore into a new database',
  () => {
    it('is served again with every account and playlist', async () => {
      const serverUrl = process.env.TEST_DATABASE_URL!;
      const suffix = randomBytes(5).toString('hex');
      const [live, restored] = [`backup_live_${suffix}`, `backup_restored_${suffix}`];
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      cleanups.push(async () => {
        for (const name of [live, restored])
          await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      });
      await admin.query(`CREATE DATABASE ${live}`);
      const urlOf = (name: string) => Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();

      const first = await start({ DATABASE_URL: urlOf(live) });
      const kept = await somethingToKeep(first.url);
      // The procedure: a consistent dump of the running database, in pg_dump's custom format.
      const dir = mkdtempSync(path.join(tmpdir(), 'clipmarket-backup-'));
      cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
      const dump = path.join(dir, 'clipmarket.dump');
      execFileSync(path.join(PG_BIN, 'pg_dump'), [
        '--format=custom',
        '--no-owner',
        `--file=${dump}`,
        urlOf(live),
      ]);
      await admin.query(`CREATE DATABASE ${restored}`);
      execFileSync(path.join(PG_BIN, 'pg_restore'), [
        '--no-owner',
        '--exit-on-error',
        `--dbname=${urlOf(restored)}`,
        dump,
      ]);

      const second = await start({ DATABASE_URL: urlOf(restored) });
      await expectServed(second.url, kept);
    }, 180_000);
  },
);
