import { HttpResponse, type HttpHandler } from 'msw';
import {
  FULFILMENT_MESSAGES,
  PLAYLIST_SERVER_MESSAGES,
  cancelPlaylistDownloadEndpoint,
  fillPath,
  playlistDownloadEndpoint,
  playlistDownloadFileEndpoint,
  userPlaylistDownloadsEndpoint,
  type ApiError,
  type Endpoint,
  type PlaylistDownloadEntry,
} from '@clipmarket/core';
import { PLAYLIST_UUIDS, playlistFixtures, playlistVideoFixtures } from '../fixtures/playlists';
import { apiError, errorResponse, failingRoutes, pendingRoutes, route } from '../handlers/respond';

/**
 * The playlist download-all service (spec sections 3, 4, 7 and 8; contract `fulfilment.ts`): the user's
 * entries, start-or-read, cancel and the zip itself, over one in-memory state, so a story or a component test
 * sees every state in turn. The first read of a playlist starts its zip ('Download is currently in
 * progress.'); each later read counts down `readsUntilReady` and then answers COMPLETED with the link.
 */

/** What the handlers start from; each factory call gets its own, changed by the calls. */
export interface PlaylistDownloadMockState {
  /** The user's entries by playlist uuid. */
  entries: Record<string, PlaylistDownloadEntry>;
  /** Reads of a running download still answered as in progress, by playlist uuid. */
  readsLeft: Record<string, number>;
}

export interface PlaylistDownloadMockOptions {
  /**
   * Reads of a running download, after the one that started it, still answered 'in progress' before it
   * completes (`Infinity`: it never does).
   * @default 0 (the next read completes it; `inProgress()` defaults to 1)
   */
  readsUntilReady?: number;
  /**
   * Playlists with no licensed clip: starting their zip answers 409 with the server's message.
   * @default [PLAYLIST_UUIDS.firstPlaylist] (the empty playlist)
   */
  nothingLicensed?: readonly string[];
  /**
   * The playlists that are the user's; any other uuid answers 404.
   * @default the fixture playlists
   */
  playlists?: readonly string[];
  /** Every cancel is refused (the zip finished meanwhile): 404 with the service's `errorMessage`. */
  cancelRefused?: boolean;
}

/** A zip with nothing in it (its end-of-central-directory record alone): what the file endpoint answers. */
const EMPTY_ZIP = new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...Array.from({ length: 18 }, () => 0)]);

/** Bytes a mock zip says it has per clip (the masters are a few MB each). */
const MOCK_BYTES_PER_CLIP = 4_200_000;

const at = () => new Date().toISOString();

/** The address of a playlist's finished zip, as the server gives it. */
export const playlistZipHref = (uuid: string): string =>
  fillPath(playlistDownloadFileEndpoint.path, { uuid });

/** An entry as the service answers it, in one of its states. */
export function playlistDownloadEntry(
  uuid: string,
  status: PlaylistDownloadEntry['status'],
  overrides: Partial<PlaylistDownloadEntry> = {},
): PlaylistDownloadEntry {
  const includedCount = Math.max(1, playlistVideoFixtures[uuid]?.length ?? 1);
  return {
    playlistUuid: uuid,
    status,
    message:
      status === 'IN_PROGRESS'
        ? FULFILMENT_MESSAGES.downloadInProgress
        : status === 'COMPLETED'
          ? FULFILMENT_MESSAGES.downloadReady
          : status === 'CANCELED'
            ? FULFILMENT_MESSAGES.downloadCanceled
            : 'The download could not be prepared. Please try again.',
    link: status === 'COMPLETED' ? playlistZipHref(uuid) : null,
    includedCount,
    excludedCount: 0,
    bytes: status === 'COMPLETED' ? includedCount * MOCK_BYTES_PER_CLIP : null,
    progress: status === 'IN_PROGRESS' ? { clipsDone: 0, clipsTotal: includedCount, bytesDone: 0 } : null,
    updatedAt: at(),
    ...overrides,
  };
}

/** The entry one clip further on, as the next read of a build finds it (never the last clip: that completes it). */
function advanced(entry: PlaylistDownloadEntry): PlaylistDownloadEntry {
  if (!entry.progress) return entry;
  const clipsDone = Math.min(entry.progress.clipsTotal - 1, entry.progress.clipsDone + 1);
  return {
    ...entry,
    progress: { ...entry.progress, clipsDone, bytesDone: clipsDone * MOCK_BYTES_PER_CLIP },
    updatedAt: at(),
  };
}

/** No downloads yet. */
export function emptyPlaylistDownloadState(): PlaylistDownloadMockState {
  return { entries: {}, readsLeft: {} };
}

/** The service's 404 for a cancel with nothing running: the spec's `errorMessage` beside the API's message. */
function nothingToCancel(): HttpResponse<ApiError> {
  return errorResponse({
    statusCode: 404,
    error: 'Not Found',
    message: FULFILMENT_MESSAGES.noDownloadToCancel,
    errorMessage: FULFILMENT_MESSAGES.noDownloadToCancel,
  });
}

/** The four download-service endpoints over one state. */
export function playlistDownloadRoutes(
  state: PlaylistDownloadMockState,
  options: PlaylistDownloadMockOptions = {},
): HttpHandler[] {
  const readsUntilReady = options.readsUntilReady ?? 0;
  const nothingLicensed = options.nothingLicensed ?? [PLAYLIST_UUIDS.firstPlaylist];
  const playlists = options.playlists ?? playlistFixtures.map((item) => item.uuid);
  const isTheUsers = (uuid: string) => playlists.includes(uuid);
  const missing = () => apiError(404, PLAYLIST_SERVER_MESSAGES.playlistMissing);

  return [
    route(userPlaylistDownloadsEndpoint, () =>
      HttpResponse.json({
        data: Object.values(state.entries).sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)),
      }),
    ),
    route(playlistDownloadEndpoint, ({ params }) => {
      const uuid = String(params.uuid);
      if (!isTheUsers(uuid)) return missing();
      const entry = state.entries[uuid];
      if (entry?.status === 'IN_PROGRESS') {
        const left = state.readsLeft[uuid] ?? 0;
        if (left > 0) {
          state.readsLeft[uuid] = left - 1;
          state.entries[uuid] = advanced(entry);
          return HttpResponse.json(state.entries[uuid]);
        }
        state.entries[uuid] = playlistDownloadEntry(uuid, 'COMPLETED');
        return HttpResponse.json(state.entries[uuid]);
      }
      if (entry?.status === 'COMPLETED') return HttpResponse.json(entry);
      // None yet, or the last one was canceled or failed: this read starts a new zip.
      if (nothingLicensed.includes(uuid)) return apiError(409, FULFILMENT_MESSAGES.nothingLicensed);
      state.entries[uuid] = playlistDownloadEntry(uuid, 'IN_PROGRESS');
      state.readsLeft[uuid] = readsUntilReady;
      return HttpResponse.json(state.entries[uuid]);
    }),
    route(cancelPlaylistDownloadEndpoint, ({ params }) => {
      const uuid = String(params.uuid);
      if (!isTheUsers(uuid)) return missing();
      const entry = state.entries[uuid];
      if (options.cancelRefused || entry?.status !== 'IN_PROGRESS') return nothingToCancel();
      state.entries[uuid] = playlistDownloadEntry(uuid, 'CANCELED');
      delete state.readsLeft[uuid];
      return HttpResponse.json({ message: FULFILMENT_MESSAGES.downloadCanceled });
    }),
    route(playlistDownloadFileEndpoint, ({ params }) => {
      const uuid = String(params.uuid);
      if (!isTheUsers(uuid)) return missing();
      if (state.entries[uuid]?.status !== 'COMPLETED') return apiError(409, FULFILMENT_MESSAGES.zipNotReady);
      return new HttpResponse(EMPTY_ZIP, {
        headers: {
          'content-type': 'application/zip',
          'content-disposition': `attachment; filename="playlist-${uuid}.zip"`,
        },
      });
    }),
  ];
}

const allEndpoints: Endpoint[] = [
  userPlaylistDownloadsEndpoint,
  playlistDownloadEndpoint,
  cancelPlaylistDownloadEndpoint,
  playlistDownloadFileEndpoint,
];

/** A state holding one entry, as a read of it would leave it. */
function withEntry(uuid: string, status: PlaylistDownloadEntry['status']): PlaylistDownloadMockState {
  return { entries: { [uuid]: playlistDownloadEntry(uuid, status) }, readsLeft: {} };
}

/**
 * The playlist download-all service. Each factory starts from its own state, so stories and tests do not leak
 * downloads into one another.
 */
export const playlistDownloadHandlers = {
  /** No download yet: "Download all" starts one, answered complete on the next read. */
  none: (options: PlaylistDownloadMockOptions = {}) =>
    playlistDownloadRoutes(emptyPlaylistDownloadState(), options),
  /**
   * A playlist's zip being built (the road trips by default): the next `readsUntilReady` reads (1 unless
   * given) still say so, the one after completes it.
   */
  inProgress: (
    uuid: string = PLAYLIST_UUIDS.roadTrips,
    options: PlaylistDownloadMockOptions = {},
  ): HttpHandler[] => {
    const state = withEntry(uuid, 'IN_PROGRESS');
    state.readsLeft[uuid] = options.readsUntilReady ?? 1;
    return playlistDownloadRoutes(state, options);
  },
  /** A playlist's zip ready, with its link (the road trips by default). */
  completed: (uuid: string = PLAYLIST_UUIDS.roadTrips, options: PlaylistDownloadMockOptions = {}) =>
    playlistDownloadRoutes(withEntry(uuid, 'COMPLETED'), options),
  /** Every call answers 500. */
  failing: () => failingRoutes(allEndpoints),
  /** No call ever answers (the Fetching state). */
  loading: () => pendingRoutes(allEndpoints),
};
