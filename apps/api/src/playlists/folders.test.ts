import {
  PLAYLIST_LIMITS,
  PLAYLIST_SERVER_MESSAGES,
  SERVER_MESSAGE_MARKERS,
  playlistEndpoints as e,
  playlistFolderSchema,
  foldersResponseSchema,
  folderVideosResponseSchema,
} from '@clipmarket/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerAndLogin, type TestUser } from '../test/auth-helpers';
import { startTestServer, type TestServer } from '../test/harness';
import { call, clipIds, UNKNOWN_UUID, type CallOptions, type CallResult } from './test-helpers';

// Real HTTP on a real database: generous limits for loaded CI machines.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 600_000 });

let server: TestServer;
let alice: TestUser;
let bob: TestUser;
let ids: string[];
let list: string;
let otherList: string;
let bobsList: string;
let bobsFolder: string;

beforeAll(async () => {
  server = await startTestServer({ seedClips: 200 });
  alice = await registerAndLogin(server.url);
  bob = await registerAndLogin(server.url);
  ids = await clipIds(server.db);
  list = await created(api(e.create, as(alice, { body: { name: 'Holiday' } })));
  otherList = await created(api(e.create, as(alice, { body: { name: 'Other' } })));
  bobsList = await created(api(e.create, as(bob, { body: { name: 'Bob list' } })));
  bobsFolder = await created(
    api(e.createFolder, as(bob, { params: { uuid: bobsList }, body: { name: 'Bob folder' } })),
  );
});

afterAll(async () => {
  await server?.close();
});

const as = (user: TestUser, options: CallOptions = {}): CallOptions => ({ ...options, token: user.token });
const api = (endpoint: Parameters<typeof call>[1], options?: CallOptions) =>
  call(server.url, endpoint, options);

async function created(pending: Promise<CallResult>): Promise<string> {
  const res = await pending;
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json.uuid as string;
}

async function expectSignedInOnly(endpoint: Parameters<typeof call>[1], options: CallOptions = {}) {
  expect((await api(endpoint, options)).status).toBe(401);
  expect((await api(endpoint, { ...options, token: 'not-a-real-token' })).status).toBe(401);
}

function expectMissing(res: { status: number; json: { message: string } }) {
  expect(res.status).toBe(404);
  expect(res.json.message).toContain(SERVER_MESSAGE_MARKERS.playlistMissing);
}

const jmIdsOf = (res: { json: { data: { jmId: string }[] } }) => res.json.data.map((row) => row.jmId);

describe('POST /api/user/licensing/lists/{uuid}/folders (create)', () => {
  it('creates a folder in a playlist and answers its uuid', async () => {
    const uuid = await created(
      api(
        e.createFolder,
        as(alice, { params: { uuid: list }, body: { name: '  Beach   days ', description: 'Sun' } }),
      ),
    );
    const folder = await api(e.folder, as(alice, { params: { uuid: list, folderUuid: uuid } }));
    expect(folder.status).toBe(200);
    expect(playlistFolderSchema.parse(folder.json)).toMatchObject({
      uuid,
      playlistUuid: list,
      name: 'Beach days',
      description: 'Sun',
      videoCount: 0,
      canModify: true,
    });
    const info = await api(e.info, as(alice, { params: { uuid: list } }));
    expect(info.json.folderCount).toBe(1);
  });

  it('answers 400 for an empty, short or missing name', async () => {
    const empty = await api(e.createFolder, as(alice, { params: { uuid: list }, body: { name: '   ' } }));
    expect(empty.status).toBe(400);
    expect(empty.json.message).toBe(PLAYLIST_SERVER_MESSAGES.folderNameEmpty);
    expect(empty.json.message).toContain(SERVER_MESSAGE_MARKERS.listNameEmpty);
    expect(
      (await api(e.createFolder, as(alice, { params: { uuid: list }, body: { name: 'ab' } }))).status,
    ).toBe(400);
    expect((await api(e.createFolder, as(alice, { params: { uuid: list }, body: {} }))).status).toBe(400);
    expect(
      (await api(e.createFolder, as(alice, { params: { uuid: 'bad' }, body: { name: 'Good' } }))).status,
    ).toBe(400);
  });

  it('answers 409 for a name the playlist already has, ignoring case; other playlists may reuse it', async () => {
    await created(api(e.createFolder, as(alice, { params: { uuid: list }, body: { name: 'Mountains' } })));
    const res = await api(e.createFolder, as(alice, { params: { uuid: list }, body: { name: 'MOUNTAINS' } }));
    expect(res.status).toBe(409);
    expect(res.json.message).toBe(PLAYLIST_SERVER_MESSAGES.folderNameNotUnique);
    await created(
      api(e.createFolder, as(alice, { params: { uuid: otherList }, body: { name: 'Mountains' } })),
    );
  });

  it("answers 404 for another user's playlist or an unknown one", async () => {
    expectMissing(
      await api(e.createFolder, as(alice, { params: { uuid: bobsList }, body: { name: 'Sneaky' } })),
    );
    expectMissing(
      await api(e.createFolder, as(alice, { params: { uuid: UNKNOWN_UUID }, body: { name: 'Sneaky' } })),
    );
  });

  it('answers 401 without a token or with a bad one', async () => {
    await expectSignedInOnly(e.createFolder, { params: { uuid: list }, body: { name: 'Nope' } });
  });
});

describe('folders: list, read, change, delete', () => {
  let playlist: string;
  const folders: Record<string, string> = {};

  beforeAll(async () => {
    playlist = await created(api(e.create, as(alice, { body: { name: 'Folder sorting' } })));
    for (const name of ['Cats', 'Apes', 'Bats']) {
      folders[name] = await created(
        api(e.createFolder, as(alice, { params: { uuid: playlist }, body: { name } })),
      );
    }
    await api(
      e.addFolderVideos,
      as(alice, { params: { uuid: playlist, folderUuid: folders.Apes! }, body: { jmIds: ids.slice(0, 2) } }),
    );
  });

  const names = (res: { json: { data: { name: string }[] } }) => res.json.data.map((folder) => folder.name);

  it('lists the folders of a playlist with counts, sorted and paged', async () => {
    const res = await api(e.folders, as(alice, { params: { uuid: playlist } }));
    expect(res.status).toBe(200);
    const body = foldersResponseSchema.parse(res.json);
    expect(body.total).toBe(3);
    expect(names(res)).toEqual(['Apes', 'Bats', 'Cats']);
    expect(body.data[0]).toMatchObject({ videoCount: 2, playlistUuid: playlist });
    expect(
      names(await api(e.folders, as(alice, { params: { uuid: playlist }, query: { sortBy: 'name.asc' } }))),
    ).toEqual(['Apes', 'Bats', 'Cats']);
    expect(
      names(
        await api(e.folders, as(alice, { params: { uuid: playlist }, query: { sortBy: 'createdAt.asc' } })),
      ),
    ).toEqual(['Cats', 'Apes', 'Bats']);
    const page = await api(
      e.folders,
      as(alice, { params: { uuid: playlist }, query: { sortBy: 'name.desc', max: 1, offset: 1 } }),
    );
    expect(page.json).toMatchObject({ total: 3 });
    expect(names(page)).toEqual(['Bats']);
  });

  it('answers 400 for a bad query, 401 without a token, 404 for another user’s playlist', async () => {
    expect((await api(e.folders, as(alice, { params: { uuid: playlist }, query: { max: 0 } }))).status).toBe(
      400,
    );
    expect(
      (await api(e.folders, as(alice, { params: { uuid: playlist }, query: { sortBy: 'size' } }))).status,
    ).toBe(400);
    await expectSignedInOnly(e.folders, { params: { uuid: playlist } });
    expectMissing(await api(e.folders, as(alice, { params: { uuid: bobsList } })));
    expectMissing(await api(e.folders, as(bob, { params: { uuid: playlist } })));
  });

  it("reads one folder; another user's folder, or a folder through the wrong playlist, is 404", async () => {
    const res = await api(e.folder, as(alice, { params: { uuid: playlist, folderUuid: folders.Apes! } }));
    expect(res.json).toMatchObject({ name: 'Apes', videoCount: 2 });
    expectMissing(await api(e.folder, as(alice, { params: { uuid: bobsList, folderUuid: bobsFolder } })));
    expectMissing(await api(e.folder, as(alice, { params: { uuid: playlist, folderUuid: bobsFolder } })));
    expectMissing(await api(e.folder, as(alice, { params: { uuid: otherList, folderUuid: folders.Apes! } })));
    expectMissing(await api(e.folder, as(alice, { params: { uuid: playlist, folderUuid: UNKNOWN_UUID } })));
    await expectSignedInOnly(e.folder, { params: { uuid: playlist, folderUuid: folders.Apes! } });
    expect((await api(e.folder, as(alice, { params: { uuid: playlist, folderUuid: 'nope' } }))).status).toBe(
      400,
    );
  });

  it('renames and describes a folder', async () => {
    const res = await api(
      e.updateFolder,
      as(alice, {
        params: { uuid: playlist, folderUuid: folders.Cats! },
        body: { name: 'Big  cats', description: 'Lions' },
      }),
    );
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ name: 'Big cats', description: 'Lions' });
    const taken = await api(
      e.updateFolder,
      as(alice, { params: { uuid: playlist, folderUuid: folders.Cats! }, body: { name: 'apes' } }),
    );
    expect(taken.status).toBe(409);
    const empty = await api(
      e.updateFolder,
      as(alice, { params: { uuid: playlist, folderUuid: folders.Cats! }, body: { name: '' } }),
    );
    expect(empty.status).toBe(400);
    expect(empty.json.message).toContain(SERVER_MESSAGE_MARKERS.listNameEmpty);
    expect(
      (
        await api(
          e.updateFolder,
          as(alice, { params: { uuid: playlist, folderUuid: folders.Cats! }, body: {} }),
        )
      ).status,
    ).toBe(400);
    expectMissing(
      await api(
        e.updateFolder,
        as(alice, { params: { uuid: bobsList, folderUuid: bobsFolder }, body: { name: 'Mine' } }),
      ),
    );
    await expectSignedInOnly(e.updateFolder, {
      params: { uuid: playlist, folderUuid: folders.Cats! },
      body: { name: 'Nope' },
    });
    expect(
      (await api(e.folder, as(bob, { params: { uuid: bobsList, folderUuid: bobsFolder } }))).json.name,
    ).toBe('Bob folder');
  });

  it('deletes a folder; its videos stay in the playlist', async () => {
    expectMissing(
      await api(e.removeFolder, as(alice, { params: { uuid: bobsList, folderUuid: bobsFolder } })),
    );
    await expectSignedInOnly(e.removeFolder, { params: { uuid: playlist, folderUuid: folders.Apes! } });
    expect(
      (await api(e.removeFolder, as(alice, { params: { uuid: playlist, folderUuid: 'x' } }))).status,
    ).toBe(400);

    const res = await api(
      e.removeFolder,
      as(alice, { params: { uuid: playlist, folderUuid: folders.Apes! } }),
    );
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ uuid: folders.Apes, deleted: true });
    expectMissing(await api(e.folder, as(alice, { params: { uuid: playlist, folderUuid: folders.Apes! } })));
    const videos = await api(e.videos, as(alice, { params: { uuid: playlist } }));
    expect(videos.json.total).toBe(2);
    expect(videos.json.data.every((row: { folderUuid: string | null }) => row.folderUuid === null)).toBe(
      true,
    );
    expect(
      (await api(e.folder, as(bob, { params: { uuid: bobsList, folderUuid: bobsFolder } }))).status,
    ).toBe(200);
  });
});

describe('the videos of a folder', () => {
  let playlist: string;
  let folder: string;
  let second: string;

  beforeAll(async () => {
    playlist = await created(api(e.create, as(alice, { body: { name: 'Folder videos' } })));
    folder = await created(
      api(e.createFolder, as(alice, { params: { uuid: playlist }, body: { name: 'Picked' } })),
    );
    second = await created(
      api(e.createFolder, as(alice, { params: { uuid: playlist }, body: { name: 'Second' } })),
    );
    await api(e.addVideos, as(alice, { params: { uuid: playlist }, body: { jmIds: ids.slice(40, 44) } }));
  });

  it('puts clips in a folder: clips of the playlist move in, others join the playlist too', async () => {
    const res = await api(
      e.addFolderVideos,
      as(alice, {
        params: { uuid: playlist, folderUuid: folder },
        body: { jmIds: [ids[40], ids[41], ids[50], 'ghost-1'] },
      }),
    );
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ added: 3, total: 3, notFound: ['ghost-1'] });
    const all = await api(e.videos, as(alice, { params: { uuid: playlist } }));
    expect(all.json.total).toBe(5);
    const again = await api(
      e.addFolderVideos,
      as(alice, { params: { uuid: playlist, folderUuid: folder }, body: { jmIds: [ids[40]] } }),
    );
    expect(again.json).toEqual({ added: 0, total: 3, notFound: [] });
  });

  it("adds one clip by id or '-1' variant, and moves a clip between folders", async () => {
    const one = await api(
      e.addFolderVideo,
      as(alice, { params: { uuid: playlist, folderUuid: folder, jmId: `${ids[42]}-1` } }),
    );
    expect(one.status).toBe(200);
    expect(one.json).toEqual({ added: 1, total: 4, notFound: [] });
    const moved = await api(
      e.addFolderVideo,
      as(alice, { params: { uuid: playlist, folderUuid: second, jmId: ids[42]! } }),
    );
    expect(moved.json).toEqual({ added: 1, total: 1, notFound: [] });
    const rows = await api(
      e.folderVideos,
      as(alice, { params: { uuid: playlist, folderUuid: folder }, query: { max: 100 } }),
    );
    expect(new Set(jmIdsOf(rows))).toEqual(new Set([ids[40], ids[41], ids[50]]));
    const forVideo = await api(e.forVideo, as(alice, { params: { jmId: ids[42]! } }));
    const entry = forVideo.json.data.find((p: { uuid: string }) => p.uuid === playlist);
    expect(entry).toMatchObject({ containsVideo: true, folderUuid: second });
  });

  it('lists a folder’s videos with the same rows, sorted and paged', async () => {
    const res = await api(
      e.folderVideos,
      as(alice, { params: { uuid: playlist, folderUuid: folder }, query: { sortBy: 'title.asc' } }),
    );
    expect(res.status).toBe(200);
    const body = folderVideosResponseSchema.parse(res.json);
    expect(body.total).toBe(3);
    expect(body.data.every((row) => row.folderUuid === folder)).toBe(true);
    const page = await api(
      e.folderVideos,
      as(alice, {
        params: { uuid: playlist, folderUuid: folder },
        query: { sortBy: 'title.asc', max: 1, offset: 2 },
      }),
    );
    expect(jmIdsOf(page)).toEqual([body.data[2]!.jmId]);
    // The public read narrows to a folder too.
    const narrowed = await api(
      e.videos,
      as(alice, { params: { uuid: playlist }, query: { folderUuid: folder } }),
    );
    expect(narrowed.json.total).toBe(3);
    expect(narrowed.json.playlist.videoCount).toBe(5);
  });

  it('takes a clip out of a folder; it stays in the playlist', async () => {
    const res = await api(
      e.removeFolderVideo,
      as(alice, { params: { uuid: playlist, folderUuid: folder, jmId: ids[41]! } }),
    );
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ removed: true, total: 2 });
    const again = await api(
      e.removeFolderVideo,
      as(alice, { params: { uuid: playlist, folderUuid: folder, jmId: ids[41]! } }),
    );
    expect(again.json).toEqual({ removed: false, total: 2 });
    expect((await api(e.videos, as(alice, { params: { uuid: playlist } }))).json.total).toBe(5);
  });

  it("answers 404 for another user's playlist or folder, an unknown folder, or an unknown clip", async () => {
    expectMissing(
      await api(e.folderVideos, as(alice, { params: { uuid: bobsList, folderUuid: bobsFolder } })),
    );
    expectMissing(await api(e.folderVideos, as(bob, { params: { uuid: playlist, folderUuid: folder } })));
    expectMissing(
      await api(
        e.addFolderVideos,
        as(alice, { params: { uuid: bobsList, folderUuid: bobsFolder }, body: { jmIds: [ids[0]] } }),
      ),
    );
    expectMissing(
      await api(
        e.addFolderVideo,
        as(alice, { params: { uuid: playlist, folderUuid: bobsFolder, jmId: ids[0]! } }),
      ),
    );
    expectMissing(
      await api(
        e.addFolderVideo,
        as(alice, { params: { uuid: playlist, folderUuid: folder, jmId: '1234' } }),
      ),
    );
    expectMissing(
      await api(
        e.removeFolderVideo,
        as(alice, { params: { uuid: bobsList, folderUuid: bobsFolder, jmId: ids[0]! } }),
      ),
    );
    expectMissing(
      await api(
        e.removeFolderVideo,
        as(alice, { params: { uuid: playlist, folderUuid: UNKNOWN_UUID, jmId: ids[0]! } }),
      ),
    );
    expectMissing(
      await api(e.videos, as(alice, { params: { uuid: playlist }, query: { folderUuid: bobsFolder } })),
    );
    expect(
      (await api(e.folder, as(bob, { params: { uuid: bobsList, folderUuid: bobsFolder } }))).json.videoCount,
    ).toBe(0);
  });

  it('answers 401 without a token or with a bad one', async () => {
    const params = { uuid: playlist, folderUuid: folder };
    await expectSignedInOnly(e.folderVideos, { params });
    await expectSignedInOnly(e.addFolderVideos, { params, body: { jmIds: [ids[0]] } });
    await expectSignedInOnly(e.addFolderVideo, { params: { ...params, jmId: ids[0]! } });
    await expectSignedInOnly(e.removeFolderVideo, { params: { ...params, jmId: ids[0]! } });
  });

  it('answers 400 for a malformed id, uuid, query or body', async () => {
    const params = { uuid: playlist, folderUuid: folder };
    expect((await api(e.folderVideos, as(alice, { params, query: { max: 5000 } }))).status).toBe(400);
    expect((await api(e.folderVideos, as(alice, { params: { ...params, folderUuid: '1' } }))).status).toBe(
      400,
    );
    expect((await api(e.addFolderVideos, as(alice, { params, body: { jmIds: [] } }))).status).toBe(400);
    expect((await api(e.addFolderVideo, as(alice, { params: { ...params, jmId: 'a/b' } }))).status).toBe(400);
    expect((await api(e.removeFolderVideo, as(alice, { params: { ...params, jmId: '-' } }))).status).toBe(
      400,
    );
  });
});

describe('the folder limit', () => {
  it(`answers 400 'Max size of folders…' past ${PLAYLIST_LIMITS.maxFolders} folders`, async () => {
    const playlist = await created(api(e.create, as(alice, { body: { name: 'Many folders' } })));
    await sql`
      INSERT INTO playlist_folders (playlist_uuid, name)
      SELECT ${playlist}::uuid, 'Folder ' || g FROM generate_series(1, ${PLAYLIST_LIMITS.maxFolders - 1}::int) AS g
    `.execute(server.db);
    await created(
      api(e.createFolder, as(alice, { params: { uuid: playlist }, body: { name: 'The last one' } })),
    );
    const res = await api(
      e.createFolder,
      as(alice, { params: { uuid: playlist }, body: { name: 'One too many' } }),
    );
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(PLAYLIST_SERVER_MESSAGES.tooManyFolders);
    const all = await api(e.folders, as(alice, { params: { uuid: playlist }, query: { max: 1000 } }));
    expect(all.json.total).toBe(PLAYLIST_LIMITS.maxFolders);
    expect(all.json.data).toHaveLength(PLAYLIST_LIMITS.maxFolders);
  });
});
