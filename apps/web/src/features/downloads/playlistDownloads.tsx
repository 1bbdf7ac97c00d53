import type { PlaylistDownloadEntry } from '@clipmarket/core';
import { routes } from '@clipmarket/core/routes';
import {
  createLazyActor,
  useLazySelector,
  useSnackbar,
  type DownloadPollingView,
  type LazyActor,
  type LazyActorState,
  type MachineNotice,
  type PlaylistDownloadsActorRef,
} from '@clipmarket/ui';
import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { useLocation } from 'wouter';
import { call } from '../../api/client';
import { keys } from '../../api/keys';
import { useSession } from '../../session/AuthProvider';
import type { PlaylistDownloadsHostProps } from './PlaylistDownloadsHost';

/**
 * Playlist download-all in the app (spec sections 4, 7 and 8; issue 13, item 3): the user's download entries
 * (`GET /api/user/playlist/download`), and the downloads being followed, owned by the package's
 * `playlistDownloadsMachine` (one `downloadPollingMachine` each), kept above the pages and loaded on first
 * need (ADR 66). The current path drives their polling: every 15 s while a /lists page is open, none
 * elsewhere, a read at once on coming back. Pages read a download with `usePlaylistDownload`.
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
  /** Whether the user is on a /lists page (polling runs). */
  pollingAllowed: boolean;
  /** The machine that owns the downloads, hosted before it loads: read it with `usePlaylistDownloadsActor`. */
  host: DownloadsHost;
}

/** What `PlaylistDownloadsHost.tsx` exports: the component that runs the downloads machine (XState). */
export interface PlaylistDownloadsModule {
  PlaylistDownloadsHost: ComponentType<PlaylistDownloadsHostProps>;
}

type DownloadsHost = LazyActor<PlaylistDownloadsModule, PlaylistDownloadsActorRef>;
type PlaylistDownloadsHostState = LazyActorState<PlaylistDownloadsModule, PlaylistDownloadsActorRef>;
const selectModule = (state: PlaylistDownloadsHostState) => state.module;
const selectActor = (state: PlaylistDownloadsHostState) => state.actor;

const PlaylistDownloadsContext = createContext<PlaylistDownloadsApi | null>(null);

/** Statuses after which the user's entries are read again (a new zip, one ready, one ended). */
const SETTLED = new Set(['inProgress', 'completed', 'canceled', 'failed']);

export function PlaylistDownloadsProvider({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const [location] = useLocation();
  const snackbar = useSnackbar();
  const { mutate } = useSWRConfig();
  const pollingAllowed = isListsPath(location);
  const [host] = useState<DownloadsHost>(() =>
    createLazyActor({ load: () => import('./PlaylistDownloadsHost') }),
  );
  // Read by the machine's callbacks, which outlive a render.
  const latest = useRef({ snackbar, mutate });
  latest.current = { snackbar, mutate };
  const onNotice = useCallback(
    ({ message, severity }: MachineNotice) => latest.current.snackbar.enqueue({ message, severity }),
    [],
  );
  const onChange = useCallback((_uuid: string, view: DownloadPollingView | null) => {
    if (!view || SETTLED.has(view.status)) void latest.current.mutate(keys.downloads.playlists());
  }, []);

  const commands = useMemo(
    () => ({
      start: (playlistUuid: string) => host.send({ type: 'downloads.start', playlistUuid }),
      watch: (playlistUuid: string) => host.send({ type: 'downloads.watch', playlistUuid }),
      cancel: (playlistUuid: string) => host.send({ type: 'downloads.cancel', playlistUuid }),
      changed: (playlistUuid: string) => {
        // The entry goes first, so a page does not follow the dropped download again (a read would start a
        // new zip) before the server's entries arrive.
        void mutate(
          keys.downloads.playlists(),
          (current: { data: PlaylistDownloadEntry[] } | undefined) =>
            current && { data: current.data.filter((entry) => entry.playlistUuid !== playlistUuid) },
          { revalidate: true },
        );
        // Nothing to forget when no download was ever followed; the machine is not loaded for it.
        if (host.getState().status !== 'idle') host.wait({ type: 'downloads.forget', playlistUuid });
      },
    }),
    [host, mutate],
  );
  const api = useMemo<PlaylistDownloadsApi>(
    () => ({ ...commands, pollingAllowed, host }),
    [commands, pollingAllowed, host],
  );

  // Another user, or none: a fresh machine, so nothing of the last user's downloads is followed or shown.
  const userUuid = user?.userUuid ?? null;
  const module = useLazySelector(host, selectModule);
  return (
    <PlaylistDownloadsContext.Provider value={api}>
      {children}
      {module ? (
        <module.PlaylistDownloadsHost
          key={userUuid ?? ''}
          pollingAllowed={pollingAllowed}
          onNotice={onNotice}
          onChange={onChange}
          attach={host.attach}
        />
      ) : null}
    </PlaylistDownloadsContext.Provider>
  );
}

export function usePlaylistDownloads(): PlaylistDownloadsApi {
  const api = useContext(PlaylistDownloadsContext);
  if (!api) throw new Error('usePlaylistDownloads needs a <PlaylistDownloadsProvider> above it.');
  return api;
}

/** The running downloads machine, or undefined until it runs (read it with the package's hooks). */
export function usePlaylistDownloadsActor(): PlaylistDownloadsActorRef | undefined {
  return useLazySelector(usePlaylistDownloads().host, selectActor);
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
