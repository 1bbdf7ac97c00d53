import type { PlaylistDownloadEntry } from '@clipmarket/core';
import { Button, DownloadStatus } from '@clipmarket/ui';
import * as styles from './PlaylistDownloadPanel.styles';
import { usePlaylistDownloads } from './playlistDownloads';
import { usePlaylistDownload } from './usePlaylistDownload';

/** The playlist download's own words (the spec's messages come from core through `DownloadStatus`). */
export const PLAYLIST_DOWNLOAD_COPY = {
  /** Starts the zip of the playlist (spec: download-all). */
  downloadAll: 'Download all',
  /** Under the button: what the zip holds, so the button promises no more than it does. */
  downloadAllHint:
    'One zip of the clips in this playlist that you hold a licence for; the others are listed in a text file inside.',
  /** The accessible name of the panel. */
  region: 'Playlist download',
} as const;

export interface PlaylistDownloadPanelProps {
  playlist: { uuid: string; name: string };
  /** The user's entry for this playlist, if any (`GET /api/user/playlist/download`). */
  entry?: PlaylistDownloadEntry;
  /** Offer "Download all" when no download shows (the playlist page of an owner, with clips). */
  offerStart?: boolean;
  /** A narrow place (a lists card): the status stacks its actions under the message at every width. */
  compact?: boolean;
}

/**
 * A playlist's download (spec section 4): "Download all" starts it; then Fetching, 'Download is currently in
 * progress.' with Cancel, and the link once COMPLETED. Nothing when there is no download and none is offered.
 */
export function PlaylistDownloadPanel({
  playlist,
  entry,
  offerStart = false,
  compact = false,
}: PlaylistDownloadPanelProps) {
  const downloads = usePlaylistDownloads();
  const view = usePlaylistDownload(playlist.uuid, entry);

  if (view) {
    return (
      <div css={styles.panel}>
        <DownloadStatus
          css={compact ? styles.compact : undefined}
          status={view.status}
          polling={view.polling}
          playlistName={playlist.name}
          downloadUrl={view.link}
          errorMessage={view.error}
          expiresAt={view.entry?.expiresAt}
          progress={view.entry?.progress}
          canceledMessage={view.status === 'canceled' ? view.error : null}
          onCancel={() => downloads.cancel(playlist.uuid)}
          onRetry={() => downloads.start(playlist.uuid)}
        />
      </div>
    );
  }
  if (!offerStart) return null;
  return (
    <div css={[styles.panel, styles.start]} role="group" aria-label={PLAYLIST_DOWNLOAD_COPY.region}>
      <Button onClick={() => downloads.start(playlist.uuid)}>{PLAYLIST_DOWNLOAD_COPY.downloadAll}</Button>
      <p css={styles.hint}>{PLAYLIST_DOWNLOAD_COPY.downloadAllHint}</p>
    </div>
  );
}
