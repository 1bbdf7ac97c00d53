import { formatMessage, MESSAGES } from '@clipmarket/core';
import {
  displayStatus,
  PlaylistPopupContent,
  type PlaylistPopupContentProps,
} from '../PlaylistPopup/PlaylistPopup';
import type { PlaylistPopupListItem } from '../PlaylistPopup/PlaylistPopup.types';
import { PlaylistPopupDialog, type PlaylistPopupOpenProps } from '../PlaylistPopup/PlaylistPopupDialog';
import { PlaylistPopupList } from '../PlaylistPopup/PlaylistPopupList';
import { PLAYLIST_POPUP_TEXT } from '../PlaylistPopup/playlistPopupText';

/**
 * A playlist in the popup for many clips. `status` mirrors the add call: `toggling` while it runs,
 * `changed` once the clips are in, `failed` when it failed. `PlaylistSummary` from the contract fits.
 */
export type BulkPlaylistPopupItem = PlaylistPopupListItem;

export interface BulkPlaylistPopupProps extends PlaylistPopupOpenProps, PlaylistPopupContentProps {
  /** How many clips are selected: the heading reads '{n} Videos Selected'. */
  selectedCount: number;
  /**
   * The user's playlists, most recently changed first, each with its add state. At most 30 are shown.
   * @default []
   */
  playlists?: readonly BulkPlaylistPopupItem[];
  /**
   * Called with the playlist to add every selected clip to. The app sends `playlist.toggle` to the row's
   * machine, which asks first about a playlist whose download is running or ready (the row turns
   * `confirming`). Not called while that row is `toggling`.
   */
  onAdd?: (playlist: BulkPlaylistPopupItem) => void;
  /**
   * Called with the `confirming` row when the user chooses **Continue** in its confirmation step (the app
   * sends `playlist.confirm`). The step shows while a row is `confirming`: the question is the row machine's,
   * the popup never asks on its own.
   */
  onConfirm?: (playlist: BulkPlaylistPopupItem) => void;
  /** Called with the `confirming` row on **Cancel** or Escape in its confirmation step. */
  onCancelConfirm?: (playlist: BulkPlaylistPopupItem) => void;
}

const NO_PLAYLISTS: readonly BulkPlaylistPopupItem[] = [];

/**
 * The add-to-playlist popup for many selected clips: '{n} Videos Selected', the user's playlists as buttons
 * that add every selected clip, each with its spinner and result, and a create-playlist input.
 */
export function BulkPlaylistPopup({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  selectedCount,
  playlists = NO_PLAYLISTS,
  onAdd,
  onConfirm,
  onCancelConfirm,
  defaultFilter,
  ...content
}: BulkPlaylistPopupProps) {
  const status = content.status ?? 'ready';

  /** The row's line: the given result, else '{n} videos are added to the playlist.' / the generic error. */
  function addResult(item: BulkPlaylistPopupItem): string | null {
    const rowStatus = item.status ?? 'idle';
    if (rowStatus === 'changed') return item.message ?? formatMessage.videosAddedToPlaylist(selectedCount);
    if (rowStatus === 'failed') return item.message ?? MESSAGES.bulkAddError;
    return null;
  }

  return (
    <PlaylistPopupDialog
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      trigger={trigger}
      title={formatMessage.videosSelected(selectedCount)}
      subtitle={PLAYLIST_POPUP_TEXT.bulkSubtitle}
      status={displayStatus(status, playlists.length)}
    >
      <PlaylistPopupContent {...content} count={playlists.length} checkboxes={false}>
        <PlaylistPopupList
          mode="add"
          items={playlists}
          onActivate={onAdd}
          onConfirm={onConfirm}
          onCancelConfirm={onCancelConfirm}
          resultText={addResult}
          defaultFilter={defaultFilter}
        />
      </PlaylistPopupContent>
    </PlaylistPopupDialog>
  );
}
