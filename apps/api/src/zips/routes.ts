import {
  cancelPlaylistDownloadEndpoint,
  playlistDownloadEndpoint,
  playlistDownloadFileEndpoint,
  userPlaylistDownloadsEndpoint,
} from '@clipmarket/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fileRoute } from '../http/file-route';
import { route } from '../http/route';
import type { ZipService } from './service';
import type { MediaStore } from '../media/store';
import type { ZipLimits } from './plan';
import { type ZipRunnerOptions } from './runner';
import { type ZipQuotas } from './quotas';

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

const me = (request: FastifyRequest): string => request.user!.id;

/**
 * Playlist download-all (contract: packages/core/src/contract/fulfilment.ts): the four endpoints, and the
 * runner that builds the zips, started once the server is ready (after the migrations, in main.ts) and stopped
 * when it closes. Registered only with a database.
 */
export function zipRoutes(app: FastifyInstance, service: ZipService): void {
  route(app, userPlaylistDownloadsEndpoint, ({ request }) => service.list(me(request)));
  route(app, playlistDownloadEndpoint, ({ request, params }) => service.start(me(request), params.uuid));
  route(app, cancelPlaylistDownloadEndpoint, ({ request, params }) =>
    service.cancel(me(request), params.uuid),
  );
  fileRoute(app, playlistDownloadFileEndpoint, ({ request, params }) =>
    service.file(request.user!, params.uuid, { record: request.method !== 'HEAD' }),
  );
}

declare module '../app-options' {
  interface AppOptions {
    /**
     * The playlist zips' stores, limits and runner timings (tests set them here).
     * @default the app's media stores, FULFILMENT_LIMITS and the runner's defaults
     */
    zips?: ZipOptions;
  }
}
