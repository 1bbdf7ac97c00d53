import {
  DELAYS,
  formatMessage,
  MESSAGES,
  mapAddToPlaylistError,
  mapBulkAddError,
  type PlaylistWithVideo,
} from '@clipmarket/core';
import { assign, emit, enqueueActions, not, setup, type ActorRefFrom } from 'xstate';
import { actorToProvide, serverMessageOf, serverMessagesOf, type MachineNotice } from '../shared';

/**
 * One row of the add-to-playlist popup (spec sections 4, 5 and 8): clicking the playlist adds the clip, or
 * removes it when the playlist holds it. The row is disabled while the call runs; on success `containsVideo`
 * flips and a 'changed' result (success and message) shows for the saved-state reset delay (1500 ms); on
 * failure the result carries the error ('Saving Error!', the full-playlist message, or the remove failure)
 * and `containsVideo` stays. A playlist whose download is in progress or completed asks first, since a change
 * cancels the download or removes its link.
 *
 * The same machine is a row of the popup for many clips (`jmIds` given): there a press only adds the clips
 * (`addVideos`), the row says '{n} videos are added to the playlist.' or the server's first message (and
 * emits that failure as an error notice, for the app's snackbar), and its result stays until the row is used
 * again, since a bulk row has no lasting mark.
 */

/** Where the playlist's download stands (spec section 4, playlist download). */
export type PlaylistToggleDownload = 'none' | 'inProgress' | 'completed';

/** The outcome a row shows after a change: the spec's `changed`. */
export interface PlaylistChange {
  success: boolean;
  message: string;
}

export interface PlaylistToggleContext {
  /** The clip of the one-clip popup; '' for a bulk row. */
  jmId: string;
  /** The clips a bulk row adds; null for the one-clip popup's row. */
  jmIds: readonly string[] | null;
  playlist: PlaylistWithVideo;
  download: PlaylistToggleDownload;
  changed: PlaylistChange | null;
}

export interface PlaylistToggleInput {
  /** The clip the popup is for (the one-clip popup). */
  jmId?: string;
  /**
   * The clips the popup for many clips adds: given, the row only adds them, with `addVideos`, and its result
   * stays until the row is used again.
   */
  jmIds?: readonly string[];
  /** The row as `GET /api/user/licensing/lists/video/{jmId}` answers it. */
  playlist: PlaylistWithVideo;
  /** @default 'none' */
  download?: PlaylistToggleDownload;
}

export type PlaylistToggleEvent =
  /** Add or remove the clip; the row asks first (`confirming`) when the playlist's download would change. */
  | { type: 'playlist.toggle' }
  /** Go ahead with the change that would cancel the download or remove its link. */
  | { type: 'playlist.confirm' }
  | { type: 'playlist.cancel' }
  | { type: 'playlist.download'; download: PlaylistToggleDownload };

/**
 * A row's status, mirroring the machine's top-level state names: the popup row's `status` prop. `toggling`
 * covers both calls (its child state says which).
 */
export type PlaylistToggleStatus = 'idle' | 'confirming' | 'toggling' | 'changed' | 'failed';

/** What the add and remove calls take. */
export interface PlaylistVideoCall {
  playlistUuid: string;
  jmId: string;
}

/** What the bulk add call takes: every selected clip. */
export interface PlaylistVideosCall {
  playlistUuid: string;
  jmIds: readonly string[];
}

const call = ({ context }: { context: PlaylistToggleContext }): PlaylistVideoCall => ({
  playlistUuid: context.playlist.uuid,
  jmId: context.jmId,
});

export const playlistToggleMachine = setup({
  types: {
    context: {} as PlaylistToggleContext,
    events: {} as PlaylistToggleEvent,
    input: {} as PlaylistToggleInput,
    emitted: {} as MachineNotice,
  },
  actors: {
    /** `POST /api/user/licensing/lists/{uuid}/videos/{jmId}`. */
    addVideo: actorToProvide<unknown, PlaylistVideoCall>('addVideo'),
    /** `DELETE /api/user/licensing/lists/{uuid}/videos/{jmId}`. */
    removeVideo: actorToProvide<unknown, PlaylistVideoCall>('removeVideo'),
    /** `POST /api/user/licensing/lists/{uuid}/videos` with the jmIds (bulk rows only). */
    addVideos: actorToProvide<unknown, PlaylistVideosCall>('addVideos'),
  },
  delays: {
    savedStateReset: DELAYS.savedStateResetMs,
  },
  guards: {
    canModify: ({ context }) => context.playlist.canModify,
    bulk: ({ context }) => context.jmIds !== null,
    /** A download state the row does not know yet: the same one again changes nothing (no new snapshot). */
    newDownload: ({ context, event }) =>
      event.type === 'playlist.download' && event.download !== context.download,
    downloadWouldChange: ({ context }) => context.download !== 'none',
    containsVideo: ({ context }) => context.playlist.containsVideo,
  },
  actions: {
    clearChanged: assign({ changed: null }),
    setDownload: assign({
      download: ({ context, event }) =>
        event.type === 'playlist.download' ? event.download : context.download,
    }),
    markAdded: assign(({ context }) => ({
      playlist: { ...context.playlist, containsVideo: true, videoCount: context.playlist.videoCount + 1 },
      changed: { success: true, message: MESSAGES.videoAddedToPlaylist },
      // The server cancelled the download or removed its link: nothing left to confirm next time.
      download: 'none' as const,
    })),
    markRemoved: assign(({ context }) => ({
      playlist: {
        ...context.playlist,
        containsVideo: false,
        folderUuid: null,
        videoCount: Math.max(0, context.playlist.videoCount - 1),
      },
      changed: { success: true, message: MESSAGES.videoRemovedFromPlaylist },
      download: 'none' as const,
    })),
    markRemoveFailed: assign({ changed: { success: false, message: MESSAGES.removeFailed } }),
    markAddedMany: assign(({ context }) => ({
      changed: { success: true, message: formatMessage.videosAddedToPlaylist(context.jmIds?.length ?? 0) },
      download: 'none' as const,
    })),
  },
}).createMachine({
  id: 'playlistToggle',
  context: ({ input }) => ({
    jmId: input.jmId ?? '',
    jmIds: input.jmIds ?? null,
    playlist: input.playlist,
    download: input.download ?? 'none',
    changed: null,
  }),
  initial: 'idle',
  on: {
    'playlist.download': { guard: 'newDownload', actions: 'setDownload' },
  },
  states: {
    idle: {
      on: { 'playlist.toggle': 'deciding' },
    },
    /** Picks the call, or asks first when the download would change. Never rests here. */
    deciding: {
      always: [
        // A playlist the user cannot change is shown, never changed.
        { guard: not('canModify'), target: 'idle' },
        { guard: 'downloadWouldChange', target: 'confirming' },
        { guard: 'bulk', target: 'toggling.addingMany' },
        { guard: 'containsVideo', target: 'toggling.removing' },
        { target: 'toggling.adding' },
      ],
    },
    confirming: {
      on: {
        'playlist.confirm': [
          { guard: 'bulk', target: 'toggling.addingMany' },
          { guard: 'containsVideo', target: 'toggling.removing' },
          { target: 'toggling.adding' },
        ],
        'playlist.cancel': 'idle',
      },
    },
    /** The call runs: the row is disabled. */
    toggling: {
      initial: 'adding',
      states: {
        adding: {
          invoke: {
            src: 'addVideo',
            input: call,
            onDone: { target: '#playlistToggle.changed', actions: 'markAdded' },
            onError: {
              target: '#playlistToggle.failed',
              actions: assign({
                changed: ({ event }) => ({
                  success: false,
                  message: mapAddToPlaylistError(serverMessageOf(event.error)),
                }),
              }),
            },
          },
        },
        removing: {
          invoke: {
            src: 'removeVideo',
            input: call,
            onDone: { target: '#playlistToggle.changed', actions: 'markRemoved' },
            onError: { target: '#playlistToggle.failed', actions: 'markRemoveFailed' },
          },
        },
        /** A bulk row: every selected clip goes in at once. */
        addingMany: {
          invoke: {
            src: 'addVideos',
            input: ({ context }) => ({ playlistUuid: context.playlist.uuid, jmIds: context.jmIds ?? [] }),
            onDone: { target: '#playlistToggle.changed', actions: 'markAddedMany' },
            onError: {
              target: '#playlistToggle.failed',
              actions: enqueueActions(({ event, enqueue }) => {
                const message = mapBulkAddError(serverMessagesOf(event.error));
                enqueue.assign({ changed: { success: false, message } });
                enqueue(emit({ type: 'notice', severity: 'error', message }));
              }),
            },
          },
        },
      },
    },
    /** The spec's 'changed' result shows until the saved-state reset delay (a bulk row's until used again). */
    changed: {
      after: { savedStateReset: { guard: not('bulk'), target: 'idle', actions: 'clearChanged' } },
      on: { 'playlist.toggle': { target: 'deciding', actions: 'clearChanged' } },
    },
    failed: {
      after: { savedStateReset: { guard: not('bulk'), target: 'idle', actions: 'clearChanged' } },
      on: { 'playlist.toggle': { target: 'deciding', actions: 'clearChanged' } },
    },
  },
});

export type PlaylistToggleRef = ActorRefFrom<typeof playlistToggleMachine>;

// ---------------------------------------------------------------------------------------------------------
// The popup's list of rows: one spawned toggle per playlist.

export interface PlaylistToggleListInput {
  /** The clip of the one-clip popup. */
  jmId?: string;
  /** The clips of the popup for many clips: every row is a bulk row adding them. */
  jmIds?: readonly string[];
  playlists: readonly PlaylistWithVideo[];
  /** Download state by playlist uuid; a playlist left out has none. */
  downloads?: Readonly<Record<string, PlaylistToggleDownload>>;
}

export interface PlaylistToggleListContext {
  jmId: string;
  jmIds: readonly string[] | null;
  rows: PlaylistToggleRef[];
}

export type PlaylistToggleListEvent = { type: 'rows.set' } & PlaylistToggleListInput;

/** The clip (or clips) a list is for, as one key: rows are kept only for the same key. */
const clipKey = (input: { jmId?: string | undefined; jmIds?: readonly string[] | null | undefined }) =>
  input.jmIds ? `bulk:${input.jmIds.join(',')}` : (input.jmId ?? '');

const rowId = (key: string, uuid: string) => `${key}:${uuid}`;

const downloadOf = (input: PlaylistToggleListInput, uuid: string): PlaylistToggleDownload =>
  input.downloads?.[uuid] ?? 'none';

const rowInput = (input: PlaylistToggleListInput, playlist: PlaylistWithVideo): PlaylistToggleInput => ({
  ...(input.jmIds ? { jmIds: input.jmIds } : { jmId: input.jmId ?? '' }),
  playlist,
  download: downloadOf(input, playlist.uuid),
});

const uuidOf = (row: PlaylistToggleRef) => row.getSnapshot().context.playlist.uuid;

/**
 * Whether `rows.set` changes anything: another clip, another set or order of playlists, or a row's download.
 * The same data again (a consumer passing inline literals, a refetch answering the same) is ignored, so it
 * gives the list and every row the snapshot they had.
 */
function changesRows(context: PlaylistToggleListContext, event: PlaylistToggleListEvent): boolean {
  if (clipKey(event) !== clipKey(context)) return true;
  if (event.playlists.length !== context.rows.length) return true;
  return context.rows.some((row, index) => {
    const { playlist, download } = row.getSnapshot().context;
    const wanted = event.playlists[index]!;
    return playlist.uuid !== wanted.uuid || download !== downloadOf(event, wanted.uuid);
  });
}

/**
 * The popup's rows, the actor-per-row pattern (XState's friends list): one spawned `playlistToggleMachine`
 * per playlist, keyed by the playlist's uuid, so that each row is read on its own and only the row that
 * changed re-renders. New data keeps the rows that are still there (a row saving through a refetch keeps its
 * state), forwards a changed download to its row, spawns rows for new playlists and stops rows for removed
 * ones; a different clip starts every row afresh; the same data again changes nothing.
 */
export const playlistToggleListMachine = setup({
  types: {
    context: {} as PlaylistToggleListContext,
    events: {} as PlaylistToggleListEvent,
    input: {} as PlaylistToggleListInput,
  },
  actors: {
    playlistToggle: playlistToggleMachine,
  },
  guards: {
    changesRows: ({ context, event }) => changesRows(context, event),
  },
}).createMachine({
  id: 'playlistToggleList',
  context: ({ input, spawn }) => ({
    jmId: input.jmId ?? '',
    jmIds: input.jmIds ?? null,
    rows: input.playlists.map((playlist) =>
      spawn('playlistToggle', {
        id: rowId(clipKey(input), playlist.uuid),
        input: rowInput(input, playlist),
      }),
    ),
  }),
  on: {
    'rows.set': {
      guard: 'changesRows',
      actions: enqueueActions(({ context, event, enqueue }) => {
        const sameClip = clipKey(event) === clipKey(context);
        const kept = new Map(sameClip ? context.rows.map((row) => [uuidOf(row), row] as const) : []);
        const wanted = new Set(event.playlists.map((playlist) => playlist.uuid));
        for (const row of context.rows) {
          if (!sameClip || !wanted.has(uuidOf(row))) enqueue.stopChild(row);
        }
        for (const [uuid, row] of kept) {
          // The row ignores a download it already has.
          if (wanted.has(uuid)) {
            enqueue.sendTo(row, { type: 'playlist.download', download: downloadOf(event, uuid) });
          }
        }
        enqueue.assign({
          jmId: event.jmId ?? '',
          jmIds: event.jmIds ?? null,
          rows: ({ spawn }) =>
            event.playlists.map(
              (playlist) =>
                kept.get(playlist.uuid) ??
                spawn('playlistToggle', {
                  id: rowId(clipKey(event), playlist.uuid),
                  input: rowInput(event, playlist),
                }),
            ),
        });
      }),
    },
  },
});
