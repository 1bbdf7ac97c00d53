import { randomBytes } from 'node:crypto';
import {
  AUTH_MESSAGES,
  ROLES,
  STAFF_MESSAGES,
  profileSchema,
  sessionSchema,
  videoDetailsSchema,
} from '@clipmarket/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SECURE_SESSION_COOKIE } from '../http/session-cookie';
import { bearer, registerAndLogin, type TestUser } from '../test/auth-helpers';
import { startTestServer, type TestServer } from '../test/harness';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET, seedDemoUsers } from './seed';
import { makeStaff, outboxMail, TEST_TOTP_SECRET, verificationIdFrom, verifyEmail } from './test-helpers';
import { totpCode } from './totp';

// Issue 28 item 5 (ADR 56): staff cannot be self-made. argon2id and PGlite are slow on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

const ALLOW_LISTED = `boss-${randomBytes(4).toString('hex')}@clipmarket.com`;
let server: TestServer;
const saved = process.env.STAFF_EMAILS;

beforeAll(async () => {
  process.env.STAFF_EMAILS = ALLOW_LISTED;
  server = await startTestServer({ seedClips: 2 });
}, 600_000);

afterAll(async () => {
  await server?.close();
  if (saved === undefined) delete process.env.STAFF_EMAILS;
  else process.env.STAFF_EMAILS = saved;
});

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

const company = () => `desk-${randomBytes(5).toString('hex')}@clipmarket.com`;
/** A code of the next time step: accepted (one step of drift either way), and newer than one just used. */
const nextCode = (secret: string) => totpCode(secret, new Date(Date.now() + 30_000));

async function validate(headers: Record<string, string>) {
  const res = await post('/api/validate', undefined, headers);
  return res.status === 200 ? sessionSchema.parse(await res.json()) : null;
}

async function verified(userId: string): Promise<boolean> {
  const row = await server.db
    .selectFrom('users')
    .select('emailVerifiedAt')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.emailVerifiedAt !== null;
}

async function linkOf(user: TestUser): Promise<string> {
  return verificationIdFrom(await outboxMail(server.url, user.email, 'email-verification'));
}

async function internalOf(token: string) {
  const [clip] = await server.db.selectFrom('clips').select('jmId').limit(1).execute();
  const res = await get(`/api/videos/${clip!.jmId}/details/`, bearer(token));
  return videoDetailsSchema.parse(await res.json()).internal;
}

describe('verifying an address is a deliberate act of its account', () => {
  it('a scanner-style page load (GET of the page, a bare POST of the link) verifies nothing', async () => {
    const attacker = await registerAndLogin(server.url, { email: company() });
    const id = await linkOf(attacker);
    await get(`/licensing/verify-email/${id}`);
    const bare = await post(`/api/public/email-verification/${id}`);
    expect(bare.status).toBe(401);
    expect(((await bare.json()) as { message: string }).message).toBe(
      STAFF_MESSAGES.verificationNeedsAccount,
    );
    expect(await verified(attacker.userUuid)).toBe(false);
  });

  it("a colleague's click while signed in to their own account verifies nothing", async () => {
    const attacker = await registerAndLogin(server.url, { email: company() });
    const colleague = await registerAndLogin(server.url);
    const id = await linkOf(attacker);
    const res = await post(`/api/public/email-verification/${id}`, {}, bearer(colleague.token));
    expect(res.status).toBe(403);
    expect(await verified(attacker.userUuid)).toBe(false);
    // A wrong password verifies nothing either.
    const guessed = await post(`/api/public/email-verification/${id}`, {
      password: 'not the password at all',
    });
    expect(guessed.status).toBe(403);
    expect(await verified(attacker.userUuid)).toBe(false);
  });

  it("verifying a company address from the account's session signs out its other sessions", async () => {
    const owner = await registerAndLogin(server.url, { email: company() });
    // registerAndLogin holds two sessions: the registration's (cookie) and the login's (token).
    expect(await validate({ cookie: owner.cookie })).not.toBeNull();
    const id = await linkOf(owner);
    const res = await post(`/api/public/email-verification/${id}`, {}, bearer(owner.token));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: AUTH_MESSAGES.emailVerified, staff: false });
    expect(await verified(owner.userUuid)).toBe(true);
    expect(await validate(bearer(owner.token))).toMatchObject({ emailVerified: true, staff: false });
    expect(await validate({ cookie: owner.cookie })).toBeNull();
  });

  it("verifies with the account's password when signed out, signing out every session", async () => {
    const owner = await registerAndLogin(server.url, { email: company() });
    const id = await linkOf(owner);
    const res = await post(`/api/public/email-verification/${id}`, { password: owner.password });
    expect(res.status).toBe(200);
    expect(await verified(owner.userUuid)).toBe(true);
    expect(await validate(bearer(owner.token))).toBeNull();
  });
});

describe('staff access needs a grant and a second factor', () => {
  it('a verified company address without a grant is not staff, even with two-step sign-in', async () => {
    const user = await registerAndLogin(server.url, { email: company() });
    await verifyEmail(server.url, user.email, user.token);
    expect(await validate(bearer(user.token))).toMatchObject({ staff: false, emailVerified: true });
    // Two-step sign-in set up through the account area, in this session.
    const setup = await post('/api/user/second-factor/setup', undefined, bearer(user.token));
    const { secret } = (await setup.json()) as { secret: string };
    const confirm = await post(
      '/api/user/second-factor/confirm',
      { code: totpCode(secret) },
      bearer(user.token),
    );
    expect(confirm.status).toBe(200);
    expect(await validate(bearer(user.token))).toMatchObject({ staff: false });
    expect(await internalOf(user.token)).toBeUndefined();
    const profile = profileSchema.parse(await (await get('/api/vod/profile', bearer(user.token))).json());
    expect(profile).toMatchObject({ staff: false, staffGranted: false, secondFactor: true });
  });

  it('a staff sign-in without the second factor, or with a wrong one, gets no session', async () => {
    const staff = await makeStaff(
      server.url,
      server.db,
      await registerAndLogin(server.url, { email: company() }),
    );
    expect(staff.session).toMatchObject({ staff: true });
    expect(await internalOf(staff.token)).toBeDefined();

    const missing = await post('/api/login', { username: staff.email, password: staff.password });
    expect(missing.status).toBe(401);
    expect(((await missing.json()) as { message: string }).message).toBe(STAFF_MESSAGES.secondFactorRequired);
    expect(missing.headers.getSetCookie().some((c) => c.startsWith(`${SECURE_SESSION_COOKIE}=`))).toBe(false);

    const wrong = await post('/api/login', {
      username: staff.email,
      password: staff.password,
      code: '000000',
    });
    expect(wrong.status).toBe(401);
    expect(((await wrong.json()) as { message: string }).message).toBe(STAFF_MESSAGES.secondFactorWrong);
    expect(wrong.headers.getSetCookie().some((c) => c.startsWith(`${SECURE_SESSION_COOKIE}=`))).toBe(false);

    // A right code with a wrong password is still a wrong password.
    const guessed = await post('/api/login', {
      username: staff.email,
      password: 'not the password at all',
      code: nextCode(TEST_TOTP_SECRET),
    });
    expect(guessed.status).toBe(401);
    expect(((await guessed.json()) as { message: string }).message).toBe(AUTH_MESSAGES.loginFailed);
  });

  it('a code replayed within its window is refused', async () => {
    const staff = await makeStaff(
      server.url,
      server.db,
      await registerAndLogin(server.url, { email: company() }),
    );
    const code = nextCode(TEST_TOTP_SECRET);
    const first = await post('/api/login', { username: staff.email, password: staff.password, code });
    expect(first.status).toBe(200);
    const replay = await post('/api/login', { username: staff.email, password: staff.password, code });
    expect(replay.status).toBe(401);
    expect(((await replay.json()) as { message: string }).message).toBe(STAFF_MESSAGES.secondFactorWrong);
  });

  it('a used recovery code cannot be used again', async () => {
    const user = await registerAndLogin(server.url, { email: company() });
    const { secret } = (await (
      await post('/api/user/second-factor/setup', undefined, bearer(user.token))
    ).json()) as {
      secret: string;
    };
    const confirmed = await post(
      '/api/user/second-factor/confirm',
      { code: totpCode(secret) },
      bearer(user.token),
    );
    const { recoveryCodes } = (await confirmed.json()) as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    const stored = await server.db
      .selectFrom('recoveryCodes')
      .select('codeHash')
      .where('userId', '=', user.userUuid)
      .execute();
    expect(stored.map((r) => r.codeHash)).not.toContain(recoveryCodes[0]);
    const login = (code: string) =>
      post('/api/login', { username: user.email, password: user.password, code });
    expect((await login(recoveryCodes[0]!)).status).toBe(200);
    expect((await login(recoveryCodes[0]!)).status).toBe(401);
    expect((await login(recoveryCodes[1]!.toUpperCase().replace('-', ' '))).status).toBe(200);
  });

  it('second-factor attempts are limited per account, a right code included once over the limit', async () => {
    const staff = await makeStaff(
      server.url,
      server.db,
      await registerAndLogin(server.url, { email: company() }),
    );
    for (let n = 0; n < 5; n++) {
      const res = await post('/api/login', {
        username: staff.email,
        password: staff.password,
        code: '111111',
      });
      expect(res.status).toBe(401);
    }
    const right = await post('/api/login', {
      username: staff.email,
      password: staff.password,
      code: nextCode(TEST_TOTP_SECRET),
    });
    expect(right.status).toBe(429);
    expect(((await right.json()) as { message: string }).message).toBe(
      STAFF_MESSAGES.secondFactorTooManyAttempts,
    );
  });

  it('a granted account has staff powers only once it has set up two-step sign-in, in that session', async () => {
    const user = await registerAndLogin(server.url, { email: company() });
    await verifyEmail(server.url, user.email, user.token);
    await server.db.insertInto('staffGrants').values({ userId: user.userUuid }).execute();
    expect(await validate(bearer(user.token))).toMatchObject({ staff: false });
    const profile = profileSchema.parse(await (await get('/api/vod/profile', bearer(user.token))).json());
    expect(profile).toMatchObject({ staff: false, staffGranted: true, secondFactor: false });
    const { secret, qrSvg, otpauthUrl } = (await (
      await post('/api/user/second-factor/setup', undefined, bearer(user.token))
    ).json()) as { secret: string; qrSvg: string; otpauthUrl: string };
    expect(qrSvg).toContain('<svg');
    expect(otpauthUrl).toContain(`secret=${secret}`);
    expect(
      (await post('/api/user/second-factor/confirm', { code: '123456' }, bearer(user.token))).status,
    ).toBe(400);
    expect(
      (await post('/api/user/second-factor/confirm', { code: totpCode(secret) }, bearer(user.token))).status,
    ).toBe(200);
    expect(await validate(bearer(user.token))).toMatchObject({ staff: true });
    // From now on the password alone signs in no more.
    const passwordOnly = await post('/api/login', { username: user.email, password: user.password });
    expect(passwordOnly.status).toBe(401);
  });

  it('an address on the operator allow-list is a staff administrator once verified and signed in with a code', async () => {
    const boss = await makeStaff(
      server.url,
      server.db,
      await registerAndLogin(server.url, { email: ALLOW_LISTED }),
    );
    await server.db.deleteFrom('staffGrants').where('userId', '=', boss.userUuid).execute();
    expect(await validate(bearer(boss.token))).toMatchObject({ staff: true });
    expect((await get('/api/staff/access', bearer(boss.token))).status).toBe(200);
  });
});

describe('staff administrators grant and revoke', () => {
  it('only an administrator may grant, only to a verified company address; the grantee needs a second factor', async () => {
    const admin = await makeStaff(
      server.url,
      server.db,
      await registerAndLogin(server.url, { email: company() }),
      { admin: true },
    );
    const plainStaff = await makeStaff(
      server.url,
      server.db,
      await registerAndLogin(server.url, { email: company() }),
    );
    const buyer = await registerAndLogin(server.url);
    const candidate = await registerAndLogin(server.url, { email: company() });

    for (const who of [buyer, plainStaff, candidate]) {
      expect((await post('/api/staff/access', { email: candidate.email }, bearer(who.token))).status).toBe(
        403,
      );
      expect((await get('/api/staff/access', bearer(who.token))).status).toBe(403);
    }
    // Not verified yet: no grant.
    const early = await post('/api/staff/access', { email: candidate.email }, bearer(admin.token));
    expect(early.status).toBe(400);
    expect(((await early.json()) as { message: string }).message).toBe(STAFF_MESSAGES.grantNoAccount);
    // A verified address outside the company domains (verified by its registration link, ADR 57): no grant either.
    expect((await post('/api/staff/access', { email: buyer.email }, bearer(admin.token))).status).toBe(400);

    await verifyEmail(server.url, candidate.email, candidate.token);
    const granted = await post('/api/staff/access', { email: candidate.email }, bearer(admin.token));
    expect(granted.status).toBe(200);
    expect(await granted.json()).toMatchObject({
      message: STAFF_MESSAGES.granted,
      member: { email: candidate.email, admin: false, allowListed: false, secondFactor: false },
    });
    const grant = await server.db
      .selectFrom('staffGrants')
      .selectAll()
      .where('userId', '=', candidate.userUuid)
      .executeTakeFirstOrThrow();
    expect(grant.grantedBy).toBe(admin.userUuid);
    // Granted, but no staff powers before two-step sign-in.
    expect(await validate(bearer(candidate.token))).toMatchObject({ staff: false });

    const list = (await (await get('/api/staff/access', bearer(admin.token))).json()) as {
      data: { email: string }[];
    };
    expect(list.data.map((m) => m.email)).toContain(candidate.email);

    const revoked = await call(
      'DELETE',
      `/api/staff/access/${plainStaff.userUuid}`,
      undefined,
      bearer(admin.token),
    );
    expect(revoked.status).toBe(200);
    expect(await validate(bearer(plainStaff.token))).toMatchObject({ staff: false });
    expect(await internalOf(plainStaff.token)).toBeUndefined();
  });
});

describe('the demo staff accounts (development)', () => {
  it('sign in with the published password and the published TOTP secret', async () => {
    await seedDemoUsers(server.db);
    const without = await post('/api/login', { username: 'demo@clipmarket.com', password: DEMO_PASSWORD });
    expect(without.status).toBe(401);
    const demo = await post('/api/login', {
      username: 'demo@clipmarket.com',
      password: DEMO_PASSWORD,
      code: totpCode(DEMO_TOTP_SECRET),
    });
    expect(demo.status).toBe(200);
    expect(await demo.json()).toMatchObject({ staff: true, roles: [ROLES.riffUser] });
    const buyer = await post('/api/login', { username: 'buyer@example.com', password: DEMO_PASSWORD });
    expect(await buyer.json()).toMatchObject({ staff: false, roles: [] });
  });
});
