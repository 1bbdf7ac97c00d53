import path from 'node:path';
import {
  cancelPlaylistDownloadEndpoint,
  playlistDownloadEndpoint,
  playlistDownloadFileEndpoint,
  userPlaylistDownloadsEndpoint,
} from '@clipmarket/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { fileRoute } from '../http/file-route';
import { route } from '../http/route';
import { createLocalStore } from '../media/local-store';
import type { MediaStore } from '../media/store';
import { LIBRARY_DIR } from '../paths';
import type { ZipLimits } from './plan';
import { createZipRunner, type ZipRunnerOptions } from './runner';
import { loadZipQuotas, type ZipQuotas } from './quotas';
import { createZipService } from './service';

export interface ZipOptions extends Partial<
  Pick<
    ZipRunnerOptions,
    | 'leaseMs'
    | 'pollIntervalMs'
    | 'retryDelaysMs'
    | 'maxAttempts'
    | 'entryDelayMs'
    | 'beforeEntry'
    | 'onEvent'
  >
> {
  /**
   * Where masters and previews are read.
   * @default the app's library store (`app.media.library`), else a local store on apps/api/media
   */
  library?: MediaStore;
  /**
   * Where zips are written.
   * @default the app's files store (`app.media.files`), else a local store on `<DATA_DIR>/files`
   */
  files?: MediaStore;
  /** @default FULFILMENT_LIMITS */
  limits?: ZipLimits;
  /** @default loadZipQuotas() (ZIP_QUEUE_LIMIT, ZIP_STORAGE_LIMIT_GB, ZIP_EXPIRY_DAYS) */
  quotas?: ZipQuotas;
}

/** The media stores the app decorates itself with (media/), when it does. */
type WithMedia = { media?: { library?: MediaStore; files?: MediaStore } };

const me = (request: FastifyRequest): string => request.user!.id;

/**
 * Playlist download-all (contract: packages/core/src/contract/fulfilment.ts): the four endpoints, and the
 * runner that builds the zips, started once the server is ready (after the migrations, in main.ts) and stopped
 * when it closes. Registered only with a database.
 */
export function zipRoutes(app: FastifyInstance, db: Kysely<DB>, options: ZipOptions = {}): void {
  const media = (app as FastifyInstance & WithMedia).media;
  const library = options.library ?? media?.library ?? createLocalStore(LIBRARY_DIR);
  const files =
    options.files ??
    media?.files ??
    createLocalStore(path.resolve(process.env.DATA_DIR || './data', 'files'));
  const quotas = options.quotas ?? loadZipQuotas();
  const runner = createZipRunner({
    db,
    library,
    files,
    limits: options.limits,
    quotas,
    leaseMs: options.leaseMs,
    pollIntervalMs: options.pollIntervalMs,
    retryDelaysMs: options.retryDelaysMs,
    maxAttempts: options.maxAttempts,
    entryDelayMs: options.entryDelayMs,
    beforeEntry: options.beforeEntry,
    onEvent: options.onEvent,
    log: app.log.child({ component: 'playlist-zips' }),
  });
  const service = createZipService({ db, files, kick: runner.kick, limits: options.limits, quotas });

  route(app, userPlaylistDownloadsEndpoint, ({ request }) => service.list(me(request)));
  route(app, playlistDownloadEndpoint, ({ request, params }) => service.start(me(request), params.uuid));
  route(app, cancelPlaylistDownloadEndpoint, ({ request, params }) =>
    service.cancel(me(request), params.uuid),
  );
  fileRoute(app, playlistDownloadFileEndpoint, ({ request, params }) =>
    service.file(request.user!, params.uuid, { record: request.method !== 'HEAD' }),
  );

  // Registered as a plugin, so the hooks are added when the server boots: Fastify runs onClose hooks last added
  // first, so the runner stops (and releases its job) before main.ts closes the database.
  void app.register(async (scope) => {
    // Jobs left by an earlier run (or another process) start once the server is ready.
    scope.addHook('onReady', async () => {
      runner.start();
    });
    scope.addHook('onClose', async () => {
      await runner.stop();
    });
  });
}

declare module '../app' {
  interface AppOptions {
    /**
     * The playlist zips' stores, limits and runner timings (tests set them here).
     * @default the app's media stores, FULFILMENT_LIMITS and the runner's defaults
     */
    zips?: ZipOptions;
  }
}
