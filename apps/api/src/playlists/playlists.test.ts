import {
  MESSAGES,
  PLAYLIST_LIMITS,
  PLAYLIST_SERVER_MESSAGES,
  SERVER_MESSAGE_MARKERS,
  historyEndpoints,
  mapCreatePlaylistError,
  playlistEndpoints as e,
  playlistInfoSchema,
  playlistVideosResponseSchema,
  playlistsForVideoResponseSchema,
  playlistsResponseSchema,
} from '@clipmarket/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerAndLogin, type TestUser } from '../test/auth-helpers';
import { startTestServer, type TestServer } from '../test/harness';
import { insertLicence, insertOrder } from '../licences/test-helpers';
import { call, clipIds, UNKNOWN_UUID, type CallOptions, type CallResult } from './test-helpers';

// Real HTTP on a real database: generous limits for loaded CI machines.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 600_000 });

let server: TestServer;
let alice: TestUser;
let bob: TestUser;
let ids: string[];

beforeAll(async () => {
  server = await startTestServer({ seedClips: 200 });
  alice = await registerAndLogin(server.url);
  bob = await registerAndLogin(server.url);
  ids = await clipIds(server.db);
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

/** Every signed-in endpoint answers 401 without a token and with a bad one. */
async function expectSignedInOnly(endpoint: Parameters<typeof call>[1], options: CallOptions = {}) {
  const none = await api(endpoint, options);
  expect(none.status).toBe(401);
  expect(none.json.message).toBeTruthy();
  const bad = await api(endpoint, { ...options, token: 'not-a-real-token' });
  expect(bad.status).toBe(401);
}

function expectMissing(res: { status: number; json: { message: string } }) {
  expect(res.status).toBe(404);
  expect(res.json.message).toContain(SERVER_MESSAGE_MARKERS.playlistMissing);
}

describe('POST /api/user/licensing/lists (create)', () => {
  it('creates a list with a normalised name and answers its uuid (bearer or session cookie)', async () => {
    const res = await api(e.create, as(alice, { body: { name: '  Road   trips  ', description: ' Cars ' } }));
    expect(res.status).toBe(201);
    expect(res.json.uuid).toMatch(/^[0-9a-f-]{36}$/);
    const info = await api(e.info, as(alice, { params: { uuid: res.json.uuid } }));
    expect(info.json).toMatchObject({
      name: 'Road trips',
      description: 'Cars',
      videoCount: 0,
      canModify: true,
    });

    const byCookie = await api(e.create, { cookie: alice.cookie, body: { name: 'Cookie list' } });
    expect(byCookie.status).toBe(201);
  });

  it('answers 401 without a token or with a bad one', async () => {
    await expectSignedInOnly(e.create, { body: { name: 'Nope' } });
  });

  it("answers 400 'List name cannot be empty' for an empty or blank name", async () => {
    for (const name of ['', '   ', '\t\n']) {
      const res = await api(e.create, as(alice, { body: { name } }));
      expect(res.status).toBe(400);
      expect(res.json.message).toContain(SERVER_MESSAGE_MARKERS.listNameEmpty);
      expect(mapCreatePlaylistError(res.json.message)).toBe(MESSAGES.listNameEmpty);
    }
  });

  it('applies the client’s name rule: 3 to 255 characters after normalising', async () => {
    const short = await api(e.create, as(alice, { body: { name: ' ab  ' } }));
    expect(short.status).toBe(400);
    expect(short.json.message).toBe(MESSAGES.playlistNameTooShort);
    const long = await api(e.create, as(alice, { body: { name: 'x'.repeat(256) } }));
    expect(long.status).toBe(400);
    expect(long.json.message).toBe(MESSAGES.playlistNameTooLong);
    const exact = await api(e.create, as(alice, { body: { name: 'y'.repeat(255) } }));
    expect(exact.status).toBe(201);
  });

  it('answers 400 for a missing name, a wrong type or broken JSON', async () => {
    expect((await api(e.create, as(alice, { body: {} }))).status).toBe(400);
    expect((await api(e.create, as(alice, { body: { name: 42 } }))).status).toBe(400);
    expect((await api(e.create, as(alice, { raw: '{"name":' }))).status).toBe(400);
    const huge = await api(e.create, as(alice, { body: { name: 'z'.repeat(5000) } }));
    expect(huge.status).toBe(400);
  });

  it("answers 409 'List name must be unique' for a name the user already has, ignoring case", async () => {
    await createList(alice, 'Weekend Picks');
    const res = await api(e.create, as(alice, { body: { name: ' weekend   PICKS ' } }));
    expect(res.status).toBe(409);
    expect(res.json.message).toContain(SERVER_MESSAGE_MARKERS.listNameNotUnique);
    expect(mapCreatePlaylistError(res.json.message)).toBe(MESSAGES.listNameNotUnique);
    // Another user may use the same name.
    expect((await api(e.create, as(bob, { body: { name: 'Weekend Picks' } }))).status).toBe(201);
  });
});

describe('GET /api/user/licensing/lists', () => {
  let user: TestUser;
  const uuids: Record<string, string> = {};

  beforeAll(async () => {
    user = await registerAndLogin(server.url);
    // Created in this order, so createdAt is Bravo < Alpha < Delta < Charlie.
    for (const name of ['Bravo', 'Alpha', 'Delta', 'Charlie']) uuids[name] = await createList(user, name);
    // Videos: Delta 3, Alpha 2, Charlie 1, Bravo 0. Adding bumps updatedAt: Charlie is the latest change.
    await api(e.addVideos, as(user, { params: { uuid: uuids.Delta! }, body: { jmIds: ids.slice(0, 3) } }));
    await api(e.addVideos, as(user, { params: { uuid: uuids.Alpha! }, body: { jmIds: ids.slice(3, 5) } }));
    await api(e.addVideo, as(user, { params: { uuid: uuids.Charlie!, jmId: ids[5]! } }));
  }, 60_000);

  const names = (res: { json: { data: { name: string }[] } }) => res.json.data.map((list) => list.name);

  it('answers the user’s lists, most recently changed first, with counts', async () => {
    const res = await api(e.lists, as(user));
    expect(res.status).toBe(200);
    const body = playlistsResponseSchema.parse(res.json);
    expect(body.total).toBe(4);
    expect(names(res)).toEqual(['Charlie', 'Alpha', 'Delta', 'Bravo']);
    const delta = body.data.find((list) => list.name === 'Delta')!;
    expect(delta).toMatchObject({ videoCount: 3, folderCount: 0, canModify: true, description: null });
    expect(delta.thumbs).toBeUndefined();
  });

  it('sorts by sortBy=column.order, descending by default', async () => {
    expect(names(await api(e.lists, as(user, { query: { sortBy: 'name.asc' } })))).toEqual([
      'Alpha',
      'Bravo',
      'Charlie',
      'Delta',
    ]);
    expect(names(await api(e.lists, as(user, { query: { sortBy: 'name' } })))).toEqual([
      'Delta',
      'Charlie',
      'Bravo',
      'Alpha',
    ]);
    expect(names(await api(e.lists, as(user, { query: { sortBy: 'createdAt.desc' } })))).toEqual([
      'Charlie',
      'Delta',
      'Alpha',
      'Bravo',
    ]);
    expect(names(await api(e.lists, as(user, { query: { sortBy: 'createdAt.asc' } })))).toEqual([
      'Bravo',
      'Alpha',
      'Delta',
      'Charlie',
    ]);
    expect(names(await api(e.lists, as(user, { query: { sortBy: 'videoCount.desc' } })))).toEqual([
      'Delta',
      'Alpha',
      'Charlie',
      'Bravo',
    ]);
    expect(names(await api(e.lists, as(user, { query: { sortBy: 'updatedAt.asc' } })))).toEqual([
      'Bravo',
      'Delta',
      'Alpha',
      'Charlie',
    ]);
  });

  it('pages with max and offset (the header asks for max=1 to read the count)', async () => {
    const first = await api(e.lists, as(user, { query: { max: 1 } }));
    expect(first.json.total).toBe(4);
    expect(names(first)).toEqual(['Charlie']);
    const page = await api(e.lists, as(user, { query: { max: 2, offset: 2, sortBy: 'name.asc' } }));
    expect(names(page)).toEqual(['Charlie', 'Delta']);
    const past = await api(e.lists, as(user, { query: { offset: 50 } }));
    expect(past.json).toEqual({ data: [], total: 4 });
  });

  it('adds up to four thumbnails with includeThumbs, newest first', async () => {
    const res = await api(e.lists, as(user, { query: { includeThumbs: 'true', sortBy: 'name.asc' } }));
    const body = playlistsResponseSchema.parse(res.json);
    const [alpha, bravo, , delta] = body.data;
    expect(bravo!.thumbs).toEqual([]);
    expect(alpha!.thumbs).toHaveLength(2);
    expect(delta!.thumbs).toHaveLength(3);
    const imgs = await server.db
      .selectFrom('clips')
      .select(['jmId', 'imgUrl'])
      .where('jmId', 'in', ids.slice(0, 3))
      .execute();
    expect(new Set(delta!.thumbs)).toEqual(new Set(imgs.map((clip) => clip.imgUrl)));
  });

  it('shows only the caller’s own lists', async () => {
    const other = await api(e.lists, as(bob, { query: { max: 1000 } }));
    expect(other.status).toBe(200);
    expect(names(other)).not.toContain('Charlie');
  });

  it('answers 401 without a token or with a bad one', async () => {
    await expectSignedInOnly(e.lists);
  });

  it('answers 400 for an invalid max, offset, sortBy or includeThumbs', async () => {
    for (const query of [
      { max: 0 },
      { max: 1001 },
      { max: 'ten' },
      { offset: -1 },
      { sortBy: 'owner.desc' },
      { sortBy: 'name.up' },
      { includeThumbs: 'maybe' },
    ]) {
      const res = await api(e.lists, as(user, { query }));
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.json.message).toMatch(/^Invalid request/);
    }
  });
});

describe('GET, PATCH and DELETE /api/user/licensing/lists/{uuid}', () => {
  let uuid: string;
  let bobs: string;

  beforeAll(async () => {
    uuid = await createList(alice, 'Info list');
    bobs = await createList(bob, 'Bob private');
  });

  it('answers the playlist with canModify true for its owner, and null cart fields at first', async () => {
    const res = await api(e.info, as(alice, { params: { uuid } }));
    expect(res.status).toBe(200);
    expect(playlistInfoSchema.parse(res.json)).toMatchObject({
      uuid,
      name: 'Info list',
      canModify: true,
      cartUrl: null,
      checkoutId: null,
      shareUrl: null,
      videoCount: 0,
      folderCount: 0,
    });
  });

  it('answers 404 "…doesn\'t exists" for another user\'s playlist and for an unknown one', async () => {
    expectMissing(await api(e.info, as(alice, { params: { uuid: bobs } })));
    expectMissing(await api(e.info, as(alice, { params: { uuid: UNKNOWN_UUID } })));
    expectMissing(await api(e.update, as(alice, { params: { uuid: bobs }, body: { checkoutId: 'x' } })));
    expectMissing(await api(e.remove, as(alice, { params: { uuid: bobs } })));
    // Bob's list is untouched.
    expect((await api(e.info, as(bob, { params: { uuid: bobs } }))).json.checkoutId).toBeNull();
  });

  it('answers 401 without a token or with a bad one', async () => {
    await expectSignedInOnly(e.info, { params: { uuid } });
    await expectSignedInOnly(e.update, { params: { uuid }, body: { checkoutId: 'x' } });
    await expectSignedInOnly(e.remove, { params: { uuid } });
  });

  it('answers 400 for a malformed uuid or body', async () => {
    expect((await api(e.info, as(alice, { params: { uuid: 'not-a-uuid' } }))).status).toBe(400);
    expect((await api(e.update, as(alice, { params: { uuid }, body: {} }))).status).toBe(400);
    expect((await api(e.update, as(alice, { params: { uuid }, body: { cartUrl: 5 } }))).status).toBe(400);
    expect((await api(e.remove, as(alice, { params: { uuid: '123' } }))).status).toBe(400);
  });

  it('keeps the cart URL and checkout id (spec PATCH), and clears them with null', async () => {
    const res = await api(
      e.update,
      as(alice, {
        params: { uuid },
        body: { cartUrl: 'https://shop.example/cart/c1', checkoutId: 'gid://c1' },
      }),
    );
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ cartUrl: 'https://shop.example/cart/c1', checkoutId: 'gid://c1' });
    const info = await api(e.info, as(alice, { params: { uuid } }));
    expect(info.json).toMatchObject({ cartUrl: 'https://shop.example/cart/c1', checkoutId: 'gid://c1' });
    const cleared = await api(e.update, as(alice, { params: { uuid }, body: { checkoutId: null } }));
    expect(cleared.json).toMatchObject({ cartUrl: 'https://shop.example/cart/c1', checkoutId: null });
  });

  it('renames and describes with the same name rules as creation', async () => {
    const renamed = await api(
      e.update,
      as(alice, { params: { uuid }, body: { name: '  Info   list 2 ', description: 'About' } }),
    );
    expect(renamed.status).toBe(200);
    expect(renamed.json).toMatchObject({ name: 'Info list 2', description: 'About' });
    // Changing only the case of its own name is allowed.
    expect((await api(e.update, as(alice, { params: { uuid }, body: { name: 'INFO LIST 2' } }))).status).toBe(
      200,
    );
    await createList(alice, 'Taken name');
    const taken = await api(e.update, as(alice, { params: { uuid }, body: { name: 'taken NAME' } }));
    expect(taken.status).toBe(409);
    expect(taken.json.message).toContain(SERVER_MESSAGE_MARKERS.listNameNotUnique);
    const empty = await api(e.update, as(alice, { params: { uuid }, body: { name: '  ' } }));
    expect(empty.status).toBe(400);
    expect(empty.json.message).toContain(SERVER_MESSAGE_MARKERS.listNameEmpty);
    const cleared = await api(e.update, as(alice, { params: { uuid }, body: { description: '' } }));
    expect(cleared.json.description).toBeNull();
  });

  it('deletes a playlist with its videos and folders', async () => {
    const doomed = await createList(alice, 'Doomed');
    await api(e.addVideos, as(alice, { params: { uuid: doomed }, body: { jmIds: ids.slice(0, 5) } }));
    await api(e.createFolder, as(alice, { params: { uuid: doomed }, body: { name: 'Inner' } }));
    const res = await api(e.remove, as(alice, { params: { uuid: doomed } }));
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ uuid: doomed, deleted: true });
    expectMissing(await api(e.info, as(alice, { params: { uuid: doomed } })));
    expectMissing(await api(e.remove, as(alice, { params: { uuid: doomed } })));
    const left = await sql<{ n: number }>`
      SELECT (SELECT count(*) FROM playlist_videos WHERE playlist_uuid = ${doomed})
        + (SELECT count(*) FROM playlist_folders WHERE playlist_uuid = ${doomed}) AS n
    `.execute(server.db);
    expect(Number(left.rows[0]!.n)).toBe(0);
  });
});

describe('the videos of a playlist', () => {
  let uuid: string;
  let bobs: string;

  beforeAll(async () => {
    uuid = await createList(alice, 'Video list');
    bobs = await createList(bob, 'Bob videos');
  });

  it('adds one clip, and adding it again changes nothing', async () => {
    const first = await api(e.addVideo, as(alice, { params: { uuid, jmId: ids[10]! } }));
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ added: 1, total: 1, notFound: [] });
    const again = await api(e.addVideo, as(alice, { params: { uuid, jmId: ids[10]! } }));
    expect(again.json).toEqual({ added: 0, total: 1, notFound: [] });
  });

  it("matches a jmId ending in '-1' to its base clip", async () => {
    const variant = await api(e.addVideo, as(alice, { params: { uuid, jmId: `${ids[10]}-1` } }));
    expect(variant.status).toBe(200);
    expect(variant.json).toMatchObject({ added: 0, total: 1 });
    const fresh = await api(e.addVideo, as(alice, { params: { uuid, jmId: `${ids[11]}-1` } }));
    expect(fresh.json).toMatchObject({ added: 1, total: 2 });
    const rows = await api(e.videos, as(alice, { params: { uuid }, query: { sortBy: 'addedAt.asc' } }));
    expect(rows.json.data.map((row: { jmId: string }) => row.jmId)).toEqual([ids[10], ids[11]]);
    // '-2' names a different clip: there is none.
    expectMissing(await api(e.addVideo, as(alice, { params: { uuid, jmId: `${ids[12]}-2` } })));
  });

  it('answers 404 "…doesn\'t exists" for an unknown clip, another user\'s playlist or an unknown one', async () => {
    expectMissing(await api(e.addVideo, as(alice, { params: { uuid, jmId: '999999999' } })));
    expectMissing(await api(e.addVideo, as(alice, { params: { uuid: bobs, jmId: ids[0]! } })));
    expectMissing(await api(e.addVideo, as(alice, { params: { uuid: UNKNOWN_UUID, jmId: ids[0]! } })));
    expectMissing(await api(e.addVideos, as(alice, { params: { uuid: bobs }, body: { jmIds: [ids[0]] } })));
    expectMissing(await api(e.removeVideo, as(alice, { params: { uuid: bobs, jmId: ids[0]! } })));
    expect((await api(e.info, as(bob, { params: { uuid: bobs } }))).json.videoCount).toBe(0);
  });

  it('answers 401 without a token or with a bad one', async () => {
    await expectSignedInOnly(e.addVideo, { params: { uuid, jmId: ids[0]! } });
    await expectSignedInOnly(e.addVideos, { params: { uuid }, body: { jmIds: [ids[0]] } });
    await expectSignedInOnly(e.removeVideo, { params: { uuid, jmId: ids[0]! } });
  });

  it('answers 400 for a malformed id, uuid or body', async () => {
    expect((await api(e.addVideo, as(alice, { params: { uuid, jmId: 'no spaces!' } }))).status).toBe(400);
    expect((await api(e.addVideo, as(alice, { params: { uuid: 'x', jmId: ids[0]! } }))).status).toBe(400);
    for (const body of [
      {},
      { jmIds: [] },
      { jmIds: 'abc' },
      { jmIds: ['ok', 'not ok'] },
      { jmIds: [1, 2] },
    ]) {
      const res = await api(e.addVideos, as(alice, { params: { uuid }, body }));
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const tooMany = Array.from({ length: 1001 }, (_, i) => String(i + 1));
    expect((await api(e.addVideos, as(alice, { params: { uuid }, body: { jmIds: tooMany } }))).status).toBe(
      400,
    );
    expect((await api(e.removeVideo, as(alice, { params: { uuid, jmId: '%20' } }))).status).toBe(400);
  });

  it('adds many at once, skipping clips already there, repeats and unknown ids', async () => {
    const jmIds = [ids[10]!, ids[20]!, ids[21]!, ids[21]!, `${ids[22]}-1`, 'unknown-7'];
    const res = await api(e.addVideos, as(alice, { params: { uuid }, body: { jmIds } }));
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ added: 3, total: 5, notFound: ['unknown-7'] });
    // The count the client reads after a bulk add (spec section 7).
    const read = await api(e.videos, as(alice, { params: { uuid }, query: { offset: 0 } }));
    expect(read.json.total).toBe(5);
  });

  it('removes a clip (by its id or its -1 variant) and reports whether it was there', async () => {
    const removed = await api(e.removeVideo, as(alice, { params: { uuid, jmId: ids[20]! } }));
    expect(removed.status).toBe(200);
    expect(removed.json).toEqual({ removed: true, total: 4 });
    const again = await api(e.removeVideo, as(alice, { params: { uuid, jmId: ids[20]! } }));
    expect(again.json).toEqual({ removed: false, total: 4 });
    const variant = await api(e.removeVideo, as(alice, { params: { uuid, jmId: `${ids[21]}-1` } }));
    expect(variant.json).toEqual({ removed: true, total: 3 });
  });
});

describe('GET /api/user/licensing/lists/video/{jmId}', () => {
  let user: TestUser;
  let withIt: string;
  let without: string;

  beforeAll(async () => {
    user = await registerAndLogin(server.url);
    without = await createList(user, 'Without');
    withIt = await createList(user, 'With');
    await api(e.addVideos, as(user, { params: { uuid: withIt }, body: { jmIds: [ids[30], ids[31]] } }));
  });

  it('answers every list with containsVideo, videoCount, disabled false and canModify true', async () => {
    const res = await api(e.forVideo, as(user, { params: { jmId: ids[30]! } }));
    expect(res.status).toBe(200);
    const body = playlistsForVideoResponseSchema.parse(res.json);
    expect(body.total).toBe(2);
    expect(body.data).toEqual([
      expect.objectContaining({
        uuid: withIt,
        name: 'With',
        containsVideo: true,
        videoCount: 2,
        disabled: false,
        canModify: true,
        folderUuid: null,
      }),
      expect.objectContaining({
        uuid: without,
        name: 'Without',
        containsVideo: false,
        videoCount: 0,
        disabled: false,
        canModify: true,
      }),
    ]);
  });

  it("matches '-1' to the base id", async () => {
    const res = await api(e.forVideo, as(user, { params: { jmId: `${ids[30]}-1` } }));
    expect(res.json.data.find((list: { uuid: string }) => list.uuid === withIt).containsVideo).toBe(true);
    const other = await api(e.forVideo, as(user, { params: { jmId: `${ids[30]}-2` } }));
    expect(other.json.data.every((list: { containsVideo: boolean }) => !list.containsVideo)).toBe(true);
  });

  it('lists only the caller’s own playlists', async () => {
    const res = await api(e.forVideo, as(bob, { params: { jmId: ids[30]! } }));
    expect(res.status).toBe(200);
    const uuids = res.json.data.map((list: { uuid: string }) => list.uuid);
    expect(uuids).not.toContain(withIt);
    expect(uuids).not.toContain(without);
  });

  it('answers 401 without a token or with a bad one (the client then logs out)', async () => {
    await expectSignedInOnly(e.forVideo, { params: { jmId: ids[30]! } });
  });

  it('answers 400 for a malformed id', async () => {
    expect((await api(e.forVideo, as(user, { params: { jmId: 'a b' } }))).status).toBe(400);
    expect((await api(e.forVideo, as(user, { params: { jmId: 'x'.repeat(65) } }))).status).toBe(400);
  });
});

describe('GET /api/public/user/licensing/lists/{uuid}/videos and the share link', () => {
  let uuid: string;
  let token: string;

  beforeAll(async () => {
    uuid = await createList(alice, 'Shared list');
    const added = await api(
      e.addVideos,
      as(alice, { params: { uuid }, body: { jmIds: ids.slice(100, 125) } }),
    );
    expect(added.json.total).toBe(25);
  });

  it('answers the owner a page of 20 rows with the CSV columns, and the total', async () => {
    const res = await api(e.videos, as(alice, { params: { uuid }, query: { offset: 0 } }));
    expect(res.status).toBe(200);
    const body = playlistVideosResponseSchema.parse(res.json);
    expect(body.total).toBe(25);
    expect(body.data).toHaveLength(20);
    expect(body.playlist).toEqual({
      uuid,
      name: 'Shared list',
      description: null,
      videoCount: 25,
      canModify: true,
    });
    const clip = await server.db
      .selectFrom('clips')
      .selectAll()
      .where('jmId', '=', body.data[0]!.jmId)
      .executeTakeFirstOrThrow();
    expect(body.data[0]).toMatchObject({
      jmId: clip.jmId,
      title: clip.title,
      publishingTitle: clip.publishingTitle,
      imgUrl: clip.imgUrl,
      originalPublishingDate: clip.originalPublishingDate,
      signedDate: clip.signedDate,
      aci: clip.aci,
      iar: clip.iar,
      folderUuid: null,
    });
    for (const row of body.data) {
      expect(row.signedDate ?? '2000-01-01').toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(row.originalPublishingDate ?? '2000-01-01').toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('answers every row for the CSV download (max=1000), as CSV-ready rows', async () => {
    const res = await api(e.videos, as(alice, { params: { uuid }, query: { offset: 0, max: 1000 } }));
    const body = playlistVideosResponseSchema.parse(res.json);
    expect(body.data).toHaveLength(25);
    expect(new Set(body.data.map((row) => row.jmId))).toEqual(new Set(ids.slice(100, 125)));
    // The client's CSV: one line a row, from the download-list columns.
    const csv = body.data.map((row) =>
      [row.jmId, row.title, row.originalPublishingDate, row.signedDate].join(','),
    );
    expect(csv).toHaveLength(25);
    expect(csv.every((line) => line.split(',')[0]!.length > 0)).toBe(true);
  });

  it('pages and sorts the rows', async () => {
    const all = await api(
      e.videos,
      as(alice, { params: { uuid }, query: { max: 1000, sortBy: 'signedDate.desc' } }),
    );
    const dates = all.json.data.map((row: { signedDate: string | null }) => row.signedDate ?? '');
    expect(dates).toEqual([...dates].sort().reverse());
    const second = await api(
      e.videos,
      as(alice, { params: { uuid }, query: { max: 10, offset: 10, sortBy: 'signedDate.desc' } }),
    );
    expect(second.json.data.map((row: { jmId: string }) => row.jmId)).toEqual(
      all.json.data.slice(10, 20).map((row: { jmId: string }) => row.jmId),
    );
    const byTitle = await api(
      e.videos,
      as(alice, { params: { uuid }, query: { max: 1000, sortBy: 'title.asc' } }),
    );
    const titles = byTitle.json.data.map((row: { publishingTitle: string | null; title: string | null }) =>
      (row.publishingTitle ?? row.title ?? '').toLowerCase(),
    );
    expect(titles).toEqual([...titles].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('answers 404 to anyone else without the share token: anonymous, another user, a wrong token', async () => {
    expectMissing(await api(e.videos, { params: { uuid } }));
    expectMissing(await api(e.videos, as(bob, { params: { uuid } })));
    expectMissing(await api(e.videos, { params: { uuid }, query: { share: 'wrong-token' } }));
    expectMissing(await api(e.videos, { params: { uuid: UNKNOWN_UUID } }));
  });

  it('answers 400 for a malformed uuid or query', async () => {
    expect((await api(e.videos, as(alice, { params: { uuid: 'nope' } }))).status).toBe(400);
    expect((await api(e.videos, as(alice, { params: { uuid }, query: { max: 1001 } }))).status).toBe(400);
    expect((await api(e.videos, as(alice, { params: { uuid }, query: { offset: -5 } }))).status).toBe(400);
    expect((await api(e.videos, as(alice, { params: { uuid }, query: { sortBy: 'jmId' } }))).status).toBe(
      400,
    );
    expect((await api(e.videos, as(alice, { params: { uuid }, query: { folderUuid: 'x' } }))).status).toBe(
      400,
    );
  });

  it('makes one read-only share link for the owner', async () => {
    const res = await api(e.share, as(alice, { params: { uuid } }));
    expect(res.status).toBe(200);
    token = res.json.token;
    expect(token.length).toBeGreaterThanOrEqual(32);
    expect(res.json.url).toBe(`/licensing/shared/${uuid}?share=${token}`);
    const again = await api(e.share, as(alice, { params: { uuid } }));
    expect(again.json.url).toBe(res.json.url);
    const info = await api(e.info, as(alice, { params: { uuid } }));
    expect(info.json.shareUrl).toBe(res.json.url);
  });

  it('lets anyone with the link read the videos, and a signed-in reader the info, read-only', async () => {
    const anonymous = await api(e.videos, { params: { uuid }, query: { share: token } });
    expect(anonymous.status).toBe(200);
    expect(anonymous.json.total).toBe(25);
    expect(anonymous.json.playlist).toMatchObject({ name: 'Shared list', canModify: false });

    const info = await api(e.info, as(bob, { params: { uuid }, query: { share: token } }));
    expect(info.status).toBe(200);
    expect(info.json).toMatchObject({ canModify: false, cartUrl: null, checkoutId: null, shareUrl: null });
    expectMissing(await api(e.info, as(bob, { params: { uuid }, query: { share: `${token}x` } })));

    // Read-only: every change still answers 404 to the reader.
    expectMissing(await api(e.addVideo, as(bob, { params: { uuid, jmId: ids[0]! } })));
    expectMissing(await api(e.removeVideo, as(bob, { params: { uuid, jmId: ids[100]! } })));
    expectMissing(await api(e.update, as(bob, { params: { uuid }, body: { name: 'Mine now' } })));
    expectMissing(await api(e.remove, as(bob, { params: { uuid } })));
    expectMissing(await api(e.share, as(bob, { params: { uuid } })));
    expect((await api(e.info, as(alice, { params: { uuid } }))).json).toMatchObject({
      name: 'Shared list',
      videoCount: 25,
    });
  });

  it('answers 401 to share without a token, 404 for another user’s playlist, 400 for a bad uuid', async () => {
    await expectSignedInOnly(e.share, { params: { uuid } });
    expect((await api(e.share, as(alice, { params: { uuid: 'bad' } }))).status).toBe(400);
    expectMissing(await api(e.share, as(alice, { params: { uuid: UNKNOWN_UUID } })));
  });
});

describe('GET /api/user/licensing/lists/all/videos and /api/user/licensing/videos/purchased/all', () => {
  let user: TestUser;

  beforeAll(async () => {
    user = await registerAndLogin(server.url);
    const one = await createList(user, 'Fav one');
    const two = await createList(user, 'Fav two');
    await api(e.addVideos, as(user, { params: { uuid: one }, body: { jmIds: [ids[50], ids[51]] } }));
    await api(e.addVideos, as(user, { params: { uuid: two }, body: { jmIds: [ids[51], ids[52]] } }));
  });

  it('answers every clip in any of the user’s playlists, once', async () => {
    const res = await api(e.favourites, as(user));
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ data: [ids[50], ids[51], ids[52]].sort(), total: 3 });
    const others = await api(e.favourites, as(bob));
    expect(others.json.data).not.toContain(ids[52]);
  });

  it('answers the purchased clips: those the user holds a licence for', async () => {
    const empty = await api(e.purchased, as(user));
    expect(empty.status).toBe(200);
    expect(empty.json).toEqual({ data: [], total: 0, watermarked: [] });
    const order = await insertOrder(server.db, user.userUuid);
    await insertLicence(server.db, user.userUuid, order, { jmId: ids[60]! });
    await insertLicence(server.db, user.userUuid, order, { jmId: ids[60]!, tier: 'superPro' });
    await insertLicence(server.db, user.userUuid, order, { jmId: ids[61]!, revokedAt: new Date() });
    expect((await api(e.purchased, as(user))).json).toEqual({ data: [ids[60]], total: 1, watermarked: [] });
    expect((await api(e.purchased, as(bob))).json.data).not.toContain(ids[60]);
  });

  it('answers 401 without a token or with a bad one', async () => {
    await expectSignedInOnly(e.favourites);
    await expectSignedInOnly(e.purchased);
  });
});

describe('the API reference', () => {
  it('lists every playlist, folder and history endpoint at /api/docs', async () => {
    const res = await fetch(`${server.url}/api/docs/json`);
    expect(res.status).toBe(200);
    const { paths } = (await res.json()) as { paths: Record<string, Record<string, unknown>> };
    for (const endpoint of [...Object.values(e), ...Object.values(historyEndpoints)]) {
      expect(Object.keys(paths[endpoint.path] ?? {}), `${endpoint.method} ${endpoint.path}`).toContain(
        endpoint.method.toLowerCase(),
      );
    }
  });
});

describe('the error answers', () => {
  it('carry the spec’s messages and never a stack or SQL', async () => {
    const res = await api(e.addVideo, as(alice, { params: { uuid: UNKNOWN_UUID, jmId: ids[0]! } }));
    expect(res.json).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: PLAYLIST_SERVER_MESSAGES.playlistMissing,
    });
    const text = JSON.stringify(await api(e.create, as(alice, { raw: '{' })));
    expect(text).not.toMatch(/at .*\.ts:\d+|SELECT|INSERT/);
  });
});

// Bulk remove (issue 13, item 7): `DELETE …/lists/{uuid}/videos` and `…/folders/{folderUuid}/videos` with
// `{ jmIds }`, answering how many were taken out.

/** The uuid a create call answers (201). */
async function created(pending: Promise<CallResult>): Promise<string> {
  const res = await pending;
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json.uuid as string;
}

/** A playlist of the user's holding the given clips. */
async function listWith(user: TestUser, name: string, jmIds: string[]): Promise<string> {
  const uuid = await created(api(e.create, as(user, { body: { name } })));
  const added = await api(e.addVideos, as(user, { params: { uuid }, body: { jmIds } }));
  expect(added.status, JSON.stringify(added.json)).toBe(200);
  return uuid;
}

async function jmIdsOf(user: TestUser, uuid: string, folderUuid?: string): Promise<string[]> {
  const res = await api(e.videos, as(user, { params: { uuid }, query: { offset: 0, max: 100, folderUuid } }));
  return (res.json.data as { jmId: string }[]).map((row) => row.jmId).sort();
}

describe('DELETE /api/user/licensing/lists/{uuid}/videos (bulk remove)', () => {
  it('removes the selected clips and answers how many went and how many are left', async () => {
    const uuid = await listWith(alice, 'Bulk one', ids.slice(0, 5));

    const res = await api(e.removeVideos, as(alice, { params: { uuid }, body: { jmIds: ids.slice(0, 3) } }));

    expect(res.status).toBe(200);
    expect(res.json).toEqual({ removed: 3, total: 2 });
    expect(await jmIdsOf(alice, uuid)).toEqual(ids.slice(3, 5).sort());
    const info = await api(e.info, as(alice, { params: { uuid } }));
    expect(info.json.videoCount).toBe(2);
  });

  it("counts only clips that were there, matching '-1' ids to their base clip once", async () => {
    const uuid = await listWith(alice, 'Bulk two', ids.slice(5, 8));

    const res = await api(
      e.removeVideos,
      as(alice, {
        params: { uuid },
        body: { jmIds: [ids[5]!, `${ids[5]}-1`, `${ids[6]}-1`, ids[20]!, 'unknown-7'] },
      }),
    );

    expect(res.json).toEqual({ removed: 2, total: 1 });
    expect(await jmIdsOf(alice, uuid)).toEqual([ids[7]!]);
  });

  it('takes removed clips out of their folders too', async () => {
    const uuid = await listWith(alice, 'Bulk three', ids.slice(8, 10));
    const folderUuid = await created(
      api(e.createFolder, as(alice, { params: { uuid }, body: { name: 'Kept folder' } })),
    );
    await api(e.addFolderVideos, as(alice, { params: { uuid, folderUuid }, body: { jmIds: [ids[8]!] } }));

    await api(e.removeVideos, as(alice, { params: { uuid }, body: { jmIds: [ids[8]!] } }));

    const folder = await api(e.folder, as(alice, { params: { uuid, folderUuid } }));
    expect(folder.json.videoCount).toBe(0);
  });

  it("answers 404 for another user's playlist or an unknown one, and leaves the clips", async () => {
    const uuid = await listWith(alice, 'Not for Bob', ids.slice(10, 12));

    expectMissing(await api(e.removeVideos, as(bob, { params: { uuid }, body: { jmIds: [ids[10]!] } })));
    expectMissing(
      await api(e.removeVideos, as(alice, { params: { uuid: UNKNOWN_UUID }, body: { jmIds: [ids[10]!] } })),
    );
    expect(await jmIdsOf(alice, uuid)).toEqual(ids.slice(10, 12).sort());
  });

  it('answers 401 without a token, and 400 for an empty, oversized or malformed body', async () => {
    const uuid = await listWith(alice, 'Bad bodies', ids.slice(12, 13));
    const remove = (body: unknown, token?: string) =>
      api(e.removeVideos, { params: { uuid }, body, ...(token ? { token } : {}) });

    expect((await remove({ jmIds: [ids[12]!] })).status).toBe(401);
    expect((await remove({ jmIds: [] }, alice.token)).status).toBe(400);
    expect((await remove({}, alice.token)).status).toBe(400);
    expect((await remove({ jmIds: ['%20'] }, alice.token)).status).toBe(400);
    const tooMany = Array.from({ length: PLAYLIST_LIMITS.bulkAddMax + 1 }, (_, i) => `c${i}`);
    expect((await remove({ jmIds: tooMany }, alice.token)).status).toBe(400);
    expect((await api(e.removeVideos, as(alice, { params: { uuid }, raw: '{' }))).status).toBe(400);
    expect(await jmIdsOf(alice, uuid)).toEqual([ids[12]!]);
  });
});

describe('DELETE /api/user/licensing/lists/{uuid}/folders/{folderUuid}/videos (bulk remove from a folder)', () => {
  it('takes the selected clips out of the folder; the playlist keeps them', async () => {
    const uuid = await listWith(alice, 'Folder bulk', ids.slice(14, 18));
    const folderUuid = await created(
      api(e.createFolder, as(alice, { params: { uuid }, body: { name: 'Selected' } })),
    );
    await api(
      e.addFolderVideos,
      as(alice, { params: { uuid, folderUuid }, body: { jmIds: ids.slice(14, 17) } }),
    );

    const res = await api(
      e.removeFolderVideos,
      as(alice, { params: { uuid, folderUuid }, body: { jmIds: [ids[14]!, ids[15]!, ids[17]!] } }),
    );

    expect(res.status).toBe(200);
    // The clip that was in the playlist but not in the folder is not counted.
    expect(res.json).toEqual({ removed: 2, total: 1 });
    expect(await jmIdsOf(alice, uuid, folderUuid)).toEqual([ids[16]!]);
    expect(await jmIdsOf(alice, uuid)).toEqual(ids.slice(14, 18).sort());
  });

  it("answers 404 for another user's folder, and 400 for an empty body", async () => {
    const uuid = await listWith(alice, 'Folder of Alice', ids.slice(18, 19));
    const folderUuid = await created(
      api(e.createFolder, as(alice, { params: { uuid }, body: { name: 'Private' } })),
    );
    await api(e.addFolderVideos, as(alice, { params: { uuid, folderUuid }, body: { jmIds: [ids[18]!] } }));

    const byBob = await api(
      e.removeFolderVideos,
      as(bob, { params: { uuid, folderUuid }, body: { jmIds: [ids[18]!] } }),
    );
    expect(byBob.status).toBe(404);
    const empty = await api(
      e.removeFolderVideos,
      as(alice, { params: { uuid, folderUuid }, body: { jmIds: [] } }),
    );
    expect(empty.status).toBe(400);
    expect(await jmIdsOf(alice, uuid, folderUuid)).toEqual([ids[18]!]);
  });
});
