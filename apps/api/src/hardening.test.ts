import { Writable } from 'node:stream';
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import {
  INPUT_TOO_DEEP_MESSAGE,
  UNSTORABLE_TEXT_MESSAGE,
  createPlaylistEndpoint,
  loginEndpoint,
  logoutEndpoint,
} from '@clipmarket/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from './app';
import { productionProblems, loadConfig } from './config';
import { DEADLINE_MESSAGE } from './http/lifecycle';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from './http/session-cookie';
import { CROSS_SITE_MESSAGE, HSTS } from './security';
import { registerAndLogin, TEST_PASSWORD, type TestUser } from './test/auth-helpers';
import { startTestServer, type TestServer } from './test/harness';

const json = { 'content-type': 'application/json' };

/** A logger stream keeping each JSON line the server logs. */
function jsonLog() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
      done();
    },
  });
  return { lines, stream };
}

describe('string inputs PostgreSQL cannot store', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seedClips: 20 });
  }, 60_000);
  afterAll(() => server.close());

  const cases: [string, string, RequestInit][] = [
    [
      'login',
      '/api/login',
      { method: 'POST', headers: json, body: '{"username":"a\\u0000@x.com","password":"x"}' },
    ],
    [
      'register',
      '/api/public/register',
      {
        method: 'POST',
        headers: json,
        body: JSON.stringify({
          email: 'nul@example.com',
          password: 'pass\u0000word-long',
          firstName: 'N',
          lastName: 'U',
          termsAccepted: true,
        }),
      },
    ],
    ['search', '/api/search', { method: 'POST', headers: json, body: '{"q":"dog\\u0000"}' }],
    [
      'search, an unpaired surrogate',
      '/api/search',
      { method: 'POST', headers: json, body: '{"q":"dog\\ud800"}' },
    ],
    ['suggestions (query)', '/api/search/suggestions?q=do%00g', {}],
    ['similar clips (path)', '/api/search/similar/12%00', {}],
    ['a clip (path)', '/api/public/videos/1200000%00', {}],
    ['the outbox filter', '/api/dev/outbox?to=a%00b', {}],
  ];

  for (const [name, path, init] of cases) {
    it(`answers 400 saying why, not 500: ${name}`, async () => {
      const res = await fetch(server.url + path, init);
      expect(res.status).toBe(400);
      const body = (await res.json()) as { message: string };
      expect(body.message).toContain(UNSTORABLE_TEXT_MESSAGE);
    });
  }

  it('answers 400 to a body nested too deep to walk, not 500', async () => {
    const res = await fetch(server.url + '/api/search', {
      method: 'POST',
      headers: json,
      body: '['.repeat(20_000) + ']'.repeat(20_000),
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string };
    expect(body.message).toContain(INPUT_TOO_DEEP_MESSAGE);
  });

  it('still answers the same requests without the character', async () => {
    const res = await fetch(server.url + '/api/search', {
      method: 'POST',
      headers: json,
      body: '{"q":"dog"}',
    });
    expect(res.status).toBe(200);
  });
});

/** Resolves with how the server ended a raw connection: the first bytes it sent, and when it closed. */
function rawConnection(port: number, send: (socket: net.Socket) => void) {
  return new Promise<{ answer: string; closedAfterMs: number }>((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1', () => send(socket));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('error', () => {});
    socket.on('close', () => resolve({ answer, closedAfterMs: Date.now() - started }));
    setTimeout(() => reject(new Error('the server kept the connection open')), 20_000).unref();
  });
}

describe('timeouts and the connection cap', () => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  let port: number;
  beforeAll(async () => {
    app = await buildApp({
      limits: { requestTimeoutMs: 1_000, headersTimeoutMs: 1_000, idleTimeoutMs: 1_500, maxConnections: 5 },
    });
    app.post('/echo', async (request) => ({ got: request.body }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(() => app.close());

  it('ends a request whose body trickles in slower than the request timeout with 408', async () => {
    let timer: NodeJS.Timeout | undefined;
    const { answer } = await rawConnection(port, (socket) => {
      socket.write(
        'POST /echo HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
      );
      timer = setInterval(() => socket.writable && socket.write(' '), 200);
    });
    clearInterval(timer);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('ends a request whose headers never finish', async () => {
    const { answer, closedAfterMs } = await rawConnection(port, (socket) =>
      socket.write('GET /api/health HTTP/1.1\r\n'),
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(closedAfterMs).toBeLessThan(10_000);
  });

  it('closes a connection that never sends anything', async () => {
    const { answer, closedAfterMs } = await rawConnection(port, () => {});
    expect(answer === '' || answer.startsWith('HTTP/1.1 408')).toBe(true);
    expect(closedAfterMs).toBeLessThan(10_000);
  });

  it('refuses connections past the cap, and serves again once they close', async () => {
    const held = await Promise.all(
      Array.from(
        { length: 5 },
        () =>
          new Promise<net.Socket>((resolve) => {
            const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
            socket.on('error', () => {});
          }),
      ),
    );
    // Node counts a connection once it is accepted: give the five a moment to be.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const extra = await rawConnection(port, (socket) =>
      socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'),
    );
    expect(extra.answer).toBe('');
    for (const socket of held) socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
  });
});

describe('a request that waits too long', () => {
  it('answers 503 at its deadline and logs what it waited on', async () => {
    const { lines, stream } = jsonLog();
    const server = await startTestServer({
      seedClips: 5,
      app: { limits: { requestDeadlineMs: 500 }, logger: { level: 'error', stream } },
    });
    try {
      // Hold every connection the pool has (PGlite's one; five on a PostgreSQL test server) until released.
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      const holders = server.kind === 'pglite' ? 1 : 5;
      const held = Array.from({ length: holders }, () =>
        server.db.connection().execute(async () => {
          await released;
        }),
      );
      await new Promise((resolve) => setTimeout(resolve, 50));
      const res = await fetch(`${server.url}/api/public/videos`, { signal: AbortSignal.timeout(10_000) });
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ message: DEADLINE_MESSAGE });
      const logged = lines.find((line) => line.msg === 'request passed its deadline');
      expect(logged?.waitingOn).toEqual(['a database connection']);
      release();
      await Promise.all(held);
      expect((await fetch(`${server.url}/api/public/videos`)).status).toBe(200);
    } finally {
      await server.close();
    }
  }, 60_000);
});

describe('stopping the server', () => {
  it('finishes every request in flight or queued on keep-alive connections, and then stops', async () => {
    const app = await buildApp();
    app.get('/slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { ok: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 10 });
    const get = () =>
      new Promise<number>((resolve, reject) => {
        const req = http.get({ host: '127.0.0.1', port, path: '/slow', agent }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        });
        req.on('error', reject);
      });
    let answered = 0;
    let stopping: Promise<boolean> | undefined;
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, () =>
        get().then((status) => {
          if (++answered === 20) stopping = app.drain({ graceMs: 10_000 });
          return status;
        }),
      ),
    );
    agent.destroy();
    const failed = results.filter((r) => r.status === 'rejected');
    expect(failed.map((r) => String((r as PromiseRejectedResult).reason))).toEqual([]);
    expect(results.every((r) => r.status === 'fulfilled' && r.value === 200)).toBe(true);
    expect(await stopping).toBe(true);
    expect(app.server.listening).toBe(false);
  }, 30_000);
});

describe('the session cookie and cache headers', () => {
  let server: TestServer;
  let user: TestUser;
  beforeAll(async () => {
    server = await startTestServer({ app: { trustProxy: true } });
    user = await registerAndLogin(server.url);
  }, 60_000);
  afterAll(() => server.close());

  const login = (headers: Record<string, string>) =>
    server.app.inject({
      method: 'POST',
      url: loginEndpoint.path,
      headers: { ...json, ...headers },
      payload: { username: user.email, password: TEST_PASSWORD },
    });

  it('is __Host- and Secure behind a trusted TLS proxy, which also gets HSTS', async () => {
    const res = await login({ host: 'clips.example', 'x-forwarded-proto': 'https' });
    expect(res.statusCode).toBe(200);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie.startsWith(`${SECURE_SESSION_COOKIE}=`)).toBe(true);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).not.toMatch(/Domain=/);
    expect(res.headers['strict-transport-security']).toBe(HSTS);
  });

  it('is neither Secure nor __Host- over plain HTTP to another host, and sends no HSTS there', async () => {
    const res = await login({ host: 'clips.example' });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie.startsWith(`${SESSION_COOKIE}=`)).toBe(true);
    expect(cookie).not.toMatch(/; Secure/);
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('ignores a plain cm_session cookie over TLS (a subdomain could have planted it)', async () => {
    const res = await server.app.inject({
      method: 'GET',
      url: '/api/vod/profile',
      headers: {
        host: 'clips.example',
        'x-forwarded-proto': 'https',
        cookie: user.cookie.replace(SECURE_SESSION_COOKIE, SESSION_COOKIE),
      },
    });
    expect(res.statusCode).toBe(401);
  });

  it('is Secure on every answer when told always (production)', async () => {
    const app = await buildApp({ cookieSecurity: 'always', db: server.db });
    const res = await app.inject({
      method: 'POST',
      url: loginEndpoint.path,
      headers: { ...json, host: 'clips.example' },
      payload: { username: user.email, password: TEST_PASSWORD },
    });
    await app.close();
    expect(String(res.headers['set-cookie'])).toMatch(new RegExp(`^${SECURE_SESSION_COOKIE}=.*; Secure`));
  });

  it('marks every answer for a signed-in user no-store, and leaves public answers cacheable', async () => {
    const signedIn = await fetch(`${server.url}/api/vod/profile`, {
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(signedIn.headers.get('cache-control')).toBe('no-store');
    const withCookie = await fetch(`${server.url}/api/public/videos`, { headers: { cookie: user.cookie } });
    expect(withCookie.headers.get('cache-control')).toBe('no-store');
    const anonymous = await fetch(`${server.url}/api/public/videos`);
    expect(anonymous.headers.get('cache-control')).not.toBe('no-store');
  });
});

describe('cross-site writes', () => {
  let server: TestServer;
  let user: TestUser;
  beforeAll(async () => {
    server = await startTestServer();
    user = await registerAndLogin(server.url);
  }, 60_000);
  afterAll(() => server.close());

  const create = (headers: Record<string, string>, body = JSON.stringify({ name: 'Forged' })) =>
    fetch(server.url + createPlaylistEndpoint.path, { method: 'POST', headers, body });
  const playlistNames = async () => {
    const res = await fetch(`${server.url}/api/user/licensing/lists`, {
      headers: { authorization: `Bearer ${user.token}` },
    });
    return JSON.stringify(await res.json());
  };

  it('refuses a cookie-authenticated write from another origin with 403 and changes nothing', async () => {
    const res = await create({ ...json, cookie: user.cookie, origin: 'http://evil.example' });
    const body = await res.json();
    expect(res.status).toBe(403);
    expect(body).toMatchObject({ message: CROSS_SITE_MESSAGE });
    expect(await playlistNames()).not.toContain('Forged');
  });

  it('refuses a write the browser marks cross-site or same-site, even without Origin', async () => {
    for (const site of ['cross-site', 'same-site']) {
      const res = await create({ ...json, cookie: user.cookie, 'sec-fetch-site': site });
      expect(res.status).toBe(403);
    }
    const sandboxed = await create({ ...json, cookie: user.cookie, origin: 'null' });
    expect(sandboxed.status).toBe(403);
  });

  it('accepts a same-origin write behind a TLS proxy the server was not told about', async () => {
    const host = new URL(server.url).host;
    const res = await create(
      { ...json, cookie: user.cookie, origin: `https://${host}` },
      JSON.stringify({ name: 'Proxied' }),
    );
    expect(res.status).toBe(201);
  });

  it('refuses a CORS-safelisted text/plain logout from another site, and the session lives on', async () => {
    const res = await fetch(server.url + logoutEndpoint.path, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', cookie: user.cookie, origin: 'http://evil.example' },
      body: 'x',
    });
    expect(res.status).toBe(403);
    const profile = await fetch(`${server.url}/api/vod/profile`, { headers: { cookie: user.cookie } });
    expect(profile.status).toBe(200);
  });

  it('does not parse a text/plain body even from this site', async () => {
    const res = await create({ 'content-type': 'text/plain', cookie: user.cookie }, '{"name":"Plain"}');
    expect(res.status).toBe(415);
    expect(await playlistNames()).not.toContain('Plain');
  });

  it('accepts the same write from this origin, and from a bearer-token client whatever its origin', async () => {
    const own = new URL(server.url).origin;
    expect(
      (
        await create(
          { ...json, cookie: user.cookie, origin: own, 'sec-fetch-site': 'same-origin' },
          JSON.stringify({ name: 'Mine' }),
        )
      ).status,
    ).toBe(201);
    expect(
      (
        await create(
          { ...json, authorization: `Bearer ${user.token}`, origin: 'http://tool.example' },
          JSON.stringify({ name: 'Tool' }),
        )
      ).status,
    ).toBe(201);
    expect(await playlistNames()).toContain('Mine');
  });
});

describe('the request log', () => {
  it('holds no reset id, share token or session token, while still naming each request', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const server = await startTestServer({ app: { logger: { level: 'info', stream } } });
    try {
      const user = await registerAndLogin(server.url);
      const auth = { authorization: `Bearer ${user.token}` };
      const created = await fetch(server.url + createPlaylistEndpoint.path, {
        method: 'POST',
        headers: { ...json, ...auth },
        body: JSON.stringify({ name: 'Logged' }),
      });
      const { uuid } = (await created.json()) as { uuid: string };
      const shared = await fetch(`${server.url}/api/user/licensing/lists/${uuid}/share`, {
        method: 'POST',
        headers: auth,
      });
      const { shareUrl } = (await shared.json()) as { shareUrl: string };
      const share = new URL(shareUrl, server.url).searchParams.get('share')!;
      await fetch(`${server.url}/api/user/licensing/lists/${uuid}?share=${encodeURIComponent(share)}`, {
        headers: auth,
      });
      const resetId = 'Qm9vb29vb29vb29vb29vb29vb29vb29vb29vb29vb28';
      await fetch(`${server.url}/api/public/password-reset/${resetId}`);

      const log = lines.join('');
      expect(log).toContain(`/api/user/licensing/lists/${uuid}?share=[redacted]`);
      expect(log).toContain('/api/public/password-reset/[redacted]');
      for (const secret of [share, resetId, user.token, user.cookie.split('=')[1]!])
        expect(log).not.toContain(secret);
    } finally {
      await server.close();
    }
  }, 60_000);
});

describe('production settings', () => {
  it('refuses to start without a public https address, naming the setting', () => {
    const problems = productionProblems(loadConfig({ NODE_ENV: 'production' }));
    expect(problems.join('\n')).toMatch(/PUBLIC_BASE_URL is not set/);
    expect(
      productionProblems(loadConfig({ NODE_ENV: 'production', PUBLIC_BASE_URL: 'http://x.example' })).join(
        '',
      ),
    ).toMatch(/PUBLIC_BASE_URL must be an https:\/\/ address/);
    expect(
      productionProblems(
        loadConfig({
          NODE_ENV: 'production',
          PUBLIC_BASE_URL: 'https://x.example',
          SANDBOX_STOREFRONT: 'true',
          COMPANY_EMAIL_DOMAINS: 'clipmarket.com',
        }),
      ),
    ).toEqual([]);
    expect(productionProblems(loadConfig({}))).toEqual([]);
  });

  it('refuses the test setting that slows playlist zips in production only', () => {
    const base = { NODE_ENV: 'production', PUBLIC_BASE_URL: 'https://x.example', SANDBOX_STOREFRONT: 'true' };
    expect(productionProblems(loadConfig({ ...base, ZIP_ENTRY_DELAY_MS: '1500' })).join('\n')).toMatch(
      /ZIP_ENTRY_DELAY_MS/,
    );
    expect(productionProblems(loadConfig({ ZIP_ENTRY_DELAY_MS: '1500' }))).toEqual([]);
  });

  it('serves no API reference when the docs are off, while the document still builds', async () => {
    const app = await buildApp({ apiDocs: false });
    const res = await app.inject({ url: '/api/docs' });
    expect(res.statusCode).toBe(404);
    await app.ready();
    expect((app.swagger() as { openapi?: string }).openapi).toMatch(/^3\./);
    await app.close();
  });
});

describe('a client that leaves while its answer is streamed', () => {
  it('is logged as gone, not as a failed request; the same error with the client still there is one', async () => {
    const { lines, stream } = jsonLog();
    const app = await buildApp({ logger: { level: 'info', stream } });
    // What Fastify hands the error handler when the compressed answer's stream ends before the headers went
    // out because the connection closed (Node's stream.pipeline error).
    const prematureClose = () =>
      Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });
    app.get('/gone', async (request) => {
      const socket = request.raw.socket;
      if (!socket.destroyed) await new Promise((resolve) => socket.once('close', resolve));
      throw prematureClose();
    });
    app.get('/still-here', async () => {
      throw prematureClose();
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = app.server.address() as AddressInfo;
      const socket = net.connect(port, '127.0.0.1');
      await new Promise((resolve) => socket.once('connect', resolve));
      socket.write('GET /gone HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
      await new Promise((resolve) => setTimeout(resolve, 50));
      socket.destroy();
      await vi.waitFor(() =>
        expect(lines.map((line) => line.msg)).toContain(
          'the client closed the connection before its answer was sent',
        ),
      );
      expect(lines.filter((line) => Number(line.level) >= 50)).toEqual([]);

      expect((await fetch(`http://127.0.0.1:${port}/still-here`)).status).toBe(500);
      expect(lines.filter((line) => Number(line.level) >= 50).map((line) => line.msg)).toEqual([
        'request failed',
      ]);
    } finally {
      await app.close();
    }
  }, 30_000);
});
