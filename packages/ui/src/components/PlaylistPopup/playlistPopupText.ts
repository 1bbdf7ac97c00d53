import { LIMITS } from '@clipmarket/core';

/**
 * Texts of the playlist popups that the spec names but does not word (sections 2, 4 and 5); the wording is
 * ours. The spec's own messages come from `MESSAGES` / `formatMessage` in @clipmarket/core. These belong in
 * core beside `CARD_TEXT` and `OVERLAY_TEXT`; they sit here until core takes them.
 */
export const PLAYLIST_POPUP_TEXT = {
  /** Heading of the add-to-playlist popup for one clip. */
  title: 'Save to playlist',
  /** Sub-heading of the popup for many clips, under '{n} Videos Selected'. */
  bulkSubtitle: 'Add them to a playlist',
  /** The standard button that opens the popup for many clips. */
  bulkTrigger: 'Add to playlist',
  /** Label of the name filter. */
  filterLabel: 'Find a playlist',
  /** Hint under the filter (spec section 5: the filter applies from 3 characters). */
  filterHint: `Filters from ${LIMITS.popupFilterMinChars} characters`,
  /** Accessible name of the list of playlists. */
  listLabel: 'Your playlists',
  /** When the filter matches nothing. */
  noMatch: (query: string): string => `No playlist matches “${query}”.`,
  /** When more lists match than the popup shows (spec section 9: at most 30). */
  showingOf: (shown: number, total: number): string => `Showing ${shown} of ${total} playlists`,
  loading: 'Loading your playlists…',
  loadFailed: 'Your playlists could not be loaded.',
  retry: 'Try again',
  empty: 'You have no playlists yet. Create your first one below.',
  emptyWithoutCreate: 'You have no playlists yet.',
  /** Said while a row's call runs. */
  saving: 'Saving…',
  /** Heading of the confirmation before changing a playlist whose download is running or ready. */
  confirmTitle: (name: string): string => `Change “${name}”?`,
  /** Spec section 4: adding or removing cancels a running download… */
  confirmInProgress: 'Adding or removing a video cancels this download.',
  /** …or removes the link of a completed one. */
  confirmCompleted:
    'This playlist has a download ready. Adding or removing a video removes the download link.',
  confirm: 'Continue',
  cancel: 'Cancel',
} as const;
