import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Where the app is served; every path under it answers with the app (SPA fallback). */
export const APP_BASE = '/licensing';
/** The "why work with us" page's path (configuration in decisions.md; the app's route of the same name). */
export const WHY_WORK_WITH_US_PATH = '/why-work-with-us';

/** Vite names built assets by content hash, so they never change under the same URL. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Media files keep their names when regenerated, so they are cached long but not forever. */
const MEDIA_CACHE = 'public, max-age=2592000';

export interface WebOptions {
  /** The built web app (`apps/web/dist`). When it does not exist, `/licensing` explains how to build it. */
  webDist: string;
  /** The media library served at `/media/`. */
  mediaDir: string;
}

const notBuilt = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Clipmarket</title></head>
<body><main><h1>The web app is not built yet</h1><p>Run <code>npm start</code>, which builds it first.</p></main></body>
</html>`;

/** Serves the built app at `/licensing`, its SPA fallback, and the media library at `/media/`. */
export async function registerWeb(app: FastifyInstance, { webDist, mediaDir }: WebOptions): Promise<void> {
  const hasApp = existsSync(path.join(webDist, 'index.html'));

  const sendApp = (reply: FastifyReply) => {
    if (!hasApp) return reply.code(503).type('text/html; charset=utf-8').send(notBuilt);
    // index.html names the current hashed assets: it must be revalidated on every visit.
    return reply.header('cache-control', 'no-cache').sendFile('index.html', webDist, { cacheControl: false });
  };

  if (hasApp) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: `${APP_BASE}/`,
      index: false,
      redirect: false,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', filePath.endsWith('index.html') ? 'no-cache' : IMMUTABLE);
      },
    });
  }

  await app.register(fastifyStatic, {
    root: mediaDir,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    redirect: false,
    cacheControl: false,
    setHeaders: (reply) => {
      reply.header('cache-control', MEDIA_CACHE);
    },
  });

  app.get('/', (_request, reply) => reply.redirect(APP_BASE));
  // Spec section 2 gives the "why work with us" page two paths, one outside /licensing: that one is a
  // permanent redirect to the app's page, so both answer with the same page and links keep working.
  app.get(WHY_WORK_WITH_US_PATH, (_request, reply) =>
    reply.redirect(`${APP_BASE}${WHY_WORK_WITH_US_PATH}`, 301),
  );
  app.get(APP_BASE, (_request, reply) => sendApp(reply));
  app.get(`${APP_BASE}/`, (_request, reply) => sendApp(reply));

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const isAppPath = pathname === APP_BASE || pathname.startsWith(`${APP_BASE}/`);
    // A missing hashed asset must stay a 404: answering it with HTML would break the page in confusing ways.
    const isAsset = pathname.startsWith(`${APP_BASE}/assets/`);
    if (isAppPath && !isAsset && (request.method === 'GET' || request.method === 'HEAD')) {
      return sendApp(reply);
    }
    return reply.code(404).send({
      statusCode: 404,
      error: 'Not Found',
      message: `Route ${request.method}:${pathname} not found`,
    });
  });
}
