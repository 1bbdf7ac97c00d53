import type { PlaylistSummary } from '@clipmarket/core';
import { routes } from '@clipmarket/core/routes';
import {
  BulkPlaylistPopup,
  useBulkPlaylistPopup,
  useSnackbar,
  type MachineNotice,
  type PlaylistBulkActors,
  type PlaylistVideosCall,
} from '@clipmarket/ui';
import { useCallback, useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import { call } from '../../api/client';
import { usePlaylistDownloads, usePlaylistDownloadStates } from '../downloads';
import { useAllPlaylists, useMarkSaved, usePlaylistCreate, useRevalidatePlaylists } from './usePlaylistData';

const NO_LISTS: PlaylistSummary[] = [];

/**
 * The popup for many clips: each playlist a button that adds every selected clip
 * (`POST …/lists/{uuid}/videos` with the jmIds, then the playlist's videos read for the total, spec section 7);
 * '{n} videos are added to the playlist.' on the row, or the server's first message / 'Error adding videos to
 * playlist!' on the row and as an error snackbar (spec section 8). Each row is a `playlistToggleMachine` in its
 * bulk form (`useBulkPlaylistPopup`), which also asks before adding to a playlist whose download would change.
 */
export function BulkAddPopup({ jmIds, onClose }: { jmIds: string[]; onClose: (added: boolean) => void }) {
  const snackbar = useSnackbar();
  const revalidate = useRevalidatePlaylists();
  const markSaved = useMarkSaved();
  const lists = useAllPlaylists(true);
  const creating = usePlaylistCreate();
  // A playlist whose download is running or ready asks before the clips go in (spec section 4).
  const { states: downloads, settled: downloadsKnown } = usePlaylistDownloadStates();
  const { changed } = usePlaylistDownloads();
  const latestDownloads = useRef(downloads);
  latestDownloads.current = downloads;
  const added = useRef(false);
  const { mutate } = lists;

  // A row's result stays until the popup closes or the row is used again (the row machine's bulk form). The
  // spec's 1.5 s reset is the single clip's toggle, whose row keeps its saved mark; a bulk row has no lasting
  // mark, so its line ('{n} videos are added to the playlist.') is the only word the buyer gets.
  const actors = useMemo<PlaylistBulkActors>(
    () => ({
      addVideos: fromPromise<unknown, PlaylistVideosCall>(async ({ input }) => {
        const uuid = input.playlistUuid;
        const clips = [...input.jmIds];
        await call(routes.addPlaylistVideosEndpoint, { params: { uuid }, body: { jmIds: clips } });
        markSaved({ added: clips });
        const { total } = await call(routes.playlistVideosEndpoint, {
          params: { uuid },
          query: { offset: 0 },
        });
        added.current = true;
        // The list's count as the server now has it, without waiting for the re-read.
        void mutate(
          (current) =>
            current && {
              ...current,
              data: current.data.map((item) => (item.uuid === uuid ? { ...item, videoCount: total } : item)),
            },
          { revalidate: false },
        );
        void revalidate();
        if (latestDownloads.current[uuid]) changed(uuid);
        return total;
      }),
    }),
    [mutate, revalidate, markSaved, changed],
  );
  const onNotice = useCallback(
    (notice: MachineNotice) => snackbar.enqueue({ message: notice.message, severity: notice.severity }),
    [snackbar],
  );
  const popup = useBulkPlaylistPopup({
    jmIds,
    playlists: lists.data?.data ?? NO_LISTS,
    downloads,
    actors,
    onNotice,
  });
  const { onAdd } = popup;

  return (
    <BulkPlaylistPopup
      open
      onOpenChange={(open) => {
        if (!open) onClose(added.current);
      }}
      selectedCount={jmIds.length}
      // Rows wait for the user's downloads too: adding to a downloading playlist must ask first.
      status={lists.error && !lists.data ? 'error' : !lists.data || !downloadsKnown ? 'loading' : 'ready'}
      onRetry={() => void lists.mutate()}
      {...popup}
      onAdd={(item) => {
        if (jmIds.length > 0) onAdd(item);
      }}
      onCreatePlaylist={(name) =>
        void creating.create(name).then(async ({ uuid }) => {
          if (!uuid) return;
          await lists.mutate();
          if (jmIds.length > 0) onAdd({ uuid, name });
        })
      }
      createStatus={creating.status}
      createServerMessage={creating.serverMessage}
    />
  );
}
