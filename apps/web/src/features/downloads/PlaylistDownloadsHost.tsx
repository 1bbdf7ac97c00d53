import type { PlaylistDownloadEntry } from '@clipmarket/core';
import { routes } from '@clipmarket/core/routes';
import {
  useAttachActor,
  usePlaylistDownloadsActor,
  type DownloadPollingView,
  type MachineNotice,
  type PlaylistDownloadCall,
  type PlaylistDownloadsActorRef,
} from '@clipmarket/ui';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { call } from '../../api/client';

export interface PlaylistDownloadsHostProps {
  /** Whether the user is on a /lists page now: the downloads poll only there. */
  pollingAllowed: boolean;
  /** A cancel's outcome, or a followed download now ready, for the snackbar. */
  onNotice: (notice: MachineNotice) => void;
  /** A followed download shows something new (null: it is no longer followed). */
  onChange: (playlistUuid: string, view: DownloadPollingView | null) => void;
  /** `PlaylistDownloadsProvider`'s host (`createLazyActor`): takes the started actor, which owns the downloads. */
  attach: (actor: PlaylistDownloadsActorRef) => () => void;
}

/**
 * Runs the package's playlist downloads machine (one `downloadPollingMachine` per playlist) against the API and
 * hands its actor to `PlaylistDownloadsProvider`; renders nothing. Loaded on first need (a download started or
 * one of the user's running downloads shown), so pages without downloads never load XState for it (ADR 15,
 * 16, 66).
 */
export function PlaylistDownloadsHost({
  pollingAllowed,
  onNotice,
  onChange,
  attach,
}: PlaylistDownloadsHostProps) {
  const actor = usePlaylistDownloadsActor({
    pollingAllowed,
    onNotice,
    onChange,
    actors: useMemo(
      () => ({
        fetchDownload: fromPromise<PlaylistDownloadEntry, PlaylistDownloadCall>(({ input }) =>
          call(routes.playlistDownloadEndpoint, { params: { uuid: input.playlistUuid } }),
        ),
        cancelDownload: fromPromise<unknown, PlaylistDownloadCall>(({ input }) =>
          call(routes.cancelPlaylistDownloadEndpoint, { params: { uuid: input.playlistUuid } }),
        ),
      }),
      [],
    ),
  });
  useAttachActor(attach, actor);
  return null;
}
