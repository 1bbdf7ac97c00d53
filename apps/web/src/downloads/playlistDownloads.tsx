import type { PlaylistDownloadEntry } from '@clipmarket/core';
import { routes } from '@clipmarket/core/routes';
import { useSnackbar, type PlaylistToggleDownload } from '@clipmarket/ui';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { useLocation } from 'wouter';
import { call } from '../api/client';
import { keys } from '../api/keys';
import { useSession } from '../auth/AuthProvider';
import type { PlaylistDownloadRuntime, PlaylistDownloadView } from './playlistDownloadRuntime';

export type { PlaylistDownloadView } from './playlistDownloadRuntime';

/**
 * Playlist download-all in the app (spec sections 4, 7 and 8; issue 13, item 3): the user's download entries
 * (`GET /api/user/playlist/download`), and the downloads being followed, one `downloadPollingMachine` each,
 * kept above the pages. The current path drives their polling: every 15 s while a /lists page is open, none
 * elsewhere, a read at once on coming back.
 */

/** The lists pages (`/account/lists` and every playlist and folder under it), where polling runs. */
export function isListsPath(path: string): boolean {
  return path === '/account/lists' || path.startsWith('/account/lists/');
}

export interface PlaylistDownloadsApi {
  /** "Download all": starts the playlist's zip, or reads it again when its last download ended. */
  start: (playlistUuid: string) => void;
  /** Follows a download the server says is running. */
  watch: (playlistUuid: string) => void;
  cancel: (playlistUuid: string) => void;
  /**
   * A clip was added to or removed from the playlist: the server canceled its download or dropped the link,
   * so it is no longer followed and the entries are read again.
   */
  changed: (playlistUuid: string) => void;
  /** The downloads being followed, by playlist uuid. */
  views: Readonly<Record<string, PlaylistDownloadView>>;
  /** Whether the user is on a /lists page (polling runs). */
  pollingAllowed: boolean;
}

const PlaylistDownloadsContext = createContext<PlaylistDownloadsApi | null>(null);

/** Statuses after which the user's entries are read again (a new zip, one ready, one ended). */
const SETTLED = new Set(['inProgress', 'completed', 'canceled', 'failed']);

export function PlaylistDownloadsProvider({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const [location] = useLocation();
  const snackbar = useSnackbar();
  const { mutate } = useSWRConfig();
  const pollingAllowed = isListsPath(location);
  const [views, setViews] = useState<Record<string, PlaylistDownloadView>>({});
  const runtime = useRef<Promise<PlaylistDownloadRuntime> | null>(null);
  // Read when the runtime loads and by its callbacks, which outlive a render.
  const latest = useRef({ pollingAllowed, snackbar, mutate });
  latest.current = { pollingAllowed, snackbar, mutate };

  const load = useCallback(() => {
    runtime.current ??= import('./playlistDownloadRuntime').then(({ createPlaylistDownloadRuntime }) =>
      createPlaylistDownloadRuntime({
        fetchDownload: (uuid) => call(routes.playlistDownloadEndpoint, { params: { uuid } }),
        cancelDownload: (uuid) => call(routes.cancelPlaylistDownloadEndpoint, { params: { uuid } }),
        // The path may have changed while the code loaded.
        get pollingAllowed() {
          return latest.current.pollingAllowed;
        },
        onNotice: ({ message, severity }) => latest.current.snackbar.enqueue({ message, severity }),
        onChange: (uuid, view) => {
          setViews(({ [uuid]: _old, ...rest }) => (view ? { ...rest, [uuid]: view } : rest));
          if (!view || SETTLED.has(view.status)) {
            void latest.current.mutate(keys.downloads.playlists());
          }
        },
      }),
    );
    return runtime.current;
  }, []);

  useEffect(() => {
    void runtime.current?.then((loaded) => loaded.setPolling(pollingAllowed));
  }, [pollingAllowed]);

  // Another user, or none: nothing of the last user's downloads is followed or shown.
  const userUuid = user?.userUuid ?? null;
  useEffect(
    () => () => {
      const loaded = runtime.current;
      runtime.current = null;
      void loaded?.then((old) => old.stop());
      setViews((current) => (Object.keys(current).length === 0 ? current : {}));
    },
    [userUuid],
  );

  const commands = useMemo(
    () => ({
      start: (uuid: string) => void load().then((loaded) => loaded.start(uuid)),
      watch: (uuid: string) => void load().then((loaded) => loaded.watch(uuid)),
      cancel: (uuid: string) => void load().then((loaded) => loaded.cancel(uuid)),
      changed: (uuid: string) => {
        // The entry goes first, so a page does not follow the dropped download again (a read would start a
        // new zip) before the server's entries arrive.
        void mutate(
          keys.downloads.playlists(),
          (current: { data: PlaylistDownloadEntry[] } | undefined) =>
            current && { data: current.data.filter((entry) => entry.playlistUuid !== uuid) },
          { revalidate: true },
        );
        void runtime.current?.then((loaded) => loaded.forget(uuid));
      },
    }),
    [load, mutate],
  );
  const api = useMemo<PlaylistDownloadsApi>(
    () => ({ ...commands, views, pollingAllowed }),
    [commands, views, pollingAllowed],
  );

  return <PlaylistDownloadsContext.Provider value={api}>{children}</PlaylistDownloadsContext.Provider>;
}

export function usePlaylistDownloads(): PlaylistDownloadsApi {
  const api = useContext(PlaylistDownloadsContext);
  if (!api) throw new Error('usePlaylistDownloads needs a <PlaylistDownloadsProvider> above it.');
  return api;
}

const NO_ENTRIES: PlaylistDownloadEntry[] = [];

export interface UserPlaylistDownloads {
  entries: PlaylistDownloadEntry[];
  /** The entries have been read (or could not be: then there are none to show). */
  settled: boolean;
}

/** The signed-in user's playlist download entries (`GET /api/user/playlist/download`). */
export function useUserPlaylistDownloads(enabled = true): UserPlaylistDownloads {
  const { user } = useSession();
  const active = Boolean(user) && enabled;
  const entries = useSWR(active ? keys.downloads.playlists() : null, () =>
    call(routes.userPlaylistDownloadsEndpoint),
  );
  return {
    entries: entries.data?.data ?? NO_ENTRIES,
    settled: !active || entries.data !== undefined || entries.error !== undefined,
  };
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
  const { views } = usePlaylistDownloads();
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
  const { views, watch, pollingAllowed } = usePlaylistDownloads();
  const view = views[playlistUuid];
  const running = !view && entry?.status === 'IN_PROGRESS';
  useEffect(() => {
    if (running) watch(playlistUuid);
  }, [running, watch, playlistUuid]);
  if (view) return view;
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
