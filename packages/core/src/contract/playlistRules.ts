// The playlist domain's limits, server messages and sort columns, free of the schemas so browser code can
// read them without the schema library (re-exported by ./playlists).
import { LIMITS } from '../constants';
import { SERVER_MESSAGE_MARKERS } from '../messages';

/** Limits of this domain, in one place (the server reads them; a test or a deployment may lower `maxLists`). */
export const PLAYLIST_LIMITS = {
  /** Videos in one playlist (spec section 9). */
  maxVideos: LIMITS.playlistMaxVideos,
  /** Playlists one user may keep; creating one more answers 'Max size of lists…'. */
  maxLists: 200,
  /** Folders in one playlist; creating one more answers 'Max size of folders…'. */
  maxFolders: 100,
  /** jmIds in one bulk add. */
  bulkAddMax: LIMITS.playlistMaxVideos,
  /** Longest description. */
  descriptionMax: 2000,
  /** Longest raw name accepted before the name rule (3..255 after normalising) is applied. */
  nameInputMax: 1000,
  /** Largest page of lists, folders or videos. */
  pageMax: 1000,
  /** Highest offset accepted. */
  offsetMax: 1_000_000,
  /** Longest cart URL and checkout id kept on a playlist. */
  cartUrlMax: 2048,
  checkoutIdMax: 512,
  /** Thumbnails per list when `includeThumbs` is set. */
  thumbs: 4,
} as const;

/**
 * The server's messages for this domain, composed from the markers the spec's client looks for (section 8),
 * so the client's mapping (`mapCreatePlaylistError`, `mapAddToPlaylistError`) holds.
 */
export const PLAYLIST_SERVER_MESSAGES = {
  /** Starts with 'Max size' (and not with 'Max size of lists'). */
  playlistFull: `${SERVER_MESSAGE_MARKERS.playlistFull}: a playlist holds at most ${PLAYLIST_LIMITS.maxVideos} videos.`,
  tooManyLists: `${SERVER_MESSAGE_MARKERS.tooManyLists} reached: at most ${PLAYLIST_LIMITS.maxLists} lists.`,
  tooManyFolders: `Max size of folders reached: a playlist holds at most ${PLAYLIST_LIMITS.maxFolders} folders.`,
  listNameEmpty: `List ${SERVER_MESSAGE_MARKERS.listNameEmpty}`,
  folderNameEmpty: `Folder ${SERVER_MESSAGE_MARKERS.listNameEmpty}`,
  listNameNotUnique: SERVER_MESSAGE_MARKERS.listNameNotUnique,
  folderNameNotUnique: 'Folder name must be unique',
  playlistMissing: `Playlist ${SERVER_MESSAGE_MARKERS.playlistMissing}`,
  folderMissing: `Folder ${SERVER_MESSAGE_MARKERS.playlistMissing}`,
  videoMissing: `Video ${SERVER_MESSAGE_MARKERS.playlistMissing}`,
} as const;

/** Splits a sort value into column and order (descending unless '.asc'). */
export function parsePlaylistSort(value: string): { column: string; order: 'asc' | 'desc' } {
  const [column = '', order] = value.split('.');
  return { column, order: order === 'asc' ? 'asc' : 'desc' };
}

export const PLAYLIST_SORT_COLUMNS = ['updatedAt', 'createdAt', 'name', 'videoCount'] as const;
export const PLAYLIST_FOLDER_SORT_COLUMNS = ['updatedAt', 'createdAt', 'name', 'videoCount'] as const;
export const PLAYLIST_VIDEO_SORT_COLUMNS = [
  'addedAt',
  'title',
  'signedDate',
  'originalPublishingDate',
] as const;
