import { MESSAGES } from '@clipmarket/core';
import type { ReactNode } from 'react';
import { EmptyState } from '../EmptyState';
import { InlineAlert } from '../InlineAlert';
import { Skeleton, SkeletonGroup } from '../Skeleton';
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
  checkboxes = true,
  children,
}: PlaylistPopupContentProps & {
  count: number;
  /** Whether the rows are checkboxes (one clip) or plain rows (many clips): the placeholders draw them so. */
  checkboxes?: boolean;
  children: ReactNode;
}) {
  if (status === 'loading') {
    return <PlaylistPopupSkeleton withCreate={Boolean(onCreatePlaylist)} checkboxes={checkboxes} />;
  }
  return (
    <>
      {/* The same room in every state, so the popup does not change height as the playlists arrive. */}
      <div css={styles.stateArea} data-state={displayStatus(status, count)}>
        {status === 'error' ? (
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
      </div>
      {onCreatePlaylist ? (
        <CreatePlaylistInput
          status={createStatus}
          serverMessage={createServerMessage}
          onCreate={onCreatePlaylist}
        />
      ) : null}
    </>
  );
}

/** Rows the loading state draws: as many as the list's 240 px box shows whole. */
const SKELETON_ROWS = 5;

/**
 * The loading state: placeholders where the filter, the list and the create input will be, in their sizes, so
 * nothing moves when they arrive. Said once, in words, as a status.
 */
function PlaylistPopupSkeleton({ withCreate, checkboxes }: { withCreate: boolean; checkboxes: boolean }) {
  return (
    <SkeletonGroup label={PLAYLIST_POPUP_TEXT.loading} css={styles.skeleton}>
      <div css={styles.stateArea}>
        <div css={styles.lists}>
          <div css={styles.skeletonFilter}>
            <Skeleton width="7rem" />
            <Skeleton shape="block" height="2.5rem" />
            <Skeleton width="10rem" />
          </div>
          <div css={styles.skeletonList}>
            {Array.from({ length: SKELETON_ROWS }, (_, index) => (
              <div key={index} css={styles.skeletonRow}>
                {checkboxes ? <Skeleton shape="block" width="1.125rem" height="1.125rem" /> : null}
                <Skeleton width={index % 2 === 0 ? '60%' : '45%'} />
              </div>
            ))}
          </div>
        </div>
      </div>
      {withCreate ? (
        <div css={styles.skeletonCreate}>
          <Skeleton width="9rem" />
          <div css={styles.skeletonCreateField}>
            <Skeleton shape="block" height="2.5rem" />
            <Skeleton shape="block" width="5rem" height="2.5rem" />
          </div>
        </div>
      ) : null}
    </SkeletonGroup>
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
