import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  FULFILMENT_MESSAGES,
  MESSAGES,
  PAGES,
  PLAYLIST_SERVER_MESSAGES,
  cancelPlaylistDownloadEndpoint,
  displayTitle,
  fillPath,
  historyEndpoints,
  notificationsEndpoint,
  playlistDownloadEndpoint,
  playlistDownloadFileEndpoint,
  playlistEndpoints,
  userPlaylistDownloadsEndpoint,
  type PlaylistDownloadEntry,
  type PlaylistDownloadsResponse,
} from '@clipmarket/core';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { footageNumberOf } from '../downloads/service';
import { insertLicence, insertOrder } from '../licences/test-helpers';
import { createLocalStore } from '../media/local-store';
import type { MediaStore } from '../media/store';
import { bearer, registerAndLogin, type TestUser } from '../test/auth-helpers';
import { startTestServer, type TestServer } from '../test/harness';
import { NOT_INCLUDED_FILE, safeTitle } from './names';
import { ZIP_READY_MAIL_KIND } from './ready-mail';
import { planZip } from './plan';
import type { ZipRunnerEvent } from './runner';
import { readZip, writeLibrary } from './test-helpers';

// Real HTTP on a real database: generous limits for loaded CI machines.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 600_000 });

let server: TestServer;
let root: string;
let libraryDir: string;
let filesDir: string;
let alice: TestUser;
let bob: TestUser;
/** Seeded clips with their footage numbers and display titles. */
let clips: Array<{ jmId: string; number: string; title: string }>;

/** What the runner did, in order. */
const events: ZipRunnerEvent[] = [];
/** Builds wait before an entry while the test holds them (see `hold`). */
let gate: { index: number; open: Promise<void>; release: () => void } | null = null;
/** Library reads that fail (a store gone wrong), by key. */
const failingReads = new Set<string>();

/** Holds every build before its entry `index` (from 0) until `release()`. */
function hold(index: number): () => void {
  let release!: () => void;
  const open = new Promise<void>((resolve) => {
    release = resolve;
  });
  gate = { index, open, release };
  return () => {
    gate = null;
    release();
  };
}

/** Resolves with the first event (from now on) that matches. */
async function nextEvent(
  match: (event: ZipRunnerEvent) => boolean,
  from = events.length,
): Promise<ZipRunnerEvent> {
  return vi.waitFor(
    () => {
      const found = events.slice(from).find(match);
      if (!found) throw new Error('not yet');
      return found;
    },
    { timeout: 30_000, interval: 20 },
  );
}

afterEach(() => {
  gate?.release();
  gate = null;
  failingReads.clear();
});

function flakyLibrary(store: MediaStore): MediaStore {
  return {
    ...store,
    stat: (key) => store.stat(key),
    read: async (key, range) => {
      if (failingReads.has(key)) throw new Error(`the library could not read ${key}`);
      return store.read(key, range);
    },
  };
}

async function call(user: TestUser, method: string, pathname: string, body?: unknown) {
  const res = await fetch(server.url + pathname, {
    method,
    headers: { ...bearer(user.token), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  const type = res.headers.get('content-type') ?? '';
  return {
    status: res.status,
    headers: res.headers,
    bytes,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answers' shapes are checked by the tests
    json: (type.includes('json') ? JSON.parse(bytes.toString('utf8')) : null) as any,
  };
}

const downloadPath = (uuid: string) => fillPath(playlistDownloadEndpoint.path, { uuid });
const filePath = (uuid: string) => fillPath(playlistDownloadFileEndpoint.path, { uuid });
const cancelPath = (uuid: string) => fillPath(cancelPlaylistDownloadEndpoint.path, { uuid });

async function start(user: TestUser, uuid: string): Promise<PlaylistDownloadEntry> {
  const answer = await call(user, 'POST', downloadPath(uuid));
  expect(answer.status).toBe(200);
  return answer.json as PlaylistDownloadEntry;
}

/** Polls the download as the app does until it has the status. */
async function until(user: TestUser, uuid: string, status: PlaylistDownloadEntry['status']) {
  return vi.waitFor(
    async () => {
      const entry = await start(user, uuid);
      if (entry.status !== status) throw new Error(`still ${entry.status}`);
      return entry;
    },
    { timeout: 30_000, interval: 50 },
  );
}

/** Polls the user's list of downloads (which starts nothing) until the playlist's entry has the status. */
async function listed(user: TestUser, uuid: string, status: PlaylistDownloadEntry['status']) {
  return vi.waitFor(
    async () => {
      const entry = (await entries(user)).find((e) => e.playlistUuid === uuid);
      if (entry?.status !== status) throw new Error(`still ${entry?.status}`);
      return entry;
    },
    { timeout: 30_000, interval: 50 },
  );
}

async function entries(user: TestUser): Promise<PlaylistDownloadEntry[]> {
  const answer = await call(user, 'GET', userPlaylistDownloadsEndpoint.path);
  expect(answer.status).toBe(200);
  return (answer.json as PlaylistDownloadsResponse).data;
}

async function playlist(user: TestUser, jmIds: string[]): Promise<string> {
  const created = await call(user, 'POST', playlistEndpoints.create.path, {
    name: `Zips ${Math.random().toString(36).slice(2, 10)}`,
  });
  const uuid = created.json.uuid as string;
  // One at a time, so the zip's order (the order clips were added) is the order given.
  for (const jmId of jmIds) {
    expect((await call(user, 'POST', fillPath(playlistEndpoints.addVideo.path, { uuid, jmId }))).status).toBe(
      200,
    );
  }
  return uuid;
}

async function licence(user: TestUser, jmId: string, tier: 'personal' | 'basicPro', revoked = false) {
  const order = await insertOrder(server.db, user.userUuid);
  return insertLicence(server.db, user.userUuid, order, {
    jmId,
    tier,
    revokedAt: revoked ? new Date() : null,
  });
}

const footage = (kind: 'masters' | 'previews', number: string) =>
  readFileSync(path.join(libraryDir, kind, `clip-${number}.mp4`));

/** The zips and partial uploads in the files store. */
const storedZips = () => {
  try {
    return readdirSync(path.join(filesDir, 'zips'));
  } catch {
    return [];
  }
};

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'clipmarket-zips-'));
  libraryDir = path.join(root, 'library');
  filesDir = path.join(root, 'files');
  server = await startTestServer({
    seedClips: 12,
    app: {
      zips: {
        library: flakyLibrary(createLocalStore(libraryDir)),
        files: createLocalStore(filesDir),
        pollIntervalMs: 100,
        leaseMs: 3_000,
        retryDelaysMs: [50],
        maxAttempts: 2,
        onEvent: (event) => events.push(event),
        beforeEntry: async (_jobId, index) => {
          if (gate && index >= gate.index) await gate.open;
        },
      },
    },
  });
  const rows = await server.db
    .selectFrom('clips')
    .select(['jmId', 'title', 'publishingTitle', 'previewUrl', 'imgUrl'])
    .orderBy('jmId')
    .limit(12)
    .execute();
  clips = rows.map((row) => ({
    jmId: row.jmId,
    number: footageNumberOf(row)!,
    title: displayTitle(row),
  }));
  writeLibrary(libraryDir, [...new Set(clips.map((clip) => clip.number))]);
  alice = await registerAndLogin(server.url);
  bob = await registerAndLogin(server.url);
});

afterAll(async () => {
  await server?.close();
  if (root) rmSync(root, { recursive: true, force: true });
});

describe('playlist download-all', () => {
  it('builds a zip of the licensed clips: in progress, then completed with a link that downloads it', async () => {
    const [a, b, c] = clips;
    await licence(alice, a!.jmId, 'basicPro');
    await licence(alice, b!.jmId, 'personal');
    const uuid = await playlist(alice, [a!.jmId, b!.jmId, c!.jmId]);

    const release = hold(0);
    const started = await start(alice, uuid);
    expect(started).toMatchObject({
      playlistUuid: uuid,
      status: 'IN_PROGRESS',
      message: MESSAGES.downloadInProgress,
      link: null,
      bytes: null,
    });
    // Asking again reads the same job; the file is not ready; the list has it.
    expect((await start(alice, uuid)).status).toBe('IN_PROGRESS');
    const early = await call(alice, 'GET', filePath(uuid));
    expect(early.status).toBe(409);
    expect(early.json.message).toBe(FULFILMENT_MESSAGES.zipNotReady);
    expect((await entries(alice)).find((e) => e.playlistUuid === uuid)?.status).toBe('IN_PROGRESS');
    expect(
      await server.db.selectFrom('playlistDownloads').select('id').where('playlistUuid', '=', uuid).execute(),
    ).toHaveLength(1);
    release();

    const done = await until(alice, uuid, 'COMPLETED');
    expect(done).toMatchObject({
      message: FULFILMENT_MESSAGES.downloadReady,
      link: filePath(uuid),
      includedCount: 2,
      excludedCount: 1,
    });

    // A HEAD (a download manager probing the link) sends no file and records nothing.
    const head = await fetch(server.url + done.link!, { method: 'HEAD', headers: bearer(alice.token) });
    expect(head.status).toBe(200);
    expect(
      await server.db.selectFrom('clipDownloads').select('id').where('userId', '=', alice.userUuid).execute(),
    ).toEqual([]);

    const file = await call(alice, 'GET', done.link!);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/zip');
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.zip"$/);
    expect(done.bytes).toBe(file.bytes.length);
    const zip = readZip(file.bytes);
    expect(zip.map((entry) => entry.name)).toEqual([
      `JV${a!.jmId} - ${safeTitle(a!.title)}.mp4`,
      `JV${b!.jmId} - ${safeTitle(b!.title)} (watermarked).mp4`,
      NOT_INCLUDED_FILE,
    ]);
    // The paid licence's clip is the clean master; the Personal one's the watermarked preview.
    expect(zip[0]!.data.equals(footage('masters', a!.number))).toBe(true);
    expect(zip[1]!.data.equals(footage('previews', b!.number))).toBe(true);
    const listed = zip[2]!.data.toString('utf8');
    expect(listed).toContain(`JV${c!.jmId}`);
    expect(listed).toContain('you hold no licence for this clip');
    expect(listed).not.toContain(`JV${a!.jmId}`);

    // The buyer is told by mail that it is ready, once, with what it holds and the playlist's page.
    const mails = await server.db
      .selectFrom('outbox')
      .select(['subject', 'textBody'])
      .where('toAddress', '=', alice.email)
      .where('kind', '=', ZIP_READY_MAIL_KIND)
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^Your zip of “Zips [a-z0-9]+” is ready$/);
    expect(mails[0]!.textBody).toContain('is ready: 2 clips, ');
    expect(mails[0]!.textBody).toMatch(
      new RegExp(`^https?://\\S+${PAGES.playlist.href({ playlistId: uuid })}$`, 'm'),
    );
    expect(mails[0]!.textBody).not.toContain('/download/file');
    // And in the header's notifications, linking the playlist's page.
    const notices = await call(alice, 'GET', notificationsEndpoint.path);
    expect(notices.json.data[0]).toMatchObject({
      kind: 'zip-ready',
      title: mails[0]!.subject,
      href: PAGES.playlist.href({ playlistId: uuid }),
      read: false,
    });

    // Each clip of the zip is recorded as downloaded (the usage declaration and the history read them).
    const recorded = await server.db
      .selectFrom('clipDownloads')
      .select(['jmId', 'file', 'via'])
      .where('userId', '=', alice.userUuid)
      .orderBy('jmId')
      .execute();
    expect(recorded).toEqual(
      [
        { jmId: a!.jmId, file: 'master', via: 'zip' },
        { jmId: b!.jmId, file: 'preview', via: 'zip' },
      ].sort((x, y) => x.jmId.localeCompare(y.jmId)),
    );
    const history = await call(
      alice,
      'GET',
      `${historyEndpoints.downloads.path}?username=${encodeURIComponent(alice.email)}`,
    );
    expect(history.json.data.map((row: { jmId: string }) => row.jmId).sort()).toEqual(
      [a!.jmId, b!.jmId].sort(),
    );
  });

  it('reports how far a build has got: the clips written of those it will hold, and the bytes so far', async () => {
    const [, , , d, e] = clips;
    await licence(alice, d!.jmId, 'basicPro');
    await licence(alice, e!.jmId, 'basicPro');
    const uuid = await playlist(alice, [d!.jmId, e!.jmId]);

    // Held before the second clip: the first is in the zip, the second not yet.
    const release = hold(1);
    const queued = await start(alice, uuid);
    expect(queued.progress).toMatchObject({ clipsTotal: 2 });
    const halfway = await vi.waitFor(
      async () => {
        const entry = (await entries(alice)).find((x) => x.playlistUuid === uuid);
        if (entry?.progress?.clipsDone !== 1) throw new Error(`progress ${JSON.stringify(entry?.progress)}`);
        return entry;
      },
      { timeout: 15_000, interval: 100 },
    );
    expect(halfway.status).toBe('IN_PROGRESS');
    expect(halfway.progress).toMatchObject({ clipsDone: 1, clipsTotal: 2 });
    const firstClip = footage('masters', d!.number).length;
    expect(halfway.progress!.bytesDone).toBeGreaterThan(firstClip);
    release();

    const done = await until(alice, uuid, 'COMPLETED');
    expect(done.progress).toBeNull();
    expect(done.bytes).toBeGreaterThan(halfway.progress!.bytesDone);
  });

  it('refuses a playlist with no licensed clip with 409 and starts no job', async () => {
    const uuid = await playlist(alice, [clips[5]!.jmId]);
    const answer = await call(alice, 'POST', downloadPath(uuid));
    expect(answer.status).toBe(409);
    expect(answer.json.message).toBe(FULFILMENT_MESSAGES.nothingLicensed);
    const file = await call(alice, 'GET', filePath(uuid));
    expect(file.status).toBe(409);
    expect(file.json.message).toBe(FULFILMENT_MESSAGES.nothingLicensed);
    expect(
      await server.db.selectFrom('playlistDownloads').select('id').where('playlistUuid', '=', uuid).execute(),
    ).toEqual([]);
  });

  it('cancels a running build, removes its partial zip, and answers 404 with errorMessage when nothing runs', async () => {
    const [, , , d, e, f] = clips;
    for (const clip of [d!, e!, f!]) await licence(alice, clip.jmId, 'basicPro');
    const uuid = await playlist(alice, [d!.jmId, e!.jmId, f!.jmId]);
    const release = hold(1);
    const from = events.length;
    await start(alice, uuid);
    // The build has written its first entry and waits before the second.
    const entry = await nextEvent((event) => event.type === 'entry', from);
    expect(storedZips().some((name) => name.endsWith('.partial'))).toBe(true);

    const canceled = await call(alice, 'DELETE', cancelPath(uuid));
    expect(canceled.status).toBe(200);
    expect(canceled.json).toEqual({ message: MESSAGES.downloadCanceled });
    await nextEvent((event) => event.type === 'canceled' && event.jobId === entry.jobId, from);
    release();
    expect(storedZips().filter((name) => name.startsWith(entry.jobId))).toEqual([]);
    expect(events.slice(from).some((event) => event.type === 'completed')).toBe(false);
    expect((await entries(alice)).find((x) => x.playlistUuid === uuid)).toMatchObject({
      status: 'CANCELED',
      message: MESSAGES.downloadCanceled,
      link: null,
    });

    const again = await call(alice, 'DELETE', cancelPath(uuid));
    expect(again.status).toBe(404);
    expect(again.json.errorMessage).toBe(FULFILMENT_MESSAGES.noDownloadToCancel);
    // A canceled build tells no one it is ready.
    const readyMails = () =>
      server.db
        .selectFrom('outbox')
        .select('id')
        .where('kind', '=', ZIP_READY_MAIL_KIND)
        .where('textBody', 'like', `%${PAGES.playlist.href({ playlistId: uuid })}%`)
        .execute();
    expect(await readyMails()).toEqual([]);

    // Asking for it after a cancel starts a new build.
    expect((await start(alice, uuid)).status).toBe('IN_PROGRESS');
    await until(alice, uuid, 'COMPLETED');
    expect(await readyMails()).toHaveLength(1);
  });

  it("answers 404 for another user's playlist on every download endpoint, and lists only the user's own", async () => {
    await licence(alice, clips[6]!.jmId, 'basicPro');
    const uuid = await playlist(alice, [clips[6]!.jmId]);
    await until(alice, uuid, 'COMPLETED');
    for (const [method, pathname] of [
      ['POST', downloadPath(uuid)],
      ['GET', filePath(uuid)],
      ['DELETE', cancelPath(uuid)],
    ] as const) {
      const answer = await call(bob, method, pathname);
      expect(answer.status, `${method} ${pathname}`).toBe(404);
      expect(answer.bytes.toString()).not.toContain('PK');
    }
    expect(await entries(bob)).toEqual([]);
    expect((await entries(alice)).some((entry) => entry.playlistUuid === uuid)).toBe(true);
    // Not a uuid at all: as missing, never a server error.
    const odd = await call(alice, 'POST', downloadPath('not-a-uuid'));
    expect(odd.status).toBe(404);
    expect(odd.json.message).toBe(PLAYLIST_SERVER_MESSAGES.playlistMissing);
  });

  it("adding or removing a clip cancels the playlist's running download and removes a completed one's zip", async () => {
    const [, , , , , , , g, h, i] = clips;
    for (const clip of [g!, h!]) await licence(alice, clip.jmId, 'basicPro');
    const uuid = await playlist(alice, [g!.jmId]);
    const first = await until(alice, uuid, 'COMPLETED');
    const job = (
      await server.db
        .selectFrom('playlistDownloads')
        .select('id')
        .where('playlistUuid', '=', uuid)
        .executeTakeFirstOrThrow()
    ).id;
    expect(storedZips()).toContain(`${job}.zip`);

    await call(alice, 'POST', fillPath(playlistEndpoints.addVideo.path, { uuid, jmId: h!.jmId }));
    const dropped = (await entries(alice)).find((entry) => entry.playlistUuid === uuid);
    expect(dropped).toMatchObject({
      status: 'CANCELED',
      message: FULFILMENT_MESSAGES.downloadDropped,
      link: null,
    });
    // The old link no longer serves the old zip: it starts a build of the playlist as it is now.
    const old = await call(alice, 'GET', first.link!);
    expect(old.status).toBe(409);
    await vi.waitFor(() => expect(storedZips()).not.toContain(`${job}.zip`), {
      timeout: 30_000,
      interval: 50,
    });
    const rebuilt = await until(alice, uuid, 'COMPLETED');
    expect(rebuilt.includedCount).toBe(2);

    // A change while a build runs stops it.
    const release = hold(0);
    await call(alice, 'POST', fillPath(playlistEndpoints.addVideo.path, { uuid, jmId: i!.jmId }));
    const from = events.length;
    await start(alice, uuid);
    const claimed = await nextEvent((event) => event.type === 'claimed', from);
    await call(alice, 'DELETE', fillPath(playlistEndpoints.removeVideo.path, { uuid, jmId: i!.jmId }));
    await nextEvent((event) => event.type === 'canceled' && event.jobId === claimed.jobId, from);
    release();
    expect((await entries(alice)).find((entry) => entry.playlistUuid === uuid)?.status).toBe('CANCELED');
  });

  it('re-issues the link: a zip gone from the store, or with a licence revoked since, is built again', async () => {
    const j = clips[10]!;
    const licenceNumber = await licence(alice, j.jmId, 'basicPro');
    const uuid = await playlist(alice, [j.jmId]);
    const done = await until(alice, uuid, 'COMPLETED');
    for (const name of storedZips()) rmSync(path.join(filesDir, 'zips', name));

    const missing = await call(alice, 'GET', done.link!);
    expect(missing.status).toBe(409);
    expect(missing.json.message).toBe(FULFILMENT_MESSAGES.zipNotReady);
    expect((await start(alice, uuid)).status).not.toBe('FAILED');
    const again = await until(alice, uuid, 'COMPLETED');
    expect(again.link).toBe(done.link);
    const file = await call(alice, 'GET', again.link!);
    expect(file.status).toBe(200);
    expect(readZip(file.bytes)[0]!.data.equals(footage('masters', j.number))).toBe(true);

    // The licence is revoked: the zip holding its master is no longer served, and nothing is left to build.
    await server.db
      .updateTable('licences')
      .set({ revokedAt: new Date() })
      .where('number', '=', licenceNumber)
      .execute();
    const revoked = await call(alice, 'GET', again.link!);
    expect(revoked.status).toBe(409);
    expect(revoked.json.message).toBe(FULFILMENT_MESSAGES.nothingLicensed);
    expect((await entries(alice)).find((entry) => entry.playlistUuid === uuid)).toMatchObject({
      status: 'CANCELED',
      link: null,
    });
  });

  it('retries a build that failed, and marks it failed after the last attempt', async () => {
    const k = clips[11]!;
    await licence(alice, k.jmId, 'basicPro');
    const uuid = await playlist(alice, [k.jmId]);
    failingReads.add(`masters/clip-${k.number}.mp4`);
    const from = events.length;
    await start(alice, uuid);
    await nextEvent((event) => event.type === 'retry', from);
    // Read from the list: asking for the download itself would start a new build of a failed one.
    const failed = await listed(alice, uuid, 'FAILED');
    expect(failed.message).toBe(FULFILMENT_MESSAGES.downloadFailed);
    expect(events.slice(from).filter((event) => event.type === 'claimed')).toHaveLength(2);

    // The library is back: asking again starts a new build, which completes.
    failingReads.clear();
    await start(alice, uuid);
    await until(alice, uuid, 'COMPLETED');
  });

  it('leaves out clips past the clip and byte limits and lists them with the reason', async () => {
    const picked = clips.slice(0, 4);
    const user = await registerAndLogin(server.url);
    for (const clip of picked) await licence(user, clip.jmId, 'basicPro');
    const uuid = await playlist(
      user,
      picked.map((clip) => clip.jmId),
    );
    const library = createLocalStore(libraryDir);
    const master = (await library.stat(`masters/clip-${picked[0]!.number}.mp4`))!.size;

    const byClips = (await planZip(server.db, library, user.userUuid, uuid, {
      maxClips: 3,
      maxBytes: 1e12,
    }))!;
    expect(byClips.included.map((entry) => entry.jmId)).toEqual(picked.slice(0, 3).map((clip) => clip.jmId));
    expect(byClips.excluded).toEqual([
      expect.objectContaining({ jmId: picked[3]!.jmId, reason: { kind: 'clipLimit', maxClips: 3 } }),
    ]);

    const byBytes = (await planZip(server.db, library, user.userUuid, uuid, {
      maxClips: 500,
      maxBytes: 2 * master,
    }))!;
    expect(byBytes.included).toHaveLength(2);
    expect(byBytes.excluded.map((entry) => entry.reason.kind)).toEqual(['byteLimit', 'byteLimit']);
  });
});
