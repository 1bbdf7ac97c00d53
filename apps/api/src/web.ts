import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  isInternalViewer,
  matchPage,
  PAGE_FILES,
  PAGES,
  pathInApp,
  PRIVATE_PAGES,
  type PageName,
} from '@clipmarket/core';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { APP_BASE, type RenderCall, type RenderPage } from '@clipmarket/core/render';
import { acceptedEncoding, markEncoded } from './http/compression';
import { HttpError } from './http/errors';
import { inProcessCall } from './http/operation';
import { readSessionCookie } from './http/session-cookie';
import { registerPublicMedia } from './media/public-media';
import type { MediaStore } from './media/store';
import type { KeptPage, PageRender, RenderCache } from './render-cache';

/** Where the app is served; every path under it answers with the app (SPA fallback). */
export { APP_BASE } from '@clipmarket/core/render';
/** The "why work with us" page's path (configuration in decisions.md; the app's route of the same name). */
export const WHY_WORK_WITH_US_PATH = PAGES.whyWorkWithUs.pattern;

/** Vite names built assets by content hash, so they never change under the same URL. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** What the web app's server renderer is asked, and answers: the render contract of `@clipmarket/core/render`. */
export type { RenderPage, RenderRequest, RenderResult } from '@clipmarket/core/render';

export interface WebOptions {
  /** The built web app (`apps/web/dist`). When it does not exist, `APP_BASE` explains how to build it. */
  webDist: string;
  /** The media library: only its previews and posters are served, at `/media/` (media/public-media.ts). */
  library: MediaStore;
  /**
   * Renders a page's markup into the app's HTML before it is sent (ADR 17). Without one (the renderer is
   * not built), the app's HTML goes as it is and the browser draws the page.
   */
  renderPage?: RenderPage | null;
  /** The server's public address (PUBLIC_BASE_URL): the pages' canonical links and link previews, robots.txt. */
  origin: string;
  /** The sitemap's XML (catalogue/sitemap.ts), when there is a database. */
  sitemap?: () => Promise<string>;
  /** Keeps the pages rendered for visitors who are not signed in (render-cache.ts, ADR 70); null: none kept. */
  pageCache?: RenderCache | null;
}

/** The built server renderer (`apps/web/dist-server`), if there is one. */
export async function loadRenderer(webDistServer: string): Promise<RenderPage | null> {
  const entry = path.join(webDistServer, 'entry-server.js');
  if (!existsSync(entry)) return null;
  const module = (await import(pathToFileURL(entry).href)) as { render?: RenderPage };
  return typeof module.render === 'function' ? module.render : null;
}

/** A page that takes longer than this to render goes unrendered, and the browser draws it. */
export const RENDER_TIMEOUT_MS = 3000;

/**
 * How a page rendered for visitors who are not signed in may be kept (ADR 70). A browser asks again on every
 * visit (`max-age=0`), with the ETag, and gets a 304 when nothing changed; a CDN may send it for 10 s without
 * asking, then once more while it asks (`stale-while-revalidate`): a clip write reaches its visitors within
 * seconds. When this server fails to answer, the CDN's copy is better than an error page for an hour.
 */
export const SHARED_PAGE_CACHE_CONTROL =
  'public, max-age=0, s-maxage=10, stale-while-revalidate=30, stale-if-error=3600';
/**
 * What a kept page varies by: the session cookie (a signed-in visitor's page is another, `no-store` page, and a
 * cache that ignored the cookie would send them the signed-out one, which signs their browser out) and the
 * encoding it is sent in.
 */
export const SHARED_PAGE_VARY = 'cookie, accept-encoding';
/** Says where a page for a visitor who is not signed in came from: `hit`, `joined` or `miss` (render-cache.ts). */
export const RENDER_CACHE_HEADER = 'x-render-cache';
/** The base the renderer resolves a request's address against (entry-server.tsx reads `new URL(url, base)`). */
const ADDRESS_BASE = 'http://clipmarket.internal';

/**
 * Whether the page at `pathname` is the same for every visitor who is not signed in, and may be kept and sent
 * to all of them: every public page, and the not-found page of an address no page answers. Not the private
 * pages (core's PRIVATE_PAGES: the account and checkout, whose pages a visitor who is not signed in sees as a
 * sign-in prompt, and addresses that carry a token of a mailed link or a shared playlist, which no shared
 * cache should hold) nor the staff tools.
 */
export function isSharedPage(pathname: string): boolean {
  const inApp = pathInApp(pathname);
  if (inApp === null) return false;
  const page = matchPage(inApp)?.page;
  return page === undefined || !(PRIVATE_PAGES as readonly PageName[]).includes(page);
}

/**
 * Whether `ifNoneMatch` (a request's If-None-Match) names `etag`, compared weakly as RFC 9110 has it for GET
 * and HEAD (a `W/` prefix ignored), or is `*`.
 */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/** Sends a kept page: compressed as the client takes it, or 304 when the client already has these bytes. */
async function sendKept(request: FastifyRequest, reply: FastifyReply, page: KeptPage) {
  const encoding = page.compressible ? acceptedEncoding(request) : null;
  const etag = page.etag(encoding);
  reply
    .header('cache-control', SHARED_PAGE_CACHE_CONTROL)
    .header('vary', SHARED_PAGE_VARY)
    .header('etag', etag)
    .header(RENDER_CACHE_HEADER, page.outcome);
  if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
  reply.code(page.status).type('text/html; charset=utf-8');
  // Compressed once when it was kept: @fastify/compress leaves an answer with a Content-Encoding alone.
  if (encoding) markEncoded(reply, encoding);
  return reply.send(await page.bytes(encoding));
}
/** Where the rendered page goes in the app's HTML. */
const ROOT_ELEMENT = '<div id="root"></div>';

/** index.html's title and description, which a rendered page's head replaces. */
const TEMPLATE_TITLE = /<title>[^<]*<\/title>/;
const TEMPLATE_DESCRIPTION = /<meta\s+name="description"[^>]*>/;

/** The resource hints React writes at the start of a rendered page (`preload()` of react-dom). */
const LEADING_PRELOADS = /^(?:<link rel="preload"[^>]*>)+/;
/** Where those hints go: ahead of the app's module preloads and scripts, else at the end of the head. */
const HINTS_AT = /<link rel="modulepreload"|<script type="module"|<\/head>/;

/** A place in the app's HTML that each page fills: its head, its resource hints, its markup and bootstrap. */
type Slot = 'head' | 'hints' | 'root';
/** The app's HTML, cut once where a page's parts go: its own bytes between the slots, in order. */
type TemplateCut = ReadonlyArray<Buffer | Slot>;
/** The app's HTML cut for pages with a head of their own and for pages without. */
export interface PageTemplate {
  headed: TemplateCut;
  plain: TemplateCut;
}

/** A slot's mark while the template is cut: a private-use character, which no HTML of ours holds. */
const slot = (name: Slot) => `\uE000${name}\uE000`;

/**
 * Cuts the app's HTML once, at start, where every page's parts go (`pageDocument`): a page is then its parts
 * encoded once and copied together. Editing the 141 kB document as a string for every page (replacements and
 * a search over the whole page, then its length and bytes worked out again to send it) took about 9 % of an
 * uncached clip page's server time; this takes about 2 %.
 */
export function cutTemplate(template: string): PageTemplate {
  const cut = (text: string): TemplateCut => {
    const filled = text.replace(ROOT_ELEMENT, slot('root'));
    const at = filled.search(HINTS_AT);
    const hinted = at < 0 ? filled : `${filled.slice(0, at)}${slot('hints')}${filled.slice(at)}`;
    return hinted
      .split(/\uE000(head|hints|root)\uE000/)
      .map((part, i) => (i % 2 === 1 ? (part as Slot) : Buffer.from(part)));
  };
  return {
    // The page's own head takes the place of the app's title and description.
    headed: cut(template.replace(TEMPLATE_DESCRIPTION, '').replace(TEMPLATE_TITLE, slot('head'))),
    plain: cut(template),
  };
}

/**
 * The page in the app's HTML, as the bytes sent. React writes its `preload()` hints (the first poster, the
 * largest paint) at the start of the rendered markup, inside the root, which comes after the dozens of module
 * preloads in the head: the browser then asks for every script before the picture. They go to the head, ahead
 * of the scripts.
 */
export function pageDocument(
  template: PageTemplate,
  page: { html: string; bootstrap: string; head?: string },
): Buffer {
  const preloads = LEADING_PRELOADS.exec(page.html)?.[0] ?? '';
  const parts = page.head ? template.headed : template.plain;
  const filled = (name: Slot): Buffer[] => {
    if (name === 'head') return [Buffer.from(page.head ?? '')];
    if (name === 'hints') return [Buffer.from(preloads)];
    return [
      ROOT_OPEN,
      Buffer.from(page.html.slice(preloads.length)),
      ROOT_CLOSE,
      Buffer.from(page.bootstrap),
    ];
  };
  return Buffer.concat(parts.flatMap((part) => (typeof part === 'string' ? filled(part) : [part])));
}
const ROOT_OPEN = Buffer.from('<div id="root">');
const ROOT_CLOSE = Buffer.from('</div>');

/**
 * robots.txt: every page but the private ones (core's PRIVATE_PAGES, which their heads also mark `noindex`)
 * and the API; and where the sitemap is. A private page's path up to its first parameter is its rule; a rule
 * that a shorter one covers is left out.
 */
export function robotsTxt(origin: string): string {
  const prefixes = PRIVATE_PAGES.map((name) => `${APP_BASE}${PAGES[name].pattern.split('/:')[0]}`).sort();
  const rules = prefixes.filter(
    (prefix, i) => !prefixes.slice(0, i).some((shorter) => prefix.startsWith(shorter)),
  );
  return [
    'User-agent: *',
    ...[...new Set(rules)].map((prefix) => `Disallow: ${prefix}`),
    'Disallow: /api/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

const notBuilt = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Clipmarket</title></head>
<body><main><h1>The web app is not built yet</h1><p>Run <code>npm start</code>, which builds it first.</p></main></body>
</html>`;

/** Serves the built app at `APP_BASE`, its SPA fallback, and the library's previews and posters at `/media/`. */
export async function registerWeb(
  app: FastifyInstance,
  { webDist, library, renderPage = null, origin, sitemap, pageCache = null }: WebOptions,
): Promise<void> {
  const indexFile = path.join(webDist, 'index.html');
  const hasApp = existsSync(indexFile);
  // Read once: it changes only with a new build, which means a restart.
  const template = hasApp && renderPage ? readFileSync(indexFile, 'utf8') : null;
  const render =
    template?.includes(ROOT_ELEMENT) && renderPage
      ? { renderer: renderPage, template: cutTemplate(template) }
      : null;

  /**
   * Renders the page at `address` for this request's visitor. A data call that failed for a reason of the
   * server's (a timeout, the shop not answering; not a clip that does not exist) leaves its part of the page
   * loading, for the browser to load: such a page is sent, but not kept for other visitors.
   */
  const renderFor = async (
    { renderer, template }: NonNullable<typeof render>,
    request: FastifyRequest,
    address: string,
    storedSession: boolean,
  ): Promise<PageRender> => {
    let complete = true;
    // The page's data, from the operations its API routes run, as the user the session named (resolved once
    // for this request in app.ts): no HTTP and no second session look-up.
    const asVisitor = inProcessCall(app, request.user);
    const call = ((route, input) =>
      asVisitor(route, input).catch((error: unknown) => {
        if (!(error instanceof HttpError && error.statusCode < 500)) complete = false;
        throw error;
      })) as RenderCall;
    const page = await renderer({
      url: address,
      storedSession,
      call,
      signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
      internal: isInternalViewer(request.user),
      origin,
    });
    const status = page.status ?? 200;
    return { document: pageDocument(template, page), status, storable: complete };
  };

  const sendApp = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!hasApp) return reply.code(503).type('text/html; charset=utf-8').send(notBuilt);
    if (render) {
      try {
        // The address as the renderer reads it, so two spellings it cannot tell apart share a kept page.
        const { pathname, search } = new URL(request.url, ADDRESS_BASE);
        const address = pathname + search;
        const storedSession = Boolean(readSessionCookie(request));
        // The same page for every visitor no session names: kept, and sent to each of them (ADR 70).
        if (pageCache && !request.user && isSharedPage(pathname)) {
          const page = await pageCache.page({ address, storedSession }, () =>
            renderFor(render, request, address, storedSession),
          );
          return sendKept(request, reply, page);
        }
        const page = await renderFor(render, request, address, storedSession);
        // Rendered with the visitor's data (their saved marks): never stored by a shared cache. An address no
        // page answers (or a staff tool asked for by a buyer) is the not-found page, with its status.
        return reply
          .code(page.status)
          .header('cache-control', 'private, no-cache')
          .type('text/html; charset=utf-8')
          .send(page.document);
      } catch (error) {
        request.log.warn(
          { err: error, url: request.url },
          'server rendering failed; sending the unrendered app',
        );
      }
    }
    // index.html names the current hashed assets: it must be revalidated on every visit.
    return reply.header('cache-control', 'no-cache').sendFile('index.html', webDist, { cacheControl: false });
  };

  if (hasApp) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: `${APP_BASE}/`,
      // @fastify/static serves dotfiles unless told: a stray .env or .git beside the build must not be.
      dotfiles: 'ignore',
      index: false,
      redirect: false,
      // A route for each file of the build, found once at start (a new build means a restart): a page's
      // address then goes straight to the app's route below, where a catch-all route of this plugin looked for
      // a file of that name on disk first (a stat and a path check for every page, about 3 % of an uncached
      // clip page's server time).
      wildcard: false,
      // The licence terms PDF is the server's (licences/terms-route.ts, ADR 82). Builds before it kept a static
      // copy in public/docs, and the browser's build never empties dist: a stale copy must not claim its address.
      globIgnore: [pathInApp(PAGE_FILES.licenceTermsPdf)!.slice(1)],
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', filePath.endsWith('index.html') ? 'no-cache' : IMMUTABLE);
      },
    });
  }

  // Previews and posters only, from the library store (local or S3): masters are never public.
  registerPublicMedia(app, library);

  app.get('/', (_request, reply) => reply.redirect(APP_BASE));
  // What crawlers may read: the app's public pages, not a buyer's own pages nor the API; and where the sitemap is.
  app.get('/robots.txt', (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(origin)),
  );
  if (sitemap) {
    app.get('/sitemap.xml', async (_request, reply) =>
      reply
        .header('cache-control', 'public, max-age=600')
        .type('application/xml; charset=utf-8')
        .send(await sitemap()),
    );
  }
  // Spec section 2 gives the "why work with us" page two paths, one outside /licensing: that one is a
  // permanent redirect to the app's page, so both answer with the same page and links keep working.
  app.get(WHY_WORK_WITH_US_PATH, (_request, reply) => reply.redirect(PAGES.whyWorkWithUs.href(), 301));
  const notFound = (request: FastifyRequest, reply: FastifyReply, pathname: string) =>
    reply.code(404).send({
      statusCode: 404,
      error: 'Not Found',
      message: `Route ${request.method}:${pathname} not found`,
    });
  /** Every page's address answers with the app; a missing hashed asset stays a 404. */
  const sendAppPath = (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '';
    // Answering a missing asset with HTML would break the page in confusing ways.
    if (pathname.startsWith(`${APP_BASE}/assets/`)) return notFound(request, reply, pathname);
    return sendApp(request, reply);
  };
  app.get(APP_BASE, sendApp);
  app.get(`${APP_BASE}/`, sendApp);
  // A route, not the not-found handler: the answer goes through the routes' hooks (compression among them),
  // and the build's files, each a route of its own, are matched before it.
  app.get(`${APP_BASE}/*`, sendAppPath);

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    return notFound(request, reply, pathname);
  });
}
