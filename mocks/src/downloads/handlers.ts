import { HttpResponse, type HttpHandler } from 'msw';
import {
  FULFILMENT_MESSAGES,
  MESSAGES,
  baseJmId,
  clipCompEndpoint,
  clipDownloadEndpoint,
  compsEndpoint,
  formatJvId,
  purchasedVideosEndpoint,
  type CompsResponse,
  type PurchasedVideosResponse,
} from '@clipmarket/core';
import { videoGrid } from '../fixtures/videos';
import { apiError, failingRoutes, pendingRoutes, route } from '../handlers/respond';

/** Whose clips download, and which file each gives. */
export interface DownloadMockState {
  /** Clips the user holds a licence for (a '-1' id matches its base, as on the server). */
  licensed: string[];
  /** Of those, the ones whose licences are all Personal: they download the watermarked file. */
  watermarked: string[];
}

/**
 * A stand-in for the footage: the first box of an MP4 (`ftyp`) and a line saying which file it stands for.
 * Not playable; a story or test checks that a download is offered and answered, not the video.
 */
export function mockFootage(jmId: string, file: 'master' | 'watermarked' | 'comp'): Uint8Array {
  const header = [0, 0, 0, 24, ...'ftypisom'.split('').map((c) => c.charCodeAt(0)), 0, 0, 2, 0];
  const text = new TextEncoder().encode(`isomiso2Clipmarket mock ${file} of ${formatJvId(jmId)}\n`);
  return new Uint8Array([...header, ...text]);
}

const held = (ids: readonly string[], jmId: string) => ids.some((id) => baseJmId(id) === baseJmId(jmId));

/** The file name the server gives (apps/api/src/downloads/service.ts), for a clip of the mock grid. */
function fileNameOf(jmId: string, file: 'master' | 'watermarked' | 'comp'): string {
  const card = videoGrid.find((video) => baseJmId(video.jmId) === baseJmId(jmId));
  const title = card?.publishingTitle ?? card?.title ?? MESSAGES.noTitle;
  const suffix = file === 'watermarked' ? ' (watermarked)' : file === 'comp' ? ' (comp)' : '';
  return `JV${jmId} - ${title}${suffix}.mp4`.replace(/["\\/]/g, ' ');
}

/** A stand-in file as the server sends it: an attachment named as the server names it. */
function fileAnswer(jmId: string, file: 'master' | 'watermarked' | 'comp'): HttpResponse<Uint8Array> {
  const body = mockFootage(jmId, file);
  return new HttpResponse(body, {
    status: 200,
    headers: {
      'content-type': 'video/mp4',
      'content-length': String(body.byteLength),
      'content-disposition': `attachment; filename="${fileNameOf(jmId, file)}"`,
      'accept-ranges': 'bytes',
      'cache-control': 'no-store',
    },
  });
}

/**
 * Comps (ADR 83): whether the server makes them, and a clip's comp (a stand-in file named as a comp) for any
 * clip, licensed or not. Without comps the capability says so and a comp answers 503 with the server's words.
 */
export function compRoutes(available: boolean): HttpHandler[] {
  return [
    route(compsEndpoint, () => HttpResponse.json<CompsResponse>({ available })),
    route(clipCompEndpoint, ({ params }) =>
      available
        ? fileAnswer(String(params.jmId), 'comp')
        : apiError(503, FULFILMENT_MESSAGES.compUnavailable),
    ),
  ];
}

/**
 * The clip download (`GET /api/user/licensing/videos/{jmId}/download`) over a state: a licensed clip answers
 * its stand-in file as an attachment (the watermarked one for Personal-only clips), any other clip 403 with
 * the server's words. Ranges are not served: the mock answers the whole stand-in.
 */
export function downloadRoutes(state: DownloadMockState): HttpHandler[] {
  return [
    route(clipDownloadEndpoint, ({ params }) => {
      const jmId = String(params.jmId);
      if (!held(state.licensed, jmId)) return apiError(403, FULFILMENT_MESSAGES.licenceNeeded);
      return fileAnswer(jmId, held(state.watermarked, jmId) ? 'watermarked' : 'master');
    }),
    ...compRoutes(true),
  ];
}

/** Purchased videos with the clips whose download is watermarked (put before the commerce group's). */
export function purchasedRoutes(state: DownloadMockState): HttpHandler[] {
  return [
    route(purchasedVideosEndpoint, () =>
      HttpResponse.json<PurchasedVideosResponse>({
        data: [...state.licensed],
        total: state.licensed.length,
        watermarked: state.licensed.filter((id) => state.watermarked.includes(id)),
      }),
    ),
  ];
}

/**
 * Clip downloads (issue 13, item 2) and comps (ADR 83). The `files` handlers answer the download itself and
 * any clip's comp; `purchased` answers which clips are held and which of them download watermarked, for a
 * story of the Personal download; `comps` and `noComps` answer the comps alone.
 */
export const downloadHandlers = {
  /** Downloads of these clips work (the watermarked ones as such); others answer 403. */
  files: (state: Partial<DownloadMockState> = {}) =>
    downloadRoutes({ licensed: state.licensed ?? [], watermarked: state.watermarked ?? [] }),
  /** Purchased videos holding these clips, the watermarked ones marked. */
  purchased: (state: Partial<DownloadMockState> = {}) =>
    purchasedRoutes({ licensed: state.licensed ?? [], watermarked: state.watermarked ?? [] }),
  /** Comps are made: any clip's comp answers its stand-in file. */
  comps: () => compRoutes(true),
  /** The server has no working ffmpeg: it says so, and a comp answers 503. */
  noComps: () => compRoutes(false),
  /** Every download answers 403: no licence. */
  licenceNeeded: () => downloadRoutes({ licensed: [], watermarked: [] }),
  /** Every download answers 500. */
  failing: () => failingRoutes([clipDownloadEndpoint, clipCompEndpoint]),
  /** No download ever answers. */
  loading: () => pendingRoutes([clipDownloadEndpoint, clipCompEndpoint]),
};
