import { MESSAGES } from '@clipmarket/core';
import type { ReactNode } from 'react';
import { EmptyState } from '../EmptyState';
import { InlineAlert } from '../InlineAlert';
import { Spinner } from '../Spinner';
import {
  CreatePlaylistInput,
  type CreatePlaylistRequestStatus,
} from '../CreatePlaylistInput/CreatePlaylistInput';
import * as styles from './PlaylistPopup.styles';
import type { PlaylistPopupItem, PlaylistPopupStatus } from './PlaylistPopup.types';
import { PlaylistPopupDialog, type PlaylistPopupOpenProps } from './PlaylistPopupDialog';
import { PlaylistPopupList } from './PlaylistPopupList';
import { PLAYLIST_POPUP_TEXT } from './playlistPopupText';

/** What the dialog shows, written as `data-state`: `ready` with no playlists is shown as `empty`. */
export type PlaylistPopupDisplayStatus = 'loading' | 'empty' | 'ready' | 'error';

/** Props of the playlists and the create input, shared by both popups. */
export interface PlaylistPopupContentProps {
  /**
   * Whether the user's playlists are loading, loaded or failed to load.
   * @default 'ready'
   */
  status?: PlaylistPopupStatus;
  /**
   * What to say when `status` is `error`.
   * @default PLAYLIST_POPUP_TEXT.loadFailed
   */
  errorMessage?: string;
  /** Shows a "Try again" button in the `error` state. */
  onRetry?: () => void;
  /**
   * The name filter's starting text (it applies from 3 characters).
   * @default ''
   */
  defaultFilter?: string;
  /** Called with a new playlist's normalised name. Without it no create input is shown. */
  onCreatePlaylist?: (name: string) => void;
  /**
   * The create call's state; see `CreatePlaylistInput`.
   * @default 'idle'
   */
  createStatus?: CreatePlaylistRequestStatus;
  /** The server's message when the create call failed; mapped with `mapCreatePlaylistError`. */
  createServerMessage?: string | null;
}

export interface PlaylistPopupProps extends PlaylistPopupOpenProps, PlaylistPopupContentProps {
  /**
   * The user's playlists, most recently changed first, each with whether it holds the clip and its toggle
   * state. At most 30 are shown.
   * @default []
   */
  playlists?: readonly PlaylistPopupItem[];
  /**
   * Called with a playlist when its row is toggled. The app sends `playlist.toggle` to the row's machine,
   * which asks first about a playlist whose download is running or ready (the row turns `confirming`). Not
   * called while the row is `toggling`.
   */
  onToggle?: (playlist: PlaylistPopupItem) => void;
  /**
   * Called with the `confirming` row when the user chooses **Continue** in its confirmation step; the app
   * sends `playlist.confirm` to the row's machine. The step shows while a row's `status` is `confirming`:
   * the question is the machine's, the popup never asks on its own.
   */
  onConfirm?: (playlist: PlaylistPopupItem) => void;
  /**
   * Called with the `confirming` row when the user chooses **Cancel** or presses Escape in its confirmation
   * step; the app sends `playlist.cancel`. Focus goes back to the row once it is no longer `confirming`.
   */
  onCancelConfirm?: (playlist: PlaylistPopupItem) => void;
  /** Names the clip under the heading, e.g. 'JV#1254381 · Golden Retriever Catches Frisbee'. */
  clipLabel?: string;
}

const NO_PLAYLISTS: readonly PlaylistPopupItem[] = [];

/** The line a row shows: the given result, else the default message for the state. */
function toggleResult(item: PlaylistPopupItem): string | null {
  const status = item.status ?? 'idle';
  if (status === 'changed') {
    // containsVideo has already flipped: it says what the toggle did.
    return (
      item.message ?? (item.containsVideo ? MESSAGES.videoAddedToPlaylist : MESSAGES.videoRemovedFromPlaylist)
    );
  }
  if (status === 'failed') return item.message ?? MESSAGES.savingError;
  return null;
}

/** The states every popup shares around its list: loading, error, empty, and the create input below. */
export function PlaylistPopupContent({
  status = 'ready',
  errorMessage = PLAYLIST_POPUP_TEXT.loadFailed,
  onRetry,
  onCreatePlaylist,
  createStatus,
  createServerMessage,
  count,
  children,
}: PlaylistPopupContentProps & { count: number; children: ReactNode }) {
  return (
    <>
      {status === 'loading' ? (
        <p role="status" css={styles.loading}>
          <Spinner tone="accent" />
          {PLAYLIST_POPUP_TEXT.loading}
        </p>
      ) : status === 'error' ? (
        <InlineAlert tone="error" onRetry={onRetry} retryLabel={PLAYLIST_POPUP_TEXT.retry}>
          {errorMessage}
        </InlineAlert>
      ) : count === 0 ? (
        <EmptyState
          size="compact"
          title={onCreatePlaylist ? PLAYLIST_POPUP_TEXT.empty : PLAYLIST_POPUP_TEXT.emptyWithoutCreate}
        />
      ) : (
        children
      )}
      {onCreatePlaylist && status !== 'loading' ? (
        <CreatePlaylistInput
          status={createStatus}
          serverMessage={createServerMessage}
          onCreate={onCreatePlaylist}
        />
      ) : null}
    </>
  );
}

export function displayStatus(status: PlaylistPopupStatus, count: number): PlaylistPopupDisplayStatus {
  return status === 'ready' && count === 0 ? 'empty' : status;
}

/**
 * The add-to-playlist popup for one clip: the user's playlists as checkboxes (checked when the playlist
 * holds the clip), a name filter, the toggle's spinner and result per row, and a create-playlist input.
 */
export function PlaylistPopup({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  playlists = NO_PLAYLISTS,
  onToggle,
  onConfirm,
  onCancelConfirm,
  clipLabel,
  defaultFilter,
  ...content
}: PlaylistPopupProps) {
  const status = content.status ?? 'ready';
  return (
    <PlaylistPopupDialog
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      trigger={trigger}
      title={PLAYLIST_POPUP_TEXT.title}
      subtitle={clipLabel}
      status={displayStatus(status, playlists.length)}
    >
      <PlaylistPopupContent {...content} count={playlists.length}>
        <PlaylistPopupList
          mode="toggle"
          items={playlists}
          onActivate={onToggle}
          onConfirm={onConfirm}
          onCancelConfirm={onCancelConfirm}
          resultText={toggleResult}
          defaultFilter={defaultFilter}
        />
      </PlaylistPopupContent>
    </PlaylistPopupDialog>
  );
}
