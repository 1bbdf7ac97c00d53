import type { PlaylistDownloadEntry } from '@clipmarket/core';
import {
  useDownloadPolling,
  useDownloadPollingViews,
  type DownloadPollStatus,
  type DownloadPollingStatus,
  type PlaylistToggleDownload,
} from '@clipmarket/ui';
import { useEffect, useMemo } from 'react';
import {
  usePlaylistDownloads,
  usePlaylistDownloadsActor,
  useUserPlaylistDownloads,
} from './playlistDownloads';

/*
 * How pages read the playlist downloads: the package's hooks over the machine that owns them
 * (`useDownloadPolling`, `useDownloadPollingViews`), and the user's entries for a download no machine follows
 * (one finished or running before this page loaded). Apart from `playlistDownloads.tsx` because these hooks
 * bring `@xstate/react` with them, and only the pages that show downloads (all loaded lazily) need them.
 */

/** What a page shows of one playlist's download, for `DownloadStatus`. */
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

export type PlaylistDownloadStates = Readonly<Record<string, Exclude<PlaylistToggleDownload, 'none'>>>;

/**
 * Where each playlist's download stands for the confirmation before changing it (spec section 4): running or
 * ready, from the user's entries and the downloads being followed. A playlist left out has none.
 */
export function usePlaylistDownloadStates(enabled = true): {
  states: PlaylistDownloadStates;
  /** The user's entries are read: until then a change cannot know whether to ask. */
  settled: boolean;
} {
  const { entries, settled } = useUserPlaylistDownloads(enabled);
  const views = useDownloadPollingViews(usePlaylistDownloadsActor());
  const states = useMemo(() => {
    const states: Record<string, Exclude<PlaylistToggleDownload, 'none'>> = {};
    for (const entry of entries) {
      if (entry.status === 'IN_PROGRESS') states[entry.playlistUuid] = 'inProgress';
      if (entry.status === 'COMPLETED' && entry.link) states[entry.playlistUuid] = 'completed';
    }
    for (const [uuid, view] of Object.entries(views)) {
      if (view.status === 'inProgress' || view.status === 'canceling') states[uuid] = 'inProgress';
      else if (view.status === 'completed') states[uuid] = 'completed';
      else delete states[uuid];
    }
    return states;
  }, [entries, views]);
  return { states, settled };
}

/**
 * One playlist's download as a page shows it: the followed download, else the user's entry (a running one is
 * followed from here on; a ready one shows its link; a canceled one shows nothing, an expired one says so).
 * Null: no download.
 */
export function usePlaylistDownload(
  playlistUuid: string,
  entry: PlaylistDownloadEntry | undefined,
): PlaylistDownloadView | null {
  const { watch, pollingAllowed } = usePlaylistDownloads();
  const followed = useDownloadPolling(usePlaylistDownloadsActor(), playlistUuid);
  const running = !followed && entry?.status === 'IN_PROGRESS';
  useEffect(() => {
    if (running) watch(playlistUuid);
  }, [running, watch, playlistUuid]);
  if (followed) {
    const { status, poll, entry: read, link, error } = followed;
    return { status, polling: poll === 'paused' ? 'paused' : 'waiting', entry: read, link, error };
  }
  if (!entry) return null;
  switch (entry.status) {
    case 'IN_PROGRESS':
      return {
        status: 'inProgress',
        polling: pollingAllowed ? 'waiting' : 'paused',
        entry,
        link: null,
        error: null,
      };
    case 'COMPLETED':
      return entry.link
        ? { status: 'completed', polling: 'waiting', entry, link: entry.link, error: null }
        : null;
    case 'FAILED':
      return { status: 'failed', polling: 'waiting', entry, link: null, error: entry.message };
    case 'CANCELED':
      // A zip removed after going unused says so, and offers to prepare it again; a cancel shows nothing.
      return entry.expired
        ? { status: 'canceled', polling: 'waiting', entry, link: null, error: entry.message }
        : null;
    default:
      return null;
  }
}
