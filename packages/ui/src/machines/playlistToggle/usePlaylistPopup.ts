import type { PlaylistSummary, PlaylistWithVideo } from '@clipmarket/core';
import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import type { BulkPlaylistPopupItem } from '../../components/BulkPlaylistPopup/BulkPlaylistPopup';
import type {
  PlaylistPopupItem,
  PlaylistRowStatus,
} from '../../components/PlaylistPopup/PlaylistPopup.types';
import { topLevelState, type MachineNotice } from '../shared';
import type {
  PlaylistToggleDownload,
  PlaylistToggleEvent,
  PlaylistToggleRef,
  PlaylistToggleStatus,
} from './playlistToggleMachine';
import {
  usePlaylistToggleRows,
  type PlaylistBulkActors,
  type PlaylistToggleActors,
} from './usePlaylistToggle';

type RowSnapshot = ReturnType<PlaylistToggleRef['getSnapshot']>;

/**
 * The popup row's status: the machine's top-level state, `confirming` included (the popup shows it as its
 * confirmation step). `deciding` never rests, so anything else reads as at rest.
 */
function rowStatus(snapshot: RowSnapshot): PlaylistRowStatus {
  const state = topLevelState(snapshot.value as PlaylistToggleStatus);
  return state === 'confirming' || state === 'toggling' || state === 'changed' || state === 'failed'
    ? state
    : 'idle';
}

function itemOf(snapshot: RowSnapshot): PlaylistPopupItem {
  const { playlist, changed, download } = snapshot.context;
  return {
    uuid: playlist.uuid,
    name: playlist.name,
    containsVideo: playlist.containsVideo,
    status: rowStatus(snapshot),
    message: changed?.message,
    download,
  };
}

/**
 * Every row as the popups take them, read from the rows' own actors: a new array only when a row's snapshot
 * changed, so the same snapshots give the same items and the popup renders nothing new.
 */
function useRowItems(rows: readonly PlaylistToggleRef[]): PlaylistPopupItem[] {
  const cache = useRef<{ snapshots: RowSnapshot[]; items: PlaylistPopupItem[] } | null>(null);
  const subscribe = useCallback(
    (listener: () => void) => {
      const subscriptions = rows.map((row) => row.subscribe(listener));
      return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
    },
    [rows],
  );
  const read = useCallback(() => {
    const snapshots = rows.map((row) => row.getSnapshot());
    const last = cache.current;
    if (
      last &&
      last.snapshots.length === snapshots.length &&
      last.snapshots.every((snapshot, index) => snapshot === snapshots[index])
    ) {
      return last.items;
    }
    const items = snapshots.map(itemOf);
    cache.current = { snapshots, items };
    return items;
  }, [rows]);
  return useSyncExternalStore(subscribe, read, read);
}

const rowOf = (rows: readonly PlaylistToggleRef[], uuid: string) =>
  rows.find((row) => row.getSnapshot().context.playlist.uuid === uuid);

/**
 * Sends `event` to the row of `item` as the rows are now. A playlist not listed yet (one just created, whose
 * refetch has not reached the rows) gets its event as soon as its row is spawned.
 */
function useSendToRow(rows: readonly PlaylistToggleRef[]) {
  const latest = useRef(rows);
  const waiting = useRef(new Map<string, PlaylistToggleEvent>());
  useEffect(() => {
    latest.current = rows;
    for (const [uuid, event] of waiting.current) {
      const row = rowOf(rows, uuid);
      if (row) {
        waiting.current.delete(uuid);
        row.send(event);
      }
    }
  }, [rows]);
  return useCallback((item: { uuid: string }, event: PlaylistToggleEvent) => {
    const row = rowOf(latest.current, item.uuid);
    if (row) row.send(event);
    else waiting.current.set(item.uuid, event);
  }, []);
}

/** Calls `onNotice` with every notice a row emits (a bulk row's failure), always the latest callback. */
function useRowNotices(
  rows: readonly PlaylistToggleRef[],
  onNotice: ((notice: MachineNotice) => void) | undefined,
) {
  const latest = useRef(onNotice);
  useEffect(() => {
    latest.current = onNotice;
  });
  useEffect(() => {
    const subscriptions = rows.map((row) =>
      row.on('notice', (notice: MachineNotice) => latest.current?.(notice)),
    );
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [rows]);
}

export interface UsePlaylistPopupOptions {
  /** The clip the popup is for. */
  jmId: string;
  /** The rows of `GET /api/user/licensing/lists/video/{jmId}`; a new array with the same rows changes nothing. */
  playlists: readonly PlaylistWithVideo[];
  /** Download state by playlist uuid (a playlist left out has none); a new object with the same states changes nothing. */
  downloads?: Readonly<Record<string, PlaylistToggleDownload>>;
  /** The add and remove calls, `fromPromise` actors; keep them stable (`useMemo`). */
  actors: PlaylistToggleActors;
  /**
   * Overrides how long a row shows its result (the spec's 1500 ms, `DELAYS.savedStateResetMs`); read once.
   * Stories lengthen it so a reference picture holds the result; the product leaves it.
   */
  resetMs?: number;
}

/** What `usePlaylistPopup` gives: spread it on `PlaylistPopup`. */
export interface UsePlaylistPopupResult {
  playlists: PlaylistPopupItem[];
  onToggle: (playlist: PlaylistPopupItem) => void;
  onConfirm: (playlist: PlaylistPopupItem) => void;
  onCancelConfirm: (playlist: PlaylistPopupItem) => void;
}

/**
 * Joins `PlaylistPopup` to its rows' machines: one `playlistToggleMachine` per playlist (spawned by
 * `playlistToggleListMachine`), each row read from its own actor, and the popup's presses sent to the row.
 * The row's machine owns the download confirmation: a press on a playlist whose download is running or
 * ready puts the row in `confirming`, which the popup shows as its confirmation step.
 *
 * ```tsx
 * const popup = usePlaylistPopup({ jmId, playlists: lists.data, downloads, actors });
 * return <PlaylistPopup open onOpenChange={setOpen} status="ready" {...popup} />;
 * ```
 */
export function usePlaylistPopup({
  jmId,
  playlists,
  downloads,
  actors,
  resetMs,
}: UsePlaylistPopupOptions): UsePlaylistPopupResult {
  const rows = usePlaylistToggleRows({ jmId, playlists, downloads, actors, resetMs });
  const items = useRowItems(rows);
  const send = useSendToRow(rows);
  return useMemo(
    () => ({
      playlists: items,
      onToggle: (item) => send(item, { type: 'playlist.toggle' }),
      onConfirm: (item) => send(item, { type: 'playlist.confirm' }),
      onCancelConfirm: (item) => send(item, { type: 'playlist.cancel' }),
    }),
    [items, send],
  );
}

/** A playlist the popup for many clips lists: `PlaylistSummary` fits. */
export type BulkPlaylistPopupPlaylist = Pick<PlaylistSummary, 'uuid' | 'name' | 'videoCount' | 'canModify'>;

export interface UseBulkPlaylistPopupOptions {
  /** The selected clips each row adds. */
  jmIds: readonly string[];
  /** The user's playlists; a new array with the same playlists changes nothing. */
  playlists: readonly BulkPlaylistPopupPlaylist[];
  /** Download state by playlist uuid (a playlist left out has none). */
  downloads?: Readonly<Record<string, PlaylistToggleDownload>>;
  /** The bulk add call, a `fromPromise` actor; keep it stable (`useMemo`). */
  actors: PlaylistBulkActors;
  /** A row's failure, to raise as an error snackbar (spec section 8). */
  onNotice?: (notice: MachineNotice) => void;
}

/** What `useBulkPlaylistPopup` gives: spread it on `BulkPlaylistPopup`. */
export interface UseBulkPlaylistPopupResult {
  playlists: BulkPlaylistPopupItem[];
  onAdd: (playlist: BulkPlaylistPopupItem) => void;
  onConfirm: (playlist: BulkPlaylistPopupItem) => void;
  onCancelConfirm: (playlist: BulkPlaylistPopupItem) => void;
}

const asRow = (playlist: BulkPlaylistPopupPlaylist): PlaylistWithVideo => ({
  uuid: playlist.uuid,
  name: playlist.name,
  videoCount: playlist.videoCount,
  canModify: playlist.canModify,
  containsVideo: false,
  folderUuid: null,
  disabled: false,
  updatedAt: '',
});

/**
 * Joins `BulkPlaylistPopup` to the same row machine as `usePlaylistPopup`, each row adding every selected
 * clip (`addVideos`): the row's spinner and result ('{n} videos are added to the playlist.' or the server's
 * first message, kept until the row is used again) and the download confirmation come from its actor.
 */
export function useBulkPlaylistPopup({
  jmIds,
  playlists,
  downloads,
  actors,
  onNotice,
}: UseBulkPlaylistPopupOptions): UseBulkPlaylistPopupResult {
  const rowsData = useMemo(() => playlists.map(asRow), [playlists]);
  const rows = usePlaylistToggleRows({ jmIds, playlists: rowsData, downloads, actors });
  useRowNotices(rows, onNotice);
  const items = useRowItems(rows);
  const send = useSendToRow(rows);
  return useMemo(
    () => ({
      playlists: items,
      onAdd: (item) => send(item, { type: 'playlist.toggle' }),
      onConfirm: (item) => send(item, { type: 'playlist.confirm' }),
      onCancelConfirm: (item) => send(item, { type: 'playlist.cancel' }),
    }),
    [items, send],
  );
}
