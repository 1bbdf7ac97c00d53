import { PLAYLIST_LIMITS, SERVER_MESSAGE_MARKERS, playlistEndpoints as e } from '@clipmarket/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerAndLogin, type TestUser } from '../test/auth-helpers';
import { startTestServer, type TestServer } from '../test/harness';
import { call, clipIds, UNKNOWN_UUID, type CallOptions, type CallResult } from './test-helpers';

// Bulk remove (issue 13, item 7): `DELETE …/lists/{uuid}/videos` and `…/folders/{folderUuid}/videos` with
// `{ jmIds }`, answering how many were taken out. Real HTTP on a real database: generous limits for CI.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 600_000 });

let server: TestServer;
let alice: TestUser;
let bob: TestUser;
let ids: string[];

beforeAll(async () => {
  server = await startTestServer({ seedClips: 40 });
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

function expectMissing(res: CallResult) {
  expect(res.status).toBe(404);
  expect(res.json.message).toContain(SERVER_MESSAGE_MARKERS.playlistMissing);
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
