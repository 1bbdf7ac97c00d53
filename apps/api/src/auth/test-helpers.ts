/** Test helpers for e-mail verification over real HTTP, and for making an account staff (ADR 56). */
import type { LoginResponse } from '@clipmarket/core';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { SECURE_SESSION_COOKIE } from '../http/session-cookie';
import './tables';
import { totpCode } from './totp';

/**
 * What `registerAndLogin` (test/auth-helpers.ts, which re-exports it) answers: a bearer token, the account's
 * e-mail and a `Cookie` header value. Declared here so this file does not import that one (ADR 62).
 */
export interface TestUser {
  /** Send as `authorization: Bearer ${token}`. */
  token: string;
  email: string;
  password: string;
  userUuid: string;
  /** Send as the `cookie` header: `__Host-cm_session=<token>` (test servers listen on loopback, where the cookie is Secure) (a different session from `token`). */
  cookie: string;
  /** The login answer. */
  session: LoginResponse;
}

/** The verification id in a verification mail's link. */
export function verificationIdFrom(text: string): string {
  const match = /\/licensing\/verify-email\/([A-Za-z0-9_-]{43})\b/.exec(text);
  if (!match) throw new Error(`no verification link in: ${text}`);
  return match[1]!;
}

/**
 * Waits for the newest mail of `kind` to `to` in the development outbox of a test server (mails are written
 * after the answer), and answers its text. The outbox answers loopback only: test servers listen on 127.0.0.1.
 */
export async function outboxMail(url: string, to: string, kind: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await fetch(`${url}/api/dev/outbox?to=${encodeURIComponent(to)}`);
    if (res.status !== 200) throw new Error(`outbox answered ${res.status}`);
    const { data } = (await res.json()) as { data: { kind: string; text: string }[] };
    const mail = data.find((m) => m.kind === kind);
    if (mail) return mail.text;
    if (Date.now() > deadline) throw new Error(`no ${kind} mail to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Verifies a registered account's e-mail address the way its owner does: opens the link of the verification
 * mail sent at registration and presses the button, signed in as the account (`token`, a bearer token of its
 * session). Verification alone never makes staff (ADR 56): see `makeStaff`.
 */
export async function verifyEmail(url: string, email: string, token: string): Promise<void> {
  const id = verificationIdFrom(await outboxMail(url, email, 'email-verification'));
  const res = await fetch(`${url}/api/public/email-verification/${id}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  if (res.status !== 200) throw new Error(`verification answered ${res.status}: ${await res.text()}`);
}

/** The TOTP secret `makeStaff` gives its accounts. */
export const TEST_TOTP_SECRET = 'KRSXG5CTKRSXG5CTKRSXG5CTKRSXG5CT';

/**
 * Makes a registered account on a company domain staff as ADR 56 asks, the quick way for suites about other
 * things: its address verified, an administrator's grant, two-step sign-in set up with TEST_TOTP_SECRET, and a
 * new sign-in with the code. Answers the user with the new session (token, cookie and login answer), which
 * has staff powers; the account's earlier sessions do not.
 */
export async function makeStaff(
  url: string,
  db: Kysely<DB>,
  user: TestUser,
  options: { admin?: boolean } = {},
): Promise<TestUser> {
  await db
    .updateTable('users')
    .set({ emailVerifiedAt: new Date() })
    .where('id', '=', user.userUuid)
    .where('emailVerifiedAt', 'is', null)
    .execute();
  await db
    .insertInto('staffGrants')
    .values({ userId: user.userUuid, admin: options.admin ?? false })
    .onConflict((oc) => oc.column('userId').doNothing())
    .execute();
  await db
    .insertInto('secondFactors')
    .values({ userId: user.userUuid, secret: TEST_TOTP_SECRET, confirmedAt: new Date() })
    .onConflict((oc) => oc.column('userId').doNothing())
    .execute();
  const res = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: user.email, password: user.password, code: totpCode(TEST_TOTP_SECRET) }),
  });
  if (res.status !== 200) throw new Error(`makeStaff: login answered ${res.status}: ${await res.text()}`);
  const session = (await res.json()) as LoginResponse;
  const setCookie = res.headers.getSetCookie().find((c) => c.startsWith(`${SECURE_SESSION_COOKIE}=`));
  return {
    ...user,
    token: session.access_token,
    cookie: setCookie ? setCookie.split(';')[0]! : user.cookie,
    session,
  };
}
