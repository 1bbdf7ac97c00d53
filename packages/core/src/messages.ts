/**
 * Every user-facing message of the product spec (sections 2, 4, 5 and 8), exact to the character.
 * Nothing else in the repository types these strings: import them from here.
 */
export const MESSAGES = {
  // Section 4: states and transitions
  sessionExpired: 'Your session has expired. Please login again!',
  downloadInProgress: 'Download is currently in progress.',

  // Section 5: validation
  playlistNameTooShort: 'Your title is too short. Please use at least 3 characters.',
  playlistNameTooLong: 'Your title is too long. Please limit it to 255 characters.',
  durationStartExceedsEnd: 'Start duration cannot exceed end duration.',
  registrationTooManyAttempts: 'Too many registration attempt. Please try again later.',

  // Section 8: error catalogue
  savingError: 'Saving Error!',
  playlistFull: 'Yikes! Your playlist is full. Let’s remove a video or add to a different playlist.',
  bulkAddError: 'Error adding videos to playlist!',
  removeFailed: 'Failed to removed video. Please try again.',
  maxListsReached:
    'You have reached the maximum allowed number of saved lists. Please consider deleting old lists before creating a new one.',
  listNameEmpty: 'List name cannot be empty.',
  listNameNotUnique: 'List name must be unique.',
  /** The spec's "otherwise a generic error" for playlist creation; the wording is ours. */
  createPlaylistFailed: 'Could not create the list. Please try again.',
  cartPlaylistGone: 'The Playlist associated in this cart no longer exist',
  noVideoFound: 'No Video Found!',
  downloadCanceled: 'Download canceled successfully!',
  serverError: 'Server error.',

  // Section 8: successes
  videoAddedToPlaylist: 'Video added to playlist!',
  videoRemovedFromPlaylist: 'Video removed to playlist!',
  videoAddedToCart: 'Video added to cart',
  discountPackAddedToCart: 'Discount Pack added to cart',
  linkCopied: 'Link copied to the clipboard!',

  // Section 3: display fallback
  noTitle: 'No Title',
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** Messages with a count in them (spec sections 2 and 8). */
export const formatMessage = {
  /** 'Error: {message}', how playlist-name errors are shown. */
  error: (message: string): string => `Error: ${message}`,
  /** '{n} videos are added to the playlist.' */
  videosAddedToPlaylist: (n: number): string => `${n} videos are added to the playlist.`,
  /** '{n} videos are removed from the playlist.' */
  videosRemovedFromPlaylist: (n: number): string => `${n} videos are removed from the playlist.`,
  /** '{n} Videos Selected' */
  videosSelected: (n: number): string => `${n} Videos Selected`,
} as const;

/**
 * Prefixes and fragments of server messages that the client recognises (spec section 8).
 * The server answers with these so that the client's mapping to user messages holds.
 */
export const SERVER_MESSAGE_MARKERS = {
  /** 'Max size…' when a playlist is full. */
  playlistFull: 'Max size',
  /** 'Max size of lists…' when the user has too many playlists. */
  tooManyLists: 'Max size of lists',
  listNameEmpty: 'name cannot be empty',
  listNameNotUnique: 'List name must be unique',
  /** "…doesn't exists" when a playlist is gone. */
  playlistMissing: "doesn't exists",
} as const;
