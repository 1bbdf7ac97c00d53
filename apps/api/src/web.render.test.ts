import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { SearchResponse } from '@clipmarket/core';
import { createLeanClient, routes } from '@clipmarket/core/routes';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from './app';
import { createUserResolver } from './auth/routes';
import type { UserResolver } from './http/auth-types';
import { bearer, registerAndLogin } from './test/auth-helpers';
import { startTestServer, type TestServer } from './test/harness';
import { webFixture, type WebFixture } from './test/web-fixture';
import type { RenderPage, RenderRequest } from './web';

const INDEX_HTML =
  '<!doctype html><html lang="en"><head><title>fixture app</title></head>' +
  '<body><div id="root"></div><script type="module" src="/licensing/assets/index.js"></script></body></html>';

let fixture: WebFixture;
let dir: string;
let webDist: string;
let mediaDir: string;
let app: FastifyInstance | null = null;

beforeEach(() => {
  fixture = webFixture(INDEX_HTML);
  ({ dir, webDist, mediaDir } = fixture);
});

afterEach(async () => {
  await app?.close();
  app = null;
  fixture.remove();
});

const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div>(?=<script|$)/.exec(html)?.[1] ?? null;

describe('pages rendered on the server (ADR 17)', () => {
  it("puts the renderer's markup inside the root and its bootstrap before the app's script", async () => {
    const seen: RenderRequest[] = [];
    const renderPage: RenderPage = async (request) => {
      seen.push(request);
      return {
        html: '<h1>Trending now</h1>',
        bootstrap: '<script type="application/json" id="b">{}</script>',
      };
    };
    app = await buildApp({ webDist, mediaDir, renderPage });

    const res = await app.inject({ url: '/licensing/view/1254381?from=home' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain(
      '<div id="root"><h1>Trending now</h1></div><script type="application/json" id="b">{}</script><script type="module"',
    );
    // No session: the page every such visitor gets, which a CDN may keep for a few seconds (ADR 70).
    expect(res.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+/);
    expect(seen.map((r) => [r.url, r.storedSession])).toEqual([['/licensing/view/1254381?from=home', false]]);
  });

  it("asks for the page's first picture before the app's scripts: React's preload hints go to the head", async () => {
    writeFileSync(
      path.join(webDist, 'index.html'),
      INDEX_HTML.replace(
        '</head>',
        '<link rel="modulepreload" crossorigin href="/licensing/assets/a.js"></head>',
      ),
    );
    const hint = '<link rel="preload" href="/media/posters/clip-08.webp" as="image" fetchPriority="high"/>';
    const renderPage: RenderPage = async () => ({ html: `${hint}<h1>Trending now</h1>`, bootstrap: '' });
    app = await buildApp({ webDist, mediaDir, renderPage });

    const { body } = await app.inject({ url: '/licensing' });
    expect(body).toContain(`<title>fixture app</title>${hint}<link rel="modulepreload"`);
    expect(rootOf(body)).toBe('<h1>Trending now</h1>');
  });

  it("puts the page in as rendered, even text that a replacement pattern would read ($& and $')", async () => {
    const renderPage: RenderPage = async () => ({ html: "<h1>Cats $& dogs $' birds $1</h1>", bootstrap: '' });
    app = await buildApp({ webDist, mediaDir, renderPage });

    const { body } = await app.inject({ url: '/licensing' });
    expect(rootOf(body)).toBe("<h1>Cats $& dogs $' birds $1</h1>");
  });

  it("answers with the renderer's status, and tells it whether the visitor may see the staff tools", async () => {
    const seen: (boolean | undefined)[] = [];
    const renderPage: RenderPage = async (request) => {
      seen.push(request.internal);
      return { html: '<h1>Page not found</h1>', bootstrap: '', status: 404 };
    };
    app = await buildApp({ webDist, mediaDir, renderPage });

    const res = await app.inject({ url: '/licensing/account/merchandising' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<h1>Page not found</h1>');
    // Signed out: not internal.
    expect(seen).toEqual([false]);
  });

  it('tells the renderer whether a session came, and refuses in process what no operation answers', async () => {
    let refused: unknown = null;
    let stored: boolean | null = null;
    const renderPage: RenderPage = async ({ call, storedSession }) => {
      stored = storedSession;
      // Health is a route of its own, not one a page loads: the renderer leaves such data to the browser.
      refused = await call({ method: 'GET', path: '/api/health' }).catch((error: unknown) => error);
      return { html: '<p>ok</p>', bootstrap: '' };
    };
    app = await buildApp({ webDist, mediaDir, renderPage });

    const res = await app.inject({ url: '/licensing', headers: { cookie: '__Host-cm_session=abc' } });
    expect(rootOf(res.body)).toBe('<p>ok</p>');
    expect(refused).toBeInstanceOf(Error);
    expect(stored).toBe(true);
  });

  it('sends the app unrendered when rendering fails, so the browser draws the page', async () => {
    app = await buildApp({
      webDist,
      mediaDir,
      renderPage: async () => {
        throw new Error('window is not defined');
      },
    });
    const res = await app.inject({ url: '/licensing/search?q=dog' });
    expect(res.statusCode).toBe(200);
    expect(rootOf(res.body)).toBe('');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('loads the built renderer from dist-server beside the app', async () => {
    mkdirSync(path.join(dir, 'dist-server'));
    writeFileSync(
      path.join(dir, 'dist-server', 'entry-server.js'),
      'export async function render({ url }) { return { html: `<p>${url}</p>`, bootstrap: "" }; }\n',
    );
    app = await buildApp({ webDist, mediaDir });
    const res = await app.inject({ url: '/licensing/pricing' });
    expect(rootOf(res.body)).toBe('<p>/licensing/pricing</p>');
  });

  it('sends the app as built when there is no renderer', async () => {
    app = await buildApp({ webDist, mediaDir });
    const res = await app.inject({ url: '/licensing' });
    expect(res.body).toBe(INDEX_HTML);
  });
});

describe("a signed-in search page's server render", () => {
  let server: TestServer | null = null;
  afterEach(async () => {
    await server?.close();
    server = null;
  });

  it('resolves the session once, calls no route over inject, and has the JSON the API answers', async () => {
    // The session look-up app.ts runs for a request (bearer or cookie), counted.
    let resolve: UserResolver = async () => null;
    const resolveUser = vi.fn<UserResolver>((credentials) => resolve(credentials));
    // What a search page's renderer loads (apps/web/src/features/search/serverData.ts, and the shop's prices
    // that apps/web/src/ssr/pageData.ts adds): the results, the filter panel's categories and the prices.
    const body = { q: 'dog' };
    const loaded: unknown[] = [];
    const renderPage: RenderPage = async (request) => {
      const { call } = request;
      loaded.push(
        ...(await Promise.all([
          call(routes.searchEndpoint, { body }),
          call(routes.categoriesEndpoint, { query: {} }),
          call(routes.productsEndpoint),
        ])),
      );
      return { html: '<h1>Results</h1>', bootstrap: '' };
    };
    server = await startTestServer({ seedClips: 40, app: { webDist, mediaDir, renderPage, resolveUser } });
    resolve = createUserResolver(server.db);
    const buyer = await registerAndLogin(server.url);
    const api = createLeanClient({
      baseUrl: server.url,
      fetch: (input, init) =>
        fetch(input, { ...init, headers: { ...init?.headers, ...bearer(buyer.token) } }),
    });
    // A saved clip, so the results carry this buyer's own marks.
    const list = await api.call(routes.createPlaylistEndpoint, { body: { name: 'Saved clips' } });
    const first = await api.call(routes.searchEndpoint, { body });
    await api.call(routes.addPlaylistVideoEndpoint, {
      params: { uuid: list.uuid, jmId: first.data[0]!.jmId },
    });
    const inject = vi.spyOn(server.app, 'inject');
    resolveUser.mockClear();

    const page = await fetch(`${server.url}/licensing/search?q=dog`, { headers: { cookie: buyer.cookie } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<h1>Results</h1>');
    expect(resolveUser).toHaveBeenCalledTimes(1);
    expect(inject).not.toHaveBeenCalled();

    // The same JSON the browser gets for the same calls as the same buyer: what the page hydrates from.
    const answered = await Promise.all([
      api.call(routes.searchEndpoint, { body }),
      api.call(routes.categoriesEndpoint, { query: {} }),
      api.call(routes.productsEndpoint),
    ]);
    expect(JSON.stringify(loaded)).toBe(JSON.stringify(answered));
    expect((loaded[0] as SearchResponse).data.filter((card) => card.isFav)).toHaveLength(1);
  }, 60_000);
});
