import { formatJvId, mapAddToPlaylistError, type PlaylistWithVideo } from '@clipmarket/core';
import { routes } from '@clipmarket/core/routes';
import {
  PlaylistPopup,
  usePlaylistPopup,
  useSnackbar,
  type PlaylistToggleActors,
  type PlaylistVideoCall,
} from '@clipmarket/ui';
import { useCallback, useMemo, useRef } from 'react';
import useSWR from 'swr';
import { fromPromise } from 'xstate';
import { call } from '../../api/client';
import { keys } from '../../api/keys';
import { usePlaylistDownloads, usePlaylistDownloadStates } from '../downloads';
import { serverMessage, useMarkSaved, usePlaylistCreate, useRevalidatePlaylists } from './usePlaylistData';

const NO_ROWS: PlaylistWithVideo[] = [];

export interface AddToPlaylistPopupProps {
  jmId: string;
  onClose: () => void;
}

/**
 * The add-to-playlist popup for one clip (spec sections 2, 4, 5 and 8): the user's playlists from
 * `GET /api/user/licensing/lists/video/{jmId}`, one `playlistToggleMachine` per row (asking first when the
 * playlist's download would change, disabled while its call runs, its result cleared after 1.5 s), and a new
 * playlist created inline, with the clip put in it.
 */
export function AddToPlaylistPopup({ jmId, onClose }: AddToPlaylistPopupProps) {
  const snackbar = useSnackbar();
  const revalidate = useRevalidatePlaylists();
  // The clip shows as saved (its cards' bookmarks, the clip page's button) as soon as a playlist has it; the
  // re-read of the saved clips after each change settles it, a removal included.
  const markSaved = useMarkSaved();
  const lists = useSWR(keys.playlists.forVideo(jmId), () =>
    call(routes.playlistsForVideoEndpoint, { params: { jmId } }),
  );
  const playlists = lists.data?.data ?? NO_ROWS;
  // Each playlist's running or ready download: a change to one asks first (spec section 4).
  const { states: downloads, settled: downloadsKnown } = usePlaylistDownloadStates();
  const { changed } = usePlaylistDownloads();
  const latestDownloads = useRef(downloads);
  latestDownloads.current = downloads;

  const actors = useMemo<PlaylistToggleActors>(() => {
    /** The server canceled the playlist's download or dropped its link: follow it no more. */
    const after = (playlistUuid: string) => {
      void revalidate();
      if (latestDownloads.current[playlistUuid]) changed(playlistUuid);
    };
    return {
      addVideo: fromPromise<unknown, PlaylistVideoCall>(async ({ input }) => {
        const answer = await call(routes.addPlaylistVideoEndpoint, {
          params: { uuid: input.playlistUuid, jmId: input.jmId },
        });
        markSaved({ added: [input.jmId] });
        after(input.playlistUuid);
        return answer;
      }),
      removeVideo: fromPromise<unknown, PlaylistVideoCall>(async ({ input }) => {
        const answer = await call(routes.removePlaylistVideoEndpoint, {
          params: { uuid: input.playlistUuid, jmId: input.jmId },
        });
        after(input.playlistUuid);
        return answer;
      }),
    };
  }, [revalidate, changed, markSaved]);
  // One machine per row, which owns the confirmation: a toggle of a playlist whose download is running or
  // ready puts the row in `confirming`, which the popup shows as its confirmation step.
  const popup = usePlaylistPopup({ jmId, playlists, downloads, actors });

  const creating = usePlaylistCreate();
  const createPlaylist = useCallback(
    async (name: string) => {
      const { uuid } = await creating.create(name);
      if (!uuid) return;
      try {
        await call(routes.addPlaylistVideoEndpoint, { params: { uuid, jmId } });
        markSaved({ added: [jmId] });
      } catch (error) {
        snackbar.enqueue({ message: mapAddToPlaylistError(serverMessage(error)), severity: 'error' });
      }
      void revalidate();
      await lists.mutate();
    },
    [creating, jmId, lists, revalidate, snackbar, markSaved],
  );

  return (
    <PlaylistPopup
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      clipLabel={formatJvId(jmId)}
      // Rows wait for the user's downloads too: a change to a downloading playlist must ask first.
      status={lists.error && !lists.data ? 'error' : !lists.data || !downloadsKnown ? 'loading' : 'ready'}
      onRetry={() => void lists.mutate()}
      {...popup}
      onCreatePlaylist={(name) => void createPlaylist(name)}
      createStatus={creating.status}
      createServerMessage={creating.serverMessage}
    />
  );
}
