import { FULFILMENT_MESSAGES, clipCompEndpoint, clipDownloadEndpoint, compsEndpoint } from '@clipmarket/core';
import type { FastifyInstance } from 'fastify';
import { httpError } from '../http/errors';
import { rangedFileRoute } from '../http/file-route';
import { serve } from '../http/operation';
import { MediaNotFoundError, type MediaStore } from '../media/store';
import { DOWNLOAD_LINK_SECONDS } from './links';
import { FOOTAGE_MISSING, type DownloadService } from './service';

/** With a store that has short-lived addresses (S3), the download's redirect; else the bytes stream from here. */
function presigned(store: MediaStore, key: string, filename: string): (() => Promise<string>) | undefined {
  if (!store.presign) return undefined;
  const presign = store.presign.bind(store);
  return () => presign(key, { expiresInSeconds: DOWNLOAD_LINK_SECONDS, filename, contentType: 'video/mp4' });
}

/**
 * Clip downloads (contract: `clipDownloadEndpoint` in packages/core/src/contract/fulfilment.ts): a licence
 * holder's footage, the master or (Personal) the watermarked file, in whole or in byte ranges. A download is
 * recorded when its answer starts at the file's first byte (no `Range`, or one from byte 0), and when it
 * starts later (`bytes=1-`) with no download of that file under that licence recorded in the last 24 hours:
 * a player or a download tool that fetches the rest in further ranges counts once, one that never asks for
 * byte 0 counts too, and HEAD counts never.
 *
 * Comps (`clipCompEndpoint`, ADR 83): any signed-in buyer's watermarked copy of a clip, made on its first
 * request and read from the files store after, served and recorded the same way (as a comp).
 */
export function downloadRoutes(
  app: FastifyInstance,
  { service, library, files }: { service: DownloadService; library: MediaStore; files: MediaStore },
): void {
  rangedFileRoute(app, clipDownloadEndpoint, async ({ request, params }) => {
    const user = request.user!;
    const grant = await service.grant(user, params.jmId);
    return {
      filename: grant.filename,
      size: grant.stat.size,
      modified: grant.stat.modified,
      open: async (range) => {
        try {
          return await library.read(grant.key, range ?? undefined);
        } catch (error) {
          // Removed since it was looked at: as missing as it is now.
          if (error instanceof MediaNotFoundError) throw httpError(404, FOOTAGE_MISSING(grant.jmId));
          throw error;
        }
      },
      beforeSend: async (range) => {
        if (range === null || range.start === 0) await service.record(user, grant, 'clip');
        else await service.recordRanged(user, grant);
      },
      redirect: presigned(library, grant.key, grant.filename),
    };
  });

  rangedFileRoute(app, clipCompEndpoint, async ({ request, params }) => {
    const user = request.user!;
    const comp = await service.comp(user, params.jmId);
    return {
      filename: comp.filename,
      size: comp.stat.size,
      modified: comp.stat.modified,
      open: async (range) => {
        try {
          return await files.read(comp.key, range ?? undefined);
        } catch (error) {
          // Removed from the store since it was looked at: the next request makes it again.
          if (error instanceof MediaNotFoundError) throw httpError(503, FULFILMENT_MESSAGES.compFailed);
          throw error;
        }
      },
      beforeSend: async (range) => {
        if (range === null || range.start === 0) await service.record(user, comp, 'clip');
        else await service.recordRanged(user, comp);
      },
      redirect: presigned(files, comp.key, comp.filename),
    };
  });

  serve(app, compsEndpoint, async () => ({ available: await service.compsAvailable() }));
}
