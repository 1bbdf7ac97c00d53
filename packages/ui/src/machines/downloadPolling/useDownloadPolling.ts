import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import type { ActorRefFrom, Subscription } from 'xstate';
import { DOWNLOAD_STATUS_TEXT } from '../../components/DownloadStatus/downloadStatusText';
import type { MachineNotice } from '../shared';
import { downloadPollingMachine } from './downloadPollingMachine';
import {
  downloadViewOf,
  playlistDownloadsMachine,
  sameDownloadView,
  type DownloadPollingActorRef,
  type DownloadPollingView,
} from './playlistDownloadsMachine';

/** The download service's calls (`downloadPollingMachine.provide`). */
export type DownloadPollingActors = Required<
  NonNullable<Parameters<typeof downloadPollingMachine.provide>[0]['actors']>
>;

export type PlaylistDownloadsActorRef = ActorRefFrom<typeof playlistDownloadsMachine>;

/** `playlistDownloadsMachine` with the download service's calls, and (stories only) a shorter poll. */
export function providePlaylistDownloads(actors: DownloadPollingActors, pollMs?: number) {
  return playlistDownloadsMachine.provide({
    actors: {
      download: downloadPollingMachine.provide({
        actors,
        ...(pollMs === undefined ? {} : { delays: { downloadPoll: pollMs } }),
      }),
    },
  });
}

export interface FollowDownloadsOptions {
  /**
   * Every download's notices (a cancel's outcome, spec: a snackbar), and 'Your download is ready.' when a
   * download seen in progress is ready. One found ready at its first read is only shown.
   */
  onNotice?: (notice: MachineNotice) => void;
  /** A followed download shows something new (`null`: it is no longer followed). */
  onChange?: (playlistUuid: string, view: DownloadPollingView | null) => void;
}

/**
 * Listens to every download the actor follows, as they come and go: their notices, and each change of what
 * they show. Returns the unsubscribe. The app's one subscriber: it tells the snackbar and re-reads the user's
 * download entries; nothing copies the downloads' state.
 */
export function followDownloads(
  downloads: PlaylistDownloadsActorRef,
  { onNotice, onChange }: FollowDownloadsOptions,
): () => void {
  const followed = new Map<
    DownloadPollingActorRef,
    { playlistUuid: string; last: DownloadPollingView | null; stop: () => void }
  >();
  function sync() {
    const children = downloads.getSnapshot().context.downloads;
    const current = new Set(Object.values(children));
    for (const [child, follower] of followed) {
      if (current.has(child)) continue;
      follower.stop();
      followed.delete(child);
      onChange?.(follower.playlistUuid, null);
    }
    for (const [playlistUuid, child] of Object.entries(children)) {
      if (followed.has(child)) continue;
      const notices = child.on('notice', (notice) => onNotice?.(notice));
      const follower = {
        playlistUuid,
        last: null as DownloadPollingView | null,
        stop: () => {
          notices.unsubscribe();
          snapshots.unsubscribe();
        },
      };
      const report = () => {
        const view = downloadViewOf(child.getSnapshot());
        const previous = follower.last;
        if (sameDownloadView(previous, view)) return;
        follower.last = view;
        onChange?.(playlistUuid, view);
        if (previous?.status === 'inProgress' && view.status === 'completed') {
          onNotice?.({ type: 'notice', severity: 'success', message: DOWNLOAD_STATUS_TEXT.completed });
        }
      };
      const snapshots = child.subscribe(report);
      followed.set(child, follower);
      report();
    }
  }
  sync();
  const subscription = downloads.subscribe(sync);
  return () => {
    subscription.unsubscribe();
    for (const follower of followed.values()) follower.stop();
    followed.clear();
  };
}

export interface UsePlaylistDownloadsActorOptions extends FollowDownloadsOptions {
  actors: DownloadPollingActors;
  /** Whether polling is allowed now (the user is on a /lists page). */
  pollingAllowed: boolean;
  /** Playlists whose downloads are followed from the start; read once, when the machine starts. */
  follow?: readonly string[];
  /**
   * Overrides the poll interval. The product keeps the spec's 15000 ms (`DELAYS.downloadPollMs`); stories
   * shorten it so a designer sees several polls without waiting.
   */
  pollMs?: number;
}

/**
 * Runs `playlistDownloadsMachine` (one `downloadPollingMachine` per playlist), keeps its polling to
 * `pollingAllowed`, and passes its notices and changes on (`followDownloads`). Returns the actor: read a
 * playlist's download with `useDownloadPolling`, every one with `useDownloadPollingViews`.
 */
export function usePlaylistDownloadsActor({
  actors,
  pollingAllowed,
  follow,
  pollMs,
  onNotice,
  onChange,
}: UsePlaylistDownloadsActorOptions): PlaylistDownloadsActorRef {
  const actorRef = useActorRef(providePlaylistDownloads(actors, pollMs), {
    input: { pollingAllowed, follow },
  });
  useEffect(() => {
    actorRef.send({ type: 'download.polling', allowed: pollingAllowed });
  }, [actorRef, pollingAllowed]);
  const latest = useRef({ onNotice, onChange });
  useEffect(() => {
    latest.current = { onNotice, onChange };
  });
  useEffect(
    () =>
      followDownloads(actorRef, {
        onNotice: (notice) => latest.current.onNotice?.(notice),
        onChange: (playlistUuid, view) => latest.current.onChange?.(playlistUuid, view),
      }),
    [actorRef],
  );
  return actorRef;
}

export interface UseDownloadPollingResult extends DownloadPollingView {
  /** Cancels the download (read first when its status is being read). */
  cancel: () => void;
  /** Reads the status again: after a failure, a cancel, or to refresh a completed download's link. */
  retry: () => void;
}

/**
 * One playlist's download, read from the downloads actor with selectors; null while it is not followed (or
 * the actor does not run yet: pass `undefined`).
 */
export function useDownloadPolling(
  downloads: PlaylistDownloadsActorRef | undefined,
  playlistUuid: string,
): UseDownloadPollingResult | null {
  const child = useSelector(downloads, (snapshot) => snapshot?.context.downloads[playlistUuid]);
  const view = useSelector(
    child,
    (snapshot) => (snapshot ? downloadViewOf(snapshot) : null),
    sameDownloadView,
  );
  return useMemo(
    () =>
      view && {
        ...view,
        cancel: () => downloads?.send({ type: 'downloads.cancel', playlistUuid }),
        retry: () => downloads?.send({ type: 'downloads.start', playlistUuid }),
      },
    [view, downloads, playlistUuid],
  );
}

const NO_VIEWS: Readonly<Record<string, DownloadPollingView>> = {};

/** Every followed download's view, by playlist uuid (for a list that asks before changing a downloading playlist). */
export function useDownloadPollingViews(
  downloads: PlaylistDownloadsActorRef | undefined,
): Readonly<Record<string, DownloadPollingView>> {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!downloads) return () => {};
      let children: Subscription[] = [];
      const follow = () => {
        for (const subscription of children) subscription.unsubscribe();
        children = Object.values(downloads.getSnapshot().context.downloads).map((child) =>
          child.subscribe(onChange),
        );
      };
      follow();
      const parent = downloads.subscribe(() => {
        follow();
        onChange();
      });
      return () => {
        parent.unsubscribe();
        for (const subscription of children) subscription.unsubscribe();
      };
    },
    [downloads],
  );
  const last = useRef<Readonly<Record<string, DownloadPollingView>>>(NO_VIEWS);
  const read = useCallback(() => {
    if (!downloads) return NO_VIEWS;
    const views: Record<string, DownloadPollingView> = {};
    for (const [uuid, child] of Object.entries(downloads.getSnapshot().context.downloads)) {
      views[uuid] = downloadViewOf(child.getSnapshot());
    }
    const before = last.current;
    const uuids = Object.keys(views);
    const same =
      uuids.length === Object.keys(before).length &&
      uuids.every((uuid) => sameDownloadView(before[uuid] ?? null, views[uuid]!));
    if (!same) last.current = views;
    return last.current;
  }, [downloads]);
  return useSyncExternalStore(subscribe, read, read);
}
