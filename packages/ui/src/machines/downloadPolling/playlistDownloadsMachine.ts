import { assign, enqueueActions, not, setup, stopChild, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import {
  downloadPollingMachine,
  type DownloadPollStatus,
  type DownloadPollingStatus,
  type PlaylistDownloadEntry,
} from './downloadPollingMachine';

/**
 * A user's playlist downloads, kept above the pages (spec sections 4, 7 and 8): one `downloadPollingMachine`
 * child per playlist, so a download started on a playlist page goes on while the user browses, and every one
 * polls only while the app allows it (a /lists page). The parent owns the children; each child owns its
 * download's state. Components read a child with `useDownloadPolling`.
 */

export type DownloadPollingActorRef = ActorRefFrom<typeof downloadPollingMachine>;
export type DownloadPollingSnapshot = SnapshotFrom<typeof downloadPollingMachine>;

export interface PlaylistDownloadsContext {
  pollingAllowed: boolean;
  /** The downloads followed, by playlist uuid. */
  downloads: Readonly<Record<string, DownloadPollingActorRef>>;
}

export interface PlaylistDownloadsInput {
  /**
   * Whether the app allows polling now (the user is on a /lists page); change it with `download.polling`.
   * @default true
   */
  pollingAllowed?: boolean;
  /** Playlists whose downloads are followed from the start (their status is read at once). */
  follow?: readonly string[];
}

export type PlaylistDownloadsEvent =
  /** "Download all": starts the zip (the first read starts it), or reads it again once its last one ended. */
  | { type: 'downloads.start'; playlistUuid: string }
  /** Follows a download the server says is running (the user's entries), unless it is followed already. */
  | { type: 'downloads.watch'; playlistUuid: string }
  /** Cancels the download; one not followed yet is read first, and canceled if the read finds it running. */
  | { type: 'downloads.cancel'; playlistUuid: string }
  /** The playlist changed (a clip added or removed): the server dropped its download, so it is not followed. */
  | { type: 'downloads.forget'; playlistUuid: string }
  /** The user came to a /lists page or left them. */
  | { type: 'download.polling'; allowed: boolean };

export const playlistDownloadsMachine = setup({
  types: {
    context: {} as PlaylistDownloadsContext,
    events: {} as PlaylistDownloadsEvent,
    input: {} as PlaylistDownloadsInput,
  },
  actors: {
    /** One playlist's download; provide its calls with `downloadPollingMachine.provide`. */
    download: downloadPollingMachine,
  },
  guards: {
    followed: ({ context, event }) => 'playlistUuid' in event && event.playlistUuid in context.downloads,
  },
  actions: {
    follow: assign({
      downloads: ({ context, event, spawn }) => {
        if (!('playlistUuid' in event)) return context.downloads;
        const { playlistUuid } = event;
        const child = spawn('download', { input: { playlistUuid, pollingAllowed: context.pollingAllowed } });
        return { ...context.downloads, [playlistUuid]: child };
      },
    }),
  },
}).createMachine({
  id: 'playlistDownloads',
  context: ({ input, spawn }) => {
    const pollingAllowed = input.pollingAllowed ?? true;
    const downloads: Record<string, DownloadPollingActorRef> = {};
    for (const playlistUuid of input.follow ?? []) {
      downloads[playlistUuid] = spawn('download', { input: { playlistUuid, pollingAllowed } });
    }
    return { pollingAllowed, downloads };
  },
  on: {
    'downloads.start': [
      {
        guard: 'followed',
        actions: enqueueActions(({ context, event, enqueue }) => {
          enqueue.sendTo(context.downloads[event.playlistUuid]!, { type: 'download.retry' });
        }),
      },
      { actions: 'follow' },
    ],
    'downloads.watch': { guard: not('followed'), actions: 'follow' },
    'downloads.cancel': {
      actions: enqueueActions(({ event, enqueue, check }) => {
        if (!check('followed')) enqueue('follow');
        // Resolved when it runs, after `follow`: the child followed just now is there.
        enqueue.sendTo(({ context }) => context.downloads[event.playlistUuid]!, { type: 'download.cancel' });
      }),
    },
    'downloads.forget': {
      guard: 'followed',
      actions: [
        stopChild(({ context, event }) => context.downloads[event.playlistUuid]!),
        assign({
          downloads: ({ context, event }) => {
            const { [event.playlistUuid]: _forgotten, ...rest } = context.downloads;
            return rest;
          },
        }),
      ],
    },
    'download.polling': {
      actions: [
        assign({ pollingAllowed: ({ event }) => event.allowed }),
        enqueueActions(({ context, event, enqueue }) => {
          for (const child of Object.values(context.downloads)) enqueue.sendTo(child, event);
        }),
      ],
    },
  },
});

/** What a page shows of one playlist's download: the child's state, flattened for `DownloadStatus`. */
export interface DownloadPollingView {
  status: DownloadPollingStatus;
  /** Within `inProgress`: waiting for the next poll, or paused away from the lists pages; null otherwise. */
  poll: DownloadPollStatus | null;
  entry: PlaylistDownloadEntry | null;
  /** The zip's address, once completed. */
  link: string | null;
  /** Why it failed: the server's message. */
  error: string | null;
}

const views = new WeakMap<DownloadPollingSnapshot, DownloadPollingView>();

/** The view of a download's snapshot; the same object for the same snapshot. */
export function downloadViewOf(snapshot: DownloadPollingSnapshot): DownloadPollingView {
  const known = views.get(snapshot);
  if (known) return known;
  const entry = snapshot.context.entry;
  const state = (
    typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value)[0]
  ) as DownloadPollingStatus;
  // A poll of a running download reads as still in progress, not as "checking" every 15 s.
  const status = state === 'fetching' && entry?.status === 'IN_PROGRESS' ? 'inProgress' : state;
  const view: DownloadPollingView = {
    status,
    poll: snapshot.matches({ inProgress: 'paused' })
      ? 'paused'
      : snapshot.matches('inProgress')
        ? 'waiting'
        : null,
    entry,
    link: status === 'completed' ? (entry?.link ?? null) : null,
    error: snapshot.context.error,
  };
  views.set(snapshot, view);
  return view;
}

/** Two views show the same thing (a new snapshot of the same download often does). */
export function sameDownloadView(a: DownloadPollingView | null, b: DownloadPollingView | null): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  return a.status === b.status && a.poll === b.poll && a.entry === b.entry && a.error === b.error;
}
