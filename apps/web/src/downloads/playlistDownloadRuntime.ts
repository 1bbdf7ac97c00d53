import type { PlaylistDownloadEntry } from '@clipmarket/core';
import {
  DOWNLOAD_STATUS_TEXT,
  downloadPollingMachine,
  topLevelState,
  type DownloadPollStatus,
  type DownloadPollingStatus,
  type MachineNotice,
  type PlaylistDownloadCall,
} from '@clipmarket/ui';
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';

/**
 * The running playlist downloads: one `downloadPollingMachine` per playlist, kept above the pages so a download
 * started on a playlist page goes on while the user browses, polled every 15 s only while a /lists page is
 * open (spec section 4). Loaded on first need (a download started or one of the user's running downloads
 * shown), so pages without downloads never load XState for it (ADR 15, 16).
 */

/** What a page shows of one playlist's download: the machine's state, flattened for `DownloadStatus`. */
export interface PlaylistDownloadView {
  status: DownloadPollingStatus;
  /** Within `inProgress`: waiting for the next poll, or paused away from the lists pages. */
  polling: DownloadPollStatus;
  entry: PlaylistDownloadEntry | null;
  /** The zip's address, once completed. */
  link: string | null;
  /** Why it failed: the server's message. */
  error: string | null;
}

export interface PlaylistDownloadRuntimeOptions {
  /** `GET /api/playlist/{uuid}/download`: starts the zip or reads how it stands. */
  fetchDownload: (playlistUuid: string) => Promise<PlaylistDownloadEntry>;
  /** `DELETE /api/playlist/{uuid}/download/cancel`; rejects with the server's `errorMessage`. */
  cancelDownload: (playlistUuid: string) => Promise<unknown>;
  /** Whether the user is on a /lists page now. */
  pollingAllowed: boolean;
  /** A cancel's outcome, or a followed download now ready, for the snackbar. */
  onNotice: (notice: MachineNotice) => void;
  /** A playlist's download changed (null: it was forgotten). */
  onChange: (playlistUuid: string, view: PlaylistDownloadView | null) => void;
  /** Overrides the 15000 ms poll (the product never does). */
  pollMs?: number;
}

type DownloadActor = ActorRefFrom<typeof downloadPollingMachine>;

function viewOf(snapshot: ReturnType<DownloadActor['getSnapshot']>): PlaylistDownloadView {
  const entry = snapshot.context.entry;
  const state = topLevelState(snapshot.value) as DownloadPollingStatus;
  // A poll of a running download reads as still in progress, not as "checking" every 15 s.
  const status = state === 'fetching' && entry?.status === 'IN_PROGRESS' ? 'inProgress' : state;
  return {
    status,
    polling: snapshot.matches({ inProgress: 'paused' }) ? 'paused' : 'waiting',
    entry,
    link: status === 'completed' ? (entry?.link ?? null) : null,
    error: snapshot.context.error,
  };
}

export function createPlaylistDownloadRuntime(options: PlaylistDownloadRuntimeOptions) {
  const machine = downloadPollingMachine.provide({
    actors: {
      fetchDownload: fromPromise<PlaylistDownloadEntry, PlaylistDownloadCall>(({ input }) =>
        options.fetchDownload(input.playlistUuid),
      ),
      cancelDownload: fromPromise<unknown, PlaylistDownloadCall>(({ input }) =>
        options.cancelDownload(input.playlistUuid),
      ),
    },
    ...(options.pollMs === undefined ? {} : { delays: { downloadPoll: options.pollMs } }),
  });
  const actors = new Map<string, DownloadActor>();
  let pollingAllowed = options.pollingAllowed;

  function spawn(playlistUuid: string): DownloadActor {
    const actor = createActor(machine, { input: { playlistUuid, pollingAllowed } });
    actors.set(playlistUuid, actor);
    actor.on('notice', (notice) => options.onNotice(notice));
    let last: PlaylistDownloadView | null = null;
    actor.subscribe((snapshot) => {
      const view = viewOf(snapshot);
      // Only real changes reach React.
      if (
        last &&
        last.status === view.status &&
        last.polling === view.polling &&
        last.entry === view.entry &&
        last.error === view.error
      ) {
        return;
      }
      // A download seen running and now ready ends fulfilled: said in the snackbar, as a cancel is (spec
      // section 4). One found ready at its first read is only shown.
      const fulfilled = last?.status === 'inProgress' && view.status === 'completed';
      last = view;
      options.onChange(playlistUuid, view);
      if (fulfilled) {
        options.onNotice({ type: 'notice', severity: 'success', message: DOWNLOAD_STATUS_TEXT.completed });
      }
    });
    actor.start();
    return actor;
  }

  return {
    /**
     * "Download all": starts the playlist's zip (the first read starts it), or reads it again when its last
     * download ended (completed, canceled or failed). A download already being read or polled is left alone.
     */
    start(playlistUuid: string): void {
      const actor = actors.get(playlistUuid);
      if (!actor) {
        spawn(playlistUuid);
        return;
      }
      actor.send({ type: 'download.retry' });
    },
    /** Follows a download the server says is running (the user's entries), unless it is followed already. */
    watch(playlistUuid: string): void {
      if (!actors.has(playlistUuid)) spawn(playlistUuid);
    },
    /**
     * Cancels the running download. Pressed while its status is being read (a poll, or a download shown from
     * the user's entries and not followed yet), the cancel waits for the answer: a download found running is
     * canceled, one found ready is left alone.
     */
    cancel(playlistUuid: string): void {
      const actor = actors.get(playlistUuid) ?? spawn(playlistUuid);
      if (!actor.getSnapshot().matches('fetching')) {
        actor.send({ type: 'download.cancel' });
        return;
      }
      const waiting = actor.subscribe((snapshot) => {
        if (snapshot.matches('fetching')) return;
        waiting.unsubscribe();
        actor.send({ type: 'download.cancel' });
      });
    },
    /** The playlist changed (a clip added or removed): the server dropped its download, so we stop following it. */
    forget(playlistUuid: string): void {
      const actor = actors.get(playlistUuid);
      if (!actor) return;
      actors.delete(playlistUuid);
      actor.stop();
      options.onChange(playlistUuid, null);
    },
    /** The user came to a /lists page or left them. */
    setPolling(allowed: boolean): void {
      pollingAllowed = allowed;
      for (const actor of actors.values()) actor.send({ type: 'download.polling', allowed });
    },
    /** Signed out: every download stops being followed. */
    stop(): void {
      for (const actor of actors.values()) actor.stop();
      actors.clear();
    },
  };
}

export type PlaylistDownloadRuntime = ReturnType<typeof createPlaylistDownloadRuntime>;
