import { PLAYLIST_SERVER_MESSAGES, SHARE_MESSAGES, playlistEndpoints as e } from '@clipmarket/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogin, type TestUser } from '../test/auth-helpers';
import { startTestServer, type TestServer } from '../test/harness';
import { call, clipIds, UNKNOWN_UUID } from './test-helpers';

let server: TestServer;
let owner: TestUser;
let other: TestUser;
let reader: TestUser;
let jmId: string;

beforeAll(async () => {
  server = await startTestServer({ seedClips: 3 });
  [owner, other, reader] = await Promise.all([
    registerAndLogin(server.url),
    registerAndLogin(server.url),
    registerAndLogin(server.url),
  ]);
  jmId = (await clipIds(server.db, 1))[0]!;
}, 60_000);
afterAll(() => server?.close());

async function sharedPlaylist(): Promise<{ uuid: string; token: string }> {
  const created = await call(server.url, e.create, {
    token: owner.token,
    body: { name: `Shared ${Date.now()}` },
  });
  const uuid = created.json.uuid as string;
  expect(
    (await call(server.url, e.addVideo, { token: owner.token, params: { uuid, jmId: jmId! } })).status,
  ).toBe(200);
  const shared = await call(server.url, e.share, { token: owner.token, params: { uuid } });
  return { uuid, token: shared.json.token as string };
}

/** What a holder of the link sees: the clips (anyone) and the playlist (signed in). */
async function throughLink(uuid: string, share: string) {
  const videos = await call(server.url, e.videos, { params: { uuid }, query: { share } });
  const info = await call(server.url, e.info, { token: reader.token, params: { uuid }, query: { share } });
  const copy = await call(server.url, e.copy, {
    token: reader.token,
    params: { uuid },
    body: { name: `Copy ${Math.random().toString(36).slice(2, 8)}`, share },
  });
  return { videos, info, copy };
}

describe("a playlist's share link", () => {
  it('revoked by its owner: the old link answers 410 and shows nothing, and sharing again makes a new one', async () => {
    const { uuid, token } = await sharedPlaylist();
    expect((await throughLink(uuid, token)).videos.status).toBe(200);

    const revoked = await call(server.url, e.unshare, { token: owner.token, params: { uuid } });
    expect(revoked.status).toBe(200);
    expect(revoked.json).toEqual({ uuid, shared: false });

    const old = await throughLink(uuid, token);
    for (const answer of [old.videos, old.info, old.copy]) {
      expect(answer.status).toBe(410);
      expect(answer.json.message).toBe(SHARE_MESSAGES.revoked);
      expect(JSON.stringify(answer.json)).not.toContain(jmId);
    }
    // The owner's own view says it is not shared.
    const info = await call(server.url, e.info, { token: owner.token, params: { uuid } });
    expect(info.json.shareUrl).toBeNull();

    const again = await call(server.url, e.share, { token: owner.token, params: { uuid } });
    expect(again.json.token).not.toBe(token);
    expect((await throughLink(uuid, again.json.token)).videos.status).toBe(200);
  });

  it('rotated by its owner: a new token works, the old one is dead at once', async () => {
    const { uuid, token } = await sharedPlaylist();
    const rotated = await call(server.url, e.rotateShare, { token: owner.token, params: { uuid } });
    expect(rotated.status).toBe(200);
    expect(rotated.json.token).not.toBe(token);
    expect(rotated.json.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(rotated.json.url).toBe(`/licensing/shared/${uuid}?share=${rotated.json.token}`);
    expect((await throughLink(uuid, token)).videos.status).toBe(410);
    expect((await throughLink(uuid, rotated.json.token)).videos.status).toBe(200);
    const info = await call(server.url, e.info, { token: owner.token, params: { uuid } });
    expect(info.json.shareUrl).toBe(rotated.json.url);
  });

  it("cannot be revoked or rotated by anyone but the owner: another user's playlist answers 404, and the link lives", async () => {
    const { uuid, token } = await sharedPlaylist();
    for (const endpoint of [e.unshare, e.rotateShare]) {
      const byOther = await call(server.url, endpoint, { token: other.token, params: { uuid } });
      expect(byOther.status).toBe(404);
      expect(byOther.json.message).toBe(PLAYLIST_SERVER_MESSAGES.playlistMissing);
      // A reader holding the link is not its owner either.
      const byReader = await call(server.url, endpoint, { token: reader.token, params: { uuid } });
      expect(byReader.status).toBe(404);
      expect((await call(server.url, endpoint, { params: { uuid } })).status).toBe(401);
      expect(
        (await call(server.url, endpoint, { token: owner.token, params: { uuid: UNKNOWN_UUID } })).status,
      ).toBe(404);
    }
    expect((await throughLink(uuid, token)).videos.status).toBe(200);
  });
});
