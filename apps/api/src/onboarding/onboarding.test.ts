import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  ONBOARDING_DEFAULT_PLAYLIST_NAME,
  onboardingCreateEndpoint as create,
  onboardingStateSchema,
  onboardingUpdateEndpoint as update,
  playlistEndpoints,
} from '@clipmarket/core';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LIMIT_ENV } from '../auth/config';
import { call, clipIds, type CallOptions } from '../playlists/test-helpers';
import { registerAndLogin, type TestUser } from '../test/auth-helpers';
import { startTestServer, type TestServer } from '../test/harness';
import { ONBOARDING_RETRY_AFTER_SECONDS, ONBOARDING_SERVICE_MESSAGES } from './external';
import { ONBOARDING_SERVER_MESSAGES } from './service';

// Real HTTP on a real database: generous limits for loaded CI machines.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 600_000 });

let server: TestServer;
let ids: string[];

// Each test signs up buyers of its own: more than the default registration limit allows one address.
const savedEnv: Record<string, string | undefined> = {};

beforeAll(async () => {
  for (const [name] of [LIMIT_ENV.register, LIMIT_ENV.login]) {
    savedEnv[name] = process.env[name];
    process.env[name] = '100000/3600';
  }
  server = await startTestServer({ seedClips: 20 });
  ids = await clipIds(server.db);
});

afterAll(async () => {
  await server?.close();
  for (const [name, value] of Object.entries(savedEnv)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

const as = (user: TestUser, options: CallOptions = {}): CallOptions => ({ ...options, token: user.token });

/** A new buyer with their onboarding created. */
async function started(on: TestServer = server): Promise<TestUser> {
  const user = await registerAndLogin(on.url);
  const res = await call(on.url, create, as(user, { body: { userId: user.userUuid } }));
  expect(res.status).toBe(200);
  return user;
}

async function playlistsOf(user: TestUser, on: TestServer = server) {
  const res = await call(on.url, playlistEndpoints.lists, as(user, { query: { max: 100 } }));
  expect(res.status).toBe(200);
  return res.json.data as { uuid: string; name: string; videoCount: number }[];
}

describe('POST /api/onboarding/create', () => {
  it('starts the signed-in buyer’s onboarding, and answers the same one when called again', async () => {
    const user = await registerAndLogin(server.url);
    const first = await call(server.url, create, as(user, { body: { userId: user.userUuid } }));
    expect(first.status).toBe(200);
    expect(onboardingStateSchema.parse(first.json)).toEqual({
      uuid: expect.any(String),
      userId: user.userUuid,
      onboardingCollections: [],
      onboardingVideo: [],
      onboardingStepCompleted: 0,
      onboardingIsFinish: false,
      onboardingProjectType: null,
      playlistUuid: null,
      playlistName: null,
      playlistVideoCount: 0,
    });
    const again = await call(server.url, create, as(user, { body: { userId: user.userUuid } }));
    expect(again.json.uuid).toBe(first.json.uuid);
  });

  it('answers 404 for another user’s id, and 401 to a visitor', async () => {
    const alice = await registerAndLogin(server.url);
    const bob = await registerAndLogin(server.url);
    const res = await call(server.url, create, as(bob, { body: { userId: alice.userUuid } }));
    expect(res.status).toBe(404);
    expect(res.json.message).toBe(ONBOARDING_SERVER_MESSAGES.missing);
    expect(
      await server.db.selectFrom('onboardings').select('uuid').where('userId', '=', alice.userUuid).execute(),
    ).toEqual([]);
    expect((await call(server.url, create, { body: { userId: alice.userUuid } })).status).toBe(401);
  });

  it('refuses a body without a userId with 400', async () => {
    const user = await registerAndLogin(server.url);
    expect((await call(server.url, create, as(user, { body: {} }))).status).toBe(400);
  });
});

describe('POST /api/onboarding/update', () => {
  it('keeps each step’s choices, and the highest step completed', async () => {
    const user = await started();
    const body = (fields: Record<string, unknown>) =>
      as(user, { body: { userId: user.userUuid, ...fields } });
    await call(
      server.url,
      update,
      body({ onboardingStepCompleted: 2, onboardingProjectType: 'advertising' }),
    );
    await call(
      server.url,
      update,
      body({ onboardingStepCompleted: 3, onboardingCollections: ['pets', 'weather', 'pets'] }),
    );
    // Back to step 2 and Next again: the progress does not go back.
    const res = await call(
      server.url,
      update,
      body({ onboardingStepCompleted: 2, onboardingProjectType: 'social' }),
    );
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      onboardingStepCompleted: 3,
      onboardingProjectType: 'social',
      onboardingCollections: ['pets', 'weather'],
      onboardingIsFinish: false,
      playlistUuid: null,
    });
  });

  it('answers 404 before the onboarding is created, and for another user’s id, changing nothing', async () => {
    const fresh = await registerAndLogin(server.url);
    const early = await call(
      server.url,
      update,
      as(fresh, { body: { userId: fresh.userUuid, onboardingStepCompleted: 2 } }),
    );
    expect(early.status).toBe(404);
    expect(early.json.message).toBe(ONBOARDING_SERVER_MESSAGES.missing);

    const alice = await started();
    const bob = await started();
    const attack = await call(
      server.url,
      update,
      as(bob, {
        body: { userId: alice.userUuid, onboardingVideo: ids.slice(0, 2), onboardingIsFinish: true },
      }),
    );
    expect(attack.status).toBe(404);
    const alices = await call(server.url, create, as(alice, { body: { userId: alice.userUuid } }));
    expect(alices.json).toMatchObject({ onboardingVideo: [], onboardingIsFinish: false, playlistUuid: null });
    expect(await playlistsOf(alice)).toEqual([]);
    expect(await playlistsOf(bob)).toEqual([]);
  });

  it('refuses a step out of range, an unknown project type or a malformed clip id with 400', async () => {
    const user = await started();
    for (const fields of [
      { onboardingStepCompleted: 5 },
      { onboardingStepCompleted: 0 },
      { onboardingProjectType: 'wedding' },
      { onboardingVideo: ['<script>'] },
      { onboardingCollections: [''] },
    ]) {
      const res = await call(server.url, update, as(user, { body: { userId: user.userUuid, ...fields } }));
      expect(res.status, JSON.stringify(fields)).toBe(400);
    }
  });

  it("finishing with clips picked saves them to 'My First Playlist', and answers its uuid, name and count", async () => {
    const user = await started();
    const picked = [ids[0]!, ids[1]!, ids[2]!, 'JV99999999'];
    const res = await call(
      server.url,
      update,
      as(user, {
        body: {
          userId: user.userUuid,
          onboardingVideo: picked,
          onboardingStepCompleted: 4,
          onboardingIsFinish: true,
        },
      }),
    );
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      onboardingIsFinish: true,
      onboardingStepCompleted: 4,
      onboardingVideo: picked,
      playlistName: ONBOARDING_DEFAULT_PLAYLIST_NAME,
      // The id the library does not have is not saved.
      playlistVideoCount: 3,
    });
    const lists = await playlistsOf(user);
    expect(lists).toEqual([
      expect.objectContaining({
        uuid: res.json.playlistUuid,
        name: ONBOARDING_DEFAULT_PLAYLIST_NAME,
        videoCount: 3,
      }),
    ]);

    // Finishing again (a retry, or a second run) saves into the same list, without doubles.
    const again = await call(
      server.url,
      update,
      as(user, {
        body: { userId: user.userUuid, onboardingVideo: [ids[2]!, ids[3]!], onboardingIsFinish: true },
      }),
    );
    expect(again.json).toMatchObject({ playlistUuid: res.json.playlistUuid, playlistVideoCount: 4 });
    expect(await playlistsOf(user)).toHaveLength(1);
  });

  it('finishing with no clip picked makes no playlist', async () => {
    const user = await started();
    const res = await call(
      server.url,
      update,
      as(user, { body: { userId: user.userUuid, onboardingVideo: [], onboardingIsFinish: true } }),
    );
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      onboardingIsFinish: true,
      playlistUuid: null,
      playlistName: null,
      playlistVideoCount: 0,
    });
    // Only ids the library does not have: nothing to hold either.
    const unknown = await call(
      server.url,
      update,
      as(user, {
        body: { userId: user.userUuid, onboardingVideo: ['JV99999998'], onboardingIsFinish: true },
      }),
    );
    expect(unknown.json.playlistUuid).toBeNull();
    expect(await playlistsOf(user)).toEqual([]);
  });

  it('uses the buyer’s own list of that name when there is one, keeping what it held', async () => {
    const user = await started();
    const made = await call(
      server.url,
      playlistEndpoints.create,
      as(user, { body: { name: 'my first PLAYLIST' } }),
    );
    expect(made.status).toBe(201);
    await call(
      server.url,
      playlistEndpoints.addVideos,
      as(user, { params: { uuid: made.json.uuid }, body: { jmIds: [ids[5]!] } }),
    );
    const res = await call(
      server.url,
      update,
      as(user, { body: { userId: user.userUuid, onboardingVideo: [ids[6]!], onboardingIsFinish: true } }),
    );
    expect(res.json).toMatchObject({
      playlistUuid: made.json.uuid,
      playlistName: 'my first PLAYLIST',
      playlistVideoCount: 2,
    });
    expect(await playlistsOf(user)).toHaveLength(1);
  });

  it('says so when the playlist the clips went to was deleted since', async () => {
    const user = await started();
    const res = await call(
      server.url,
      update,
      as(user, { body: { userId: user.userUuid, onboardingVideo: [ids[7]!], onboardingIsFinish: true } }),
    );
    await call(server.url, playlistEndpoints.remove, as(user, { params: { uuid: res.json.playlistUuid } }));
    const now = await call(server.url, create, as(user, { body: { userId: user.userUuid } }));
    expect(now.json).toMatchObject({ onboardingIsFinish: true, playlistUuid: null, playlistName: null });
  });
});

// ---------------------------------------------------------------------------------------------------------
// An external onboarding service (ONBOARDING_SERVICE_URL): a local HTTP server on 127.0.0.1.

describe('with an external onboarding service', () => {
  type Behaviour = 'ok' | 'error' | 'silent';
  let external: Server;
  let externalUrl: string;
  let withService: TestServer;
  let behaviour: Behaviour = 'ok';
  const seen: { url: string | undefined; method: string | undefined; body: unknown }[] = [];
  const held: ServerResponse[] = [];

  function answer(req: IncomingMessage, res: ServerResponse, data: string) {
    seen.push({ url: req.url, method: req.method, body: JSON.parse(data || 'null') as unknown });
    if (behaviour === 'silent') {
      held.push(res);
      return;
    }
    const status = behaviour === 'error' ? 500 : 200;
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: status === 200 }));
  }

  beforeAll(async () => {
    external = createServer((req, res) => {
      let data = '';
      req.on('data', (chunk: Buffer) => (data += chunk.toString()));
      req.on('end', () => answer(req, res, data));
    });
    await new Promise<void>((resolve) => external.listen(0, '127.0.0.1', resolve));
    externalUrl = `http://127.0.0.1:${(external.address() as AddressInfo).port}`;
    withService = await startTestServer({
      seedClips: 5,
      app: { onboarding: { config: { serviceUrl: `${externalUrl}/onboarding`, timeoutMs: 500 } } },
    });
  });

  afterEach(() => {
    behaviour = 'ok';
    seen.length = 0;
    for (const res of held.splice(0)) res.destroy();
  });

  afterAll(async () => {
    await withService?.close();
    external?.closeAllConnections();
    await new Promise<void>((resolve) => external?.close(() => resolve()));
  });

  it('posts create and update to the service in the spec’s shape, and records them too', async () => {
    const user = await registerAndLogin(withService.url);
    const [clip] = await clipIds(withService.db, 1);
    const created = await call(withService.url, create, as(user, { body: { userId: user.userUuid } }));
    expect(created.status).toBe(200);
    const fields = {
      userId: user.userUuid,
      onboardingCollections: ['pets'],
      onboardingVideo: [clip!],
      onboardingStepCompleted: 4,
      onboardingIsFinish: true,
      onboardingProjectType: 'editorial',
    };
    const updated = await call(withService.url, update, as(user, { body: fields }));
    expect(updated.status).toBe(200);
    expect(seen).toEqual([
      { url: '/onboarding/create', method: 'POST', body: { userId: user.userUuid } },
      { url: '/onboarding/update', method: 'POST', body: fields },
    ]);
    expect(updated.json).toMatchObject({
      playlistName: ONBOARDING_DEFAULT_PLAYLIST_NAME,
      playlistVideoCount: 1,
    });
  });

  it('answers 502 when the service answers with an error, recording nothing', async () => {
    const user = await registerAndLogin(withService.url);
    behaviour = 'error';
    const res = await call(withService.url, create, as(user, { body: { userId: user.userUuid } }));
    expect(res.status).toBe(502);
    expect(res.json.message).toBe(ONBOARDING_SERVICE_MESSAGES.failed);
    expect(
      await withService.db
        .selectFrom('onboardings')
        .select('uuid')
        .where('userId', '=', user.userUuid)
        .execute(),
    ).toEqual([]);

    behaviour = 'ok';
    expect((await call(withService.url, create, as(user, { body: { userId: user.userUuid } }))).status).toBe(
      200,
    );
    behaviour = 'error';
    const finish = await call(
      withService.url,
      update,
      as(user, {
        body: {
          userId: user.userUuid,
          onboardingVideo: await clipIds(withService.db, 2),
          onboardingIsFinish: true,
        },
      }),
    );
    expect(finish.status).toBe(502);
    expect(await playlistsOf(user, withService)).toEqual([]);
  });

  it('answers 503 with Retry-After when the service does not answer in time', async () => {
    const user = await registerAndLogin(withService.url);
    behaviour = 'silent';
    const res = await call(withService.url, create, as(user, { body: { userId: user.userUuid } }));
    expect(res.status).toBe(503);
    expect(res.json.message).toBe(ONBOARDING_SERVICE_MESSAGES.unavailable);
    expect(res.headers.get('retry-after')).toBe(String(ONBOARDING_RETRY_AFTER_SECONDS));
  });

  it('never tells the service about a request for another user', async () => {
    const alice = await registerAndLogin(withService.url);
    const bob = await registerAndLogin(withService.url);
    const res = await call(withService.url, create, as(bob, { body: { userId: alice.userUuid } }));
    expect(res.status).toBe(404);
    expect(seen).toEqual([]);
  });
});

describe('with an external onboarding service that cannot be reached', () => {
  let unreachable: TestServer;

  beforeAll(async () => {
    // A port that was free a moment ago and has nothing listening now.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    unreachable = await startTestServer({
      app: { onboarding: { config: { serviceUrl: `http://127.0.0.1:${port}`, timeoutMs: 2_000 } } },
    });
  });

  afterAll(async () => {
    await unreachable?.close();
  });

  it('answers 503 with Retry-After', async () => {
    const user = await registerAndLogin(unreachable.url);
    const res = await call(unreachable.url, create, as(user, { body: { userId: user.userUuid } }));
    expect(res.status).toBe(503);
    expect(res.json.message).toBe(ONBOARDING_SERVICE_MESSAGES.unavailable);
    expect(res.headers.get('retry-after')).toBe(String(ONBOARDING_RETRY_AFTER_SECONDS));
  });
});
