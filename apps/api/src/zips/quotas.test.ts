import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  fillPath,
  playlistDownloadEndpoint,
  playlistDownloadFileEndpoint,
  playlistEndpoints,
  userPlaylistDownloadsEndpoint,
  type PlaylistDownloadEntry,
} from '@clipmarket/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { footageNumberOf } from '../downloads/service';
import { insertLicence, insertOrder } from '../licences/test-helpers';
import { createLocalStore } from '../media/local-store';
import { CROSS_SITE_MESSAGE } from '../security';
import { bearer, registerAndLogin, type TestUser } from '../test/auth-helpers';
import { startTestServer, type TestServer } from '../test/harness';
import { loadZipQuotas, ZIP_QUOTA_MESSAGES, type ZipQuotas } from './quotas';
import { writeLibrary } from './test-helpers';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 600_000 });

const DAY = 24 * 60 * 60 * 1000;
/** Mutable: each test sets the quota it tries. */
const quotas: ZipQuotas = { maxQueued: 1, maxStoredBytes: 1024 ** 3, expiryMs: 7 * DAY };

let server: TestServer;
let root: string;
let filesDir: string;
let buyer: TestUser;
let clipIds: string[];
/** Builds wait before their first entry while held. */
let held: { open: Promise<void>; release: () => void } | null = null;

function hold(): () => void {
  let release!: () => void;
  const open = new Promise<void>((resolve) => {
    release = resolve;
  });
  held = { open, release };
  return () => {
    held = null;
    release();
  };
}

async function call(method: string, pathname: string, headers: Record<string, string> = {}) {
  const res = await fetch(server.url + pathname, {
    method,
    headers: { ...bearer(buyer.token), ...headers },
  });
  const text = await res.text();
  const type = res.headers.get('content-type') ?? '';
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answers' shapes are checked by the tests
  return { status: res.status, json: (type.includes('json') ? JSON.parse(text) : null) as any };
}

const start = (uuid: string) => call('POST', fillPath(playlistDownloadEndpoint.path, { uuid }));
const fileOf = (uuid: string) => fillPath(playlistDownloadFileEndpoint.path, { uuid });

async function entry(uuid: string): Promise<PlaylistDownloadEntry | undefined> {
  const list = await call('GET', userPlaylistDownloadsEndpoint.path);
  return (list.json.data as PlaylistDownloadEntry[]).find((e) => e.playlistUuid === uuid);
}

const jobs = (uuid: string) =>
  server.db.selectFrom('playlistDownloads').selectAll().where('playlistUuid', '=', uuid).execute();

/** A playlist of one licensed clip. */
async function licensedPlaylist(index: number): Promise<string> {
  const jmId = clipIds[index]!;
  await insertLicence(server.db, buyer.userUuid, await insertOrder(server.db, buyer.userUuid), {
    jmId,
    tier: 'basicPro',
  });
  const created = await fetch(server.url + playlistEndpoints.create.path, {
    method: 'POST',
    headers: { ...bearer(buyer.token), 'content-type': 'application/json' },
    body: JSON.stringify({ name: `Quota ${index}` }),
  });
  const { uuid } = (await created.json()) as { uuid: string };
  const added = await fetch(server.url + fillPath(playlistEndpoints.addVideo.path, { uuid, jmId }), {
    method: 'POST',
    headers: bearer(buyer.token),
  });
  expect(added.status).toBe(200);
  return uuid;
}

const completed = (uuid: string) =>
  vi.waitFor(
    async () => {
      const now = await entry(uuid);
      if (now?.status !== 'COMPLETED') throw new Error(`still ${now?.status}`);
      return now;
    },
    { timeout: 30_000, interval: 50 },
  );

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'clipmarket-zip-quotas-'));
  const libraryDir = path.join(root, 'library');
  filesDir = path.join(root, 'files');
  server = await startTestServer({
    seedClips: 7,
    app: {
      zips: {
        library: createLocalStore(libraryDir),
        files: createLocalStore(filesDir),
        quotas,
        pollIntervalMs: 100,
        beforeEntry: async () => {
          if (held) await held.open;
        },
      },
    },
  });
  const rows = await server.db
    .selectFrom('clips')
    .select(['jmId', 'previewUrl', 'imgUrl'])
    .orderBy('jmId')
    .limit(7)
    .execute();
  clipIds = rows.map((row) => row.jmId);
  writeLibrary(libraryDir, [...new Set(rows.map((row) => footageNumberOf(row)!))]);
  buyer = await registerAndLogin(server.url);
});

afterAll(async () => {
  held?.release();
  await server?.close();
  if (root) rmSync(root, { recursive: true, force: true });
});

describe('playlist zip quotas', () => {
  it('refuses a buyer past the queued-zips quota with 429 and its message, queueing no job', async () => {
    quotas.maxQueued = 1;
    const release = hold();
    const first = await licensedPlaylist(0);
    const second = await licensedPlaylist(1);
    expect((await start(first)).json.status).toBe('IN_PROGRESS');

    const refused = await start(second);
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({
      message: ZIP_QUOTA_MESSAGES.queueFull(1),
      errorMessage: ZIP_QUOTA_MESSAGES.queueFull(1),
    });
    // The file's link, which builds a zip that is not there, is held to the same quota.
    expect((await call('GET', fileOf(second))).status).toBe(429);
    expect(await jobs(second)).toEqual([]);

    release();
    await completed(first);
    expect((await start(second)).json.status).toBe('IN_PROGRESS');
    await completed(second);
  });

  it('refuses a new build while the finished zips kept reach the storage quota, with 409', async () => {
    quotas.maxQueued = 3;
    quotas.maxStoredBytes = 1;
    const third = await licensedPlaylist(2);
    const refused = await start(third);
    expect(refused.status).toBe(409);
    expect(refused.json.errorMessage).toBe(ZIP_QUOTA_MESSAGES.storageFull(1, quotas.expiryMs));
    expect(refused.json.errorMessage).toMatch(/removed 7 days after its last download/);
    expect(await jobs(third)).toEqual([]);
    quotas.maxStoredBytes = 1024 ** 3;
  });

  it('removes a zip unused past the expiry from storage; its entry says it can be built again, and it is', async () => {
    const uuid = await licensedPlaylist(3);
    await start(uuid);
    const ready = await completed(uuid);
    expect(new Date(ready.expiresAt!).getTime()).toBeGreaterThan(Date.now() + 6 * DAY);
    const [job] = await jobs(uuid);
    const zip = path.join(filesDir, job!.fileKey!);
    expect(existsSync(zip)).toBe(true);

    // Built eight days ago and never downloaded: the runner's periodic sweep removes it.
    await server.db
      .updateTable('playlistDownloads')
      .set({ completedAt: new Date(Date.now() - 8 * DAY) })
      .where('id', '=', job!.id)
      .execute();
    const expired = await vi.waitFor(
      async () => {
        const now = await entry(uuid);
        if (now?.status !== 'CANCELED' || existsSync(zip)) throw new Error('not yet');
        return now;
      },
      { timeout: 30_000, interval: 50 },
    );
    expect(expired).toMatchObject({
      status: 'CANCELED',
      expired: true,
      link: null,
      message: ZIP_QUOTA_MESSAGES.expired(quotas.expiryMs),
    });
    expect(expired.message).toMatch(/prepare it again/);
    expect(existsSync(zip)).toBe(false);

    // Built again on demand.
    expect((await start(uuid)).json.status).toBe('IN_PROGRESS');
    const again = await completed(uuid);
    expect(again.link).toBe(fileOf(uuid));
    expect((await call('GET', again.link!)).status).toBe(200);
  });

  it('keeps a zip that was downloaded recently, whenever it was built', async () => {
    const uuid = await licensedPlaylist(4);
    await start(uuid);
    await completed(uuid);
    const [job] = await jobs(uuid);
    expect(job!.lastUsedAt).toBeNull();
    const res = await fetch(server.url + fileOf(uuid), { headers: bearer(buyer.token) });
    expect(res.status).toBe(200);
    await res.arrayBuffer();
    // Built a month ago, downloaded just now: kept another period from the download.
    await server.db
      .updateTable('playlistDownloads')
      .set({ completedAt: new Date(Date.now() - 30 * DAY) })
      .where('id', '=', job!.id)
      .execute();
    // Another build runs the sweep before it starts: once it is done, the sweep has seen the old zip.
    const other = await licensedPlaylist(6);
    await start(other);
    await completed(other);
    const kept = await entry(uuid);
    expect(kept?.status).toBe('COMPLETED');
    expect(new Date(kept!.expiresAt!).getTime()).toBeGreaterThan(Date.now() + 6 * DAY);
    expect(existsSync(path.join(filesDir, job!.fileKey!))).toBe(true);
  });

  it('answers another site navigating to the zip with 403, recording and building nothing; the start is POST only', async () => {
    const uuid = await licensedPlaylist(5);
    const downloadsBefore = await server.db.selectFrom('clipDownloads').select('id').execute();
    for (const site of ['cross-site', 'same-site']) {
      const forged = await fetch(server.url + fileOf(uuid), {
        headers: { cookie: buyer.cookie, 'sec-fetch-site': site },
      });
      expect(forged.status, site).toBe(403);
      expect(((await forged.json()) as { message: string }).message).toBe(CROSS_SITE_MESSAGE);
    }
    const byGet = await fetch(server.url + fillPath(playlistDownloadEndpoint.path, { uuid }), {
      headers: { cookie: buyer.cookie },
    });
    expect(byGet.status).toBe(404);
    expect(await jobs(uuid)).toEqual([]);
    expect(await server.db.selectFrom('clipDownloads').select('id').execute()).toEqual(downloadsBefore);
  });
});

describe('the quota settings', () => {
  it('have defaults, read the environment, and refuse a bad value naming the variable', () => {
    expect(loadZipQuotas({})).toEqual({ maxQueued: 3, maxStoredBytes: 10 * 1024 ** 3, expiryMs: 7 * DAY });
    expect(
      loadZipQuotas({ ZIP_QUEUE_LIMIT: '5', ZIP_STORAGE_LIMIT_GB: '0.5', ZIP_EXPIRY_DAYS: '1.5' }),
    ).toEqual({ maxQueued: 5, maxStoredBytes: 1024 ** 3 / 2, expiryMs: 1.5 * DAY });
    expect(() => loadZipQuotas({ ZIP_QUEUE_LIMIT: '0' })).toThrow(/ZIP_QUEUE_LIMIT/);
    expect(() => loadZipQuotas({ ZIP_QUEUE_LIMIT: '2.5' })).toThrow(/ZIP_QUEUE_LIMIT/);
    expect(() => loadZipQuotas({ ZIP_STORAGE_LIMIT_GB: 'lots' })).toThrow(/ZIP_STORAGE_LIMIT_GB/);
    expect(() => loadZipQuotas({ ZIP_EXPIRY_DAYS: '-1' })).toThrow(/ZIP_EXPIRY_DAYS/);
  });
});
