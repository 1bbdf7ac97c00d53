import type {
  PlaylistPopupItem,
  PlaylistRowStatus,
  PlaylistToggleRef,
  PlaylistToggleStatus,
} from '@clipmarket/ui';
import { topLevelState } from '@clipmarket/ui';
import { useCallback, useRef, useSyncExternalStore } from 'react';

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
 * Every row of the popup as `PlaylistPopup` takes them, read from the spawned toggles (`PlaylistPopup` renders
 * its rows itself, so the rows are read here together rather than one `usePlaylistToggle` per row). A new
 * array only when a row's snapshot changed.
 */
export function useToggleRowStates(rows: readonly PlaylistToggleRef[]): PlaylistPopupItem[] {
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
