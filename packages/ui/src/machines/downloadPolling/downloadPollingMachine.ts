import { DELAYS, MESSAGES, type PlaylistDownloadEntry } from '@clipmarket/core';
import { assign, emit, setup } from 'xstate';
import { actorToProvide, serverMessageOf, type MachineNotice } from '../shared';

/**
 * One playlist's download (spec sections 4, 7 and 8): fetching, then a result. While the download service says
 * 'Download is currently in progress.' the status is fetched again every 15000 ms, but only while the app
 * allows polling (on a /lists page). COMPLETED comes with a download link. A cancel pressed while the status is
 * being read waits for the answer: a download found in progress is canceled, one found ready is left alone.
 * Cancelling ends with 'Download
 * canceled successfully!' or the service's `errorMessage`, both as notices for a snackbar.
 *
 * The fetch actor answers the contract's `PlaylistDownloadEntry` (`GET /api/playlist/{uuid}/download`,
 * packages/core/src/contract/fulfilment.ts): playlistUuid, status, message, and the link once COMPLETED.
 */

export type { PlaylistDownloadEntry };

/** The status COMPLETED: the zip is ready and `link` points at it. */
export const DOWNLOAD_COMPLETED = 'COMPLETED' satisfies PlaylistDownloadEntry['status'];

/** What the fetch and cancel actors take. */
export interface PlaylistDownloadCall {
  playlistUuid: string;
}

export interface DownloadPollingContext {
  playlistUuid: string;
  pollingAllowed: boolean;
  /** The service's last answer. */
  entry: PlaylistDownloadEntry | null;
  /** Why the download failed: the service's message, or the generic server error. */
  error: string | null;
  /** A cancel came while the status was being read: a download found in progress is canceled at once. */
  cancelWhenRead: boolean;
}

export interface DownloadPollingInput {
  playlistUuid: string;
  /**
   * Whether the app allows polling now (the user is on a /lists page); change it with `download.polling`.
   * @default true
   */
  pollingAllowed?: boolean;
}

export type DownloadPollingEvent =
  | { type: 'download.polling'; allowed: boolean }
  | { type: 'download.cancel' }
  /** Fetches the status again: after a failure, or to refresh a completed download's link. */
  | { type: 'download.retry' };

/** The download's status, mirroring the machine's top-level state names. */
export type DownloadPollingStatus =
  'fetching' | 'inProgress' | 'canceling' | 'completed' | 'canceled' | 'failed';

/** Within `inProgress`: waiting for the next poll, or paused because the app does not allow polling. */
export type DownloadPollStatus = 'waiting' | 'paused';

export const downloadPollingMachine = setup({
  types: {
    context: {} as DownloadPollingContext,
    events: {} as DownloadPollingEvent,
    input: {} as DownloadPollingInput,
    emitted: {} as MachineNotice,
  },
  actors: {
    /** `GET /api/playlist/{uuid}/download` on the download service (bearer). */
    fetchDownload: actorToProvide<PlaylistDownloadEntry, PlaylistDownloadCall>('fetchDownload'),
    /** `DELETE /api/playlist/{uuid}/download/cancel` on the download host (bearer); rejects with `errorMessage`. */
    cancelDownload: actorToProvide<unknown, PlaylistDownloadCall>('cancelDownload'),
  },
  delays: {
    downloadPoll: DELAYS.downloadPollMs,
  },
  guards: {
    isCompleted: (_, entry: PlaylistDownloadEntry) =>
      entry.status === DOWNLOAD_COMPLETED && Boolean(entry.link),
    isInProgress: (_, entry: PlaylistDownloadEntry) => entry.message === MESSAGES.downloadInProgress,
    pollingAllowed: ({ context }) => context.pollingAllowed,
    /** In progress, and the user pressed cancel while it was being read. */
    isInProgressToCancel: ({ context }, entry: PlaylistDownloadEntry) =>
      context.cancelWhenRead && entry.message === MESSAGES.downloadInProgress,
    allows: ({ event }) => event.type === 'download.polling' && event.allowed,
    forbids: ({ event }) => event.type === 'download.polling' && !event.allowed,
  },
  actions: {
    setPolling: assign({
      pollingAllowed: ({ context, event }) =>
        event.type === 'download.polling' ? event.allowed : context.pollingAllowed,
    }),
    setEntry: assign({ entry: (_, entry: PlaylistDownloadEntry) => entry, error: null }),
    notifyCanceled: emit({
      type: 'notice',
      severity: 'success',
      message: MESSAGES.downloadCanceled,
    } as const),
  },
}).createMachine({
  id: 'downloadPolling',
  context: ({ input }) => ({
    playlistUuid: input.playlistUuid,
    pollingAllowed: input.pollingAllowed ?? true,
    entry: null,
    error: null,
    cancelWhenRead: false,
  }),
  initial: 'fetching',
  on: {
    'download.polling': { actions: 'setPolling' },
  },
  states: {
    fetching: {
      // The user cannot tell a poll from a first read: a cancel pressed now waits for the answer.
      on: { 'download.cancel': { actions: assign({ cancelWhenRead: true }) } },
      exit: assign({ cancelWhenRead: false }),
      invoke: {
        src: 'fetchDownload',
        input: ({ context }) => ({ playlistUuid: context.playlistUuid }),
        onDone: [
          {
            guard: { type: 'isCompleted', params: ({ event }) => event.output },
            target: 'completed',
            actions: { type: 'setEntry', params: ({ event }) => event.output },
          },
          {
            guard: { type: 'isInProgressToCancel', params: ({ event }) => event.output },
            target: 'canceling',
            actions: { type: 'setEntry', params: ({ event }) => event.output },
          },
          {
            guard: { type: 'isInProgress', params: ({ event }) => event.output },
            target: 'inProgress',
            actions: { type: 'setEntry', params: ({ event }) => event.output },
          },
          {
            target: 'failed',
            actions: assign({
              entry: ({ event }) => event.output,
              error: ({ event }) => event.output.message,
            }),
          },
        ],
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => serverMessageOf(event.error) ?? MESSAGES.serverError }),
        },
      },
    },
    inProgress: {
      initial: 'deciding',
      on: { 'download.cancel': 'canceling' },
      states: {
        /** Never rests here. */
        deciding: {
          always: [{ guard: 'pollingAllowed', target: 'waiting' }, { target: 'paused' }],
        },
        waiting: {
          after: { downloadPoll: '#downloadPolling.fetching' },
          on: { 'download.polling': { guard: 'forbids', target: 'paused', actions: 'setPolling' } },
        },
        paused: {
          // Back on a /lists page: the status may be stale, so it is fetched at once.
          on: {
            'download.polling': {
              guard: 'allows',
              target: '#downloadPolling.fetching',
              actions: 'setPolling',
            },
          },
        },
      },
    },
    canceling: {
      invoke: {
        src: 'cancelDownload',
        input: ({ context }) => ({ playlistUuid: context.playlistUuid }),
        onDone: { target: 'canceled', actions: 'notifyCanceled' },
        // The download goes on: back to polling it.
        onError: {
          target: 'inProgress',
          actions: emit(({ event }) => ({
            type: 'notice' as const,
            severity: 'error' as const,
            message: serverMessageOf(event.error) ?? MESSAGES.serverError,
          })),
        },
      },
    },
    completed: {
      on: { 'download.retry': 'fetching' },
    },
    canceled: {
      on: { 'download.retry': 'fetching' },
    },
    failed: {
      on: { 'download.retry': 'fetching' },
    },
  },
});
