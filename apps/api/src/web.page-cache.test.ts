// The anonymous page cache (ADR 70): pages rendered once for every visitor who is not signed in, sent again until
// their data changes, and never a signed-in visitor's page.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createLeanClient, routes } from '@clipmarket/core/routes';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, type AppOptions } from './app';
import type { NewClip } from './catalogue/tables';
import { bearer, registerAndLogin, type TestUser } from './test/auth-helpers';
import { CLIP_REQUIRED_FIELDS, insertClips, startTestServer, type TestServer } from './test/harness';
import { webFixture, type WebFixture } from './test/web-fixture';
import { RENDER_CACHE_HEADER, type RenderPage, type RenderRequest } from './web';

const INDEX_HTML =
  '<!doctype html><html lang="en"><head><title>fixture app</title></head>' +
  '<body><div id="root"></div><script type="module" src="/licensing/assets/index.js"></script></body></html>';

const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div>(?=<script|$)/.exec(html)?.[1] ?? null;

const clip = (jmId: string, publishingTitle: string): NewClip => ({
  ...CLIP_REQUIRED_FIELDS,
  jmId,
  publishingTitle,
});

/**
 * A renderer that draws what a page's data says, as the built one does: a clip's page its title (the not-found
 * page for a clip that does not exist), a search page its results with the visitor's saved marks, and whether a
 * session cookie came. Every render is noted.
 */
function dataRenderer(renders: RenderRequest[]): RenderPage {
  return async (request) => {
    renders.push(request);
    const { pathname, searchParams } = new URL(request.url, 'http://clipmarket.internal');
    const session = `<p>cookie: ${request.storedSession}</p>`;
    const viewed = /^\/licensing\/view\/([^/]+)$/.exec(pathname);
    if (viewed) {
      const video = await request
        .call(routes.videoEndpoint, { params: { jmId: viewed[1]! } })
        .catch(() => null);
      return video
        ? { html: `<h1>${video.publishingTitle}</h1>${session}`, bootstrap: '' }
        : { html: `<h1>Page not found</h1>${session}`, bootstrap: '', status: 404 };
    }
    if (pathname === '/licensing/search') {
      const answer = await request.call(routes.searchEndpoint, { body: { q: searchParams.get('q') ?? '' } });
      const saved = answer.data.filter((card) => card.isFav).map((card) => card.jmId);
      return {
        html: `<ol>${answer.data.map((card) => `<li>${card.jmId}</li>`).join('')}</ol><p>saved: ${saved.join(' ')}</p>${session}`,
        bootstrap: '',
      };
    }
    return { html: `<h1>${pathname}</h1>${session}`, bootstrap: '' };
  };
}

describe('pages for visitors who are not signed in, on a server with a library', () => {
  let fixture: WebFixture;
  let server: TestServer;
  const renders: RenderRequest[] = [];
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    fixture = webFixture(INDEX_HTML);
    server = await startTestServer({
      app: { webDist: fixture.webDist, mediaDir: fixture.mediaDir, renderPage: dataRenderer(renders) },
    });
    await insertClips(server.db, [
      clip('8800001', 'Quokka smiles at a hiker'),
      clip('8800002', 'Quokka steals a sandwich'),
    ]);
    alice = await registerAndLogin(server.url);
    bob = await registerAndLogin(server.url);
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    fixture.remove();
  });
  beforeEach(() => {
    renders.length = 0;
  });

  const page = (url: string, headers: Record<string, string> = {}) => server.app.inject({ url, headers });

  it('renders a page once and sends the same bytes to the next visitors, with a strong ETag', async () => {
    const first = await page('/licensing/view/8800001');
    const again = await page('/licensing/view/8800001');
    expect(renders).toHaveLength(1);
    expect(first.statusCode).toBe(200);
    expect(rootOf(first.body)).toContain('<h1>Quokka smiles at a hiker</h1>');
    expect([first.headers[RENDER_CACHE_HEADER], again.headers[RENDER_CACHE_HEADER]]).toEqual(['miss', 'hit']);
    expect(again.body).toBe(first.body);
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=10, stale-while-revalidate=30, stale-if-error=3600',
    );
    expect(again.headers.vary).toBe('cookie, accept-encoding');
  });

  it('shows a clip added after its address was kept as not found, on the next request', async () => {
    const before = await page('/licensing/view/8800003');
    expect(before.statusCode).toBe(404);
    expect((await page('/licensing/view/8800003')).headers[RENDER_CACHE_HEADER]).toBe('hit');

    // Written straight to the database, as another server process or `npm run seed` would.
    await insertClips(server.db, [clip('8800003', 'Wombat waddles across a road')]);

    const after = await page('/licensing/view/8800003');
    expect(after.statusCode).toBe(200);
    expect(after.headers[RENDER_CACHE_HEADER]).toBe('miss');
    expect(rootOf(after.body)).toContain('<h1>Wombat waddles across a road</h1>');
  });

  it("shows a clip's new title on the next request after it changed", async () => {
    await page('/licensing/view/8800002');
    await server.db
      .updateTable('clips')
      .set({ publishingTitle: 'Quokka returns the sandwich' })
      .where('jmId', '=', '8800002')
      .execute();
    const after = await page('/licensing/view/8800002');
    expect(rootOf(after.body)).toContain('<h1>Quokka returns the sandwich</h1>');
    expect(after.headers.etag).not.toBe((await page('/licensing/view/8800001')).headers.etag);
  });

  it('answers 304 to a visitor who already has the page, and the page to one who has another', async () => {
    const first = await page('/licensing/view/8800001', { 'accept-encoding': 'br' });
    const etag = String(first.headers.etag);
    const same = await page('/licensing/view/8800001', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(same.statusCode).toBe(304);
    expect(same.body).toBe('');
    expect(same.headers.etag).toBe(etag);
    expect(same.headers['cache-control']).toMatch(/^public, max-age=0/);
    // A browser keeps the tags it was given: a weak mark and a list still match.
    const listed = await page('/licensing/view/8800001', {
      'accept-encoding': 'br',
      'if-none-match': `"old", W/${etag}`,
    });
    expect(listed.statusCode).toBe(304);
    const other = await page('/licensing/view/8800001', {
      'accept-encoding': 'br',
      'if-none-match': '"old"',
    });
    expect(other.statusCode).toBe(200);
    expect(rootOf(other.body)).toContain('Quokka smiles at a hiker');
  });

  it("never sends a signed-in buyer's page to anyone else, nor keeps it", async () => {
    const list = createLeanClient({
      baseUrl: server.url,
      fetch: (input, init) =>
        fetch(input, { ...init, headers: { ...init?.headers, ...bearer(alice.token) } }),
    });
    const { uuid } = await list.call(routes.createPlaylistEndpoint, { body: { name: 'Saved clips' } });
    await list.call(routes.addPlaylistVideoEndpoint, { params: { uuid, jmId: '8800001' } });

    const mine = await page('/licensing/search?q=quokka', { cookie: alice.cookie });
    expect(rootOf(mine.body)).toContain('saved: 8800001<');
    expect(mine.headers['cache-control']).toBe('no-store');
    expect(mine.headers.etag).toBeUndefined();
    expect(mine.headers[RENDER_CACHE_HEADER]).toBeUndefined();

    const anonymous = await page('/licensing/search?q=quokka');
    expect(anonymous.headers[RENDER_CACHE_HEADER]).toBe('miss');
    expect(rootOf(anonymous.body)).toContain('saved: <');
    const bobs = await page('/licensing/search?q=quokka', { cookie: bob.cookie });
    expect(rootOf(bobs.body)).toContain('saved: <');
    // Alice again: her own page, rendered again for her.
    expect(rootOf((await page('/licensing/search?q=quokka', { cookie: alice.cookie })).body)).toContain(
      'saved: 8800001<',
    );
    expect(renders.map((r) => r.storedSession)).toEqual([true, false, true, true]);
  });

  it('renders the page of a session cookie that names no session once for all such cookies, and no CDN keeps it', async () => {
    const forged = await page('/licensing/faq', { cookie: '__Host-cm_session=forged-1' });
    const another = await page('/licensing/faq', { cookie: '__Host-cm_session=forged-2' });
    const anonymous = await page('/licensing/faq');
    // The page tells the browser a cookie came (it signs out what it remembers); the anonymous page does not.
    expect(rootOf(forged.body)).toContain('cookie: true');
    expect(rootOf(anonymous.body)).toContain('cookie: false');
    expect(another.body).toBe(forged.body);
    expect(another.headers[RENDER_CACHE_HEADER]).toBe('hit');
    expect(forged.headers['cache-control']).toBe('no-store');
    expect(renders.map((r) => r.storedSession)).toEqual([true, false]);
  });

  it('keeps no private page, not even for a visitor who is not signed in', async () => {
    for (const url of ['/licensing/account', '/licensing/shared/abc?share=secret', '/licensing/account']) {
      const res = await page(url);
      expect(res.headers['cache-control']).toBe('private, no-cache');
      expect(res.headers.etag).toBeUndefined();
    }
    expect(renders).toHaveLength(3);
  });

  it('answers HEAD with the headers GET answers, and no body', async () => {
    const get = await page('/licensing/view/8800001');
    const head = await server.app.inject({ method: 'HEAD', url: '/licensing/view/8800001' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers.etag).toBe(get.headers.etag);
    expect(head.headers['cache-control']).toBe(get.headers['cache-control']);
    expect(head.headers['content-type']).toBe(get.headers['content-type']);
  });
});

describe('pages for visitors who are not signed in, on a server without a database', () => {
  let fixture: WebFixture;
  let app: FastifyInstance | null = null;
  beforeEach(() => {
    fixture = webFixture(INDEX_HTML);
  });
  afterEach(async () => {
    await app?.close();
    app = null;
    fixture.remove();
  });
  /** The server of the built app, drawing its pages with `renderPage`, and `options` besides. */
  const appRendering = (renderPage: RenderPage, options: Omit<AppOptions, 'renderPage'> = {}) =>
    buildApp({ webDist: fixture.webDist, mediaDir: fixture.mediaDir, renderPage, ...options });

  /** A page large enough to be sent compressed (COMPRESSION.threshold is 1 kB). */
  const LARGE = `<h1>Trending now</h1>${'<p>A corgi chases a ball on the beach.</p>'.repeat(60)}`;

  it('sends a kept page compressed as each client takes it, compressed once and never twice', async () => {
    let renders = 0;
    app = await appRendering(async () => {
      renders++;
      return { html: LARGE, bootstrap: '' };
    });
    const url = '/licensing/collections/cute-pets';
    const br = await app.inject({ url, headers: { 'accept-encoding': 'gzip, br' } });
    const gzip = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    const none = await app.inject({ url });
    expect(renders).toBe(1);
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(none.headers['content-encoding']).toBeUndefined();
    const html = none.body;
    expect(rootOf(html)).toBe(LARGE);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(html);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(html);
    // Other bytes, other tags: a cache that revalidates one encoding is not told another's is current.
    const tags = new Set([br.headers.etag, gzip.headers.etag, none.headers.etag]);
    expect(tags.size).toBe(3);
    for (const res of [br, gzip, none]) expect(res.headers.vary).toBe('cookie, accept-encoding');
  });

  it('renders a page once for requests that ask for it at the same time', async () => {
    let renders = 0;
    // The render goes on once all four requests have arrived and the others have looked for the page.
    let arrived = 0;
    let allArrived!: () => void;
    const all = new Promise<void>((resolve) => (allArrived = resolve));
    app = await appRendering(async () => {
      renders++;
      await all;
      await new Promise((resolve) => setImmediate(resolve));
      return { html: '<h1>Home</h1>', bootstrap: '' };
    });
    app.addHook('onRequest', async () => {
      if (++arrived === 4) allArrived();
    });
    const answers = await Promise.all([1, 2, 3, 4].map(() => app!.inject({ url: '/licensing' })));
    expect(renders).toBe(1);
    expect(answers.map((res) => res.headers[RENDER_CACHE_HEADER]).sort()).toEqual([
      'joined',
      'joined',
      'joined',
      'miss',
    ]);
    for (const res of answers) expect(rootOf(res.body)).toBe('<h1>Home</h1>');
  });

  it('keeps nothing when rendering fails, and renders the page again for the next visitor', async () => {
    let renders = 0;
    app = await appRendering(async () => {
      renders++;
      if (renders === 1) throw new Error('window is not defined');
      return { html: '<h1>Home</h1>', bootstrap: '' };
    });
    const failed = await app.inject({ url: '/licensing' });
    expect(rootOf(failed.body)).toBe('');
    expect(failed.headers['cache-control']).toBe('no-cache');
    expect(failed.headers[RENDER_CACHE_HEADER]).toBeUndefined();
    const next = await app.inject({ url: '/licensing' });
    expect(rootOf(next.body)).toBe('<h1>Home</h1>');
    expect(next.headers[RENDER_CACHE_HEADER]).toBe('miss');
    expect(renders).toBe(2);
  });

  it("sends but does not keep a page whose data the server could not load: that part is the browser's to load", async () => {
    let renders = 0;
    app = await appRendering(async ({ call }) => {
      renders++;
      // No operation answers this in process: the page draws that part loading.
      const loaded = await call({ method: 'GET', path: '/api/health' }).then(
        () => true,
        () => false,
      );
      return { html: `<h1>Home</h1><p>loaded: ${loaded}</p>`, bootstrap: '' };
    });
    const first = await app.inject({ url: '/licensing' });
    const second = await app.inject({ url: '/licensing' });
    expect(rootOf(first.body)).toBe('<h1>Home</h1><p>loaded: false</p>');
    expect([first.headers[RENDER_CACHE_HEADER], second.headers[RENDER_CACHE_HEADER]]).toEqual([
      'miss',
      'miss',
    ]);
    expect(renders).toBe(2);
  });

  it('keeps one page for the spellings of an address the renderer cannot tell apart', async () => {
    const urls: string[] = [];
    app = await appRendering(async ({ url }) => {
      urls.push(url);
      return { html: `<p>${url}</p>`, bootstrap: '' };
    });
    for (const url of [
      '/licensing/pricing',
      '/licensing/pricing?',
      '/licensing/./pricing',
      '/licensing/pricing#top',
    ])
      expect(rootOf((await app.inject({ url })).body)).toBe('<p>/licensing/pricing</p>');
    expect(urls).toEqual(['/licensing/pricing']);
  });

  it('keeps nothing when told to keep no pages (RENDER_CACHE_MB=0), and still sends pages compressed', async () => {
    let renders = 0;
    app = await appRendering(
      async () => {
        renders++;
        return { html: LARGE, bootstrap: '' };
      },
      { renderCache: { maxBytes: 0, ttlMs: 60_000 } },
    );
    const url = '/licensing/view/1254381';
    await app.inject({ url });
    const again = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
    expect(renders).toBe(2);
    expect(again.headers['cache-control']).toBe('private, no-cache');
    expect(again.headers['content-encoding']).toBe('br');
    expect(rootOf(brotliDecompressSync(again.rawPayload).toString())).toBe(LARGE);
  });
});
