import { createHash, randomBytes } from 'node:crypto';
import {
  AUTH_MESSAGES,
  loginResponseSchema,
  MESSAGES,
  profileSchema,
  registerResponseSchema,
  registrationCompleteEndpoint,
  ROLES,
  SESSION_MESSAGES,
  SESSION,
  sessionSchema,
  videoDetailsSchema,
} from '@clipmarket/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SECURE_SESSION_COOKIE as SESSION_COOKIE } from '../http/session-cookie';
import {
  bearer,
  completeRegistration,
  registerAndLogin,
  registrationIdFrom,
  TEST_PASSWORD,
  uniqueEmail,
} from '../test/auth-helpers';
import { buildApp } from '../app';
import { startTestServer, type TestServer } from '../test/harness';
import { loadAuthConfig } from './config';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET, seedDemoUsers } from './seed';
import { hashPassword } from './secrets';
import { createAuthService, type SecurityEvent } from './service';
import { makeStaff, TEST_TOTP_SECRET, verificationIdFrom } from './test-helpers';
import { totpCode } from './totp';

// argon2id costs tens of milliseconds a hash, more on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

let server: TestServer;

beforeAll(async () => {
  // Two clips, so staff-only clip fields can be asked for.
  server = await startTestServer({ seedClips: 2 });
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

/** A fresh company address: its account stays unverified until its own verification link is opened. */
const companyEmail = (prefix = 'desk') => uniqueEmail(prefix).replace('example.com', 'clipmarket.com');

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
    expect(registered.status).toBe(202);
    expect(registerResponseSchema.parse(await registered.json())).toEqual({
      message: SESSION_MESSAGES.registrationMailed,
    });
    expect(sessionCookie(registered)).toBeUndefined();
    // The mailed link creates the account and signs it in; opening it proves the address.
    const completed = await completeRegistration(server.url, email);
    expect(completed.status).toBe(200);
    expect(sessionCookie(completed)).toBeDefined();
    const { authenticationDetails } = registrationCompleteEndpoint.response.parse(await completed.json());
    expect(authenticationDetails).toMatchObject({
      username: email,
      token_type: 'Bearer',
      staff: false,
      emailVerified: true,
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
      emailVerified: true,
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
    expect((await post('/api/public/register', input)).status).toBe(202);
    expect(sessionCookie(await completeRegistration(server.url, input.email))).toBeDefined();

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
    expect(logout.headers.get('clear-site-data')).toBe('"cache"');

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

  it('ends the session a client already had when it signs in again (no fixation, no leftover session)', async () => {
    const user = await registerAndLogin(server.url);
    const again = await post(
      '/api/login',
      { username: user.email, password: user.password },
      { cookie: user.cookie, ...bearer(user.token) },
    );
    expect(again.status).toBe(200);
    const fresh = loginResponseSchema.parse(await again.json());
    expect((await post('/api/validate', undefined, bearer(user.token))).status).toBe(401);
    expect((await post('/api/validate', undefined, { cookie: user.cookie })).status).toBe(401);
    expect((await post('/api/validate', undefined, bearer(fresh.access_token))).status).toBe(200);
  });

  it('ends the session a client already had when it finishes registering another account', async () => {
    const user = await registerAndLogin(server.url);
    const email = `second-${randomBytes(3).toString('hex')}@example.com`;
    expect((await post('/api/public/register', registration({ email }))).status).toBe(202);
    const id = registrationIdFrom((await mailTo(email, 'registration')).text);
    const registered = await post(registrationCompleteEndpoint.path.replace('{id}', id), undefined, {
      cookie: user.cookie,
      ...bearer(user.token),
    });
    expect(registered.status).toBe(200);
    expect((await post('/api/validate', undefined, bearer(user.token))).status).toBe(401);
    expect((await post('/api/validate', undefined, { cookie: user.cookie })).status).toBe(401);
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
      const json = (await res.json()) as { messages: string[] };
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

  it('answers a taken address exactly as a new one, signs nobody in, and mails the owner', async () => {
    const user = await registerAndLogin(server.url);
    const fresh = registration();
    const taken = await post(
      '/api/public/register',
      registration({ email: user.email, password: 'another password' }),
    );
    const created = await post('/api/public/register', fresh);
    expect(taken.status).toBe(202);
    expect(created.status).toBe(202);
    expect(await taken.json()).toEqual(await created.json());
    expect(sessionCookie(taken)).toBeUndefined();
    // The owner is told by mail, with the way to reset the password; the new address gets its link.
    const notice = await mailTo(user.email, 'registration-attempt');
    expect(notice.text).toContain('/licensing/reset-password');
    expect(notice.text).not.toContain('another password');
    expect((await mailTo(fresh.email, 'registration')).text).toContain('/licensing/register/complete/');
    // No account for the new address until its link is followed.
    const none = await server.db.selectFrom('users').select('id').where('email', '=', fresh.email).execute();
    expect(none).toEqual([]);
  });

  it('answers 429 with the spec message and Retry-After after repeated attempts', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await post('/api/public/register', registration())).status).toBe(202);
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
    const unknownMails = (await (await get(`/api/dev/outbox?to=${encodeURIComponent(unknown)}`)).json()) as {
      data: unknown[];
    };
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
    expect(((await bad.json()) as { messages: string[] }).messages).toEqual([AUTH_MESSAGES.emailInvalid]);

    const email = uniqueEmail('flood');
    for (let i = 0; i < 5; i++)
      expect((await post('/api/public/password-reset', { email })).status).toBe(202);
    const refused = await post('/api/public/password-reset', { email });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('staff and roles', () => {
  it('never makes a company address staff by verification alone (ADR 56)', async () => {
    const jmId = (await server.db.selectFrom('clips').select('jmId').executeTakeFirstOrThrow()).jmId;
    const details = async (token: string) =>
      videoDetailsSchema.parse(await (await get(`/api/videos/${jmId}/details/`, bearer(token))).json());

    // Anyone can type a company address: registering one gives a buyer account.
    const staff = await registerAndLogin(server.url, {
      email: uniqueEmail('staff').replace('example.com', 'ClipMarket.com'),
    });
    expect(staff.session).toMatchObject({ staff: false, emailVerified: false });
    const before = profileSchema.parse(await (await get('/api/vod/profile', bearer(staff.token))).json());
    expect(before).toMatchObject({ staff: false, emailVerified: false });
    expect((await details(staff.token)).internal).toBeUndefined();

    const mail = await mailTo(staff.email, 'email-verification');
    const id = verificationIdFrom(mail.text);
    expect(mail.text).toContain(`/licensing/verify-email/${id}`);
    const stored = await server.db
      .selectFrom('emailVerifications')
      .select('idHash')
      .where('userId', '=', staff.userUuid)
      .execute();
    expect(stored.map((r) => r.idHash)).toEqual([sha256(id)]);

    const verified = await post(`/api/public/email-verification/${id}`, {}, bearer(staff.token));
    expect(verified.status).toBe(200);
    expect(await verified.json()).toEqual({ message: AUTH_MESSAGES.emailVerified, staff: false });

    // A verified company address without a grant is a buyer's account.
    const validated = sessionSchema.parse(
      await (await post('/api/validate', undefined, bearer(staff.token))).json(),
    );
    expect(validated).toMatchObject({ staff: false, emailVerified: true });
    const after = profileSchema.parse(await (await get('/api/vod/profile', bearer(staff.token))).json());
    expect(after).toMatchObject({ staff: false, emailVerified: true, staffGranted: false });
    expect((await details(staff.token)).internal).toBeUndefined();

    // A grant and a sign-in with the second factor make it staff.
    const granted = await makeStaff(server.url, server.db, staff);
    expect(granted.session).toMatchObject({ staff: true, emailVerified: true });
    expect((await details(granted.token)).internal).toBeDefined();

    // A verified address outside the company domains (verified by its registration link) is not staff.
    const outside = await registerAndLogin(server.url, {
      email: uniqueEmail('x').replace('example.com', 'clipmarket.com.evil.test'),
    });
    const outsideSession = sessionSchema.parse(
      await (await post('/api/validate', undefined, bearer(outside.token))).json(),
    );
    expect(outsideSession).toMatchObject({ staff: false, emailVerified: true });
  });

  it('answers the recognised roles only, and only to a session with staff powers', async () => {
    const buyer = await registerAndLogin(server.url);
    await server.db
      .updateTable('users')
      .set({ roles: [ROLES.insider] })
      .where('id', '=', buyer.userUuid)
      .execute();
    expect(
      sessionSchema.parse(await (await post('/api/validate', undefined, bearer(buyer.token))).json()).roles,
    ).toEqual([]);
    const user = await makeStaff(
      server.url,
      server.db,
      await registerAndLogin(server.url, {
        email: uniqueEmail('roles').replace('example.com', 'clipmarket.com'),
      }),
    );
    await server.db
      .updateTable('users')
      .set({ roles: [ROLES.riffUser, 'ROLE_ADMIN', ROLES.insider] })
      .where('id', '=', user.userUuid)
      .execute();
    const profile = profileSchema.parse(await (await get('/api/vod/profile', bearer(user.token))).json());
    expect(profile.roles).toEqual([ROLES.riffUser, ROLES.insider]);
    const login = loginResponseSchema.parse(
      await (
        await post('/api/login', {
          username: user.email,
          password: user.password,
          code: totpCode(TEST_TOTP_SECRET, new Date(Date.now() + 30_000)),
        })
      ).json(),
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
    const demo = await post('/api/login', {
      username: 'demo@clipmarket.com',
      password: DEMO_PASSWORD,
      code: totpCode(DEMO_TOTP_SECRET),
    });
    expect(demo.status).toBe(200);
    // Development fixtures: verified, granted and with two-step sign-in (ADR 56), so the staff demos are staff.
    expect(await demo.json()).toMatchObject({ staff: true, emailVerified: true, roles: [ROLES.riffUser] });
    const buyer = await post('/api/login', { username: 'buyer@example.com', password: DEMO_PASSWORD });
    expect(await buyer.json()).toMatchObject({ staff: false, emailVerified: true, roles: [] });
  });

  it('verifies a demo account seeded before verification existed, unless someone else registered it', async () => {
    const [first, second] = ['insider@clipmarket.com', 'demo@clipmarket.com'];
    // After the previous test both exist; make them look like accounts from before verification.
    await server.db
      .updateTable('users')
      .set({ emailVerifiedAt: null })
      .where('email', 'in', [first, second])
      .execute();
    // Someone registered the second demo address with their own password.
    await server.db
      .updateTable('users')
      .set({ passwordHash: await hashPassword('someone else entirely') })
      .where('email', '=', second)
      .execute();
    expect(await seedDemoUsers(server.db)).toBe(0);
    const rows = await server.db
      .selectFrom('users')
      .select(['email', 'emailVerifiedAt'])
      .where('email', 'in', [first, second])
      .execute();
    const verifiedAt = Object.fromEntries(rows.map((r) => [r.email, r.emailVerifiedAt]));
    expect(verifiedAt[first]).not.toBeNull();
    expect(verifiedAt[second]).toBeNull();
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
    // An idle limit beyond the lifetime, so the lifetime alone ends the session.
    const config = loadAuthConfig({ SESSION_IDLE_HOURS: String(30 * 24) });
    const service = createAuthService(server.db, { config, now: () => clock });
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
      '/api/user/password',
      '/api/user/email-verification',
      '/api/public/email-verification/{id}',
      '/api/public/register/{id}',
      '/api/user/sessions',
      '/api/user/sessions/{id}',
      '/api/user/sessions/sign-out-others',
      '/api/dev/outbox',
    ]) {
      expect(paths, path).toHaveProperty([path]);
    }
  });

  it('does not serve the outbox in production', async () => {
    const saved = process.env.NODE_ENV;
    const savedSandbox = process.env.SANDBOX_STOREFRONT;
    process.env.NODE_ENV = 'production';
    // Production runs the test shop only when told to (it refuses to start with no payment provider).
    process.env.SANDBOX_STOREFRONT = 'true';
    try {
      // Its mail worker stays off: a production worker would fail this database's development mails (ADR 58).
      const app = await buildApp({ db: server.db, databaseKind: server.kind, mail: { worker: false } });
      try {
        expect((await app.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(404);
        expect((await app.inject({ method: 'POST', url: '/api/validate' })).statusCode).toBe(401);
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

describe('e-mail verification', () => {
  it('refuses unknown, used, expired and stale links with clear messages', async () => {
    const missing = await post(`/api/public/email-verification/${randomBytes(32).toString('base64url')}`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ message: AUTH_MESSAGES.verificationLinkUnknown });
    expect((await post('/api/public/email-verification/not-a-link')).status).toBe(404);

    // A buyer's address is verified by its registration link; a company address still verifies on its own.
    const user = await registerAndLogin(server.url, { email: companyEmail() });
    const id = verificationIdFrom((await mailTo(user.email, 'email-verification')).text);
    await server.db
      .updateTable('emailVerifications')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('idHash', '=', sha256(id))
      .execute();
    const expired = await post(`/api/public/email-verification/${id}`);
    expect(expired.status).toBe(410);
    expect(await expired.json()).toMatchObject({ message: AUTH_MESSAGES.verificationLinkExpired });
    const profile = profileSchema.parse(await (await get('/api/vod/profile', bearer(user.token))).json());
    expect(profile.emailVerified).toBe(false);

    // A link verifies the address it was mailed to, never another one the account has since.
    const other = await registerAndLogin(server.url, { email: companyEmail() });
    const otherId = verificationIdFrom((await mailTo(other.email, 'email-verification')).text);
    await server.db
      .updateTable('users')
      .set({ email: uniqueEmail('moved') })
      .where('id', '=', other.userUuid)
      .execute();
    expect((await post(`/api/public/email-verification/${otherId}`, {}, bearer(other.token))).status).toBe(
      410,
    );
    const moved = await server.db
      .selectFrom('users')
      .select('emailVerifiedAt')
      .where('id', '=', other.userUuid)
      .executeTakeFirstOrThrow();
    expect(moved.emailVerifiedAt).toBeNull();
  });

  it('mails a new link on request, once verified says so, and limits the requests', async () => {
    expect((await post('/api/user/email-verification')).status).toBe(401);
    const user = await registerAndLogin(server.url, { email: companyEmail() });
    const asked = await post('/api/user/email-verification', undefined, bearer(user.token));
    expect(asked.status).toBe(202);
    expect(await asked.json()).toEqual({ message: AUTH_MESSAGES.verificationSent });
    // The registration's mail and the requested one: either link works, once, and uses up the other. The mail
    // is written after the answer (and after its link's row), so wait for the outbox itself.
    let ids: string[] = [];
    await expect
      .poll(async () => {
        const outbox = (await (await get(`/api/dev/outbox?to=${encodeURIComponent(user.email)}`)).json()) as {
          data: unknown;
        };
        ids = (outbox.data as { kind: string; text: string }[])
          .filter((m) => m.kind === 'email-verification')
          .map((m) => verificationIdFrom(m.text));
        return ids.length;
      })
      .toBe(2);
    expect((await post(`/api/public/email-verification/${ids[0]}`, {}, bearer(user.token))).status).toBe(200);
    expect((await post(`/api/public/email-verification/${ids[1]}`, {}, bearer(user.token))).status).toBe(410);

    // Verifying a company address signed out the account's other sessions (the cookie's among them, ADR 56).
    expect((await post('/api/user/email-verification', undefined, { cookie: user.cookie })).status).toBe(401);
    const again = await post('/api/user/email-verification', undefined, bearer(user.token));
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ message: AUTH_MESSAGES.emailAlreadyVerified });

    const other = await registerAndLogin(server.url, { email: companyEmail() });
    for (let i = 0; i < 5; i++) {
      expect((await post('/api/user/email-verification', undefined, bearer(other.token))).status).toBe(202);
    }
    const refused = await post('/api/user/email-verification', undefined, bearer(other.token));
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ message: AUTH_MESSAGES.verificationTooManyAttempts });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('lets an unverified account sign in and save clips like any buyer', async () => {
    const user = await registerAndLogin(server.url, { email: companyEmail() });
    expect(user.session.emailVerified).toBe(false);
    const created = await post('/api/user/licensing/lists', { name: 'Unverified picks' }, bearer(user.token));
    expect(created.status).toBe(201);
  });

  it('counts a completed password reset as proof of the address', async () => {
    const user = await registerAndLogin(server.url, {
      email: uniqueEmail('desk').replace('example.com', 'clipmarket.com'),
    });
    await post('/api/public/password-reset', { email: user.email });
    const id = resetIdFrom((await mailTo(user.email, 'password-reset')).text);
    expect(
      (await post(`/api/public/password-reset/${id}`, { password: 'a brand new password' })).status,
    ).toBe(204);
    const login = await post('/api/login', { username: user.email, password: 'a brand new password' });
    // Verified, but a company address is not staff without a grant (ADR 56).
    expect(await login.json()).toMatchObject({ staff: false, emailVerified: true });
  });
});

describe('password rules', () => {
  async function registrationMessages(overrides: Record<string, unknown>) {
    const res = await post('/api/public/register', registration(overrides));
    expect(res.status).toBe(400);
    return ((await res.json()) as { messages: string[] }).messages;
  }

  it('refuses common passwords, in any case, at registration', async () => {
    for (const password of ['password', '12345678', 'PassWord1', 'QWERTYUIOP']) {
      expect(await registrationMessages({ password }), password).toEqual([AUTH_MESSAGES.passwordTooCommon]);
    }
  });

  it('refuses the e-mail address and its local part as the password', async () => {
    const local = `Ada.Lovelace.${randomBytes(3).toString('hex')}`;
    const email = `${local}@example.com`;
    expect(await registrationMessages({ email, password: email.toUpperCase() })).toEqual([
      AUTH_MESSAGES.passwordIsEmail,
    ]);
    expect(await registrationMessages({ email, password: local.toLowerCase() })).toEqual([
      AUTH_MESSAGES.passwordIsEmail,
    ]);
    expect(await registrationMessages({ email, password: 'seven77' })).toEqual([
      AUTH_MESSAGES.passwordTooShort,
    ]);
  });

  it('accepts a long passphrase (up to 256 characters) and signs in with it', async () => {
    const password = `${'the quick brown fox jumps over the lazy dog '.repeat(5)}!`;
    expect(password.length).toBeGreaterThan(200);
    const input = registration({ password });
    expect((await post('/api/public/register', input)).status).toBe(202);
    expect((await completeRegistration(server.url, input.email)).status).toBe(200);
    expect((await post('/api/login', { username: input.email, password })).status).toBe(200);
  });

  it('applies the same rules to a password reset, leaving the link usable', async () => {
    const user = await registerAndLogin(server.url);
    await post('/api/public/password-reset', { email: user.email });
    const id = resetIdFrom((await mailTo(user.email, 'password-reset')).text);
    const common = await post(`/api/public/password-reset/${id}`, { password: 'iloveyou123' });
    expect(common.status).toBe(400);
    expect(((await common.json()) as { messages: string[] }).messages).toEqual([
      AUTH_MESSAGES.passwordTooCommon,
    ]);
    const own = await post(`/api/public/password-reset/${id}`, { password: user.email });
    expect(own.status).toBe(400);
    expect(((await own.json()) as { messages: string[] }).messages).toEqual([AUTH_MESSAGES.passwordIsEmail]);
    expect(
      (await post(`/api/public/password-reset/${id}`, { password: 'a sound new password' })).status,
    ).toBe(204);
  });
});

describe('changing the password', () => {
  const change = (headers: Record<string, string>, currentPassword: string, newPassword: string) =>
    post('/api/user/password', { currentPassword, newPassword }, headers);

  it('needs the current password, then signs out every other session and keeps this one', async () => {
    const user = await registerAndLogin(server.url);
    const third = loginResponseSchema.parse(
      await (await post('/api/login', { username: user.email, password: user.password })).json(),
    );
    await post('/api/public/password-reset', { email: user.email });
    const resetId = resetIdFrom((await mailTo(user.email, 'password-reset')).text);

    expect((await change({}, user.password, 'a sound new password')).status).toBe(401);
    const wrong = await change(bearer(user.token), 'not my password', 'a sound new password');
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toMatchObject({ message: AUTH_MESSAGES.currentPasswordWrong });
    const same = await change(bearer(user.token), user.password, user.password);
    expect(same.status).toBe(400);
    expect(((await same.json()) as { messages: string[] }).messages).toEqual([
      AUTH_MESSAGES.passwordUnchanged,
    ]);
    const common = await change(bearer(user.token), user.password, 'password123');
    expect(common.status).toBe(400);
    expect(((await common.json()) as { messages: string[] }).messages).toEqual([
      AUTH_MESSAGES.passwordTooCommon,
    ]);
    const email = await change(bearer(user.token), user.password, user.email);
    expect(((await email.json()) as { messages: string[] }).messages).toEqual([
      AUTH_MESSAGES.passwordIsEmail,
    ]);
    const missing = await post(
      '/api/user/password',
      { newPassword: 'a sound new password' },
      bearer(user.token),
    );
    expect(((await missing.json()) as { messages: string[] }).messages).toEqual([
      AUTH_MESSAGES.currentPasswordMissing,
    ]);

    const changed = await change(bearer(user.token), user.password, 'a sound new password');
    expect(changed.status).toBe(200);
    expect(await changed.json()).toEqual({ message: AUTH_MESSAGES.passwordChanged });

    // This session stays; the registration's cookie session and the other login are signed out.
    expect((await post('/api/validate', undefined, bearer(user.token))).status).toBe(200);
    expect((await post('/api/validate', undefined, { cookie: user.cookie })).status).toBe(401);
    expect((await post('/api/validate', undefined, bearer(third.access_token))).status).toBe(401);
    // A reset link mailed before the change cannot undo it.
    expect((await get(`/api/public/password-reset/${resetId}`)).status).toBe(410);
    expect((await post('/api/login', { username: user.email, password: user.password })).status).toBe(401);
    expect(
      (await post('/api/login', { username: user.email, password: 'a sound new password' })).status,
    ).toBe(200);
  });

  it('keeps the cookie session that asked, when the web app changes the password', async () => {
    const user = await registerAndLogin(server.url);
    const changed = await change({ cookie: user.cookie }, user.password, 'a sound new password');
    expect(changed.status).toBe(200);
    expect((await post('/api/validate', undefined, { cookie: user.cookie })).status).toBe(200);
    expect((await post('/api/validate', undefined, bearer(user.token))).status).toBe(401);
  });

  it('limits attempts like sign-in, with 429 and Retry-After', async () => {
    const user = await registerAndLogin(server.url);
    for (let i = 0; i < 10; i++) {
      expect((await change(bearer(user.token), `wrong ${i}`, 'a sound new password')).status).toBe(403);
    }
    const refused = await change(bearer(user.token), user.password, 'a sound new password');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ message: AUTH_MESSAGES.passwordChangeTooManyAttempts });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('idle sessions', () => {
  it('refuses a session idle past the timeout (12 hours by default), writing its last use at most every 5 minutes', async () => {
    const hour = 3_600_000;
    const t0 = new Date('2031-01-01T00:00:00Z');
    let clock = t0;
    const config = { ...loadAuthConfig({ SESSION_LIFETIME_DAYS: '30' }) };
    expect(config.sessionIdleSeconds).toBe(12 * 3600);
    expect(config.sessionTouchSeconds).toBe(300);
    const service = createAuthService(server.db, { config, now: () => clock });
    const user = await registerAndLogin(server.url);
    const idle = await service.login(user.email, user.password, '192.0.2.3');
    const used = await service.login(user.email, user.password, '192.0.2.3');
    const lastSeen = async (token: string) =>
      new Date(
        (
          await server.db
            .selectFrom('sessions')
            .select('lastSeenAt')
            .where('tokenHash', '=', sha256(token))
            .executeTakeFirstOrThrow()
        ).lastSeenAt,
      ).getTime();

    // Used again within 5 minutes: nothing is written.
    clock = new Date(t0.getTime() + 4 * 60_000);
    expect(await service.session(idle.token)).not.toBeNull();
    expect(await lastSeen(idle.token)).toBe(t0.getTime());

    clock = new Date(t0.getTime() + 11 * hour);
    expect(await service.session(used.token)).not.toBeNull();
    expect(await lastSeen(used.token)).toBe(clock.getTime());

    // 12 hours without use: refused, though its 30-day lifetime is far from over. The other was used an hour ago.
    clock = new Date(t0.getTime() + 12 * hour + 1000);
    expect(await service.session(idle.token)).toBeNull();
    expect(await service.session(used.token)).not.toBeNull();

    // Last used at 12 hours and a second: 12 idle hours later it is refused too.
    clock = new Date(t0.getTime() + 24 * hour + 2000);
    expect(await service.session(used.token)).toBeNull();
  });
});

describe('security events', () => {
  it('logs sign-ins, lockouts, resets, password changes, verification and staff grants without secrets', async () => {
    const lines: string[] = [];
    const saved = process.env.AUTH_LOGIN_LIMIT;
    process.env.AUTH_LOGIN_LIMIT = '3/900';
    let closed = false;
    const app = await buildApp({
      db: server.db,
      databaseKind: server.kind,
      logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
    });
    try {
      const inject = async (method: 'GET' | 'POST', url: string, payload?: object, token?: string) => {
        const res = await app.inject({
          method,
          url,
          ...(payload ? { payload } : {}),
          headers: token ? bearer(token) : {},
        });
        return {
          status: res.statusCode,
          body: res.body ? (JSON.parse(res.body) as Record<string, unknown>) : {},
        };
      };
      const email = uniqueEmail('events').replace('example.com', 'clipmarket.com');
      const password = 'first password of events';
      const newPassword = 'second password of events';
      expect((await inject('POST', '/api/public/register', registration({ email, password }))).status).toBe(
        202,
      );
      const mails = async (kind: string) => {
        for (;;) {
          const { body } = await inject('GET', '/api/dev/outbox?max=100');
          const mail = (body.data as { to: string; kind: string; text: string }[]).find(
            (m) => m.to === email && m.kind === kind,
          );
          if (mail) return mail.text;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      };
      const registrationId = registrationIdFrom(await mails('registration'));
      const registered = await inject('POST', `/api/public/register/${registrationId}`);
      expect(registered.status).toBe(200);
      const userId = (registered.body.authenticationDetails as { userUuid: string }).userUuid;
      const token = (registered.body.authenticationDetails as { access_token: string }).access_token;

      expect(
        (await inject('POST', '/api/login', { username: email, password: 'wrong password' })).status,
      ).toBe(401);
      expect((await inject('POST', '/api/login', { username: uniqueEmail('nobody'), password })).status).toBe(
        401,
      );
      expect((await inject('POST', '/api/login', { username: email, password })).status).toBe(200);
      for (const wrong of ['wrong again', 'wrong twice', 'wrong thrice']) {
        expect((await inject('POST', '/api/login', { username: email, password: wrong })).status).toBe(401);
      }
      // Locked out (3 attempts per 15 minutes here), even with the right password.
      expect((await inject('POST', '/api/login', { username: email, password })).status).toBe(429);

      const verificationId = verificationIdFrom(await mails('email-verification'));
      expect(
        (await inject('POST', `/api/public/email-verification/${verificationId}`, {}, token)).status,
      ).toBe(200);
      expect(
        (await inject('POST', '/api/user/password', { currentPassword: password, newPassword }, token))
          .status,
      ).toBe(200);
      expect((await inject('POST', '/api/public/password-reset', { email })).status).toBe(202);
      const resetId = resetIdFrom(await mails('password-reset'));
      expect(
        (
          await inject('POST', `/api/public/password-reset/${resetId}`, {
            password: 'third password of events',
          })
        ).status,
      ).toBe(204);
      // Closing waits for the work done after the answers (mails, and the events they log).
      await app.close();
      closed = true;

      const events = lines
        .map((line) => JSON.parse(line) as { securityEvent?: SecurityEvent; msg: string; level: number })
        .filter((entry) => entry.securityEvent);
      const names = events.map((entry) => entry.securityEvent!.event);
      // The verification mail goes out after the registration link's answer, so its event may come at any point.
      expect(names.filter((name) => name === 'email-verification.sent')).toHaveLength(1);
      expect(names.filter((name) => name !== 'email-verification.sent')).toEqual([
        'register.started',
        'register.success',
        'login.failure',
        'login.failure',
        'login.success',
        'login.failure',
        'login.failure',
        'login.failure',
        'rate-limit.refused',
        // Verification grants no staff access (ADR 56): no staff.granted here.
        'email-verification.completed',
        'password.changed',
        'password-reset.requested',
        'password-reset.completed',
      ]);
      const byName = (name: string) =>
        events.filter((e) => e.securityEvent!.event === name).map((e) => e.securityEvent);
      expect(byName('login.failure')[0]).toEqual({
        event: 'login.failure',
        userId,
        ip: '127.0.0.1',
        detail: 'wrong-password',
      });
      expect(byName('login.failure')[1]).toEqual({
        event: 'login.failure',
        ip: '127.0.0.1',
        detail: 'unknown-account',
      });
      expect(byName('rate-limit.refused')[0]).toEqual({
        event: 'rate-limit.refused',
        ip: '127.0.0.1',
        detail: 'login',
      });
      // A company address: the account's other session (the login's) was signed out.
      expect(byName('email-verification.completed')[0]).toMatchObject({
        userId,
        detail: 'session',
        revokedSessions: 1,
      });
      // The login's session already ended at verification.
      expect(byName('password.changed')[0]).toMatchObject({ userId, revokedSessions: 0 });
      for (const entry of events) expect(entry.level).toBe(30);

      const logged = events.map((entry) => JSON.stringify(entry)).join('\n');
      for (const secret of [
        email,
        password,
        newPassword,
        token,
        registrationId,
        verificationId,
        resetId,
        'wrong password',
      ]) {
        expect(logged).not.toContain(secret);
      }
    } finally {
      process.env.AUTH_LOGIN_LIMIT = saved;
      if (saved === undefined) delete process.env.AUTH_LOGIN_LIMIT;
      if (!closed) await app.close();
    }
  });
});

describe('the development outbox', () => {
  it('answers requests from this machine only, whatever X-Forwarded-For says', async () => {
    const app = await buildApp({ db: server.db, databaseKind: server.kind, trustProxy: true });
    try {
      const outbox = (remoteAddress: string, headers: Record<string, string> = {}) =>
        app.inject({ method: 'GET', url: '/api/dev/outbox', remoteAddress, headers });
      for (const local of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
        expect((await outbox(local)).statusCode, local).toBe(200);
      }
      const unknownRoute = await app.inject({
        method: 'GET',
        url: '/api/dev/nothing',
        remoteAddress: '203.0.113.9',
      });
      const remote = await outbox('203.0.113.9');
      expect(remote.statusCode).toBe(404);
      expect(remote.json()).toEqual({ ...unknownRoute.json(), message: expect.any(String) });
      expect(remote.body).not.toContain('reset');
      // A remote peer cannot claim to be local, and a local proxy forwarding a remote client does not make it so.
      expect((await outbox('203.0.113.9', { 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(404);
      expect((await outbox('192.168.1.20')).statusCode).toBe(404);
      expect((await outbox('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
