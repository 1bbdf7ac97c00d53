// The header's notifications (issue 33, item 5; ADR 89): the account's last events, newest first, read and
// unread, and no account reads or marks another's. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import {
  markNotificationsReadEndpoint,
  NOTIFICATION_LIMITS,
  notificationsEndpoint,
  type NotificationsResponse,
} from '@clipmarket/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerAndLogin, type TestUser } from '../test/auth-helpers';
import { startTestServer, type TestServer } from '../test/harness';
import * as notifications from './repository';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, 600_000);

afterAll(async () => {
  await server?.close();
});

async function call(user: TestUser | null, method: string, pathname: string, body?: unknown) {
  const res = await fetch(server.url + pathname, {
    method,
    headers: {
      ...(user ? bearer(user.token) : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, json: (await res.json()) as NotificationsResponse & { message?: string } };
}

const list = (user: TestUser) => call(user, 'GET', notificationsEndpoint.path);
const markRead = (user: TestUser, body: { ids?: string[] }) =>
  call(user, 'POST', markNotificationsReadEndpoint.path, body);

async function notify(user: TestUser, title: string) {
  await notifications.add(server.db, { userId: user.userUuid, kind: 'zip-ready', title, href: '/licensing' });
}

describe('notifications', () => {
  it('lists the account’s notifications newest first, with how many are unread', async () => {
    const alice = await registerAndLogin(server.url);
    expect((await list(alice)).json).toEqual({ data: [], unread: 0 });
    await notify(alice, 'first');
    await notify(alice, 'second');

    const { status, json } = await list(alice);
    expect(status).toBe(200);
    expect(json.unread).toBe(2);
    expect(json.data.map((n) => [n.title, n.read, n.kind, n.href])).toEqual([
      ['second', false, 'zip-ready', '/licensing'],
      ['first', false, 'zip-ready', '/licensing'],
    ]);
    expect(Number.isNaN(Date.parse(json.data[0]!.createdAt))).toBe(false);
  });

  it('marks the given notifications read, or all of them', async () => {
    const alice = await registerAndLogin(server.url);
    await notify(alice, 'one');
    await notify(alice, 'two');
    await notify(alice, 'three');
    const [three] = (await list(alice)).json.data;

    const some = await markRead(alice, { ids: [three!.id] });
    expect(some.status).toBe(200);
    expect(some.json.unread).toBe(2);
    expect(some.json.data.map((n) => n.read)).toEqual([true, false, false]);

    const all = await markRead(alice, {});
    expect(all.json.unread).toBe(0);
    expect(all.json.data.every((n) => n.read)).toBe(true);
  });

  it('shows another account nothing, and marking its ids read changes nothing', async () => {
    const alice = await registerAndLogin(server.url);
    const mallory = await registerAndLogin(server.url);
    await notify(alice, 'alice’s zip');
    const [theirs] = (await list(alice)).json.data;

    expect((await list(mallory)).json).toEqual({ data: [], unread: 0 });
    const attempt = await markRead(mallory, { ids: [theirs!.id] });
    expect(attempt.status).toBe(200);
    expect(attempt.json).toEqual({ data: [], unread: 0 });
    await markRead(mallory, {});
    expect((await list(alice)).json.unread).toBe(1);
  });

  it('keeps the newest notifications of an account, up to the limit', async () => {
    const alice = await registerAndLogin(server.url);
    for (let i = 1; i <= NOTIFICATION_LIMITS.kept + 3; i += 1) await notify(alice, `n${i}`);

    const { json } = await list(alice);
    expect(json.data).toHaveLength(NOTIFICATION_LIMITS.kept);
    expect(json.data[0]!.title).toBe(`n${NOTIFICATION_LIMITS.kept + 3}`);
    expect(json.data.at(-1)!.title).toBe('n4');
    expect(json.unread).toBe(NOTIFICATION_LIMITS.kept);
  });

  it('answers 401 to a visitor and 400 to ids that are not notification ids, changing nothing', async () => {
    const alice = await registerAndLogin(server.url);
    await notify(alice, 'kept unread');
    expect((await call(null, 'GET', notificationsEndpoint.path)).status).toBe(401);
    expect((await call(null, 'POST', markNotificationsReadEndpoint.path, {})).status).toBe(401);
    for (const ids of [['x'], ['-1'], ['1'.repeat(19)], 'all', Array.from({ length: 101 }, () => '1')]) {
      const bad = await call(alice, 'POST', markNotificationsReadEndpoint.path, { ids });
      expect(bad.status).toBe(400);
      expect(bad.json.message).toEqual(expect.any(String));
    }
    expect((await list(alice)).json.unread).toBe(1);
  });
});
