// The development conveniences beside the outbox (contract/dev.ts): clips added to the library now, and one
// account's saved-search alerts run now, through the real digest. They exist where the outbox does, and nowhere
// in production. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import { randomBytes } from 'node:crypto';
import {
  createSavedSearchEndpoint,
  DEV_LIMITS,
  DEV_MESSAGES,
  devAcquisitionsEndpoint,
  devSavedSearchAlertsRunEndpoint,
  notificationsEndpoint,
  searchEndpoint,
  type DevAcquiredClip,
  type NotificationsResponse,
  type SearchResponse,
} from '@clipmarket/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { LIMIT_ENV } from '../auth/config';
import { ALERT_MAIL_KIND } from '../saved-searches/alerts';
import { bearer, registerAndLogin, type TestUser } from '../test/auth-helpers';
import { startTestServer, type TestServer } from '../test/harness';

let server: TestServer;

const [REGISTER_LIMIT] = LIMIT_ENV.register;
const registerLimit = process.env[REGISTER_LIMIT];

beforeAll(async () => {
  // Each test registers its own accounts, more than the default limit of one address an hour.
  process.env[REGISTER_LIMIT] = '1000/3600';
  // As `npm start` runs: the alert passes and the mail worker on (without SMTP the outbox keeps the mails).
  server = await startTestServer({ seedClips: 30 });
}, 600_000);

afterAll(async () => {
  await server?.close();
  if (registerLimit === undefined) delete process.env[REGISTER_LIMIT];
  else process.env[REGISTER_LIMIT] = registerLimit;
});

async function call(method: string, pathname: string, body?: unknown, user?: TestUser) {
  const res = await fetch(server.url + pathname, {
    method,
    headers: {
      ...(user ? bearer(user.token) : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads its own answer's shape
  return { status: res.status, json: (text ? JSON.parse(text) : null) as any };
}

const acquire = (body: unknown) => call('POST', devAcquisitionsEndpoint.path, body);
const runAlerts = (email: string) => call('POST', devSavedSearchAlertsRunEndpoint.path, { email });
const search = async (q: string) =>
  (await call('POST', searchEndpoint.path, { q, exactMatchOnly: false })).json as SearchResponse;

/** A word no clip has yet, so a test's clips are the only ones it finds. */
const freshWord = () =>
  `zq${randomBytes(4)
    .toString('hex')
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;

async function alertMails(email: string) {
  return server.db
    .selectFrom('outbox')
    .selectAll()
    .where('toAddress', '=', email)
    .where('kind', '=', ALERT_MAIL_KIND)
    .orderBy('id')
    .execute();
}

describe('adding clips to the library (development)', () => {
  it('adds whole generated clips, entered now, that a search finds at once, and answers them', async () => {
    const word = freshWord();
    // Searched (and its answer cached) before the clips exist: the acquisition must not leave it stale.
    expect((await search(word)).data.some((card) => card.title?.includes(word))).toBe(false);
    const before = new Date();

    const added = await acquire({ count: 3, title: `Harbour seal ${word}` });
    expect(added.status).toBe(201);
    const clips = added.json.data as DevAcquiredClip[];
    expect(clips.map((clip) => clip.title)).toEqual([1, 2, 3].map((n) => `Harbour seal ${word} ${n}`));
    expect(clips.map((clip) => clip.publishingTitle)).toEqual(clips.map((clip) => clip.title));
    expect(new Set(clips.map((clip) => clip.jmId)).size).toBe(3);

    const rows = await server.db
      .selectFrom('clips')
      .selectAll()
      .where(
        'jmId',
        'in',
        clips.map((clip) => clip.jmId),
      )
      .execute();
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row.createdAt.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
      expect(row.previewUrl).toMatch(/^\/media\/previews\//);
      expect(row.tags.length).toBeGreaterThan(0);
      expect(row.concepts.length).toBeGreaterThan(0);
    }

    const found = await search(word);
    expect(found.pagination.totalResults).toBe(3);
    expect(found.data.map((card) => card.jmId).sort()).toEqual(clips.map((clip) => clip.jmId).sort());
    const page = await call('GET', `/api/public/videos/${clips[0]!.jmId}`);
    expect(page.status).toBe(200);
  });

  it('takes the next clips of the generator each time, with the titles it gives without a title', async () => {
    const first = await acquire({ count: 2 });
    const second = await acquire({ count: 1 });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    const ids = [...first.json.data, ...second.json.data].map((clip: DevAcquiredClip) => clip.jmId);
    expect(new Set(ids).size).toBe(3);
    expect([...ids].sort()).toEqual(ids);
    const one = second.json.data[0] as DevAcquiredClip;
    expect(one.title ?? one.publishingTitle).toBeTruthy();
    expect(one.title).not.toMatch(/ 1$/);
  });

  it('refuses a count out of bounds and a blank or long title with a clear 400, adding nothing', async () => {
    const count = async () =>
      Number(
        (
          await server.db
            .selectFrom('clips')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    for (const body of [
      { count: 0 },
      { count: DEV_LIMITS.acquisitionsMax + 1 },
      { count: 1.5 },
      { count: '3' },
      {},
    ]) {
      const refused = await acquire(body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.json.message).toContain(DEV_MESSAGES.count);
    }
    const blank = await acquire({ count: 1, title: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.json.message).toContain(DEV_MESSAGES.titleEmpty);
    const long = await acquire({ count: 1, title: 'x'.repeat(DEV_LIMITS.titleMax + 1) });
    expect(long.status).toBe(400);
    expect(long.json.message).toContain(DEV_MESSAGES.titleLong);
    expect(await count()).toBe(before);
  });
});

describe("running an account's saved-search alerts now (development)", () => {
  it('mails one digest of the clips that entered since the alert was turned on, then none', async () => {
    const ann = await registerAndLogin(server.url);
    const word = freshWord();
    const saved = await call(
      'POST',
      createSavedSearchEndpoint.path,
      { name: 'Seals', query: { q: word }, alert: 'daily' },
      ann,
    );
    expect(saved.status).toBe(201);
    // Nothing new yet: no mail, never an empty one.
    expect((await runAlerts(ann.email)).json).toEqual({ queued: 0 });

    const clips = (await acquire({ count: 2, title: `Harbour seal ${word}` })).json.data as DevAcquiredClip[];
    const run = await runAlerts(ann.email.toUpperCase());
    expect(run.status).toBe(200);
    expect(run.json).toEqual({ queued: 1 });

    const mails = await alertMails(ann.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('2 new clips for “Seals”');
    for (const clip of clips) {
      expect(mails[0]!.textBody).toContain(clip.title);
      expect(mails[0]!.textBody).toContain(`/licensing/view/${clip.jmId}`);
    }
    expect(mails[0]!.textBody).toContain(`/licensing/search?q=${word}`);
    const bell = (await call('GET', notificationsEndpoint.path, undefined, ann))
      .json as NotificationsResponse;
    expect(bell.data.filter((notice) => notice.kind === 'saved-search-alert')).toMatchObject([
      { title: '2 new clips for “Seals”' },
    ]);

    // The window moved on: no new clip, no second mail.
    expect((await runAlerts(ann.email)).json).toEqual({ queued: 0 });
    expect(await alertMails(ann.email)).toHaveLength(1);
  });

  it("runs that account's alerts only, and none that are off", async () => {
    const ann = await registerAndLogin(server.url);
    const bob = await registerAndLogin(server.url);
    const word = freshWord();
    const save = (user: TestUser, alert: string, name: string) =>
      call('POST', createSavedSearchEndpoint.path, { name, query: { q: word }, alert }, user);
    await save(ann, 'off', 'Quiet');
    await save(bob, 'weekly', 'Loud');
    await acquire({ count: 1, title: `Harbour seal ${word}` });

    expect((await runAlerts(ann.email)).json).toEqual({ queued: 0 });
    expect(await alertMails(ann.email)).toHaveLength(0);
    expect(await alertMails(bob.email)).toHaveLength(0);
    expect((await runAlerts(bob.email)).json).toEqual({ queued: 1 });
    expect(await alertMails(bob.email)).toHaveLength(1);
  });

  it('answers 404 for an address no account has and 400 for one that is not an address', async () => {
    const unknown = await runAlerts(`nobody-${randomBytes(4).toString('hex')}@example.com`);
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toBe(DEV_MESSAGES.noAccount);
    for (const body of [{ email: 'not an address' }, { email: 3 }, {}]) {
      const refused = await call('POST', devSavedSearchAlertsRunEndpoint.path, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('running alerts now on a server whose own alert passes are off, as most tests build it', () => {
  let quiet: TestServer;
  beforeAll(async () => {
    quiet = await startTestServer({
      app: { savedSearches: { alerts: { enabled: false } }, mail: { worker: false } },
    });
  }, 600_000);
  afterAll(() => quiet?.close());

  it('mails the digest all the same', async () => {
    const ann = await registerAndLogin(quiet.url);
    const word = freshWord();
    const post = async (pathname: string, body: unknown, user?: TestUser) =>
      fetch(quiet.url + pathname, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(user ? bearer(user.token) : {}) },
        body: JSON.stringify(body),
      });
    const saved = await post(
      createSavedSearchEndpoint.path,
      { name: 'Seals', query: { q: word }, alert: 'daily' },
      ann,
    );
    expect(saved.status).toBe(201);
    expect((await post(devAcquisitionsEndpoint.path, { count: 1, title: `Seal ${word}` })).status).toBe(201);
    const run = await post(devSavedSearchAlertsRunEndpoint.path, { email: ann.email });
    expect(await run.json()).toEqual({ queued: 1 });
  });
});

describe('where the development conveniences exist', () => {
  it('answers 404 to a request naming another host, as the outbox does', async () => {
    for (const [url, payload] of [
      [devAcquisitionsEndpoint.path, { count: 1 }],
      [devSavedSearchAlertsRunEndpoint.path, { email: 'someone@example.com' }],
    ] as const) {
      const res = await server.app.inject({
        method: 'POST',
        url,
        payload,
        headers: { host: 'rebound.example' },
      });
      expect(res.statusCode, url).toBe(404);
    }
  });

  it('does not serve them in production', async () => {
    const saved = process.env.NODE_ENV;
    const savedSandbox = process.env.SANDBOX_STOREFRONT;
    process.env.NODE_ENV = 'production';
    // Production runs the test shop only when told to (it refuses to start with no payment provider).
    process.env.SANDBOX_STOREFRONT = 'true';
    try {
      // Its mail worker stays off: a production worker would fail this database's development mails (ADR 58).
      const app = await buildApp({ db: server.db, databaseKind: server.kind, mail: { worker: false } });
      try {
        const acquired = await app.inject({
          method: 'POST',
          url: devAcquisitionsEndpoint.path,
          payload: { count: 1 },
        });
        expect(acquired.statusCode).toBe(404);
        const run = await app.inject({
          method: 'POST',
          url: devSavedSearchAlertsRunEndpoint.path,
          payload: { email: 'someone@example.com' },
        });
        expect(run.statusCode).toBe(404);
        expect((await app.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(404);
        // Nor are they in its API document.
        const paths = Object.keys((app.swagger() as { paths: Record<string, unknown> }).paths);
        expect(paths.filter((path) => path.startsWith('/api/dev/'))).toEqual([]);
      } finally {
        await app.close();
      }
    } finally {
      process.env.NODE_ENV = saved;
      if (savedSandbox === undefined) delete process.env.SANDBOX_STOREFRONT;
      else process.env.SANDBOX_STOREFRONT = savedSandbox;
    }
  });
});
