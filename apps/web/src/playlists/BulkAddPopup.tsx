import { formatMessage, mapBulkAddError } from '@clipmarket/core';
import { routes } from '@clipmarket/core/routes';
import {
  BulkPlaylistPopup,
  useSnackbar,
  type BulkPlaylistPopupItem,
  type PlaylistRowStatus,
} from '@clipmarket/ui';
import { useCallback, useMemo, useRef, useState } from 'react';
import { call } from '../api/client';
import { usePlaylistDownloadStates, usePlaylistDownloads } from '../downloads/playlistDownloads';
import {
  serverMessages,
  useAllPlaylists,
  useMarkSaved,
  usePlaylistCreate,
  useRevalidatePlaylists,
} from './usePlaylistData';

/** Select mode (spec section 3: selectMode, selectedVideos keyed by page) and the popup for many clips. */
type RowResult = { status: PlaylistRowStatus; message?: string };

/**
 * The popup for many clips: each playlist a button that adds every selected clip
 * (`POST …/lists/{uuid}/videos` with the jmIds, then the playlist's videos read for the total, spec section 7);
 * '{n} videos are added to the playlist.' on the row, or the server's first message / 'Error adding videos to
 * playlist!' on the row and as an error snackbar (spec section 8).
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
  const [results, setResults] = useState<Record<string, RowResult>>({});
  const added = useRef(false);

  // A row's result stays until the popup closes or the row is used again. The spec's 1.5 s reset is the
  // single clip's toggle, whose row keeps its saved mark; a bulk row has no lasting mark, so its line
  // ('{n} videos are added to the playlist.') is the only word the buyer gets and must stay readable.
  const settle = useCallback((uuid: string, result: RowResult) => {
    setResults((current) => ({ ...current, [uuid]: result }));
  }, []);

  const add = useCallback(
    async (uuid: string) => {
      setResults((current) => ({ ...current, [uuid]: { status: 'toggling' } }));
      try {
        await call(routes.addPlaylistVideosEndpoint, { params: { uuid }, body: { jmIds } });
        markSaved({ added: jmIds });
        const { total } = await call(routes.playlistVideosEndpoint, {
          params: { uuid },
          query: { offset: 0 },
        });
        added.current = true;
        settle(uuid, { status: 'changed', message: formatMessage.videosAddedToPlaylist(jmIds.length) });
        // The list's count as the server now has it, without waiting for the re-read.
        void lists.mutate(
          (current) =>
            current && {
              ...current,
              data: current.data.map((item) => (item.uuid === uuid ? { ...item, videoCount: total } : item)),
            },
          { revalidate: false },
        );
        void revalidate();
        if (downloads[uuid]) changed(uuid);
      } catch (error) {
        const message = mapBulkAddError(serverMessages(error));
        settle(uuid, { status: 'failed', message });
        snackbar.enqueue({ message, severity: 'error' });
      }
    },
    [jmIds, lists, revalidate, markSaved, settle, snackbar, downloads, changed],
  );

  const playlists = useMemo<BulkPlaylistPopupItem[]>(
    () =>
      (lists.data?.data ?? []).map((item) => ({
        uuid: item.uuid,
        name: item.name,
        download: downloads[item.uuid] ?? 'none',
        ...results[item.uuid],
      })),
    [lists.data, results, downloads],
  );

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
      playlists={playlists}
      onAdd={(item) => {
        if (jmIds.length > 0) void add(item.uuid);
      }}
      onCreatePlaylist={(name) =>
        void creating.create(name).then(async ({ uuid }) => {
          if (!uuid) return;
          await lists.mutate();
          if (jmIds.length > 0) await add(uuid);
        })
      }
      createStatus={creating.status}
      createServerMessage={creating.serverMessage}
    />
  );
}
