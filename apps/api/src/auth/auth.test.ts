import { createHash, randomBytes } from 'node:crypto';
import {
  AUTH_MESSAGES,
  loginResponseSchema,
  MESSAGES,
  profileSchema,
  registerResponseSchema,
  ROLES,
  SESSION,
  sessionSchema,
} from '@clipmarket/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SECURE_SESSION_COOKIE as SESSION_COOKIE } from '../http/session-cookie';
import { bearer, registerAndLogin, TEST_PASSWORD, uniqueEmail } from '../test/auth-helpers';
import { buildApp } from '../app';
import { startTestServer, type TestServer } from '../test/harness';
import { loadAuthConfig } from './config';
import { DEMO_PASSWORD, seedDemoUsers } from './seed';
import { createAuthService } from './service';

// argon2id costs tens of milliseconds a hash, more on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, 600_000);

afterAll(async () => {
  await server?.close();
});

// Every test starts with fresh rate-limit counters (all requests come from 127.0.0.1).
beforeEach(async () => {
  await server.db.deleteFrom('rateLimits').execute();
});

function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  return fetch(server.url + path, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}
const post = (path: string, body?: unknown, headers?: Record<string, string>) =>
  call('POST', path, body, headers);
const get = (path: string, headers?: Record<string, string>) => call('GET', path, undefined, headers);

function registration(overrides: Record<string, unknown> = {}) {
  return {
    email: uniqueEmail(),
    password: TEST_PASSWORD,
    firstName: 'Ada',
    lastName: 'Lovelace',
    company: 'Analytical Engines',
    termsAccepted: true,
    ...overrides,
  };
}

function sessionCookie(res: Response): string | undefined {
  return res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Waits for a mail to `to` of `kind` in the development outbox (reset mails are written after the answer). */
async function mailTo(to: string, kind: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as {
      data: { kind: string; text: string; subject: string; to: string }[];
    };
    const mail = data.find((m) => m.kind === kind);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no ${kind} mail to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function resetIdFrom(text: string): string {
  const match = /\/licensing\/reset-password\/([A-Za-z0-9_-]{43})\b/.exec(text);
  expect(match, text).not.toBeNull();
  return match![1]!;
}

describe('register, login, validate, profile, logout', () => {
  it('runs the whole session over bearer tokens', async () => {
    const input = registration({
      company: '  Analytical Engines ',
      email: `  Ada.${randomBytes(3).toString('hex')}@Example.COM `,
    });
    const email = input.email.trim().toLowerCase();

    const registered = await post('/api/public/register', input);
    expect(registered.status).toBe(200);
    const { authenticationDetails } = registerResponseSchema.parse(await registered.json());
    expect(authenticationDetails).toMatchObject({
      username: email,
      token_type: 'Bearer',
      staff: false,
      roles: [],
    });
    expect(authenticationDetails.expires_in).toBe(SESSION.cookieLifetimeDays * 86_400);

    const login = await post('/api/login', {
      username: ` ${email.toUpperCase()} `,
      password: input.password,
    });
    expect(login.status).toBe(200);
    const session = loginResponseSchema.parse(await login.json());
    expect(session.username).toBe(email);
    expect(session.userUuid).toBe(authenticationDetails.userUuid);
    expect(session.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(session.expires_in).toBeGreaterThan(SESSION.cookieLifetimeDays * 86_400 - 5);

    const validated = await post('/api/validate', undefined, bearer(session.access_token));
    expect(validated.status).toBe(200);
    const validBody = await validated.json();
    expect(sessionSchema.parse(validBody)).toMatchObject({ username: email, userUuid: session.userUuid });
    expect(validBody).not.toHaveProperty('access_token');

    const profileRes = await get('/api/vod/profile', bearer(session.access_token));
    expect(profileRes.status).toBe(200);
    const profileText = await profileRes.text();
    expect(profileText).not.toMatch(/argon2|password/i);
    const profile = profileSchema.parse(JSON.parse(profileText));
    expect(profile).toMatchObject({
      id: session.userUuid,
      email,
      username: email,
      firstName: 'Ada',
      lastName: 'Lovelace',
      company: 'Analytical Engines',
      staff: false,
      roles: [],
    });
    expect(profile.agreements).toEqual([
      expect.objectContaining({ kind: 'terms', accepted: true, version: expect.any(String) }),
      { kind: 'marketing', accepted: false, version: null, acceptedAt: null },
    ]);

    const logout = await post('/api/logout', undefined, bearer(session.access_token));
    expect(logout.status).toBe(204);
    expect(sessionCookie(logout)).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);

    expect((await post('/api/validate', undefined, bearer(session.access_token))).status).toBe(401);
    expect((await get('/api/vod/profile', bearer(session.access_token))).status).toBe(401);
    // The registration's own session is another token: still valid.
    expect((await post('/api/validate', undefined, bearer(authenticationDetails.access_token))).status).toBe(
      200,
    );
  });

  it('sets a __Host-, Secure, HttpOnly, SameSite=Lax session cookie on loopback that works as the credential', async () => {
    const input = registration();
    const registered = await post('/api/public/register', input);
    const registerCookie = sessionCookie(registered);
    expect(registerCookie).toBeDefined();

    const login = await post('/api/login', { username: input.email, password: input.password });
    const setCookie = sessionCookie(login)!;
    const { access_token } = loginResponseSchema.parse(await login.json());
    expect(setCookie).toContain(`${SESSION_COOKIE}=${access_token}`);
    expect(setCookie).toMatch(/;\s*HttpOnly/i);
    expect(setCookie).toMatch(/;\s*SameSite=Lax/i);
    expect(setCookie).toMatch(/;\s*Path=\//);
    expect(setCookie).toMatch(
      new RegExp(
        `;\\s*Max-Age=${SESSION.cookieLifetimeDays * 86_400 - 1}|;\\s*Max-Age=${SESSION.cookieLifetimeDays * 86_400}`,
      ),
    );
    // Plain HTTP, but to a loopback address, which browsers count as a secure origin.
    expect(setCookie).toMatch(/;\s*Secure/i);

    const cookie = { cookie: setCookie.split(';')[0]! };
    expect((await get('/api/vod/profile', cookie)).status).toBe(200);
    const validated = await post('/api/validate', undefined, cookie);
    expect(validated.status).toBe(200);
    expect(await validated.json()).toMatchObject({ username: input.email });

    const logout = await post('/api/logout', undefined, cookie);
    expect(logout.status).toBe(204);
    expect(sessionCookie(logout)).toMatch(new RegExp(`^${SESSION_COOKIE}=;`));

    const after = await post('/api/validate', undefined, cookie);
    expect(after.status).toBe(401);
    // The web app cannot delete an HttpOnly cookie: a failed validation clears it.
    expect(sessionCookie(after)).toMatch(new RegExp(`^${SESSION_COOKIE}=;`));
    expect((await get('/api/vod/profile', cookie)).status).toBe(401);
  });

  it('answers 401 without a token, with a malformed one and with an unknown one', async () => {
    const unknown = randomBytes(32).toString('base64url');
    for (const headers of [
      {},
      bearer('nonsense'),
      bearer(unknown),
      { cookie: `${SESSION_COOKIE}=${unknown}` },
    ]) {
      const profile = await get('/api/vod/profile', headers);
      expect(profile.status).toBe(401);
      expect(await profile.json()).toMatchObject({ statusCode: 401, message: AUTH_MESSAGES.signInRequired });
      expect((await post('/api/validate', undefined, headers)).status).toBe(401);
    }
    // Logging out without a valid session is harmless.
    expect((await post('/api/logout', undefined, bearer(unknown))).status).toBe(204);
    expect((await post('/api/logout')).status).toBe(204);
  });

  it('issues a new token at every login, storing only its hash', async () => {
    const user = await registerAndLogin(server.url);
    const again = await post('/api/login', { username: user.email, password: user.password });
    const second = loginResponseSchema.parse(await again.json());
    expect(second.access_token).not.toBe(user.token);
    for (const token of [user.token, second.access_token]) {
      expect((await post('/api/validate', undefined, bearer(token))).status).toBe(200);
    }

    const rows = await server.db
      .selectFrom('sessions')
      .select('tokenHash')
      .where('userId', '=', user.userUuid)
      .execute();
    const hashes = rows.map((r) => r.tokenHash);
    expect(hashes).toContain(sha256(second.access_token));
    expect(hashes).not.toContain(second.access_token);
    const users = await server.db
      .selectFrom('users')
      .select('passwordHash')
      .where('id', '=', user.userUuid)
      .execute();
    expect(users[0]!.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('refuses an expired token', async () => {
    const user = await registerAndLogin(server.url);
    await server.db
      .updateTable('sessions')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('tokenHash', '=', sha256(user.token))
      .execute();
    expect((await post('/api/validate', undefined, bearer(user.token))).status).toBe(401);
    expect((await get('/api/vod/profile', bearer(user.token))).status).toBe(401);
  });
});

describe('login', () => {
  it('answers an unknown e-mail and a wrong password alike', async () => {
    const user = await registerAndLogin(server.url);
    const wrongPassword = await post('/api/login', { username: user.email, password: 'not the password' });
    const unknownEmail = await post('/api/login', {
      username: uniqueEmail('nobody'),
      password: 'not the password',
    });
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    const a = await wrongPassword.json();
    const b = await unknownEmail.json();
    expect(a).toEqual(b);
    expect(a).toEqual({ statusCode: 401, error: 'Unauthorized', message: AUTH_MESSAGES.loginFailed });
    expect(sessionCookie(wrongPassword)).toBeUndefined();
  });

  it('validates the body', async () => {
    for (const body of [
      {},
      { username: 'a@example.com' },
      { username: 'a@example.com', password: 'x'.repeat(257) },
    ]) {
      const res = await post('/api/login', body);
      expect(res.status).toBe(400);
      const json = await res.json();
      expect(json.messages.length).toBeGreaterThan(0);
    }
  });

  it('limits attempts per client and e-mail with 429 and Retry-After', async () => {
    const user = await registerAndLogin(server.url);
    for (let i = 0; i < 10; i++) {
      expect((await post('/api/login', { username: user.email, password: `wrong ${i}` })).status).toBe(401);
    }
    const refused = await post('/api/login', { username: user.email, password: user.password });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ message: AUTH_MESSAGES.loginTooManyAttempts });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(900);
    // Another account from the same client is not locked out.
    const other = await registerAndLogin(server.url);
    expect((await post('/api/login', { username: other.email, password: other.password })).status).toBe(200);
  });
});

describe('registration', () => {
  async function problems(body: Record<string, unknown>) {
    const res = await post('/api/public/register', body);
    expect(res.status).toBe(400);
    const json = (await res.json()) as { statusCode: number; message: string; messages: string[] };
    expect(json.statusCode).toBe(400);
    expect(typeof json.message).toBe('string');
    return json.messages;
  }

  it('answers 400 with one message per problem', async () => {
    expect(await problems(registration({ email: 'not-an-email' }))).toEqual([AUTH_MESSAGES.emailInvalid]);
    expect(await problems(registration({ password: 'short' }))).toEqual([AUTH_MESSAGES.passwordTooShort]);
    expect(await problems(registration({ password: 'x'.repeat(257) }))).toEqual([
      AUTH_MESSAGES.passwordTooLong,
    ]);
    expect(await problems(registration({ firstName: '  ', lastName: undefined }))).toEqual([
      AUTH_MESSAGES.firstNameRequired,
      AUTH_MESSAGES.lastNameRequired,
    ]);
    expect(await problems(registration({ termsAccepted: false }))).toEqual([AUTH_MESSAGES.termsNotAccepted]);
    expect(await problems({})).toEqual([
      AUTH_MESSAGES.emailInvalid,
      AUTH_MESSAGES.passwordTooShort,
      AUTH_MESSAGES.firstNameRequired,
      AUTH_MESSAGES.lastNameRequired,
      AUTH_MESSAGES.termsNotAccepted,
    ]);
    const wrongType = await problems(registration({ termsAccepted: 'yes' }));
    expect(wrongType).toHaveLength(1);
    expect(wrongType[0]).toMatch(/^termsAccepted: /);
  });

  it('does not tell that an e-mail is registered, and signs in its owner', async () => {
    const user = await registerAndLogin(server.url);
    const again = await post(
      '/api/public/register',
      registration({ email: user.email, password: 'another password' }),
    );
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: AUTH_MESSAGES.registrationRefused,
      messages: [AUTH_MESSAGES.registrationRefused],
    });
    expect(sessionCookie(again)).toBeUndefined();
    // The owner is told by mail.
    expect((await mailTo(user.email, 'registration-attempt')).text).toContain('/licensing/reset-password');

    // With the account's own password, registering again just signs in.
    const owner = await post(
      '/api/public/register',
      registration({ email: user.email, password: user.password }),
    );
    expect(owner.status).toBe(200);
    const { authenticationDetails } = registerResponseSchema.parse(await owner.json());
    expect(authenticationDetails.userUuid).toBe(user.userUuid);
  });

  it('answers 429 with the spec message and Retry-After after repeated attempts', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await post('/api/public/register', registration())).status).toBe(200);
    }
    const refused = await post('/api/public/register', registration());
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({
      statusCode: 429,
      message: MESSAGES.registrationTooManyAttempts,
    });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
  });
});

describe('password reset', () => {
  it('resets by a mailed single-use link, signing out every session', async () => {
    const user = await registerAndLogin(server.url);
    const unknown = uniqueEmail('ghost');

    const known = await post('/api/public/password-reset', { email: ` ${user.email.toUpperCase()} ` });
    const other = await post('/api/public/password-reset', { email: unknown });
    expect(known.status).toBe(202);
    expect(other.status).toBe(202);
    const knownBody = await known.json();
    expect(knownBody).toEqual(await other.json());
    expect(knownBody).toEqual({ message: AUTH_MESSAGES.resetRequested });

    const mail = await mailTo(user.email, 'password-reset');
    const id = resetIdFrom(mail.text);
    expect(mail.text).toContain(`/licensing/reset-password/${id}`);
    const unknownMails = await (await get(`/api/dev/outbox?to=${encodeURIComponent(unknown)}`)).json();
    expect(unknownMails.data).toEqual([]);
    // Stored hashed only.
    const stored = await server.db
      .selectFrom('passwordResets')
      .select('idHash')
      .where('userId', '=', user.userUuid)
      .execute();
    expect(stored.map((r) => r.idHash)).toEqual([sha256(id)]);

    const check = await get(`/api/public/password-reset/${id}`);
    expect(check.status).toBe(200);
    expect(await check.json()).toMatchObject({ valid: true, expiresAt: expect.any(String) });

    expect((await post(`/api/public/password-reset/${id}`, { password: 'short' })).status).toBe(400);
    const newPassword = 'a brand new password';
    const reset = await post(`/api/public/password-reset/${id}`, { password: newPassword });
    expect(reset.status).toBe(204);

    // Every session of the account is revoked.
    expect((await post('/api/validate', undefined, bearer(user.token))).status).toBe(401);
    expect((await get('/api/vod/profile', { cookie: user.cookie })).status).toBe(401);
    expect((await post('/api/login', { username: user.email, password: user.password })).status).toBe(401);
    expect((await post('/api/login', { username: user.email, password: newPassword })).status).toBe(200);

    // Single use.
    const reused = await post(`/api/public/password-reset/${id}`, { password: 'yet another password' });
    expect(reused.status).toBe(410);
    expect(await reused.json()).toMatchObject({ message: AUTH_MESSAGES.resetLinkExpired });
    expect((await get(`/api/public/password-reset/${id}`)).status).toBe(410);
  });

  it('refuses unknown and expired links', async () => {
    const missing = await get(`/api/public/password-reset/${randomBytes(32).toString('base64url')}`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ message: AUTH_MESSAGES.resetLinkUnknown });
    expect((await get('/api/public/password-reset/not-a-link')).status).toBe(404);
    expect(
      (await post('/api/public/password-reset/not-a-link', { password: 'long enough password' })).status,
    ).toBe(404);

    const user = await registerAndLogin(server.url);
    await post('/api/public/password-reset', { email: user.email });
    const id = resetIdFrom((await mailTo(user.email, 'password-reset')).text);
    await server.db
      .updateTable('passwordResets')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('idHash', '=', sha256(id))
      .execute();
    expect((await get(`/api/public/password-reset/${id}`)).status).toBe(410);
    expect(
      (await post(`/api/public/password-reset/${id}`, { password: 'long enough password' })).status,
    ).toBe(410);
    expect((await post('/api/login', { username: user.email, password: user.password })).status).toBe(200);
  });

  it('validates the request and limits it', async () => {
    const bad = await post('/api/public/password-reset', { email: 'nope' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).messages).toEqual([AUTH_MESSAGES.emailInvalid]);

    const email = uniqueEmail('flood');
    for (let i = 0; i < 5; i++)
      expect((await post('/api/public/password-reset', { email })).status).toBe(202);
    const refused = await post('/api/public/password-reset', { email });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('staff and roles', () => {
  it('flags staff by the company e-mail domain', async () => {
    const staff = await registerAndLogin(server.url, {
      email: uniqueEmail('staff').replace('example.com', 'ClipMarket.com'),
    });
    expect(staff.session.staff).toBe(true);
    const profile = profileSchema.parse(await (await get('/api/vod/profile', bearer(staff.token))).json());
    expect(profile.staff).toBe(true);
    const outside = await registerAndLogin(server.url, {
      email: uniqueEmail('x').replace('example.com', 'clipmarket.com.evil.test'),
    });
    expect(outside.session.staff).toBe(false);
  });

  it('answers the recognised roles only', async () => {
    const user = await registerAndLogin(server.url);
    await server.db
      .updateTable('users')
      .set({ roles: [ROLES.riffUser, 'ROLE_ADMIN', ROLES.insider] })
      .where('id', '=', user.userUuid)
      .execute();
    const profile = profileSchema.parse(await (await get('/api/vod/profile', bearer(user.token))).json());
    expect(profile.roles).toEqual([ROLES.riffUser, ROLES.insider]);
    const login = loginResponseSchema.parse(
      await (await post('/api/login', { username: user.email, password: user.password })).json(),
    );
    expect(login.roles).toEqual([ROLES.riffUser, ROLES.insider]);
    const validated = sessionSchema.parse(
      await (await post('/api/validate', undefined, bearer(user.token))).json(),
    );
    expect(validated.roles).toEqual([ROLES.riffUser, ROLES.insider]);
  });

  it('seeds the demo users once', async () => {
    expect(await seedDemoUsers(server.db)).toBe(3);
    expect(await seedDemoUsers(server.db)).toBe(0);
    const demo = await post('/api/login', { username: 'demo@clipmarket.com', password: DEMO_PASSWORD });
    expect(demo.status).toBe(200);
    expect(await demo.json()).toMatchObject({ staff: true, roles: [ROLES.riffUser] });
    const buyer = await post('/api/login', { username: 'buyer@example.com', password: DEMO_PASSWORD });
    expect(await buyer.json()).toMatchObject({ staff: false, roles: [] });
  });
});

describe('safety', () => {
  it('never answers a password hash or a stack, and checks users in SQL with parameters', async () => {
    const res = await post('/api/login', { username: "' OR 1=1 --@example.com", password: 'whatever123' });
    expect(res.status).toBe(401);
    const count = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM users WHERE password_hash LIKE '$argon2id$%'`.execute(server.db);
    expect(count.rows[0]!.n).toBeGreaterThan(0);
  });
});

describe('sessions over time', () => {
  it('expires a token after its lifetime (14 days)', async () => {
    let clock = new Date('2030-01-01T00:00:00Z');
    const service = createAuthService(server.db, { config: loadAuthConfig({}), now: () => clock });
    const user = await registerAndLogin(server.url);
    const issued = await service.login(user.email, user.password, '192.0.2.1');
    expect(issued.response.expires_in).toBe(SESSION.cookieLifetimeDays * 86_400);
    clock = new Date(clock.getTime() + SESSION.cookieLifetimeDays * 86_400_000 - 1000);
    expect((await service.session(issued.token))?.user.id).toBe(user.userUuid);
    clock = new Date(clock.getTime() + 1000);
    expect(await service.session(issued.token)).toBeNull();
  });
});

describe('documentation and environments', () => {
  it('lists every auth endpoint in the OpenAPI document', async () => {
    const res = await get('/api/docs/json');
    expect(res.status).toBe(200);
    const { paths } = (await res.json()) as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(paths['/api/login']!)).toContain('post');
    for (const path of [
      '/api/logout',
      '/api/validate',
      '/api/vod/profile',
      '/api/public/register',
      '/api/public/password-reset',
      '/api/public/password-reset/{id}',
      '/api/dev/outbox',
    ]) {
      expect(paths, path).toHaveProperty([path]);
    }
  });

  it('does not serve the outbox in production', async () => {
    const saved = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      const app = await buildApp({ db: server.db, databaseKind: server.kind });
      try {
        expect((await app.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(404);
        expect((await app.inject({ method: 'POST', url: '/api/validate' })).statusCode).toBe(401);
      } finally {
        await app.close();
      }
    } finally {
      process.env.NODE_ENV = saved;
    }
  });
});
