import {
  MESSAGES,
  PLAYLIST_LIMITS,
  PLAYLIST_SERVER_MESSAGES,
  SERVER_MESSAGE_MARKERS,
  mapCreatePlaylistError,
  playlistCopiedResponseSchema,
  playlistEndpoints as e,
  playlistVideosResponseSchema,
} from '@clipmarket/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerAndLogin, type TestUser } from '../test/auth-helpers';
import { startTestServer, type TestServer } from '../test/harness';
import { call, clipIds, UNKNOWN_UUID, type CallOptions } from './test-helpers';

// Real HTTP on a real database: generous limits for loaded CI machines.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 600_000 });

let server: TestServer;
/** Owns the shared playlist. */
let alice: TestUser;
/** Holds its share link. */
let bob: TestUser;
let ids: string[];
let uuid: string;
let token: string;
let folderUuid: string;

const as = (user: TestUser, options: CallOptions = {}): CallOptions => ({ ...options, token: user.token });
const api = (endpoint: Parameters<typeof call>[1], options?: CallOptions) =>
  call(server.url, endpoint, options);

async function createList(user: TestUser, name: string): Promise<string> {
  const res = await api(e.create, as(user, { body: { name } }));
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json.uuid as string;
}

beforeAll(async () => {
  server = await startTestServer({ seedClips: 60 });
  alice = await registerAndLogin(server.url);
  bob = await registerAndLogin(server.url);
  ids = await clipIds(server.db);
  uuid = await createList(alice, 'Road trips');
  await api(e.update, as(alice, { params: { uuid }, body: { description: 'For the spring campaign' } }));
  for (const jmId of ids.slice(0, 5)) {
    expect((await api(e.addVideo, as(alice, { params: { uuid, jmId } }))).status).toBe(200);
  }
  const folder = await api(e.createFolder, as(alice, { params: { uuid }, body: { name: 'Best' } }));
  folderUuid = folder.json.uuid as string;
  await api(e.addFolderVideos, as(alice, { params: { uuid, folderUuid }, body: { jmIds: ids.slice(0, 2) } }));
  await api(e.update, as(alice, { params: { uuid }, body: { cartUrl: 'https://shop.test/cart/1' } }));
  token = (await api(e.share, as(alice, { params: { uuid } }))).json.token as string;
});

afterAll(async () => {
  await server?.close();
});

describe('the shared view: anyone with the link reads the playlist, no account needed', () => {
  it('gives the share link on the public shared page, outside the account area', async () => {
    const res = await api(e.share, as(alice, { params: { uuid } }));
    expect(res.json.url).toBe(`/licensing/shared/${uuid}?share=${token}`);
  });

  it('answers a signed-out visitor with the token the clips and the name, and nothing of the owner', async () => {
    const res = await api(e.videos, { params: { uuid }, query: { share: token } });
    expect(res.status).toBe(200);
    const body = playlistVideosResponseSchema.parse(res.json);
    expect(body.total).toBe(5);
    expect(body.playlist).toEqual({
      uuid,
      name: 'Road trips',
      description: 'For the spring campaign',
      videoCount: 5,
      canModify: false,
    });
    const text = JSON.stringify(res.json);
    expect(text).not.toContain(alice.email);
    expect(text).not.toContain(alice.userUuid);
    expect(text).not.toContain('shop.test');
  });

  it('answers a uuid that was never shared like a missing one, token or not', async () => {
    const unshared = await createList(alice, 'Private list');
    for (const share of [undefined, token, '']) {
      const res = await api(e.videos, { params: { uuid: unshared }, query: { share } });
      expect(res.status).toBe(404);
      expect(res.json.message).toBe(PLAYLIST_SERVER_MESSAGES.playlistMissing);
    }
  });
});

describe('POST /api/user/licensing/lists/{uuid}/copy: "Save a copy"', () => {
  it('makes a playlist of the visitor’s own with the clips and description, not the folders or the cart', async () => {
    const res = await api(
      e.copy,
      as(bob, { params: { uuid }, body: { name: '  Road   trips ', share: token } }),
    );
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    const copy = playlistCopiedResponseSchema.parse(res.json);
    expect(copy).toMatchObject({ name: 'Road trips', videoCount: 5 });
    expect(copy.uuid).not.toBe(uuid);

    const info = await api(e.info, as(bob, { params: { uuid: copy.uuid } }));
    expect(info.json).toMatchObject({
      name: 'Road trips',
      description: 'For the spring campaign',
      videoCount: 5,
      folderCount: 0,
      canModify: true,
      cartUrl: null,
      shareUrl: null,
    });
    const videos = await api(e.videos, as(bob, { params: { uuid: copy.uuid }, query: { max: 100 } }));
    const original = await api(e.videos, as(alice, { params: { uuid }, query: { max: 100 } }));
    // The same clips in the same order, none in a folder.
    expect(videos.json.data.map((row: { jmId: string }) => row.jmId)).toEqual(
      original.json.data.map((row: { jmId: string }) => row.jmId),
    );
    expect(videos.json.data.every((row: { folderUuid: string | null }) => row.folderUuid === null)).toBe(
      true,
    );

    // It is in the visitor's lists; the original is unchanged and still the owner's alone.
    const lists = await api(e.lists, as(bob));
    expect(lists.json.data.map((list: { uuid: string }) => list.uuid)).toContain(copy.uuid);
    expect((await api(e.info, as(alice, { params: { uuid } }))).json.videoCount).toBe(5);
    expect((await api(e.info, as(alice, { params: { uuid: copy.uuid } }))).status).toBe(404);
  });

  it('lets the copy change without touching the original', async () => {
    const res = await api(
      e.copy,
      as(bob, { params: { uuid }, body: { name: 'Trips, trimmed', share: token } }),
    );
    const copy = res.json.uuid as string;
    await api(e.removeVideo, as(bob, { params: { uuid: copy, jmId: ids[0]! } }));
    expect((await api(e.info, as(bob, { params: { uuid: copy } }))).json.videoCount).toBe(4);
    expect((await api(e.info, as(alice, { params: { uuid } }))).json.videoCount).toBe(5);
  });

  it('lets the owner copy their own playlist without the token', async () => {
    const res = await api(e.copy, as(alice, { params: { uuid }, body: { name: 'Road trips 2' } }));
    expect(res.status).toBe(201);
    expect(res.json.videoCount).toBe(5);
  });

  it('answers 404 without the token, with a wrong one, and for an unknown playlist', async () => {
    for (const share of [undefined, 'wrong-token', `${token}x`]) {
      const res = await api(e.copy, as(bob, { params: { uuid }, body: { name: 'Stolen list', share } }));
      expect(res.status).toBe(404);
      expect(res.json.message).toBe(PLAYLIST_SERVER_MESSAGES.playlistMissing);
    }
    const unknown = await api(
      e.copy,
      as(bob, { params: { uuid: UNKNOWN_UUID }, body: { name: 'Nothing', share: token } }),
    );
    expect(unknown.status).toBe(404);
    const lists = await api(e.lists, as(bob, { query: { max: 100 } }));
    expect(lists.json.data.map((list: { name: string }) => list.name)).not.toContain('Stolen list');
  });

  it('answers 401 signed out: a visitor without an account signs in first', async () => {
    const res = await api(e.copy, { params: { uuid }, body: { name: 'Anonymous copy', share: token } });
    expect(res.status).toBe(401);
  });

  it('keeps the rules of a new list: 400 for an empty, short or long name, 409 for a name taken', async () => {
    const copy = (name: string) => api(e.copy, as(bob, { params: { uuid }, body: { name, share: token } }));
    const empty = await copy('   ');
    expect(empty.status).toBe(400);
    expect(mapCreatePlaylistError(empty.json.message)).toBe(MESSAGES.listNameEmpty);
    const short = await copy('ab');
    expect(short.status).toBe(400);
    expect(short.json.message).toBe(MESSAGES.playlistNameTooShort);
    const long = await copy('x'.repeat(256));
    expect(long.status).toBe(400);
    expect(long.json.message).toBe(MESSAGES.playlistNameTooLong);
    const taken = await copy('ROAD TRIPS');
    expect(taken.status).toBe(409);
    expect(mapCreatePlaylistError(taken.json.message)).toBe(MESSAGES.listNameNotUnique);
  });

  it('answers 400 for a body or uuid that is not well formed', async () => {
    expect((await api(e.copy, as(bob, { params: { uuid }, body: {} }))).status).toBe(400);
    expect((await api(e.copy, as(bob, { params: { uuid }, body: { name: 42, share: token } }))).status).toBe(
      400,
    );
    expect((await api(e.copy, as(bob, { params: { uuid }, raw: '{"name":' }))).status).toBe(400);
    expect(
      (await api(e.copy, as(bob, { params: { uuid: 'not-a-uuid' }, body: { name: 'Bad uuid' } }))).status,
    ).toBe(400);
  });

  it(`answers 400 with the lists limit's message when the visitor has ${PLAYLIST_LIMITS.maxLists} lists`, async () => {
    const carol = await registerAndLogin(server.url);
    await sql`
      INSERT INTO playlists (user_id, name)
      SELECT ${carol.userUuid}::uuid, 'Seeded list ' || g FROM generate_series(1, ${PLAYLIST_LIMITS.maxLists}::int) AS g
    `.execute(server.db);
    const res = await api(
      e.copy,
      as(carol, { params: { uuid }, body: { name: 'One too many', share: token } }),
    );
    expect(res.status).toBe(400);
    expect(res.json.message.startsWith(SERVER_MESSAGE_MARKERS.tooManyLists)).toBe(true);
    expect(mapCreatePlaylistError(res.json.message)).toBe(MESSAGES.maxListsReached);
  });
});
