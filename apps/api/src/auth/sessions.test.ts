import { randomBytes } from 'node:crypto';
import { accountSessionSchema, SESSION_MESSAGES } from '@clipmarket/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SECURE_SESSION_COOKIE } from '../http/session-cookie';
import {
  bearer,
  completeRegistration,
  registerAndLogin,
  registrationIdFrom,
  TEST_PASSWORD,
  uniqueEmail,
  type TestUser,
} from '../test/auth-helpers';
import { startTestServer, type TestServer } from '../test/harness';
import { deviceName, networkOf } from './account-sessions';
import { hashPassword } from './secrets';
import { createAuthService } from './service';
import { outboxMail } from './test-helpers';

// argon2id costs tens of milliseconds a hash, more on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, 600_000);

afterAll(async () => {
  await server?.close();
});

beforeEach(async () => {
  await server.db.deleteFrom('rateLimits').execute();
});

const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  return fetch(server.url + path, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

function registration(overrides: Record<string, unknown> = {}) {
  return {
    email: uniqueEmail('reg'),
    password: TEST_PASSWORD,
    firstName: 'Grace',
    lastName: 'Hopper',
    company: null,
    termsAccepted: true,
    ...overrides,
  };
}

const sessionCookie = (res: Response) =>
  res.headers.getSetCookie().find((c) => c.startsWith(`${SECURE_SESSION_COOKIE}=`));

/** Signs `user` in once more with a given browser; answers the new bearer token. */
async function signInAs(user: TestUser, userAgent: string): Promise<string> {
  const res = await call(
    'POST',
    '/api/login',
    { username: user.email, password: user.password },
    { 'user-agent': userAgent },
  );
  expect(res.status).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

async function listSessions(token: string) {
  const res = await call('GET', '/api/user/sessions', undefined, bearer(token));
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: unknown[] }).data.map((row) => accountSessionSchema.parse(row));
}

const validates = async (token: string) =>
  (await call('POST', '/api/validate', undefined, bearer(token))).status === 200;

async function openSessionIds(userId: string): Promise<string[]> {
  const rows = await server.db
    .selectFrom('sessions')
    .select('id')
    .where('userId', '=', userId)
    .where('revokedAt', 'is', null)
    .execute();
  return rows.map((row) => row.id);
}

describe('registration oracles', () => {
  it('answers a taken address exactly as a new one, after the same argon2id work', async () => {
    const owner = await registerAndLogin(server.url);
    const taken = await call('POST', '/api/public/register', registration({ email: owner.email }));
    await outboxMail(server.url, owner.email, 'registration-attempt');
    const fresh = registration();
    const created = await call('POST', '/api/public/register', fresh);
    await outboxMail(server.url, fresh.email, 'registration');

    expect(taken.status).toBe(202);
    expect(created.status).toBe(202);
    const headerNames = (res: Response) =>
      [...res.headers.keys()].filter((name) => !['date', 'x-request-id'].includes(name)).sort();
    expect(headerNames(taken)).toEqual(headerNames(created));
    expect(taken.headers.get('content-length')).toBe(created.headers.get('content-length'));
    const takenBody = await taken.json();
    expect(takenBody).toEqual(await created.json());
    expect(takenBody).toEqual({ message: SESSION_MESSAGES.registrationMailed });

    // The password is hashed either way: no shortcut on a taken address to time. Counted through the service's
    // hasher (a module mock would miss a module another test file of this worker already loaded).
    const hashed = vi.fn(hashPassword);
    const service = createAuthService(server.db, { hashPassword: hashed });
    const { password: _password, ...account } = registration({ email: owner.email });
    const register = (email: string) =>
      service.register(
        { ...account, email, password: TEST_PASSWORD, marketingAccepted: false },
        '203.0.113.7',
      );
    await register(owner.email);
    await vi.waitFor(() => expect(hashed).toHaveBeenCalledTimes(1), { timeout: 30_000 });
    await outboxMail(server.url, owner.email, 'registration-attempt');
    expect(hashed).toHaveBeenCalledTimes(1);
    hashed.mockClear();
    const newcomer = uniqueEmail('reg');
    await register(newcomer);
    await outboxMail(server.url, newcomer, 'registration');
    expect(hashed).toHaveBeenCalledTimes(1);
  });

  it('gives no session for a taken address registered with its right password', async () => {
    const owner = await registerAndLogin(server.url);
    const before = await openSessionIds(owner.userUuid);
    const again = await call(
      'POST',
      '/api/public/register',
      registration({ email: owner.email, password: owner.password }),
    );
    expect(again.status).toBe(202);
    expect(sessionCookie(again)).toBeUndefined();
    const text = await again.text();
    expect(text).not.toMatch(/access_token|authenticationDetails/);
    await outboxMail(server.url, owner.email, 'registration-attempt');
    expect(await openSessionIds(owner.userUuid)).toEqual(before);
  });

  it('creates the account only by the mailed link, once, signing it in', async () => {
    const input = registration();
    expect((await call('POST', '/api/public/register', input)).status).toBe(202);
    // Register again (the "send it again" of the web app): two links, the first one followed wins.
    expect((await call('POST', '/api/public/register', input)).status).toBe(202);
    const first = registrationIdFrom(await outboxMail(server.url, input.email, 'registration'));
    let ids: string[] = [];
    await vi.waitFor(async () => {
      const res = await call('GET', `/api/dev/outbox?to=${encodeURIComponent(input.email)}`);
      ids = ((await res.json()) as { data: { text: string }[] }).data.map((m) => registrationIdFrom(m.text));
      expect(ids).toHaveLength(2);
    });
    expect(ids).toContain(first);
    expect(
      await server.db.selectFrom('users').where('email', '=', input.email).select('id').execute(),
    ).toEqual([]);

    const done = await call('POST', `/api/public/register/${ids[0]}`);
    expect(done.status).toBe(200);
    expect(sessionCookie(done)).toBeDefined();
    const body = (await done.json()) as { authenticationDetails: { access_token: string; username: string } };
    expect(body.authenticationDetails.username).toBe(input.email);
    expect(await validates(body.authenticationDetails.access_token)).toBe(true);

    for (const id of ids) {
      const used = await call('POST', `/api/public/register/${id}`);
      expect(used.status).toBe(410);
      expect(await used.json()).toMatchObject({ message: SESSION_MESSAGES.registrationLinkExpired });
    }
    const unknown = await call('POST', `/api/public/register/${randomBytes(32).toString('base64url')}`);
    expect(unknown.status).toBe(404);
    expect((await call('POST', '/api/public/register/not-a-link')).status).toBe(404);
    // Loading the link's page (a GET, as a mail scanner does) creates nothing: only the button's POST does.
    expect((await call('GET', `/api/public/register/${ids[0]}`)).status).toBe(404);
  });

  it('refuses an expired registration link', async () => {
    const input = registration();
    expect((await call('POST', '/api/public/register', input)).status).toBe(202);
    const id = registrationIdFrom(await outboxMail(server.url, input.email, 'registration'));
    await server.db
      .updateTable('registrations')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('email', '=', input.email)
      .execute();
    expect((await call('POST', `/api/public/register/${id}`)).status).toBe(410);
    expect((await completeRegistration(server.url, input.email)).status).toBe(410);
  });
});

describe("the account's sessions", () => {
  it("lists only the account's own open sessions, naming the device and marking this one", async () => {
    const alice = await registerAndLogin(server.url);
    const bob = await registerAndLogin(server.url);
    const aliceChrome = await signInAs(alice, CHROME_LINUX);
    const alicePhone = await signInAs(alice, SAFARI_IPHONE);
    await signInAs(bob, CHROME_LINUX);

    const list = await listSessions(aliceChrome);
    const bobIds = await openSessionIds(bob.userUuid);
    expect(list.map((s) => s.id).sort()).toEqual((await openSessionIds(alice.userUuid)).sort());
    expect(list.some((s) => bobIds.includes(s.id))).toBe(false);
    expect(list.filter((s) => s.current)).toHaveLength(1);
    const current = list.find((s) => s.current)!;
    expect(current.device).toBe('Chrome on Linux');
    expect(current.network).toBe('127.0.0.0/24');
    expect(list.map((s) => s.device)).toContain('Safari on iPhone');
    // Nothing of the token is answered.
    const raw = await (await call('GET', '/api/user/sessions', undefined, bearer(alicePhone))).text();
    expect(raw).not.toContain(aliceChrome);
    expect(raw).not.toMatch(/tokenHash|token_hash/);
    expect((await call('GET', '/api/user/sessions')).status).toBe(401);
  });

  it("answers 404 to signing out another account's session, and changes nothing", async () => {
    const alice = await registerAndLogin(server.url);
    const bob = await registerAndLogin(server.url);
    const bobToken = await signInAs(bob, CHROME_LINUX);
    const before = await openSessionIds(bob.userUuid);

    for (const id of [
      ...before,
      randomBytes(16).toString('hex'),
      'not-a-session',
      '00000000-0000-0000-0000-000000000000',
    ]) {
      const res = await call(
        'DELETE',
        `/api/user/sessions/${encodeURIComponent(id)}`,
        undefined,
        bearer(alice.token),
      );
      expect(res.status, id).toBe(404);
      expect(await res.json()).toMatchObject({ message: SESSION_MESSAGES.sessionNotFound });
    }
    expect(await openSessionIds(bob.userUuid)).toEqual(before);
    expect(await validates(bobToken)).toBe(true);
  });

  it('signs out one session of its own, and then everywhere else but here', async () => {
    const user = await registerAndLogin(server.url);
    const here = await signInAs(user, CHROME_LINUX);
    const phone = await signInAs(user, SAFARI_IPHONE);
    const list = await listSessions(here);
    const phoneId = list.find((s) => s.device === 'Safari on iPhone')!.id;

    const one = await call('DELETE', `/api/user/sessions/${phoneId}`, undefined, bearer(here));
    expect(one.status).toBe(204);
    expect(await validates(phone)).toBe(false);
    expect(await validates(here)).toBe(true);
    // Already ended: as unknown as any other id.
    expect((await call('DELETE', `/api/user/sessions/${phoneId}`, undefined, bearer(here))).status).toBe(404);

    const others = await call('POST', '/api/user/sessions/sign-out-others', undefined, bearer(here));
    expect(others.status).toBe(200);
    // The registration link's session (the cookie) and registerAndLogin's login.
    expect(await others.json()).toEqual({ message: SESSION_MESSAGES.otherSessionsEnded, revoked: 2 });
    expect(await validates(user.token)).toBe(false);
    expect((await call('POST', '/api/validate', undefined, { cookie: user.cookie })).status).toBe(401);
    expect(await validates(here)).toBe(true);
    expect((await listSessions(here)).map((s) => s.current)).toEqual([true]);
  });
});

describe('account mails', () => {
  it('mails the account when its password is changed, and when it is reset', async () => {
    const user = await registerAndLogin(server.url);
    const changed = await call(
      'POST',
      '/api/user/password',
      { currentPassword: user.password, newPassword: 'a changed password of note' },
      bearer(user.token),
    );
    expect(changed.status).toBe(200);
    const mail = await outboxMail(server.url, user.email, 'password-changed');
    expect(mail).toContain('changed from a signed-in session');
    expect(mail).toContain('/licensing/reset-password');
    expect(mail).not.toContain('a changed password of note');

    await server.db.deleteFrom('outbox').where('toAddress', '=', user.email).execute();
    expect((await call('POST', '/api/public/password-reset', { email: user.email })).status).toBe(202);
    const resetMail = await outboxMail(server.url, user.email, 'password-reset');
    const id = /\/licensing\/reset-password\/([A-Za-z0-9_-]{43})/.exec(resetMail)![1]!;
    expect(
      (await call('POST', `/api/public/password-reset/${id}`, { password: 'a reset password of note' }))
        .status,
    ).toBe(204);
    expect(await outboxMail(server.url, user.email, 'password-changed')).toContain('was just reset');
  });
});

describe('device names and networks', () => {
  it('names browsers and systems in plain words', () => {
    expect(deviceName(CHROME_LINUX)).toBe('Chrome on Linux');
    expect(deviceName(SAFARI_IPHONE)).toBe('Safari on iPhone');
    expect(
      deviceName(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      ),
    ).toBe('Edge on Windows');
    expect(
      deviceName('Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:133.0) Gecko/20100101 Firefox/133.0'),
    ).toBe('Firefox on macOS');
    expect(deviceName('curl/8.5.0')).toBe('curl');
    expect(deviceName(null)).toBe('Unknown device');
    expect(deviceName('<script>alert(1)</script>')).toBe('Unknown device');
  });

  it('keeps only the network of an address', () => {
    expect(networkOf('203.0.113.77')).toBe('203.0.113.0/24');
    expect(networkOf('::ffff:198.51.100.9')).toBe('198.51.100.0/24');
    expect(networkOf('2001:db8:abcd:12:1:2:3:4')).toBe('2001:db8:abcd::/48');
    expect(networkOf('2001:db8::1')).toBe('2001:db8:0::/48');
    expect(networkOf('::1')).toBe('0:0:0::/48');
    expect(networkOf('nonsense')).toBeNull();
    expect(networkOf(undefined)).toBeNull();
  });
});
