import type { PlaylistWithVideo } from '@clipmarket/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { topLevelState } from '../shared';
import {
  playlistToggleListMachine,
  playlistToggleMachine,
  type PlaylistChange,
  type PlaylistToggleDownload,
  type PlaylistToggleListInput,
  type PlaylistToggleRef,
  type PlaylistToggleStatus,
} from './playlistToggleMachine';

type RowActors = Required<NonNullable<Parameters<typeof playlistToggleMachine.provide>[0]['actors']>>;

/** The calls each row of the one-clip popup makes: add and remove the clip (`playlistToggleMachine.provide`). */
export type PlaylistToggleActors = Pick<RowActors, 'addVideo' | 'removeVideo'>;

/** The call each row of the popup for many clips makes: add every selected clip. */
export type PlaylistBulkActors = Pick<RowActors, 'addVideos'>;

export interface UsePlaylistToggleRowsOptions extends PlaylistToggleListInput {
  /** The row's calls: `addVideo` and `removeVideo` for one clip, `addVideos` for many (`jmIds`). */
  actors: PlaylistToggleActors | PlaylistBulkActors;
  /**
   * Overrides how long a one-clip row shows its result; read once, when the rows start. The product keeps the
   * spec's 1500 ms (`DELAYS.savedStateResetMs`); stories lengthen it so a reference picture holds the result.
   */
  resetMs?: number;
}

/**
 * The popup's rows: one spawned toggle per playlist, to hand to each row component, which reads its own with
 * `usePlaylistToggle`. New `playlists` (a refetch) keep the rows still listed; another `jmId` starts afresh.
 * The same data in new objects (inline literals) changes nothing: each row keeps its snapshot.
 */
export function usePlaylistToggleRows({
  jmId,
  jmIds,
  playlists,
  downloads,
  actors,
  resetMs,
}: UsePlaylistToggleRowsOptions): PlaylistToggleRef[] {
  const list = useActorRef(
    playlistToggleListMachine.provide({
      actors: {
        playlistToggle: playlistToggleMachine.provide({
          actors,
          ...(resetMs === undefined ? {} : { delays: { savedStateReset: resetMs } }),
        }),
      },
    }),
    { input: { jmId, jmIds, playlists, downloads } },
  );
  useEffect(() => {
    list.send({ type: 'rows.set', jmId, jmIds, playlists, downloads });
  }, [list, jmId, jmIds, playlists, downloads]);
  // Compared row by row: a refetch that keeps every row re-renders nothing.
  return useSelector(list, (snapshot) => snapshot.context.rows, sameRows);
}

function sameRows(a: readonly PlaylistToggleRef[], b: readonly PlaylistToggleRef[]): boolean {
  return a.length === b.length && a.every((row, index) => row === b[index]);
}

export interface UsePlaylistToggleResult {
  /** Mirrors the row machine's state: the row component's `status`. */
  status: PlaylistToggleStatus;
  playlist: PlaylistWithVideo;
  containsVideo: boolean;
  /** True while the call runs (the row shows a spinner and takes no clicks). */
  disabled: boolean;
  /** The result of the last change, shown for the saved-state reset delay (1500 ms). */
  changed: PlaylistChange | null;
  download: PlaylistToggleDownload;
  /** Adds or removes the clip; asks first (`confirming`) when the playlist's download would change. */
  toggle: () => void;
  confirm: () => void;
  cancel: () => void;
}

/** One row of the popup, read from its spawned toggle: only this row re-renders when it changes. */
export function usePlaylistToggle(row: PlaylistToggleRef): UsePlaylistToggleResult {
  const status = useSelector(row, (snapshot) => topLevelState(snapshot.value) as PlaylistToggleStatus);
  const playlist = useSelector(row, (snapshot) => snapshot.context.playlist);
  const changed = useSelector(row, (snapshot) => snapshot.context.changed);
  const download = useSelector(row, (snapshot) => snapshot.context.download);
  const commands = useMemo(
    () => ({
      toggle: () => row.send({ type: 'playlist.toggle' }),
      confirm: () => row.send({ type: 'playlist.confirm' }),
      cancel: () => row.send({ type: 'playlist.cancel' }),
    }),
    [row],
  );
  return {
    status,
    playlist,
    containsVideo: playlist.containsVideo,
    disabled: status === 'toggling',
    changed,
    download,
    ...commands,
  };
}
