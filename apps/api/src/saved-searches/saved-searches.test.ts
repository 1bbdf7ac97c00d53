// Saved searches that alert (issue 33, item 3; ADR 90): an account keeps named searches, sees how many clips
// entered the library for each since it last looked, and gets one digest mail a search when clips entered,
// never an empty one, that it can turn off from the mail without signing in (RFC 8058). No account reads or
// changes another's. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import { randomBytes } from 'node:crypto';
import {
  alertUnsubscribeEndpoint,
  createSavedSearchEndpoint,
  deleteSavedSearchEndpoint,
  fillPath,
  notificationsEndpoint,
  SAVED_SEARCH_LIMITS,
  SAVED_SEARCH_MESSAGES,
  savedSearchesEndpoint,
  savedSearchQuerySchema,
  type NotificationsResponse,
  type SavedSearch,
} from '@clipmarket/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMIT_ENV } from '../auth/config';
import { createSearchService } from '../search/service';
import { bearer, registerAndLogin, type TestUser } from '../test/auth-helpers';
import { CLIP_REQUIRED_FIELDS, insertClips, startTestServer, type TestServer } from '../test/harness';
import { ALERT_MAIL_KIND, createSavedSearchAlerts } from './alerts';

let server: TestServer;
const BASE = 'https://clips.example';
/** The alerts' clock: the real one, moved on by the tests. */
let offsetMs = 0;
const DAY = 24 * 3600_000;

const [REGISTER_LIMIT] = LIMIT_ENV.register;
const registerLimit = process.env[REGISTER_LIMIT];

beforeAll(async () => {
  // Each test registers its own accounts, more than the default limit of one address an hour.
  process.env[REGISTER_LIMIT] = '1000/3600';
  // The server's own alert passes stay off: each test runs a pass when it wants one, on its clock.
  server = await startTestServer({
    app: { savedSearches: { alerts: { enabled: false } }, mail: { worker: false } },
  });
}, 600_000);

afterAll(async () => {
  await server?.close();
  if (registerLimit === undefined) delete process.env[REGISTER_LIMIT];
  else process.env[REGISTER_LIMIT] = registerLimit;
});

function alerts() {
  return createSavedSearchAlerts({
    db: server.db,
    search: createSearchService(server.db),
    baseUrl: BASE,
    now: () => new Date(Date.now() + offsetMs),
  });
}

async function call(user: TestUser | null, method: string, pathname: string, body?: unknown) {
  const res = await fetch(server.url + pathname, {
    method,
    headers: {
      ...(user ? bearer(user.token) : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, json: (text ? JSON.parse(text) : null) as SavedSearch & { message: string } };
}

const query = (q: string, extra: object = {}) => savedSearchQuerySchema.parse({ q, ...extra });
const save = (user: TestUser, name: string, q: string, alert = 'off', extra: object = {}) =>
  call(user, 'POST', createSavedSearchEndpoint.path, { name, query: query(q, extra), alert });
const list = async (user: TestUser) =>
  (await call(user, 'GET', savedSearchesEndpoint.path)).json as unknown as { data: SavedSearch[] };
const one = (id: string) => fillPath(deleteSavedSearchEndpoint.path, { savedSearchId: id });

/** A word no clip has yet, so a test's clips are the only ones it finds. */
const freshWord = () =>
  `zq${randomBytes(4)
    .toString('hex')
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;

async function addClips(word: string, n: number, extra: object = {}) {
  await insertClips(
    server.db,
    Array.from({ length: n }, (_, i) => ({
      ...CLIP_REQUIRED_FIELDS,
      jmId: `${word.slice(0, 8).toUpperCase()}${i}`,
      title: `A ${word} crossing the road, take ${i + 1}`,
      imgUrl: `/media/posters/${word}-${i}.webp`,
      ...extra,
    })),
  );
}

async function outboxFor(email: string) {
  return server.db
    .selectFrom('outbox')
    .selectAll()
    .where('toAddress', '=', email)
    .where('kind', '=', ALERT_MAIL_KIND)
    .orderBy('id')
    .execute();
}

describe('saved searches', () => {
  it('saves a search with a name, lists it newest first, and renames it', async () => {
    const ann = await registerAndLogin(server.url);
    const first = await save(ann, 'Storms', 'storm', 'off', { categories: ['Weather'] });
    expect(first.status).toBe(201);
    expect(first.json).toMatchObject({ name: 'Storms', alert: 'off', newClips: 0 });
    expect(first.json.query).toMatchObject({ q: 'storm', categories: ['Weather'] });
    await save(ann, 'Dogs', 'dog');
    expect((await list(ann)).data.map((s) => s.name)).toEqual(['Dogs', 'Storms']);

    const renamed = await call(ann, 'PATCH', one(first.json.id), { name: 'Big storms' });
    expect(renamed.status).toBe(200);
    expect(renamed.json.name).toBe('Big storms');
  });

  it('refuses a blank name, a name taken in any case, and more than the limit, losing nothing', async () => {
    const ann = await registerAndLogin(server.url);
    expect((await save(ann, '   ', 'x')).json.message).toContain(SAVED_SEARCH_MESSAGES.nameEmpty);
    await save(ann, 'Storms', 'storm');
    const twice = await save(ann, 'STORMS', 'rain');
    expect(twice.status).toBe(409);
    expect(twice.json.message).toBe(SAVED_SEARCH_MESSAGES.nameTaken);
    const dogs = await save(ann, 'Dogs', 'dog');
    expect((await call(ann, 'PATCH', one(dogs.json.id), { name: 'storms' })).status).toBe(409);

    for (let i = (await list(ann)).data.length; i < SAVED_SEARCH_LIMITS.perAccount; i++)
      expect((await save(ann, `Search ${i}`, `word${i}`)).status).toBe(201);
    const over = await save(ann, 'One too many', 'cats');
    expect(over.status).toBe(400);
    expect(over.json.message).toBe(SAVED_SEARCH_MESSAGES.full);
    expect((await list(ann)).data).toHaveLength(SAVED_SEARCH_LIMITS.perAccount);
  });

  it('counts the clips that entered the library since the search was last opened', async () => {
    const ann = await registerAndLogin(server.url);
    const word = freshWord();
    const saved = await save(ann, 'Fresh', word);
    await addClips(word, 3);
    await addClips(freshWord(), 2); // not this search's
    expect((await list(ann)).data[0]!.newClips).toBe(3);

    const seen = await call(ann, 'POST', `${one(saved.json.id)}/seen`);
    expect(seen.status).toBe(200);
    expect(seen.json.newClips).toBe(0);
    await addClips(`${word}`, 1, { jmId: `${word.toUpperCase()}X` });
    expect((await list(ann)).data[0]!.newClips).toBe(1);
  });

  it('shows another account nothing of them, and lets it change or delete none of them', async () => {
    const ann = await registerAndLogin(server.url);
    const mallory = await registerAndLogin(server.url);
    const saved = await save(ann, 'Mine', 'storm', 'daily');
    expect((await list(mallory)).data).toEqual([]);
    for (const [method, path, body] of [
      ['PATCH', one(saved.json.id), { alert: 'off' }],
      ['PATCH', one(saved.json.id), { name: 'Taken over' }],
      ['POST', `${one(saved.json.id)}/seen`, undefined],
      ['DELETE', one(saved.json.id), undefined],
    ] as const) {
      const r = await call(mallory, method, path, body);
      expect(r.status).toBe(404);
      expect(r.json.message).toBe(SAVED_SEARCH_MESSAGES.notFound);
    }
    expect((await list(ann)).data).toMatchObject([{ name: 'Mine', alert: 'daily' }]);
    expect((await call(null, 'GET', savedSearchesEndpoint.path)).status).toBe(401);
  });

  it('deletes a search, which then answers 404', async () => {
    const ann = await registerAndLogin(server.url);
    const saved = await save(ann, 'Gone', 'storm');
    expect((await call(ann, 'DELETE', one(saved.json.id))).status).toBe(204);
    expect((await call(ann, 'DELETE', one(saved.json.id))).status).toBe(404);
    expect((await list(ann)).data).toEqual([]);
  });
});

describe('alerts', () => {
  it('mails one digest of the new clips when due, with posters, links and one-click unsubscribe headers', async () => {
    const ann = await registerAndLogin(server.url, { firstName: 'Ann' });
    const word = freshWord();
    const saved = await save(ann, 'Crossings', word, 'daily');
    await addClips(word, 8);
    await addClips(freshWord(), 2);
    const runner = alerts();

    offsetMs = DAY / 2;
    expect(await runner.runOnce()).toBe(0); // not due before a day
    offsetMs = DAY + 60_000;
    expect(await runner.runOnce()).toBe(1);
    expect(await runner.runOnce()).toBe(0); // the window moved on

    const [mail] = await outboxFor(ann.email);
    expect(mail!.subject).toBe('8 new clips for “Crossings”');
    expect(mail!.textBody).toContain('Hello Ann,');
    expect(mail!.textBody.match(new RegExp(`A ${word} crossing`, 'g'))).toHaveLength(
      SAVED_SEARCH_LIMITS.digestClips,
    );
    expect(mail!.textBody).toContain(`See all 8: ${BASE}/licensing/search?q=${word}`);
    expect(mail!.textBody).toContain(`${BASE}/licensing/alerts/unsubscribe?token=`);
    expect(
      mail!.htmlBody!.match(new RegExp(`<img src="${BASE}/media/posters/${word}-\\d\\.webp"`, 'g')),
    ).toHaveLength(SAVED_SEARCH_LIMITS.digestClips);
    expect(mail!.headers).toEqual({
      'List-Unsubscribe': expect.stringMatching(
        new RegExp(`^<${BASE}/api/alerts/unsubscribe\\?token=[\\w-]{43}>$`),
      ),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });

    const bell = (await call(ann, 'GET', notificationsEndpoint.path))
      .json as unknown as NotificationsResponse;
    expect(bell.data[0]).toMatchObject({
      kind: 'saved-search-alert',
      title: '8 new clips for “Crossings”',
      href: '/licensing/account/saved-searches',
    });
    // Opening the search is what resets its count; the mail does not.
    expect((await list(ann)).data.find((s) => s.id === saved.json.id)!.newClips).toBe(8);
  });

  it('never mails an empty digest, nor for a search turned off or deleted before its digest ran', async () => {
    const ann = await registerAndLogin(server.url);
    const word = freshWord();
    await save(ann, 'Quiet', freshWord(), 'daily');
    const off = await save(ann, 'Turned off', word, 'daily');
    const gone = await save(ann, 'Deleted', word, 'weekly');
    await addClips(word, 2);
    const runner = alerts();
    offsetMs = 8 * DAY;
    // The pass claims all three; two change before their digests run.
    const { claimDueAlerts } = await import('./repository');
    await claimDueAlerts(server.db, new Date(Date.now() + offsetMs), 'saved-search-digest', 500);
    await call(ann, 'PATCH', one(off.json.id), { alert: 'off' });
    await call(ann, 'DELETE', one(gone.json.id));
    expect(await runner.runOnce()).toBe(0);
    expect(await outboxFor(ann.email)).toEqual([]);
  });

  it('leaves a clip that entered in the minutes before a pass to the next digest, never to none', async () => {
    const ann = await registerAndLogin(server.url);
    const word = freshWord();
    await save(ann, 'Late', word, 'daily');
    await addClips(word, 2);
    offsetMs = 2 * DAY;
    // One more clip whose row is written just before the pass (by the clock the pass runs on).
    await addClips(word, 1, { jmId: `${word.toUpperCase()}L` });
    await sql`UPDATE clips SET created_at = ${new Date(Date.now() + offsetMs - 60_000)}
      WHERE jm_id = ${`${word.toUpperCase()}L`}`.execute(server.db);
    expect(await alerts().runOnce()).toBe(1);
    offsetMs = 3 * DAY + 60_000;
    expect(await alerts().runOnce()).toBe(1);
    const mails = await outboxFor(ann.email);
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      '1 new clip for “Late”',
      '2 new clips for “Late”',
    ]);
  });

  it('gives each due digest to one of two passes running at once', async () => {
    const ann = await registerAndLogin(server.url);
    const word = freshWord();
    await save(ann, 'Raced', word, 'daily');
    await addClips(word, 1);
    offsetMs = 2 * DAY;
    const [a, b] = await Promise.all([alerts().runOnce(), alerts().runOnce()]);
    expect(a + b).toBe(1);
    expect(await outboxFor(ann.email)).toHaveLength(1);
  });

  it('turns the alert off from the mail’s link without signing in, and mails no more', async () => {
    const ann = await registerAndLogin(server.url);
    const word = freshWord();
    const saved = await save(ann, 'Unwanted', word, 'weekly');
    await addClips(word, 1);
    offsetMs = 8 * DAY;
    expect(await alerts().runOnce()).toBe(1);
    const [mail] = await outboxFor(ann.email);
    const link = /^<(.+)>$/.exec(mail!.headers!['List-Unsubscribe']!)![1]!;
    const path = new URL(link).pathname + new URL(link).search;

    const info = await fetch(server.url + path);
    expect(await info.json()).toEqual({ name: 'Unwanted', alert: 'weekly' });

    // What a mail client sends (RFC 8058): a form post, no cookie, no session.
    const oneClick = await fetch(server.url + path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.json()).toEqual({ name: 'Unwanted', alert: 'off' });
    expect((await list(ann)).data.find((s) => s.id === saved.json.id)!.alert).toBe('off');
    // A second click answers the same; a link nobody was sent answers 404; a malformed one 400.
    expect((await fetch(server.url + path, { method: 'POST' })).status).toBe(200);
    const forged = `${alertUnsubscribeEndpoint.path}?token=${randomBytes(32).toString('base64url')}`;
    const refused = await fetch(server.url + forged, { method: 'POST' });
    expect(refused.status).toBe(404);
    expect(((await refused.json()) as { message: string }).message).toBe(
      SAVED_SEARCH_MESSAGES.unsubscribeInvalid,
    );
    expect((await fetch(`${server.url}${alertUnsubscribeEndpoint.path}?token=<script>`)).status).toBe(400);

    await addClips(word, 1, { jmId: `${word.toUpperCase()}Z` });
    offsetMs = 16 * DAY;
    expect(await alerts().runOnce()).toBe(0);
  });
});
