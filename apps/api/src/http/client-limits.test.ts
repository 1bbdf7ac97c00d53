import { randomBytes } from 'node:crypto';
import { categoriesEndpoint, loginEndpoint, searchEndpoint, videosEndpoint } from '@clipmarket/core';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import { registerAndLogin } from '../test/auth-helpers';
import { startTestServer, type TestServer } from '../test/harness';
import {
  CLIENT_LIMIT_MESSAGES,
  COUNTS_NOT_WRITTEN,
  loadClientLimits,
  type ClientLimits,
} from './client-limits';

/** Limits for a test: the ones it names, the others out of reach. */
function limits(overrides: Partial<ClientLimits>): ClientLimits {
  const far = { max: 1_000_000, windowSeconds: 60 };
  return { global: far, search: far, feeds: far, flushMs: 60_000, ...overrides };
}

/** A random address in the IPv6 network 2001:db8:<net>:1::/64 (the low 64 bits rotated, as an attacker would). */
function addressIn(net: string): string {
  const low = Array.from({ length: 4 }, () => randomBytes(2).toString('hex')).join(':');
  return `2001:db8:${net}:1:${low}`;
}

const get = (
  app: FastifyInstance,
  url: string,
  remoteAddress: string,
  headers: Record<string, string> = {},
) => app.inject({ method: 'GET', url, remoteAddress, headers });

const search = (app: FastifyInstance, remoteAddress: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: searchEndpoint.path,
    remoteAddress,
    headers,
    payload: { q: 'dog' },
  });

let servers: TestServer[] = [];
let extraApps: FastifyInstance[] = [];
afterEach(async () => {
  for (const app of extraApps) await app.close();
  for (const server of servers) await server.close();
  servers = [];
  extraApps = [];
});

async function server(clientLimits: ClientLimits, seedClips = 0): Promise<TestServer> {
  const started = await startTestServer({ seedClips, app: { clientLimits } });
  servers.push(started);
  return started;
}

describe('per-client limits (issue 28, item 10)', { timeout: 120_000 }, () => {
  it('rotating the low 64 bits of an IPv6 address does not escape the global limit', async () => {
    const { app } = await server(limits({ global: { max: 5, windowSeconds: 60 } }));
    for (let i = 0; i < 5; i++)
      expect((await get(app, categoriesEndpoint.path, addressIn('a'))).statusCode).toBe(200);
    const refused = await get(app, categoriesEndpoint.path, addressIn('a'));
    expect(refused.statusCode).toBe(429);
    // Another /64 has a count of its own.
    expect((await get(app, categoriesEndpoint.path, addressIn('b'))).statusCode).toBe(200);
  });

  it('an IPv4 client is the same client when it comes as an IPv4-mapped IPv6 address', async () => {
    const { app } = await server(limits({ global: { max: 2, windowSeconds: 60 } }));
    expect((await get(app, categoriesEndpoint.path, '203.0.113.9')).statusCode).toBe(200);
    expect((await get(app, categoriesEndpoint.path, '::ffff:203.0.113.9')).statusCode).toBe(200);
    expect((await get(app, categoriesEndpoint.path, '::ffff:cb00:7109')).statusCode).toBe(429);
    expect((await get(app, categoriesEndpoint.path, '203.0.113.10')).statusCode).toBe(200);
  });

  it('a burst past the global limit gets 429 with Retry-After and the API error shape', async () => {
    const { app } = await server(limits({ global: { max: 10, windowSeconds: 60 } }));
    // A count the database did not take lets its request through (the limit fails open, by design), the only
    // way limit-store.ts lets more than 10 pass here: a failed write is named first, as the cause. (CI once saw
    // 13 pass on PostgreSQL under the full suite's load; alone, and beside three busy cores, it never has.)
    const warn = vi.spyOn(app.log, 'warn');
    const answers = await Promise.all(
      Array.from({ length: 25 }, () => get(app, categoriesEndpoint.path, '198.51.100.20')),
    );
    expect(warn.mock.calls.filter(([, message]) => message === COUNTS_NOT_WRITTEN)).toEqual([]);
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
    const refused = answers.find((answer) => answer.statusCode === 429)!;
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: CLIENT_LIMIT_MESSAGES.network(retryAfter),
    });
  });

  it('pages and not-found answers are counted too; the health check and static files are not', async () => {
    const { app } = await server(limits({ global: { max: 3, windowSeconds: 60 } }));
    for (let i = 0; i < 10; i++) {
      expect((await get(app, '/api/health', '192.0.2.1')).statusCode).toBe(200);
      expect((await get(app, '/media/posters/none.jpg', '192.0.2.1')).statusCode).not.toBe(429);
      expect((await get(app, '/licensing/assets/none.js', '192.0.2.1')).statusCode).not.toBe(429);
    }
    expect((await get(app, '/api/no-such-route', '192.0.2.1')).statusCode).toBe(404);
    expect((await get(app, '/licensing/search', '192.0.2.1')).statusCode).not.toBe(429);
    expect((await get(app, categoriesEndpoint.path, '192.0.2.1')).statusCode).toBe(200);
    expect((await get(app, '/licensing/search', '192.0.2.1')).statusCode).toBe(429);
    expect((await get(app, '/api/no-such-route', '192.0.2.1')).statusCode).toBe(429);
  });

  it('the limits are shared by two server processes on one database', async () => {
    const first = await server(limits({ global: { max: 5, windowSeconds: 60 } }));
    const second = await buildApp({
      db: first.db,
      databaseKind: first.kind,
      renderPage: null,
      clientLimits: limits({ global: { max: 5, windowSeconds: 60 } }),
    });
    extraApps.push(second);
    for (let i = 0; i < 5; i++)
      expect((await get(first.app, categoriesEndpoint.path, addressIn('c'))).statusCode).toBe(200);
    // The other instance has never seen this network, and refuses it at once.
    expect((await get(second, categoriesEndpoint.path, addressIn('c'))).statusCode).toBe(429);

    // Far below the limit each counts in memory, and the counts meet in the database at the next flush.
    const third = addressIn('d');
    const big = limits({ global: { max: 100, windowSeconds: 60 } });
    const a = await buildApp({ db: first.db, databaseKind: first.kind, renderPage: null, clientLimits: big });
    const b = await buildApp({ db: first.db, databaseKind: first.kind, renderPage: null, clientLimits: big });
    extraApps.push(a, b);
    for (let i = 0; i < 30; i++) expect((await get(a, categoriesEndpoint.path, third)).statusCode).toBe(200);
    await a.clientLimits.counters.flush();
    for (let i = 0; i < 70; i++) expect((await get(b, categoriesEndpoint.path, third)).statusCode).toBe(200);
    expect((await get(b, categoriesEndpoint.path, third)).statusCode).toBe(429);
  });

  it('anonymous searches have a tighter limit per network; a signed-in buyer is counted by account', async () => {
    const started = await server(
      limits({ global: { max: 50, windowSeconds: 60 }, search: { max: 3, windowSeconds: 60 } }),
      20,
    );
    const { app } = started;
    for (let i = 0; i < 3; i++) expect((await search(app, addressIn('e'))).statusCode).toBe(200);
    const refused = await search(app, addressIn('e'));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(CLIENT_LIMIT_MESSAGES.search(Number(refused.headers['retry-after'])));
    // Other requests from that network still pass (the global limit is not used up).
    expect((await get(app, categoriesEndpoint.path, addressIn('e'))).statusCode).toBe(200);

    const buyer = await registerAndLogin(started.url);
    const auth = { authorization: `Bearer ${buyer.token}` };
    for (let i = 0; i < 10; i++) expect((await search(app, addressIn('e'), auth)).statusCode).toBe(200);
  });

  it('the feeds have a tighter limit for visitors', async () => {
    const { app } = await server(limits({ feeds: { max: 2, windowSeconds: 60 } }));
    const feed = `${videosEndpoint.path}?max=5`;
    expect((await get(app, feed, '192.0.2.77')).statusCode).toBe(200);
    expect((await get(app, feed, '192.0.2.77')).statusCode).toBe(200);
    const refused = await get(app, feed, '192.0.2.77');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(CLIENT_LIMIT_MESSAGES.feeds(Number(refused.headers['retry-after'])));
  });
});

describe('limits on client addresses key on the network (issue 28, item 10)', { timeout: 120_000 }, () => {
  it('a password guesser rotating addresses within one IPv6 /64 is refused as one client', async () => {
    const { app } = await server(limits({}));
    const attempt = () =>
      app.inject({
        method: 'POST',
        url: loginEndpoint.path,
        remoteAddress: addressIn('f'),
        payload: { username: 'victim@example.com', password: 'guess-' + randomBytes(4).toString('hex') },
      });
    // AUTH_LOGIN_LIMIT: 10 attempts per client and e-mail in 15 minutes.
    for (let i = 0; i < 10; i++) expect((await attempt()).statusCode).toBe(401);
    const refused = await attempt();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('loadClientLimits', () => {
  it('has defaults, takes max/seconds or off, and names a bad setting', () => {
    const defaults = loadClientLimits({});
    expect(defaults.global).toEqual({ max: 2000, windowSeconds: 60 });
    expect(defaults.search).toEqual({ max: 600, windowSeconds: 60 });
    expect(defaults.feeds).toEqual({ max: 300, windowSeconds: 60 });
    expect(loadClientLimits({ RATE_LIMIT_SEARCH: 'off' }).search).toBeNull();
    expect(() => loadClientLimits({ RATE_LIMIT_GLOBAL: '10' })).toThrow(/RATE_LIMIT_GLOBAL/);
    expect(() => loadClientLimits({ RATE_LIMIT_FEEDS: '0/60' })).toThrow(/RATE_LIMIT_FEEDS/);
    expect(() => loadClientLimits({ RATE_LIMIT_FLUSH_MS: 'soon' })).toThrow(/RATE_LIMIT_FLUSH_MS/);
  });
});
