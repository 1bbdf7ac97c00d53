import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  addPlaylistVideoEndpoint,
  createPlaylistEndpoint,
  fillPath,
  playlistsEndpoint,
  playlistVideosEndpoint,
  type PlaylistsResponse,
  type PlaylistVideosResponse,
} from '@clipmarket/core';
import pg from 'pg';
import { afterAll, describe, expect, it, onTestFailed } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE, processStartTime } from '../db/lock';
import { bearer, registerAndLogin } from './auth-helpers';
import { startServerProcess, type ServerProcess } from './server-process';

/**
 * Issue 11, item 9: the real server (main.ts in a process of its own, as `npm start` runs it) is killed with
 * SIGKILL while writers run; restarted on the same data folder (PGlite) or database (PostgreSQL, when
 * TEST_DATABASE_URL is set), it still holds every write it acknowledged.
 */

/** Clips seeded into the empty library: enough distinct ids for every playlist's additions. */
const SEED_CLIPS = 40;
const WRITERS = 6;
/** Additions to a playlist before a writer creates its next one. */
const ADDS_PER_LIST = 5;
/** The server is killed once this many writes were acknowledged (and MIN_WRITING_MS passed), or at MAX_WRITING_MS. */
const KILL_AFTER_ACKS = 150;
const MIN_WRITING_MS = 2_000;
const MAX_WRITING_MS = 8_000;

interface Database {
  env: Record<string, string>;
  dataDir: string | null;
  cleanup(): Promise<void>;
}

/** A fresh PGlite data folder, or a fresh database on the TEST_DATABASE_URL server. */
async function freshDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const dir = mkdtempSync(path.join(tmpdir(), 'clipmarket-durability-'));
    const dataDir = path.join(dir, 'data');
    return {
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      dataDir,
      cleanup: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const name = `durability_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    dataDir: null,
    cleanup: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** What the server answered 2xx to: those writes must survive the crash. */
interface Acknowledged {
  /** Names of created playlists. */
  lists: Set<string>;
  /** Clips added, by playlist uuid. */
  videos: Map<string, Set<string>>;
  count: number;
}

interface WriterReport {
  /** Requests that had no answer when the server died (in flight or refused). */
  unanswered: number;
  /** Answers other than the expected 2xx before the kill (a failure of its own). */
  unexpected: string[];
}

/**
 * One writer: creates a playlist, adds ADDS_PER_LIST clips to it, creates the next, … until `stop()` says so
 * or a request gets no answer (the server is gone). Records every acknowledged write as soon as its status
 * is known.
 */
async function writer(
  index: number,
  url: string,
  token: string,
  clipIds: string[],
  acknowledged: Acknowledged,
  stop: () => boolean,
): Promise<WriterReport> {
  const report: WriterReport = { unanswered: 0, unexpected: [] };
  let list: { uuid: string; added: number } | null = null;
  let next = 0;
  const request = (pathname: string, body?: unknown) =>
    fetch(url + pathname, {
      method: 'POST',
      headers: { ...bearer(token), ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(15_000),
    });
  while (!stop()) {
    try {
      if (!list || list.added >= ADDS_PER_LIST) {
        const name = `writer ${index} list ${next++}`;
        const response = await request(createPlaylistEndpoint.path, { name });
        if (response.status !== 201) {
          report.unexpected.push(`create "${name}": ${response.status} ${await response.text()}`);
          break;
        }
        acknowledged.lists.add(name);
        acknowledged.count++;
        const { uuid } = (await response.json()) as { uuid: string };
        list = { uuid, added: 0 };
        acknowledged.videos.set(uuid, new Set());
      } else {
        const jmId = clipIds[(index * ADDS_PER_LIST + list.added) % clipIds.length]!;
        const response = await request(fillPath(addPlaylistVideoEndpoint.path, { uuid: list.uuid, jmId }));
        if (response.status !== 200) {
          report.unexpected.push(`add ${jmId}: ${response.status} ${await response.text()}`);
          break;
        }
        acknowledged.videos.get(list.uuid)!.add(jmId);
        acknowledged.count++;
        list.added++;
        await response.arrayBuffer();
      }
    } catch {
      // No answer: the server died with this write in flight. It may or may not have been applied.
      report.unanswered++;
      break;
    }
  }
  return report;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const databases: Database[] = [];
const servers: ServerProcess[] = [];
afterAll(async () => {
  for (const server of servers) await server.kill('SIGKILL');
  for (const database of databases) await database.cleanup();
});

describe(`a server killed with SIGKILL (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('restarts on the same data and still has every write it acknowledged', async () => {
    onTestFailed(() => {
      for (const server of servers) console.error(`--- server ${server.pid} output ---\n${server.output()}`);
    });
    const database = await freshDatabase();
    databases.push(database);
    const env = { ...database.env, SEED_CLIPS: String(SEED_CLIPS), LOG_LEVEL: 'warn' };

    const first = await startServerProcess({ env });
    servers.push(first);
    const user = await registerAndLogin(first.url);
    const feed = await fetch(`${first.url}/api/public/videos?max=${SEED_CLIPS}`);
    const clipIds = ((await feed.json()) as { data: { jmId: string }[] }).data.map((clip) => clip.jmId);
    expect(clipIds.length).toBeGreaterThanOrEqual(ADDS_PER_LIST * 2);

    // The writers run until the kill, each with a request in flight nearly all the time.
    const acknowledged: Acknowledged = { lists: new Set(), videos: new Map(), count: 0 };
    let killed = false;
    const writers = Array.from({ length: WRITERS }, (_, index) =>
      writer(index, first.url, user.token, clipIds, acknowledged, () => killed),
    );
    const started = Date.now();
    while (
      Date.now() - started < MAX_WRITING_MS &&
      (acknowledged.count < KILL_AFTER_ACKS || Date.now() - started < MIN_WRITING_MS)
    ) {
      await sleep(50);
    }
    const exit = await first.kill('SIGKILL');
    killed = true;
    expect(exit.signal).toBe('SIGKILL');
    const reports = await Promise.all(writers);

    expect(reports.flatMap((report) => report.unexpected)).toEqual([]);
    expect(acknowledged.lists.size).toBeGreaterThan(0);
    expect(acknowledged.count).toBeGreaterThanOrEqual(Math.min(KILL_AFTER_ACKS, 10));
    // The writers were still writing when it died: each stopped at a request that got no answer.
    expect(reports.reduce((sum, report) => sum + report.unanswered, 0)).toBeGreaterThan(0);

    if (database.dataDir) {
      // The dead server's lock is still there: the restart must see that its process is gone.
      const lock = path.join(database.dataDir, LOCK_FILE);
      expect(existsSync(lock)).toBe(true);
      expect(readFileSync(lock, 'utf8').trim()).toBe(String(first.pid));
    }

    const second = await startServerProcess({ env });
    servers.push(second);
    const auth = { headers: bearer(user.token) };

    // The session acknowledged before the crash still signs in, and every acknowledged playlist is there.
    const listsResponse = await fetch(`${second.url}${playlistsEndpoint.path}?max=1000`, auth);
    expect(listsResponse.status).toBe(200);
    const lists = (await listsResponse.json()) as PlaylistsResponse;
    const names = new Set(lists.data.map((list) => list.name));
    expect([...acknowledged.lists].filter((name) => !names.has(name))).toEqual([]);

    // Every acknowledged addition is there, and each playlist's count agrees with its rows.
    const missing: string[] = [];
    for (const [uuid, jmIds] of acknowledged.videos) {
      const response = await fetch(
        `${second.url}${fillPath(playlistVideosEndpoint.path, { uuid })}?max=1000`,
        auth,
      );
      expect(response.status).toBe(200);
      const videos = (await response.json()) as PlaylistVideosResponse;
      const held = new Set(videos.data.map((row) => row.jmId));
      for (const jmId of jmIds) if (!held.has(jmId)) missing.push(`${uuid}/${jmId}`);
      expect(videos.playlist.videoCount).toBe(videos.data.length);
    }
    expect(missing).toEqual([]);

    // And it takes new writes.
    const after = await fetch(second.url + createPlaylistEndpoint.path, {
      method: 'POST',
      headers: { ...bearer(user.token), 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'after the crash' }),
    });
    expect(after.status).toBe(201);

    // A clean stop after the restart (the lock is released, the next start needs no takeover).
    const stopped = await second.kill('SIGTERM');
    expect(stopped.code, second.output()).toBe(0);
    if (database.dataDir) expect(existsSync(path.join(database.dataDir, LOCK_FILE))).toBe(false);
  }, 90_000);
});

/**
 * After a crash the lock file still names the dead server's process id. Where process ids are reused (a
 * container restarted after a crash numbers its processes from 1 again), that id can belong to another live
 * process by the next start: the lock must still count as stale.
 */
describe.runIf(processStartTime(process.pid) !== null)('the data folder lock a crashed server left', () => {
  /** A live process started now, ended by the test. */
  async function liveProcess() {
    const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 60_000)'], { stdio: 'ignore' });
    await new Promise((resolve) => child.once('spawn', resolve));
    return child;
  }

  it('is taken over when its process id now belongs to a process started after the lock was written', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'clipmarket-lock-'));
    const child = await liveProcess();
    try {
      const lock = path.join(dir, LOCK_FILE);
      writeFileSync(lock, String(child.pid));
      // Written a minute before that process started: the server that wrote it is gone.
      const minuteAgo = new Date(Date.now() - 60_000);
      utimesSync(lock, minuteAgo, minuteAgo);
      const release = acquireDataDirLock(dir);
      expect(readFileSync(lock, 'utf8')).toBe(String(process.pid));
      release();
    } finally {
      child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('is refused while the process that wrote it still runs', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'clipmarket-lock-'));
    const child = await liveProcess();
    try {
      writeFileSync(path.join(dir, LOCK_FILE), String(child.pid));
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    } finally {
      child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
