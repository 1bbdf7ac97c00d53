// Page heads, robots.txt and the sitemap (issue 30 item 4): what search engines and link previews read.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from './app';
import { insertBareClips } from './playlists/test-helpers';
import { startTestServer, type TestServer } from './test/harness';
import type { RenderPage } from './web';

/** As Vite builds apps/web/index.html: the app's own title and description in the head. */
const INDEX_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8" /><title>Clipmarket — license viral video clips</title>' +
  '<meta\n      name="description"\n      content="Find, preview and license viral video clips."\n    />' +
  '</head><body><div id="root"></div><script type="module" src="/licensing/assets/index.js"></script></body></html>';

describe("a rendered page's head", () => {
  let dir: string;
  let app: FastifyInstance | null = null;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'clipmarket-head-'));
    mkdirSync(path.join(dir, 'dist'));
    mkdirSync(path.join(dir, 'media'));
    writeFileSync(path.join(dir, 'dist', 'index.html'), INDEX_HTML);
  });
  afterEach(async () => {
    await app?.close();
    app = null;
    vi.unstubAllEnvs();
    rmSync(dir, { recursive: true, force: true });
  });

  it("takes the place of the app's title and description, and the renderer is told the public address", async () => {
    vi.stubEnv('PUBLIC_BASE_URL', 'https://clips.example');
    const origins: Array<string | undefined> = [];
    const renderPage: RenderPage = async (request) => {
      origins.push(request.origin);
      return {
        html: '<h1>Corgi</h1>',
        bootstrap: '',
        head: '<title>Corgi — Clipmarket</title><meta property="og:title" content="Corgi — Clipmarket">',
      };
    };
    app = await buildApp({ webDist: path.join(dir, 'dist'), mediaDir: path.join(dir, 'media'), renderPage });
    const res = await app.inject({ url: '/licensing/view/1254381', headers: { host: 'evil.example' } });
    expect(origins).toEqual(['https://clips.example']);
    expect(res.body.match(/<title>/g)).toHaveLength(1);
    expect(res.body).toContain(
      '<head><meta charset="utf-8" /><title>Corgi — Clipmarket</title><meta property="og:title" content="Corgi — Clipmarket"></head>',
    );
    expect(res.body).not.toContain('name="description"');
  });

  it("keeps the app's title and description when the renderer gives no head", async () => {
    const renderPage: RenderPage = async () => ({ html: '<h1>Home</h1>', bootstrap: '' });
    app = await buildApp({ webDist: path.join(dir, 'dist'), mediaDir: path.join(dir, 'media'), renderPage });
    const res = await app.inject({ url: '/licensing' });
    expect(res.body).toContain('<title>Clipmarket — license viral video clips</title>');
    expect(res.body).toContain('name="description"');
  });

  it("keeps crawlers from a buyer's pages and the API, and names the sitemap at the public address", async () => {
    vi.stubEnv('PUBLIC_BASE_URL', 'https://clips.example');
    app = await buildApp({
      webDist: path.join(dir, 'dist'),
      mediaDir: path.join(dir, 'media'),
      renderPage: null,
    });
    const res = await app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.split('\n');
    for (const rule of [
      'Disallow: /licensing/account',
      'Disallow: /licensing/checkout',
      'Disallow: /licensing/shared',
      'Disallow: /licensing/login',
      'Disallow: /licensing/register',
      'Disallow: /api/',
    ]) {
      expect(lines).toContain(rule);
    }
    // A rule a shorter one covers is left out (/licensing/checkout covers /licensing/checkout/terms).
    expect(lines).not.toContain('Disallow: /licensing/checkout/terms');
    expect(res.body).not.toMatch(/Disallow: \/licensing\/?$/m);
    expect(lines).toContain('Sitemap: https://clips.example/sitemap.xml');
  });
});

describe('the sitemap', () => {
  let server: TestServer;
  beforeAll(async () => {
    vi.stubEnv('PUBLIC_BASE_URL', 'https://clips.example');
    server = await startTestServer({ seedClips: 5 });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    vi.unstubAllEnvs();
  });

  const sitemap = async () => {
    const res = await fetch(`${server.url}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    return res.text();
  };

  it('lists the public pages, the collections and every clip, and no private page', async () => {
    const xml = await sitemap();
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect(xml).toContain('<loc>https://clips.example/licensing</loc>');
    expect(xml).toContain('<loc>https://clips.example/licensing/pricing</loc>');
    expect(xml).toContain('<loc>https://clips.example/licensing/thewire</loc>');
    expect(xml).toContain('<loc>https://clips.example/licensing/collections/cute-pets</loc>');
    const clips = await server.db.selectFrom('clips').select('jmId').execute();
    expect(clips.length).toBe(5);
    for (const { jmId } of clips)
      expect(xml).toContain(`<loc>https://clips.example/licensing/view/${jmId}</loc>`);
    expect(xml).not.toMatch(/\/licensing\/(account|checkout|login|register|shared|onboarding)/);
  });

  it('lists a clip added after the server started, on the next request', async () => {
    expect(await sitemap()).not.toContain('/licensing/view/sitemap00001<');
    await insertBareClips(server.db, 1, 'sitemap');
    expect(await sitemap()).toContain('<loc>https://clips.example/licensing/view/sitemap00001</loc>');
  });
});
