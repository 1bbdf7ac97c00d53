import {
  LIMITS,
  MESSAGES,
  PAGE_SIZE,
  PLAYLIST_LIMITS,
  SERVER_MESSAGE_MARKERS,
  mapAddToPlaylistError,
  mapCreatePlaylistError,
  playlistEndpoints as e,
} from '@clipmarket/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerAndLogin, type TestUser } from '../test/auth-helpers';
import { startTestServer, type TestServer } from '../test/harness';
import { call, insertBareClips, type CallOptions } from './test-helpers';

// Real HTTP on a real database: generous limits for loaded CI machines.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 600_000 });

let server: TestServer;
let alice: TestUser;
let bob: TestUser;
/** 1,100 clips: more than a playlist holds. */
let clips: string[];

beforeAll(async () => {
  server = await startTestServer();
  alice = await registerAndLogin(server.url);
  bob = await registerAndLogin(server.url);
  clips = await insertBareClips(server.db, LIMITS.playlistMaxVideos + 100);
});

afterAll(async () => {
  await server?.close();
});

const as = (user: TestUser, options: CallOptions = {}): CallOptions => ({ ...options, token: user.token });
const api = (endpoint: Parameters<typeof call>[1], options?: CallOptions) =>
  call(server.url, endpoint, options);

async function createList(user: TestUser, name: string): Promise<string> {
  const res = await api(e.create, as(user, { body: { name } }));
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json.uuid as string;
}

function expectFull(res: { status: number; json: { message: string } }) {
  expect(res.status).toBe(400);
  expect(res.json.message.startsWith(SERVER_MESSAGE_MARKERS.playlistFull)).toBe(true);
  expect(res.json.message.startsWith(SERVER_MESSAGE_MARKERS.tooManyLists)).toBe(false);
  // What the spec's client shows for it.
  expect(mapAddToPlaylistError(res.json.message)).toBe(MESSAGES.playlistFull);
}

describe(`a playlist holds at most ${LIMITS.playlistMaxVideos} videos`, () => {
  let full: string;

  it('takes 1,000 clips in one bulk add', async () => {
    full = await createList(alice, 'Full list');
    const jmIds = clips.slice(0, LIMITS.playlistMaxVideos);
    const res = await api(e.addVideos, as(alice, { params: { uuid: full }, body: { jmIds } }));
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json).toEqual({ added: 1000, total: 1000, notFound: [] });
  });

  it("answers 'Max size…' for one more, singly, in bulk, or into a folder, and adds nothing", async () => {
    const next = clips[LIMITS.playlistMaxVideos]!;
    expectFull(await api(e.addVideo, as(alice, { params: { uuid: full, jmId: next } })));
    expectFull(
      await api(e.addVideos, as(alice, { params: { uuid: full }, body: { jmIds: [clips[0], next] } })),
    );
    const folder = await api(e.createFolder, as(alice, { params: { uuid: full }, body: { name: 'Inside' } }));
    expectFull(
      await api(
        e.addFolderVideo,
        as(alice, { params: { uuid: full, folderUuid: folder.json.uuid, jmId: next } }),
      ),
    );
    const read = await api(e.videos, as(alice, { params: { uuid: full }, query: { offset: 0 } }));
    expect(read.json.total).toBe(1000);
    expect(read.json.data).toHaveLength(PAGE_SIZE.default);
  });

  it('still accepts clips it already holds, and moving them into a folder', async () => {
    const again = await api(e.addVideo, as(alice, { params: { uuid: full, jmId: clips[5]! } }));
    expect(again.status).toBe(200);
    expect(again.json).toMatchObject({ added: 0, total: 1000 });
  });

  it('takes one more after a removal', async () => {
    await api(e.removeVideo, as(alice, { params: { uuid: full, jmId: clips[0]! } }));
    const res = await api(
      e.addVideo,
      as(alice, { params: { uuid: full, jmId: clips[LIMITS.playlistMaxVideos]! } }),
    );
    expect(res.json).toMatchObject({ added: 1, total: 1000 });
  });

  it('answers every video for the CSV download of a full playlist (max=1000)', async () => {
    const res = await api(e.videos, as(alice, { params: { uuid: full }, query: { offset: 0, max: 1000 } }));
    expect(res.json.data).toHaveLength(1000);
    expect(new Set(res.json.data.map((row: { jmId: string }) => row.jmId)).size).toBe(1000);
  });

  it('is all or nothing: a bulk add that would pass the limit adds none', async () => {
    const list = await createList(alice, 'Nearly full');
    await api(e.addVideos, as(alice, { params: { uuid: list }, body: { jmIds: clips.slice(0, 999) } }));
    expectFull(
      await api(e.addVideos, as(alice, { params: { uuid: list }, body: { jmIds: clips.slice(999, 1001) } })),
    );
    expect((await api(e.info, as(alice, { params: { uuid: list } }))).json.videoCount).toBe(999);
    const last = await api(
      e.addVideos,
      as(alice, { params: { uuid: list }, body: { jmIds: clips.slice(998, 1000) } }),
    );
    expect(last.json).toMatchObject({ added: 1, total: 1000 });
  });

  it('holds under concurrent bulk adds', async () => {
    const list = await createList(alice, 'Raced');
    const [a, b] = await Promise.all([
      api(e.addVideos, as(alice, { params: { uuid: list }, body: { jmIds: clips.slice(0, 600) } })),
      api(e.addVideos, as(alice, { params: { uuid: list }, body: { jmIds: clips.slice(600, 1100) } })),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 400]);
    const total = (await api(e.info, as(alice, { params: { uuid: list } }))).json.videoCount;
    expect([500, 600]).toContain(total);
  });
});

describe(`a user keeps at most ${PLAYLIST_LIMITS.maxLists} lists`, () => {
  it("answers 'Max size of lists…' for one more", async () => {
    await sql`
      INSERT INTO playlists (user_id, name)
      SELECT ${bob.userUuid}::uuid, 'Seeded list ' || g FROM generate_series(1, ${PLAYLIST_LIMITS.maxLists - 1}::int) AS g
    `.execute(server.db);
    await createList(bob, 'The last one');
    const res = await api(e.create, as(bob, { body: { name: 'One too many' } }));
    expect(res.status).toBe(400);
    expect(res.json.message.startsWith(SERVER_MESSAGE_MARKERS.tooManyLists)).toBe(true);
    expect(mapCreatePlaylistError(res.json.message)).toBe(MESSAGES.maxListsReached);

    const page = await api(e.lists, as(bob));
    expect(page.json.total).toBe(PLAYLIST_LIMITS.maxLists);
    expect(page.json.data).toHaveLength(PAGE_SIZE.default);
    const all = await api(e.lists, as(bob, { query: { max: 1000 } }));
    expect(all.json.data).toHaveLength(PLAYLIST_LIMITS.maxLists);
    const popup = await api(e.forVideo, as(bob, { params: { jmId: clips[0]! } }));
    expect(popup.json.total).toBe(PLAYLIST_LIMITS.maxLists);
  });

  it('takes a new one after a deletion, and holds under concurrent creation', async () => {
    const all = await api(e.lists, as(bob, { query: { max: 3, sortBy: 'name.asc' } }));
    for (const list of all.json.data) await api(e.remove, as(bob, { params: { uuid: list.uuid } }));
    const results = await Promise.all(
      ['Race 1', 'Race 2', 'Race 3', 'Race 4', 'Race 5'].map((name) =>
        api(e.create, as(bob, { body: { name } })),
      ),
    );
    expect(results.filter((res) => res.status === 201)).toHaveLength(3);
    expect(results.filter((res) => res.status === 400)).toHaveLength(2);
    expect((await api(e.lists, as(bob, { query: { max: 1 } }))).json.total).toBe(PLAYLIST_LIMITS.maxLists);
  });

  it('counts each user on their own', async () => {
    expect((await api(e.create, as(alice, { body: { name: 'Alice is fine' } }))).status).toBe(201);
  });
});
