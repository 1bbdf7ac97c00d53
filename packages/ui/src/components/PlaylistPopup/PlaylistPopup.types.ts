/**
 * A row's toggle, mirroring the states of `playlistToggleMachine`: at rest; waiting for the user's answer
 * before a change that would cancel the playlist's download or remove its link (shown as the popup's
 * confirmation step for this row, answered through `onConfirm` / `onCancelConfirm`); the call running (row
 * disabled, spinner); done (the success result, cleared by the machine after `DELAYS.savedStateResetMs`);
 * failed (the error result; membership unchanged).
 */
export type PlaylistRowStatus = 'idle' | 'confirming' | 'toggling' | 'changed' | 'failed';

/**
 * The playlist's download: none, being prepared (`'Download is currently in progress.'`)
 * or `COMPLETED` with a link. Changing a playlist in either of the last two asks for confirmation first.
 */
export type PlaylistDownloadState = 'none' | 'inProgress' | 'completed';

/** One playlist as the popups list it. `PlaylistSummary` and `PlaylistWithVideo` from the contract fit. */
export interface PlaylistPopupListItem {
  uuid: string;
  /** The full name; the popup cuts names over 35 characters and keeps the full one for assistive tech. */
  name: string;
  /**
   * The row's toggle state.
   * @default 'idle'
   */
  status?: PlaylistRowStatus;
  /**
   * The result to show while `changed` or `failed` (e.g. `MESSAGES.playlistFull` for a 'Max size' answer).
   * Without it the popup shows the default message for the state.
   */
  message?: string;
  /**
   * The playlist's download, if any.
   * @default 'none'
   */
  download?: PlaylistDownloadState;
}

/** A playlist in the one-clip popup, with whether it holds the clip. */
export interface PlaylistPopupItem extends PlaylistPopupListItem {
  /** The playlist holds the clip (a jmId ending in '-1' matches its base id): the row is checked. */
  containsVideo: boolean;
}

/** The popup's content state: lists loading, loaded (shown as `empty` when there are none) or failed. */
export type PlaylistPopupStatus = 'loading' | 'ready' | 'error';
