import { DELAYS, MESSAGES, mapAddToPlaylistError, type PlaylistWithVideo } from '@clipmarket/core';
import { and, assign, enqueueActions, not, setup, type ActorRefFrom } from 'xstate';
import { actorToProvide, serverMessageOf } from '../shared';

/**
 * One row of the add-to-playlist popup (spec sections 4, 5 and 8): clicking the playlist adds the clip, or
 * removes it when the playlist holds it. The row is disabled while the call runs; on success `containsVideo`
 * flips and a 'changed' result (success and message) shows for the saved-state reset delay (1500 ms); on
 * failure the result carries the error ('Saving Error!', the full-playlist message, or the remove failure)
 * and `containsVideo` stays. A playlist whose download is in progress or completed asks first, since a change
 * cancels the download or removes its link.
 */

/** Where the playlist's download stands (spec section 4, playlist download). */
export type PlaylistToggleDownload = 'none' | 'inProgress' | 'completed';

/** The outcome a row shows after a change: the spec's `changed`. */
export interface PlaylistChange {
  success: boolean;
  message: string;
}

export interface PlaylistToggleContext {
  jmId: string;
  playlist: PlaylistWithVideo;
  download: PlaylistToggleDownload;
  changed: PlaylistChange | null;
}

export interface PlaylistToggleInput {
  /** The clip the popup is for. */
  jmId: string;
  /** The row as `GET /api/user/licensing/lists/video/{jmId}` answers it. */
  playlist: PlaylistWithVideo;
  /** @default 'none' */
  download?: PlaylistToggleDownload;
}

export type PlaylistToggleEvent =
  /**
   * Add or remove the clip. `confirmed`: the UI already asked whether to cancel the download or remove its
   * link (as `PlaylistPopup` does without `onConfirm`), so the machine does not ask again.
   */
  | { type: 'playlist.toggle'; confirmed?: boolean }
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

const call = ({ context }: { context: PlaylistToggleContext }): PlaylistVideoCall => ({
  playlistUuid: context.playlist.uuid,
  jmId: context.jmId,
});

export const playlistToggleMachine = setup({
  types: {
    context: {} as PlaylistToggleContext,
    events: {} as PlaylistToggleEvent,
    input: {} as PlaylistToggleInput,
  },
  actors: {
    /** `POST /api/user/licensing/lists/{uuid}/videos/{jmId}`. */
    addVideo: actorToProvide<unknown, PlaylistVideoCall>('addVideo'),
    /** `DELETE /api/user/licensing/lists/{uuid}/videos/{jmId}`. */
    removeVideo: actorToProvide<unknown, PlaylistVideoCall>('removeVideo'),
  },
  delays: {
    savedStateReset: DELAYS.savedStateResetMs,
  },
  guards: {
    canModify: ({ context }) => context.playlist.canModify,
    downloadWouldChange: ({ context }) => context.download !== 'none',
    containsVideo: ({ context }) => context.playlist.containsVideo,
    alreadyConfirmed: ({ event }) => event.type === 'playlist.toggle' && event.confirmed === true,
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
  },
}).createMachine({
  id: 'playlistToggle',
  context: ({ input }) => ({
    jmId: input.jmId,
    playlist: input.playlist,
    download: input.download ?? 'none',
    changed: null,
  }),
  initial: 'idle',
  on: {
    'playlist.download': { actions: 'setDownload' },
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
        { guard: and(['downloadWouldChange', not('alreadyConfirmed')]), target: 'confirming' },
        { guard: 'containsVideo', target: 'toggling.removing' },
        { target: 'toggling.adding' },
      ],
    },
    confirming: {
      on: {
        'playlist.confirm': [
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
      },
    },
    /** The spec's 'changed' result shows until the saved-state reset delay. */
    changed: {
      after: { savedStateReset: { target: 'idle', actions: 'clearChanged' } },
      on: { 'playlist.toggle': { target: 'deciding', actions: 'clearChanged' } },
    },
    failed: {
      after: { savedStateReset: { target: 'idle', actions: 'clearChanged' } },
      on: { 'playlist.toggle': { target: 'deciding', actions: 'clearChanged' } },
    },
  },
});

export type PlaylistToggleRef = ActorRefFrom<typeof playlistToggleMachine>;

// ---------------------------------------------------------------------------------------------------------
// The popup's list of rows: one spawned toggle per playlist.

export interface PlaylistToggleListInput {
  jmId: string;
  playlists: readonly PlaylistWithVideo[];
  /** Download state by playlist uuid; a playlist left out has none. */
  downloads?: Readonly<Record<string, PlaylistToggleDownload>>;
}

export interface PlaylistToggleListContext {
  jmId: string;
  rows: PlaylistToggleRef[];
}

export type PlaylistToggleListEvent = { type: 'rows.set' } & PlaylistToggleListInput;

const rowId = (jmId: string, uuid: string) => `${jmId}:${uuid}`;

/**
 * Holds one `playlistToggleMachine` per playlist row, spawned so that each row is read with `useSelector` and
 * only that row re-renders when it changes. New data keeps the rows that are still there (a row saving
 * through a refetch keeps its state), spawns rows for new playlists and stops rows for removed ones; a
 * different clip starts every row afresh.
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
}).createMachine({
  id: 'playlistToggleList',
  context: ({ input, spawn }) => ({
    jmId: input.jmId,
    rows: input.playlists.map((playlist) =>
      spawn('playlistToggle', {
        id: rowId(input.jmId, playlist.uuid),
        input: { jmId: input.jmId, playlist, download: input.downloads?.[playlist.uuid] ?? 'none' },
      }),
    ),
  }),
  on: {
    'rows.set': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const sameClip = event.jmId === context.jmId;
        const kept = new Map(
          sameClip ? context.rows.map((row) => [row.getSnapshot().context.playlist.uuid, row] as const) : [],
        );
        const wanted = new Set(event.playlists.map((playlist) => playlist.uuid));
        for (const row of context.rows) {
          if (!sameClip || !wanted.has(row.getSnapshot().context.playlist.uuid)) enqueue.stopChild(row);
        }
        for (const [uuid, row] of kept) {
          if (wanted.has(uuid)) {
            enqueue.sendTo(row, { type: 'playlist.download', download: event.downloads?.[uuid] ?? 'none' });
          }
        }
        enqueue.assign({
          jmId: event.jmId,
          rows: ({ spawn }) =>
            event.playlists.map(
              (playlist) =>
                kept.get(playlist.uuid) ??
                spawn('playlistToggle', {
                  id: rowId(event.jmId, playlist.uuid),
                  input: {
                    jmId: event.jmId,
                    playlist,
                    download: event.downloads?.[playlist.uuid] ?? 'none',
                  },
                }),
            ),
        });
      }),
    },
  },
});
