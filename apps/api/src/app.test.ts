import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { buildApp } from './app';
import type { DB } from './db/schema';
import { startTestServer } from './test/harness';

const INDEX_HTML =
  '<!doctype html><html lang="en"><head><title>fixture app</title></head><body></body></html>';

let dir: string;
let app: FastifyInstance;
let base: string;

beforeAll(async () => {
  // A stand-in for apps/web/dist, so these tests do not depend on a prior `vite build`.
  dir = mkdtempSync(path.join(tmpdir(), 'clipmarket-api-'));
  const webDist = path.join(dir, 'dist');
  const mediaDir = path.join(dir, 'media');
  mkdirSync(path.join(webDist, 'assets'), { recursive: true });
  mkdirSync(path.join(mediaDir, 'posters'), { recursive: true });
  writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log("app")');
  // A script big enough to be worth compressing.
  writeFileSync(path.join(webDist, 'assets', 'vendor-def456.js'), 'console.log("vendor");\n'.repeat(200));
  writeFileSync(path.join(mediaDir, 'posters', 'clip-01.webp'), 'RIFF');
  // Files an operator may leave beside the build, which must never be served.
  writeFileSync(path.join(webDist, '.env'), 'SECRET=1');
  writeFileSync(path.join(mediaDir, '.env'), 'SECRET=1');

  app = await buildApp({ webDist, mediaDir });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;
}, 60_000);

afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the API server', () => {
  it('answers the health check over HTTP', async () => {
    const res = await fetch(`${base}/api/health`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('answers an unknown API path with a JSON 404, not the app', async () => {
    const res = await fetch(`${base}/api/does-not-exist`);
    expect(res.status).toBe(404);
    const body = await res.json();
    expect(body).toMatchObject({ statusCode: 404, error: 'Not Found' });
    expect(JSON.stringify(body)).not.toContain('at ');
  });

  it('sends the security headers on pages, API answers and errors alike', async () => {
    for (const url of ['/api/health', '/api/nope', '/licensing', '/media/posters/clip-01.webp']) {
      const res = await fetch(`${base}${url}`);
      expect(res.headers.get('x-content-type-options'), url).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), url).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('x-frame-options'), url).toBe('DENY');
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, url).toContain("script-src 'self'");
      expect(csp, url).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp, url).toContain("media-src 'self' data: blob:");
      expect(csp, url).not.toContain("script-src 'self' 'unsafe-inline'");
    }
  });

  it('serves the app at /licensing and at any path under it', async () => {
    for (const url of [
      '/licensing',
      '/licensing/',
      '/licensing/view/1254381',
      '/licensing/no/such/page?x=1',
    ]) {
      const res = await fetch(`${base}${url}`);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type'), url).toMatch(/^text\/html/);
      expect(res.headers.get('cache-control'), url).toBe('no-cache');
      expect(await res.text(), url).toBe(INDEX_HTML);
    }
  });

  it('serves hashed app assets with a long cache and a missing one as a 404', async () => {
    const asset = await fetch(`${base}/licensing/assets/index-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(await asset.text()).toBe('console.log("app")');

    const missing = await fetch(`${base}/licensing/assets/index-gone.js`);
    expect(missing.status).toBe(404);
  });

  it('never serves a dotfile left beside the app or the media', async () => {
    const app = await fetch(`${base}/licensing/.env`);
    // Under /licensing an unknown path is the app's page (its own 404), never the file.
    expect(await app.text()).not.toContain('SECRET');
    const media = await fetch(`${base}/media/.env`);
    expect(media.status).toBe(404);
    expect(await media.text()).not.toContain('SECRET');
  });

  it('serves media with long cache headers', async () => {
    const res = await fetch(`${base}/media/posters/clip-01.webp`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toMatch(/max-age=\d{6,}/);
    expect((await fetch(`${base}/media/posters/clip-99.webp`)).status).toBe(404);
  });

  it('sends visitors from / to /licensing', async () => {
    const res = await fetch(`${base}/`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/licensing');
  });

  it("sends the app's scripts and the API's JSON compressed to a browser that accepts it", async () => {
    // Node's fetch would decode the answer; a raw request shows what went over the wire.
    const raw = async (url: string, encoding: string) =>
      new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
        http
          .get(`${base}${url}`, { headers: { 'accept-encoding': encoding } }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () =>
              resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }),
            );
          })
          .on('error', reject);
      });
    const script = await raw('/licensing/assets/vendor-def456.js', 'br, gzip');
    expect(script.encoding).toBe('br');
    expect(zlib.brotliDecompressSync(script.body).toString()).toBe('console.log("vendor");\n'.repeat(200));
    const gzipped = await raw('/licensing/assets/vendor-def456.js', 'gzip');
    expect(gzipped.encoding).toBe('gzip');
    const plain = await raw('/licensing/assets/vendor-def456.js', 'identity');
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.toString()).toBe('console.log("vendor");\n'.repeat(200));
  });

  it('sends the "why work with us" path outside /licensing to the app page of the same name', async () => {
    const res = await fetch(`${base}/why-work-with-us`, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/licensing/why-work-with-us');
  });

  it('never sends a stack trace or an internal message when a handler fails', async () => {
    const failing = await buildApp({ webDist: path.join(dir, 'dist'), mediaDir: path.join(dir, 'media') });
    failing.get('/api/boom', async () => {
      throw new Error('secret database password in /srv/internal.ts');
    });
    const res = await failing.inject({ method: 'GET', url: '/api/boom' });
    await failing.close();
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Internal Server Error',
    });
    expect(res.body).not.toContain('secret');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });
});

describe('the API server without a built app', () => {
  it('explains at /licensing that the app must be built, and still answers the API', async () => {
    const bare = await buildApp({
      webDist: path.join(tmpdir(), 'clipmarket-no-such-dist'),
      mediaDir: tmpdir(),
    });
    const page = await bare.inject({ method: 'GET', url: '/licensing/anything' });
    const health = await bare.inject({ method: 'GET', url: '/api/health' });
    await bare.close();
    expect(page.statusCode).toBe(503);
    expect(page.body).toContain('npm start');
    expect(health.json()).toEqual({ status: 'ok' });
  });
});

describe('the health check with a database', () => {
  it('reports which database the server runs on', async () => {
    const server = await startTestServer();
    try {
      const res = await fetch(`${server.url}/api/health`);
      expect(res.status).toBe(200);
      const kind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
      expect(await res.json()).toEqual({ status: 'ok', database: kind });
    } finally {
      await server.close();
    }
  }, 120_000);

  it('answers 503 without internals when the database does not answer', async () => {
    // Nothing listens on port 1.
    const pool = new pg.Pool({
      connectionString: 'postgres://nobody@127.0.0.1:1/none',
      connectionTimeoutMillis: 2000,
    });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }), plugins: [new CamelCasePlugin()] });
    const app = await buildApp({ webDist: tmpdir(), mediaDir: tmpdir(), db, databaseKind: 'postgres' });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        statusCode: 503,
        error: 'Service Unavailable',
        message: 'Database unavailable',
      });
      expect(res.body).not.toContain('ECONNREFUSED');
    } finally {
      await app.close();
      await db.destroy();
    }
  });
});
