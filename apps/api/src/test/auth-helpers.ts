import { randomBytes } from 'node:crypto';
import {
  loginEndpoint,
  registerEndpoint,
  registrationCompleteEndpoint,
  type LoginResponse,
  type RegisterRequest,
} from '@clipmarket/core';
import { outboxMail, type TestUser } from '../auth/test-helpers';
import { SECURE_SESSION_COOKIE } from '../http/session-cookie';

export type { TestUser };

/** A password every test user gets unless told otherwise. */
export const TEST_PASSWORD = 'correct horse battery staple';

/** A fresh address on example.com (not a company domain, so not staff). */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomBytes(6).toString('hex')}@example.com`;
}

async function postJson(url: string, body: unknown): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/**
 * Registers a new account on a test server (`startTestServer().url`) and signs it in over real HTTP, as its
 * owner does: the registration (202), the link of the mail it sends (read from the development outbox), then
 * `POST /api/login`. `token` is the session of the login (use it as a bearer token); `cookie` carries the
 * session the link opened (use it as the `cookie` header). Each call counts against the server's registration
 * rate limit (AUTH_REGISTER_LIMIT, default 10 an hour per client address).
 */
export async function registerAndLogin(
  url: string,
  overrides: Partial<RegisterRequest> = {},
): Promise<TestUser> {
  const body = {
    email: uniqueEmail(),
    password: TEST_PASSWORD,
    firstName: 'Test',
    lastName: 'User',
    company: 'Test Co',
    termsAccepted: true,
    ...overrides,
  };
  const registered = await postJson(url + registerEndpoint.path, body);
  if (registered.status !== 202) {
    throw new Error(`registerAndLogin: register answered ${registered.status}: ${await registered.text()}`);
  }
  const completed = await completeRegistration(url, body.email.trim().toLowerCase());
  if (completed.status !== 200) {
    throw new Error(`registerAndLogin: the link answered ${completed.status}: ${await completed.text()}`);
  }
  const setCookie = completed.headers.getSetCookie().find((c) => c.startsWith(`${SECURE_SESSION_COOKIE}=`));
  if (!setCookie) throw new Error('registerAndLogin: the link set no session cookie');
  const cookie = setCookie.split(';')[0]!;

  const loggedIn = await postJson(url + loginEndpoint.path, {
    username: body.email,
    password: body.password,
  });
  if (loggedIn.status !== 200) {
    throw new Error(`registerAndLogin: login answered ${loggedIn.status}: ${await loggedIn.text()}`);
  }
  const session = (await loggedIn.json()) as LoginResponse;
  return {
    token: session.access_token,
    email: session.username,
    password: body.password,
    userUuid: session.userUuid,
    cookie,
    session,
  };
}

/** The registration id in a registration mail's link. */
export function registrationIdFrom(text: string): string {
  const match = /\/licensing\/register\/complete\/([A-Za-z0-9_-]{43})\b/.exec(text);
  if (!match) throw new Error(`no registration link in: ${text}`);
  return match[1]!;
}

/**
 * Follows the link of the newest registration mail to `email` (waiting for it in the development outbox) and
 * answers `POST /api/public/register/{id}`: 200 with the new account's session, set as the cookie.
 */
export async function completeRegistration(url: string, email: string): Promise<Response> {
  const id = registrationIdFrom(await outboxMail(url, email, 'registration'));
  return fetch(url + registrationCompleteEndpoint.path.replace('{id}', id), { method: 'POST' });
}

/** `{ authorization: 'Bearer …' }` for fetch. */
export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}
