import {
  HISTORY_SERVER_MESSAGES,
  SERVER_MESSAGE_MARKERS,
  historyEndpoints as e,
  historyResponseSchema,
} from '@clipmarket/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, clipIds, type CallOptions } from '../playlists/test-helpers';
import { registerAndLogin, type TestUser } from '../test/auth-helpers';
import { startTestServer, type TestServer } from '../test/harness';

// Real HTTP on a real database: generous limits for loaded CI machines.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 600_000 });

let server: TestServer;
let alice: TestUser;
let bob: TestUser;
let ids: string[];

beforeAll(async () => {
  server = await startTestServer({ seedClips: 50 });
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

async function expectSignedInOnly(endpoint: Parameters<typeof call>[1], options: CallOptions = {}) {
  expect((await api(endpoint, options)).status).toBe(401);
  expect((await api(endpoint, { ...options, token: 'not-a-real-token' })).status).toBe(401);
}

function expectMissing(res: { status: number; json: { message: string } }) {
  expect(res.status).toBe(404);
  expect(res.json.message).toBe(HISTORY_SERVER_MESSAGES.userMissing);
  expect(res.json.message).toContain(SERVER_MESSAGE_MARKERS.playlistMissing);
}

describe('GET and POST /api/v1/lp/user/exactMatchOnly', () => {
  it('is false until set, then answers what was set', async () => {
    const before = await api(e.getExactMatchOnly, as(alice, { query: { username: alice.email } }));
    expect(before.status).toBe(200);
    expect(before.json).toEqual({ username: alice.email, exactMatchOnly: false });
    const set = await api(
      e.setExactMatchOnly,
      as(alice, { body: { username: alice.email, exactMatchOnly: true } }),
    );
    expect(set.status).toBe(200);
    expect(set.json).toEqual({ username: alice.email, exactMatchOnly: true });
    const after = await api(
      e.getExactMatchOnly,
      as(alice, { query: { username: alice.email.toUpperCase() } }),
    );
    expect(after.json.exactMatchOnly).toBe(true);
    const unset = await api(
      e.setExactMatchOnly,
      as(alice, { body: { username: alice.email, exactMatchOnly: false } }),
    );
    expect(unset.json.exactMatchOnly).toBe(false);
    expect(
      (await api(e.getExactMatchOnly, as(alice, { query: { username: alice.email } }))).json.exactMatchOnly,
    ).toBe(false);
  });

  it("answers 404 for another user's username, reading or writing", async () => {
    await api(e.setExactMatchOnly, as(bob, { body: { username: bob.email, exactMatchOnly: true } }));
    expectMissing(await api(e.getExactMatchOnly, as(alice, { query: { username: bob.email } })));
    expectMissing(
      await api(e.setExactMatchOnly, as(alice, { body: { username: bob.email, exactMatchOnly: false } })),
    );
    expect(
      (await api(e.getExactMatchOnly, as(bob, { query: { username: bob.email } }))).json.exactMatchOnly,
    ).toBe(true);
  });

  it('answers 401 without a token or with a bad one', async () => {
    await expectSignedInOnly(e.getExactMatchOnly, { query: { username: alice.email } });
    await expectSignedInOnly(e.setExactMatchOnly, { body: { username: alice.email, exactMatchOnly: true } });
  });

  it('answers 400 without a username or with a wrong body', async () => {
    expect((await api(e.getExactMatchOnly, as(alice))).status).toBe(400);
    expect((await api(e.setExactMatchOnly, as(alice, { body: { username: alice.email } }))).status).toBe(400);
    expect(
      (await api(e.setExactMatchOnly, as(alice, { body: { username: alice.email, exactMatchOnly: 'yes' } })))
        .status,
    ).toBe(400);
    expect((await api(e.setExactMatchOnly, as(alice, { body: { exactMatchOnly: true } }))).status).toBe(400);
  });
});

for (const kind of ['view', 'download'] as const) {
  const record = kind === 'view' ? e.recordView : e.recordDownload;
  const list = kind === 'view' ? e.views : e.downloads;

  describe(`POST and GET /api/v1/lp/history/video/${kind}`, () => {
    it('records clips and answers them most recent first, once each, with how many times', async () => {
      const first = await api(
        record,
        as(alice, { body: { username: alice.email, jmIds: [ids[0], ids[1]] } }),
      );
      expect(first.status).toBe(200);
      expect(first.json).toEqual({ recorded: 2, notFound: [] });
      // A '-1' id counts for its base clip; unknown ids are skipped.
      const second = await api(
        record,
        as(alice, { body: { username: alice.email, jmIds: [`${ids[0]}-1`, 'nope-9'] } }),
      );
      expect(second.json).toEqual({ recorded: 1, notFound: ['nope-9'] });

      const res = await api(list, as(alice, { query: { username: alice.email } }));
      expect(res.status).toBe(200);
      const body = historyResponseSchema.parse(res.json);
      expect(body.total).toBe(2);
      expect(body.data.map((entry) => [entry.jmId, entry.times])).toEqual([
        [ids[0], 2],
        [ids[1], 1],
      ]);
      const page = await api(list, as(alice, { query: { username: alice.email, max: 1, offset: 1 } }));
      expect(page.json.data.map((entry: { jmId: string }) => entry.jmId)).toEqual([ids[1]]);
    });

    it("keeps each user's history apart, and answers 404 for another user's username", async () => {
      const mine = await api(list, as(bob, { query: { username: bob.email } }));
      expect(mine.json).toEqual({ data: [], total: 0 });
      expectMissing(await api(list, as(bob, { query: { username: alice.email } })));
      expectMissing(await api(record, as(bob, { body: { username: alice.email, jmIds: [ids[5]] } })));
      const after = await api(list, as(alice, { query: { username: alice.email } }));
      expect(after.json.data.map((entry: { jmId: string }) => entry.jmId)).not.toContain(ids[5]);
    });

    it('answers 401 without a token or with a bad one', async () => {
      await expectSignedInOnly(record, { body: { username: alice.email, jmIds: [ids[0]] } });
      await expectSignedInOnly(list, { query: { username: alice.email } });
    });

    it('answers 400 for a missing username, no ids, malformed ids or a bad page', async () => {
      for (const body of [
        { jmIds: [ids[0]] },
        { username: alice.email, jmIds: [] },
        { username: alice.email, jmIds: ['bad id'] },
        { username: alice.email },
      ]) {
        expect((await api(record, as(alice, { body }))).status, JSON.stringify(body)).toBe(400);
      }
      expect((await api(list, as(alice))).status).toBe(400);
      expect((await api(list, as(alice, { query: { username: alice.email, max: 0 } }))).status).toBe(400);
    });
  });
}
