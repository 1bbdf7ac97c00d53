import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { requestTokens } from './http/session-cookie';
import { registerApiDocs } from './http/docs';
import { COMPRESSION } from './http/compression';
import { HttpError, httpError, statusText } from './http/errors';
import { healthRoutes } from './routes/health';
import { authRoutes } from './auth/routes';
import type { AppOptions } from './app-options';
import { composeRoot } from './compose';
import { loadAuthConfig } from './auth/config';
import { catalogueRoutes } from './catalogue/routes';
import { createSitemap } from './catalogue/sitemap';
import { searchRoutes } from './search/routes';
import { playlistRoutes } from './playlists/routes';
import { playlistReviewRoutes } from './playlist-reviews/routes';
import { historyRoutes } from './history/routes';
import { storefrontRoutes } from './storefront';
import { commerceRoutes } from './commerce/routes';
import { licenceRoutes } from './licences/routes';
import { licenceTermsRoutes } from './licences/terms-route';
import { inquiryRoutes } from './inquiry/routes';
import { downloadRoutes } from './downloads/routes';
import { createLocalStore } from './media/local-store';
import { createTemporaryFilesStore } from './media/config';
import type { MediaStore } from './media/store';
import { usageRoutes } from './usage/routes';
import { onboardingRoutes } from './onboarding/routes';
import { zipRoutes } from './zips/routes';
import { notificationRoutes } from './notifications/routes';
import { savedSearchRoutes } from './saved-searches/routes';
import { teamRoutes } from './teams/routes';
import { devRoutes } from './dev/routes';
import { findInputProblem, INPUT_TOO_DEEP_MESSAGE, UNSTORABLE_TEXT_MESSAGE } from '@clipmarket/core';
import {
  DEADLINE_MESSAGE,
  DEFAULT_LIMITS,
  registerDeadline,
  registerDrain,
  serverFactory,
  type DrainOptions,
} from './http/lifecycle';
import { logSerializers } from './http/log-redaction';
import { loadClientLimits, registerClientLimits } from './http/client-limits';
import { isApiRequest } from './http/request-path';
import { registerCsrfProtection, registerSecurityHeaders } from './security';
import { createRenderCache, DEFAULT_RENDER_CACHE, type RenderCache } from './render-cache';
import { registerMetrics } from './metrics/metrics';
import { APP_BASE, loadRenderer, registerWeb } from './web';
import { LIBRARY_DIR, WEB_DIST } from './paths';

export type { AppOptions };

declare module 'fastify' {
  interface FastifyInstance {
    /** Stops the server without dropping a request in flight or queued (http/lifecycle.ts). */
    drain(options?: DrainOptions): Promise<boolean>;
    /** The media stores (media/store.ts): footage in `library`, generated files in `files`. */
    media: { library: MediaStore; files: MediaStore };
  }
}

/** Errors that mean the database did not answer in time: the request answers 503, not 500. */
function isDatabaseTimeout(error: { message?: string; code?: string }): boolean {
  // pg-pool's wait for a connection; PostgreSQL's statement_timeout and idle-in-transaction timeout.
  return (
    error.message === 'timeout exceeded when trying to connect' ||
    error.code === '57014' ||
    error.code === '25P03'
  );
}

/** Request bodies larger than this answer 413. */
export const BODY_LIMIT_BYTES = 64 * 1024;

/** Builds the server without listening, so tests can `inject` or listen on port 0. */
export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const { webDist = WEB_DIST, mediaDir = LIBRARY_DIR, logger = false, db, databaseKind } = options;

  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const app = Fastify({
    logger:
      logger && typeof logger === 'object'
        ? { ...logger, serializers: { ...logSerializers, ...logger.serializers } }
        : logger,
    // Fastify takes a hop count too (proxy-addr), though its type does not say so.
    trustProxy: (options.trustProxy ?? false) as FastifyServerOptions['trustProxy'],
    bodyLimit: BODY_LIMIT_BYTES,
    serverFactory: serverFactory(limits, options.tls),
    // A request that reaches a closing server is still answered (drain, in http/lifecycle.ts).
    return503OnClosing: false,
  });
  app.decorate('cookieSecurity', options.cookieSecurity ?? 'auto');
  app.decorate('drain', registerDrain(app));
  const library = options.library ?? createLocalStore(mediaDir);
  const temporaryFiles = options.files ? null : createTemporaryFilesStore();
  app.decorate('media', { library, files: options.files ?? temporaryFiles!.store });
  if (temporaryFiles) app.addHook('onClose', temporaryFiles.close);
  // Settings, services and workers, built once for this server (compose.ts); the routes and the server
  // render take theirs from it.
  const root = db ? composeRoot(app, db, options) : null;
  const resolveUser = root?.resolveUser ?? options.resolveUser ?? (async () => null);
  // Before every route, so each request is counted (ADR 99); the page cache is made further down.
  let pageCache: RenderCache | null = null;
  registerMetrics(app, {
    access: options.metrics?.access ?? { kind: 'off' },
    pool: options.metrics?.pool,
    db,
    searchCache: root?.search.cache ? () => root.search.cache?.stats().outcomes ?? null : undefined,
    renderCache: () => pageCache?.stats().outcomes ?? null,
  });
  registerDeadline(app, limits.requestDeadlineMs);
  // Request bodies are JSON: a CORS-safelisted `text/plain` post is not even parsed (415).
  app.removeContentTypeParser('text/plain');
  registerCsrfProtection(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(fastifyCookie);
  // Text answers (the app's scripts and styles, JSON) go compressed: the app's JavaScript is about a third
  // of its size in brotli. Quality 5 keeps the per-request cost low; media is already compressed and is left.
  await app.register(fastifyCompress, {
    encodings: COMPRESSION.encodings,
    threshold: COMPRESSION.threshold,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: COMPRESSION.brotliQuality } },
  });

  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    // The API's calls, and the app's pages: the server answers a staff tool's page 404 to anyone but
    // internal users (web.ts). Not the app's assets, which need no user.
    const page = request.url.startsWith(APP_BASE) && !request.url.startsWith(`${APP_BASE}/assets/`);
    if (!isApiRequest(request) && !page) return;
    const { bearer, cookie } = requestTokens(request);
    request.user = bearer || cookie ? await resolveUser({ bearer, cookie }) : null;
  });
  // Per-client limits, keyed by account or network once the user is known (http/client-limits.ts, ADR 59).
  if (db) await registerClientLimits(app, db, options.clientLimits ?? loadClientLimits());

  // Previews and posters on S3 are fetched from the bucket (ADR 100): its origin joins the pages' img-src and
  // media-src.
  const mediaOrigin = library.presign
    ? new URL(await library.presign('posters/origin.webp', { expiresInSeconds: 60 })).origin
    : undefined;
  registerSecurityHeaders(app, options.analytics, mediaOrigin);

  // One rule for every input's strings and nesting (packages/core, contract/text.ts), on every route.
  app.addHook('preValidation', async (request) => {
    for (const [where, value] of [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      const problem = findInputProblem(value);
      if (problem === null) continue;
      const path = problem.kind === 'unstorable' ? problem.path : '';
      const field = where === 'body' ? path : [where, path].filter(Boolean).join('.');
      const rule = problem.kind === 'unstorable' ? UNSTORABLE_TEXT_MESSAGE : INPUT_TOO_DEEP_MESSAGE;
      const message = `${field || where}: ${rule}`;
      throw httpError(400, `Invalid request: ${message}`, { messages: [message] });
    }
  });

  // Fastify's own handler can send an internal error's message; ours never sends more than the status text
  // for server errors, and never a stack or SQL.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // A client that closed its connection while its answer was being streamed (a compressed one): nothing
    // failed on our side and nobody is left to answer. Logged the way Fastify logs a stream closed after its
    // headers, not as a server error (a load test's clients stopping mid-answer logged 96 errors in 10 s).
    if (error.code === 'ERR_STREAM_PREMATURE_CLOSE' && (request.raw.socket?.destroyed ?? true)) {
      request.log.info('the client closed the connection before its answer was sent');
      reply.raw.destroy();
      return reply;
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const messages = error.validation.map((issue) => {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        const where =
          error.validationContext === 'body'
            ? field
            : `${error.validationContext}${field ? `.${field}` : ''}`;
        return where ? `${where}: ${issue.message}` : issue.message;
      });
      return reply.code(400).send({
        statusCode: 400,
        error: statusText(400),
        message: `Invalid request: ${messages.join('; ')}`,
        messages,
      });
    }
    if (error instanceof HttpError) {
      for (const [name, value] of Object.entries(error.extra.headers ?? {})) reply.header(name, value);
      return reply.code(error.statusCode).send({
        statusCode: error.statusCode,
        error: statusText(error.statusCode),
        message: error.message,
        ...(error.extra.messages ? { messages: error.extra.messages } : {}),
        ...(error.extra.errorMessage ? { errorMessage: error.extra.errorMessage } : {}),
      });
    }
    if (isDatabaseTimeout(error)) {
      request.log.error({ err: error }, 'the database did not answer in time');
      return reply
        .code(503)
        .header('retry-after', '5')
        .send({
          statusCode: 503,
          error: statusText(503),
          message: DEADLINE_MESSAGE,
        });
    }
    const statusCode =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (statusCode >= 500) request.log.error({ err: error }, 'request failed');
    return reply.code(statusCode).send({
      statusCode,
      error: statusText(statusCode),
      message: statusCode >= 500 ? statusText(statusCode) : error.message,
    });
  });

  await registerApiDocs(app, { ui: options.apiDocs ?? true });
  healthRoutes(app, { databaseKind, db });
  if (db && root) {
    catalogueRoutes(app, root.catalogue);
    searchRoutes(app, { db, ...root.search });
    authRoutes(app, root.auth);
    playlistRoutes(app, root.playlists);
    playlistReviewRoutes(app, {
      service: root.playlistReviews.service,
      teamComments: root.playlistReviews.teamComments,
      shareLinks: root.playlists.shareLinks,
    });
    historyRoutes(app, root.history);
    storefrontRoutes(app, db, options.storefront);
    commerceRoutes(app, db, root.commerce);
    licenceRoutes(app, root.licences);
    inquiryRoutes(app, root.inquiry);
    downloadRoutes(app, { service: root.downloads, library, files: root.files });
    usageRoutes(app, root.usage);
    onboardingRoutes(app, root.onboarding);
    zipRoutes(app, root.zips);
    notificationRoutes(app, root.notifications);
    savedSearchRoutes(app, root.savedSearches.service);
    teamRoutes(app, root.teams);
    devRoutes(app, root);
    // A plugin, so the hooks are added when the server boots: onClose hooks run last added first, so the
    // workers stop (and background work settles) before main.ts closes the database.
    void app.register(async (scope) => {
      scope.addHook('onReady', root.start);
      scope.addHook('onClose', root.stop);
    });
  }
  const renderPage =
    options.renderPage === undefined
      ? await loadRenderer(path.join(webDist, '..', 'dist-server'))
      : options.renderPage;
  // Where buyers reach the server: the pages' canonical links and link previews, robots.txt and the sitemap.
  const origin = root?.auth.config.publicBaseUrl ?? loadAuthConfig().publicBaseUrl;
  // Pages for visitors who are not signed in, rendered once per catalogue version (ADR 70). Without a database
  // a page's data cannot change (nor load), so one version stands for all time.
  const renderCache = options.renderCache ?? DEFAULT_RENDER_CACHE;
  pageCache =
    renderPage && renderCache.maxBytes > 0
      ? createRenderCache({ ...renderCache, version: root?.catalogueVersion ?? (async () => 'no database') })
      : null;
  // The licence terms PDF, typeset from the document the terms page renders (ADR 82): no database needed.
  licenceTermsRoutes(app, { origin });
  await registerWeb(app, {
    webDist,
    library,
    renderPage,
    origin,
    sitemap: db ? createSitemap(db, origin).xml : undefined,
    pageCache,
  });

  return app;
}
