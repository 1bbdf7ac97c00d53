import { z } from './zod';
import { PAGE_SIZE } from '../constants';
import { ACI_VALUES } from '../filters';
import { endpoint } from './endpoint';
import { ENDPOINT_PATHS } from './endpointPaths';
import {
  PLAYLIST_LIMITS,
  PLAYLIST_SERVER_MESSAGES,
  PLAYLIST_SORT_COLUMNS,
  PLAYLIST_FOLDER_SORT_COLUMNS,
  PLAYLIST_VIDEO_SORT_COLUMNS,
} from './playlistRules';

export * from './playlistRules';

/**
 * Playlists (lists) and their folders (spec sections 3, 7, 8 and 9). Every `/api/user/licensing/lists…` call
 * of spec section 7, the public (shareable) videos list of a playlist with its CSV rows, the favourites set
 * (`lists/all/videos`) and the purchased set. Folders are child collections of one playlist; their routes
 * sit next to the list routes (docs/adr/0010-playlists-and-folders.md).
 */

// ---------------------------------------------------------------------------------------------------------
// Shared pieces

/** A clip id as it appears in paths and bodies: '1234567', '1234567-1' (matched to its base clip). */
export const playlistJmIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, 'Not a video id.');

/** A playlist or folder uuid. */
export const playlistUuidSchema = z.uuid('Not a uuid.');

/** An ISO 8601 timestamp. */
const timestamp = z.string();

const offset = z.coerce.number().int().min(0).max(PLAYLIST_LIMITS.offsetMax).default(0);
const max = (fallback: number) =>
  z.coerce.number().int().min(1).max(PLAYLIST_LIMITS.pageMax).default(fallback);
/** A query flag: 'true' or '1' is on, 'false' or '0' is off. */
const flag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1')
  .optional();

/** `column.order`, or the column alone (descending, the spec's default order). */
function sortParam<const C extends readonly [string, ...string[]]>(columns: C, fallback: string) {
  const values = columns.flatMap((column) => [column, `${column}.asc`, `${column}.desc`]);
  return z.enum(values as [string, ...string[]]).default(fallback);
}

const name = z.string().max(PLAYLIST_LIMITS.nameInputMax);
const description = z.string().max(PLAYLIST_LIMITS.descriptionMax).nullish();

const playlistParams = z.object({ uuid: playlistUuidSchema });
const playlistVideoParams = z.object({ uuid: playlistUuidSchema, jmId: playlistJmIdSchema });
const folderParams = z.object({ uuid: playlistUuidSchema, folderUuid: playlistUuidSchema });
const folderVideoParams = z.object({
  uuid: playlistUuidSchema,
  folderUuid: playlistUuidSchema,
  jmId: playlistJmIdSchema,
});

// ---------------------------------------------------------------------------------------------------------
// Lists

/** One of the user's playlists, as the lists page and the header show it. */
export const playlistSummarySchema = z.object({
  uuid: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  videoCount: z.number().int().min(0),
  folderCount: z.number().int().min(0),
  /** Poster URLs of the latest videos (with `includeThumbs`). */
  thumbs: z.array(z.string()).optional(),
  /** True for the owner (always, in the owner's own lists). */
  canModify: z.boolean(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type PlaylistSummary = z.infer<typeof playlistSummarySchema>;

export const playlistsQuerySchema = z.object({
  max: max(PAGE_SIZE.default),
  offset,
  includeThumbs: flag,
  /** e.g. 'updatedAt.desc' (default), 'name.asc', 'createdAt.desc', 'videoCount.desc'. */
  sortBy: sortParam(PLAYLIST_SORT_COLUMNS, 'updatedAt.desc'),
});

export const playlistsResponseSchema = z.object({
  data: z.array(playlistSummarySchema),
  total: z.number().int().min(0),
});
export type PlaylistsResponse = z.infer<typeof playlistsResponseSchema>;

export const playlistsEndpoint = endpoint({
  ...ENDPOINT_PATHS.playlistsEndpoint,
  auth: 'user',
  summary: "The user's playlists, a page at a time (header lists and the lists page)",
  tag: 'Playlists',
  query: playlistsQuerySchema,
  response: playlistsResponseSchema,
  errors: { 400: 'A query field is invalid.', 401: 'Not signed in.' },
});

export const createPlaylistBodySchema = z.object({
  /** Trimmed and whitespace-collapsed; 3 to 255 characters (spec section 5), unique per user ignoring case. */
  name,
  description,
});
export const playlistCreatedResponseSchema = z.object({ uuid: z.string() });

export const createPlaylistEndpoint = endpoint({
  ...ENDPOINT_PATHS.createPlaylistEndpoint,
  auth: 'user',
  summary: 'Create a playlist; answers its uuid',
  tag: 'Playlists',
  body: createPlaylistBodySchema,
  response: playlistCreatedResponseSchema,
  status: 201,
  errors: {
    400: `'List name cannot be empty', a name outside 3..255 characters, or '${PLAYLIST_SERVER_MESSAGES.tooManyLists}'.`,
    401: 'Not signed in.',
    409: "'List name must be unique' (names compare without regard to case).",
  },
});

/** A playlist with whether it holds one clip: the add-to-playlist popup (spec sections 3 and 4). */
export const playlistWithVideoSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  videoCount: z.number().int().min(0),
  /** The playlist holds this clip (a jmId ending in '-1' matches its base id). */
  containsVideo: z.boolean(),
  /** The folder of this playlist holding the clip, if any. */
  folderUuid: z.string().nullable(),
  /** Client state the popup starts from: false from the server. */
  disabled: z.boolean(),
  canModify: z.boolean(),
  updatedAt: timestamp,
});
export type PlaylistWithVideo = z.infer<typeof playlistWithVideoSchema>;

export const playlistsForVideoResponseSchema = z.object({
  data: z.array(playlistWithVideoSchema),
  total: z.number().int().min(0),
});
export type PlaylistsForVideoResponse = z.infer<typeof playlistsForVideoResponseSchema>;

export const playlistsForVideoEndpoint = endpoint({
  ...ENDPOINT_PATHS.playlistsForVideoEndpoint,
  auth: 'user',
  summary: "All the user's playlists, most recently changed first, each with whether it holds the clip",
  tag: 'Playlists',
  params: z.object({ jmId: playlistJmIdSchema }),
  response: playlistsForVideoResponseSchema,
  errors: { 400: 'Not a video id.', 401: 'Not signed in (the client logs out).' },
});

/** One playlist's details (the playlist page, and the cart's checkout). */
export const playlistInfoSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  videoCount: z.number().int().min(0),
  folderCount: z.number().int().min(0),
  /** The owner may change it; a reader through a share link may not. */
  canModify: z.boolean(),
  /** The storefront cart and checkout of this playlist (owner only; null for a share-link reader). */
  cartUrl: z.string().nullable(),
  checkoutId: z.string().nullable(),
  /** The read-only share link, once shared (owner only). */
  shareUrl: z.string().nullable(),
  /** The share link's settings (owner only; null when not shared): when it stops, whom it is limited to. */
  share: z.object({ url: z.string(), expiresAt: timestamp, emails: z.array(z.string()) }).nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type PlaylistInfo = z.infer<typeof playlistInfoSchema>;

/** A share token from a share link lets a signed-in non-owner read a playlist. */
export const playlistShareQuerySchema = z.object({ share: z.string().max(128).optional() });

export const playlistInfoEndpoint = endpoint({
  ...ENDPOINT_PATHS.playlistInfoEndpoint,
  auth: 'user',
  summary: 'One playlist: name, counts, canModify, cart URL and checkout id (owner, or reader with ?share=)',
  tag: 'Playlists',
  params: playlistParams,
  query: playlistShareQuerySchema,
  response: playlistInfoSchema,
  errors: {
    400: 'Not a uuid.',
    401: 'Not signed in.',
    404: `"${PLAYLIST_SERVER_MESSAGES.playlistMissing}".`,
  },
});

export const updatePlaylistBodySchema = z
  .object({
    name: name.optional(),
    description,
    cartUrl: z.string().max(PLAYLIST_LIMITS.cartUrlMax).nullish(),
    checkoutId: z.string().max(PLAYLIST_LIMITS.checkoutIdMax).nullish(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'Give at least one of name, description, cartUrl, checkoutId.',
  });

export const updatePlaylistEndpoint = endpoint({
  ...ENDPOINT_PATHS.updatePlaylistEndpoint,
  auth: 'user',
  summary: 'Change a playlist: cart URL and checkout id (spec), name and description',
  tag: 'Playlists',
  params: playlistParams,
  body: updatePlaylistBodySchema,
  response: playlistInfoSchema,
  errors: {
    400: 'Invalid field, or a name outside the rule.',
    401: 'Not signed in.',
    404: `"${PLAYLIST_SERVER_MESSAGES.playlistMissing}".`,
    409: "'List name must be unique'.",
  },
});

export const playlistDeletedResponseSchema = z.object({ uuid: z.string(), deleted: z.literal(true) });

export const deletePlaylistEndpoint = endpoint({
  ...ENDPOINT_PATHS.deletePlaylistEndpoint,
  auth: 'user',
  summary: 'Delete a playlist with its folders',
  tag: 'Playlists',
  params: playlistParams,
  response: playlistDeletedResponseSchema,
  errors: {
    400: 'Not a uuid.',
    401: 'Not signed in.',
    404: `"${PLAYLIST_SERVER_MESSAGES.playlistMissing}".`,
  },
});

export const playlistShareResponseSchema = z.object({
  /** The web app's path of the shared view, open to anyone with it: '/shared/{uuid}?share=<token>'. */
  url: z.string(),
  token: z.string(),
  /** When the link stops working (ISO time). */
  expiresAt: z.string(),
  /** The addresses it is limited to; none: anyone holding it. */
  emails: z.array(z.string()),
});
export type PlaylistShareResponse = z.infer<typeof playlistShareResponseSchema>;

export const sharePlaylistEndpoint = endpoint({
  ...ENDPOINT_PATHS.sharePlaylistEndpoint,
  auth: 'user',
  summary: 'The share link of a playlist (made once, for 30 days; then the same link until it expires)',
  tag: 'Playlists',
  params: playlistParams,
  response: playlistShareResponseSchema,
  errors: { 401: 'Not signed in.', 404: `"${PLAYLIST_SERVER_MESSAGES.playlistMissing}".` },
});

export const playlistUnsharedResponseSchema = z.object({
  uuid: z.string(),
  /** Always false: the playlist has no share link now. */
  shared: z.literal(false),
});
export type PlaylistUnsharedResponse = z.infer<typeof playlistUnsharedResponseSchema>;

export const unsharePlaylistEndpoint = endpoint({
  ...ENDPOINT_PATHS.unsharePlaylistEndpoint,
  auth: 'user',
  summary:
    "Stops the playlist's share link: the old link then answers 410, and shows nothing of the playlist",
  tag: 'Playlists',
  params: playlistParams,
  response: playlistUnsharedResponseSchema,
  errors: { 401: 'Not signed in.', 404: `"${PLAYLIST_SERVER_MESSAGES.playlistMissing}".` },
});

export const rotateSharePlaylistEndpoint = endpoint({
  ...ENDPOINT_PATHS.rotateSharePlaylistEndpoint,
  auth: 'user',
  summary: 'Makes the playlist a new share link; the old one stops working at once',
  tag: 'Playlists',
  params: playlistParams,
  response: playlistShareResponseSchema,
  errors: { 401: 'Not signed in.', 404: `"${PLAYLIST_SERVER_MESSAGES.playlistMissing}".` },
});

export const copyPlaylistBodySchema = z.object({
  /** The copy's name: the rule of a new playlist (spec section 5), unique among the caller's lists. */
  name,
  /** The token of the playlist's share link; not needed to copy one's own playlist. */
  share: z.string().max(128).optional(),
});

export const playlistCopiedResponseSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  /** Clips in the copy. */
  videoCount: z.number().int().min(0),
});
export type PlaylistCopiedResponse = z.infer<typeof playlistCopiedResponseSchema>;

export const copyPlaylistEndpoint = endpoint({
  ...ENDPOINT_PATHS.copyPlaylistEndpoint,
  auth: 'user',
  summary:
    "Save a copy: a new playlist of the caller's with the clips (and description) of a playlist shared with them",
  tag: 'Playlists',
  params: playlistParams,
  body: copyPlaylistBodySchema,
  response: playlistCopiedResponseSchema,
  status: 201,
  errors: {
    400: `'List name cannot be empty', a name outside 3..255 characters, or '${PLAYLIST_SERVER_MESSAGES.tooManyLists}'.`,
    401: 'Not signed in.',
    404: `"${PLAYLIST_SERVER_MESSAGES.playlistMissing}": no such playlist, or neither its owner nor its share token.`,
    409: "'List name must be unique' (names compare without regard to case).",
  },
});

// ---------------------------------------------------------------------------------------------------------
// Videos of a playlist

export const playlistAddVideosBodySchema = z.object({
  jmIds: z.array(playlistJmIdSchema).min(1).max(PLAYLIST_LIMITS.bulkAddMax),
});

export const playlistAddVideosResponseSchema = z.object({
  /** Clips newly added (clips already there are skipped). */
  added: z.number().int().min(0),
  /** Videos in the playlist (or the folder) now. */
  total: z.number().int().min(0),
  /** Ids of no clip in the library, skipped. */
  notFound: z.array(z.string()),
});
export type PlaylistAddVideosResponse = z.infer<typeof playlistAddVideosResponseSchema>;

export const addPlaylistVideoEndpoint = endpoint({
  ...ENDPOINT_PATHS.addPlaylistVideoEndpoint,
  auth: 'user',
  summary: 'Add one clip to a playlist (no change when it is already there)',
  tag: 'Playlists',
  params: playlistVideoParams,
  response: playlistAddVideosResponseSchema,
  errors: {
    400: `'${PLAYLIST_SERVER_MESSAGES.playlistFull}' (the client shows 'playlist is full'), or not a video id.`,
    401: 'Not signed in.',
    404: "The playlist or the clip doesn't exists.",
  },
});

export const addPlaylistVideosEndpoint = endpoint({
  ...ENDPOINT_PATHS.addPlaylistVideosEndpoint,
  auth: 'user',
  summary: 'Add many clips to a playlist at once (duplicates skipped; all or nothing at the size limit)',
  tag: 'Playlists',
  params: playlistParams,
  body: playlistAddVideosBodySchema,
  response: playlistAddVideosResponseSchema,
  errors: {
    400: `'${PLAYLIST_SERVER_MESSAGES.playlistFull}' when the playlist would pass ${PLAYLIST_LIMITS.maxVideos} videos, or an invalid body.`,
    401: 'Not signed in.',
    404: `"${PLAYLIST_SERVER_MESSAGES.playlistMissing}".`,
  },
});

export const playlistRemoveVideoResponseSchema = z.object({
  /** False when the clip was not in the playlist (or folder). */
  removed: z.boolean(),
  total: z.number().int().min(0),
});
export type PlaylistRemoveVideoResponse = z.infer<typeof playlistRemoveVideoResponseSchema>;

export const removePlaylistVideoEndpoint = endpoint({
  ...ENDPOINT_PATHS.removePlaylistVideoEndpoint,
  auth: 'user',
  summary: 'Remove a clip from a playlist (and from its folder)',
  tag: 'Playlists',
  params: playlistVideoParams,
  response: playlistRemoveVideoResponseSchema,
  errors: { 401: 'Not signed in.', 404: `"${PLAYLIST_SERVER_MESSAGES.playlistMissing}".` },
});

/** The clips to take out at once (bulk remove, spec section 8: '{n} videos are removed from the playlist.'). */
export const playlistRemoveVideosBodySchema = z.object({
  jmIds: z.array(playlistJmIdSchema).min(1).max(PLAYLIST_LIMITS.bulkAddMax),
});

export const playlistRemoveVideosResponseSchema = z.object({
  /** Clips taken out (ids not there are skipped). */
  removed: z.number().int().min(0),
  /** Videos in the playlist (or the folder) now. */
  total: z.number().int().min(0),
});
export type PlaylistRemoveVideosResponse = z.infer<typeof playlistRemoveVideosResponseSchema>;

export const removePlaylistVideosEndpoint = endpoint({
  ...ENDPOINT_PATHS.removePlaylistVideosEndpoint,
  auth: 'user',
  summary: 'Remove many clips from a playlist at once (and from its folders); ids not there are skipped',
  tag: 'Playlists',
  params: playlistParams,
  body: playlistRemoveVideosBodySchema,
  response: playlistRemoveVideosResponseSchema,
  errors: {
    400: 'An invalid body.',
    401: 'Not signed in.',
    404: `"${PLAYLIST_SERVER_MESSAGES.playlistMissing}".`,
  },
});

/** A clip in a playlist: the card fields, the CSV export's columns (dates) and where it sits. */
export const playlistVideoRowSchema = z.object({
  jmId: z.string(),
  title: z.string().nullable(),
  publishingTitle: z.string().nullable(),
  imgUrl: z.string().nullable(),
  previewUrl: z.string().nullable(),
  brightCoveVideoId: z.string().nullable(),
  aci: z.enum(ACI_VALUES).nullable(),
  iar: z.boolean(),
  rsa: z.boolean(),
  bo: z.boolean(),
  /** 'YYYY-MM-DD'. */
  originalPublishingDate: z.string().nullable(),
  signedDate: z.string().nullable(),
  /** When the clip was added to the playlist. */
  addedAt: timestamp,
  folderUuid: z.string().nullable(),
});
export type PlaylistVideoRow = z.infer<typeof playlistVideoRowSchema>;

export const playlistVideosQuerySchema = z.object({
  offset,
  /** A page of 20 by default; the CSV download asks for every video (max=1000). */
  max: max(PAGE_SIZE.default),
  sortBy: sortParam(PLAYLIST_VIDEO_SORT_COLUMNS, 'addedAt.desc'),
  /** Only the videos of this folder of the playlist. */
  folderUuid: playlistUuidSchema.optional(),
  /** The token of the playlist's share link; not needed by the owner. */
  share: z.string().max(128).optional(),
});

export const playlistVideosResponseSchema = z.object({
  data: z.array(playlistVideoRowSchema),
  total: z.number().int().min(0),
  /** The playlist read, for a share-link reader who cannot call the owner's routes. */
  playlist: z.object({
    uuid: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    videoCount: z.number().int().min(0),
    canModify: z.boolean(),
  }),
});
export type PlaylistVideosResponse = z.infer<typeof playlistVideosResponseSchema>;

export const playlistVideosEndpoint = endpoint({
  ...ENDPOINT_PATHS.playlistVideosEndpoint,
  auth: 'optional',
  summary:
    'The videos of a playlist with their CSV rows: for the owner, or for anyone holding its share token (?share=)',
  tag: 'Playlists',
  params: playlistParams,
  query: playlistVideosQuerySchema,
  response: playlistVideosResponseSchema,
  errors: {
    400: 'A query field is invalid.',
    404: `"${PLAYLIST_SERVER_MESSAGES.playlistMissing}": no such playlist, or neither its owner nor its share token.`,
  },
});

// ---------------------------------------------------------------------------------------------------------
// Folders of a playlist

export const playlistFolderSchema = z.object({
  uuid: z.string(),
  playlistUuid: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  videoCount: z.number().int().min(0),
  canModify: z.boolean(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type PlaylistFolder = z.infer<typeof playlistFolderSchema>;

export const foldersQuerySchema = z.object({
  max: max(PAGE_SIZE.default),
  offset,
  sortBy: sortParam(PLAYLIST_FOLDER_SORT_COLUMNS, 'updatedAt.desc'),
});

export const foldersResponseSchema = z.object({
  data: z.array(playlistFolderSchema),
  total: z.number().int().min(0),
});
export type PlaylistFoldersResponse = z.infer<typeof foldersResponseSchema>;

export const foldersEndpoint = endpoint({
  ...ENDPOINT_PATHS.foldersEndpoint,
  auth: 'user',
  summary: 'The folders of a playlist',
  tag: 'Playlist folders',
  params: playlistParams,
  query: foldersQuerySchema,
  response: foldersResponseSchema,
  errors: { 401: 'Not signed in.', 404: `"${PLAYLIST_SERVER_MESSAGES.playlistMissing}".` },
});

export const createFolderBodySchema = z.object({ name, description });

export const createFolderEndpoint = endpoint({
  ...ENDPOINT_PATHS.createFolderEndpoint,
  auth: 'user',
  summary: 'Create a folder in a playlist; answers its uuid',
  tag: 'Playlist folders',
  params: playlistParams,
  body: createFolderBodySchema,
  response: playlistCreatedResponseSchema,
  status: 201,
  errors: {
    400: `'${PLAYLIST_SERVER_MESSAGES.folderNameEmpty}', a name outside 3..255 characters, or '${PLAYLIST_SERVER_MESSAGES.tooManyFolders}'.`,
    401: 'Not signed in.',
    404: `"${PLAYLIST_SERVER_MESSAGES.playlistMissing}".`,
    409: `'${PLAYLIST_SERVER_MESSAGES.folderNameNotUnique}' within the playlist.`,
  },
});

export const folderEndpoint = endpoint({
  ...ENDPOINT_PATHS.folderEndpoint,
  auth: 'user',
  summary: 'One folder of a playlist',
  tag: 'Playlist folders',
  params: folderParams,
  response: playlistFolderSchema,
  errors: { 401: 'Not signed in.', 404: "The playlist or the folder doesn't exists." },
});

export const updateFolderBodySchema = z
  .object({ name: name.optional(), description })
  .refine((body) => body.name !== undefined || body.description !== undefined, {
    message: 'Give a name or a description.',
  });

export const updateFolderEndpoint = endpoint({
  ...ENDPOINT_PATHS.updateFolderEndpoint,
  auth: 'user',
  summary: 'Rename or describe a folder',
  tag: 'Playlist folders',
  params: folderParams,
  body: updateFolderBodySchema,
  response: playlistFolderSchema,
  errors: {
    400: 'Invalid field, or a name outside the rule.',
    401: 'Not signed in.',
    404: "The playlist or the folder doesn't exists.",
    409: `'${PLAYLIST_SERVER_MESSAGES.folderNameNotUnique}'.`,
  },
});

export const deleteFolderEndpoint = endpoint({
  ...ENDPOINT_PATHS.deleteFolderEndpoint,
  auth: 'user',
  summary: 'Delete a folder; its videos stay in the playlist',
  tag: 'Playlist folders',
  params: folderParams,
  response: playlistDeletedResponseSchema,
  errors: { 401: 'Not signed in.', 404: "The playlist or the folder doesn't exists." },
});

export const folderVideosQuerySchema = z.object({
  offset,
  max: max(PAGE_SIZE.default),
  sortBy: sortParam(PLAYLIST_VIDEO_SORT_COLUMNS, 'addedAt.desc'),
});

export const folderVideosResponseSchema = z.object({
  data: z.array(playlistVideoRowSchema),
  total: z.number().int().min(0),
});
export type PlaylistFolderVideosResponse = z.infer<typeof folderVideosResponseSchema>;

export const folderVideosEndpoint = endpoint({
  ...ENDPOINT_PATHS.folderVideosEndpoint,
  auth: 'user',
  summary: 'The videos of a folder, a page at a time',
  tag: 'Playlist folders',
  params: folderParams,
  query: folderVideosQuerySchema,
  response: folderVideosResponseSchema,
  errors: { 401: 'Not signed in.', 404: "The playlist or the folder doesn't exists." },
});

export const addFolderVideosEndpoint = endpoint({
  ...ENDPOINT_PATHS.addFolderVideosEndpoint,
  auth: 'user',
  summary:
    'Put many clips in a folder: clips of the playlist move into it, others are added to the playlist too',
  tag: 'Playlist folders',
  params: folderParams,
  body: playlistAddVideosBodySchema,
  response: playlistAddVideosResponseSchema,
  errors: {
    400: `'${PLAYLIST_SERVER_MESSAGES.playlistFull}' when the playlist would pass ${PLAYLIST_LIMITS.maxVideos} videos.`,
    401: 'Not signed in.',
    404: "The playlist or the folder doesn't exists.",
  },
});

export const addFolderVideoEndpoint = endpoint({
  ...ENDPOINT_PATHS.addFolderVideoEndpoint,
  auth: 'user',
  summary: 'Put one clip in a folder (added to the playlist too when it is not there yet)',
  tag: 'Playlist folders',
  params: folderVideoParams,
  response: playlistAddVideosResponseSchema,
  errors: {
    400: `'${PLAYLIST_SERVER_MESSAGES.playlistFull}'.`,
    401: 'Not signed in.',
    404: "The playlist, the folder or the clip doesn't exists.",
  },
});

export const removeFolderVideoEndpoint = endpoint({
  ...ENDPOINT_PATHS.removeFolderVideoEndpoint,
  auth: 'user',
  summary: 'Take a clip out of a folder (it stays in the playlist)',
  tag: 'Playlist folders',
  params: folderVideoParams,
  response: playlistRemoveVideoResponseSchema,
  errors: { 401: 'Not signed in.', 404: "The playlist or the folder doesn't exists." },
});

export const removeFolderVideosEndpoint = endpoint({
  ...ENDPOINT_PATHS.removeFolderVideosEndpoint,
  auth: 'user',
  summary: 'Take many clips out of a folder at once (they stay in the playlist)',
  tag: 'Playlist folders',
  params: folderParams,
  body: playlistRemoveVideosBodySchema,
  response: playlistRemoveVideosResponseSchema,
  errors: {
    400: 'An invalid body.',
    401: 'Not signed in.',
    404: "The playlist or the folder doesn't exists.",
  },
});

// ---------------------------------------------------------------------------------------------------------
// The user's sets of clips

export const userVideoSetResponseSchema = z.object({
  /** Distinct jmIds. */
  data: z.array(z.string()),
  total: z.number().int().min(0),
});
export type UserVideoSetResponse = z.infer<typeof userVideoSetResponseSchema>;

export const favouriteVideosEndpoint = endpoint({
  ...ENDPOINT_PATHS.favouriteVideosEndpoint,
  auth: 'user',
  summary: "Every clip in any of the user's playlists (the favourites that mark cards)",
  tag: 'Playlists',
  response: userVideoSetResponseSchema,
  errors: { 401: 'Not signed in.' },
});

export const purchasedVideosResponseSchema = userVideoSetResponseSchema.extend({
  /**
   * Those of `data` whose download is the watermarked file: every licence held for them is of a watermarked
   * tier (Personal). The others download as the clean master.
   */
  watermarked: z.array(z.string()).optional(),
});
export type PurchasedVideosResponse = z.infer<typeof purchasedVideosResponseSchema>;

export const purchasedVideosEndpoint = endpoint({
  ...ENDPOINT_PATHS.purchasedVideosEndpoint,
  auth: 'user',
  summary: 'Every clip the user has bought a licence for',
  tag: 'Playlists',
  response: purchasedVideosResponseSchema,
  errors: { 401: 'Not signed in.' },
});

/** Every playlist endpoint, for the server's registration and the reference. */
export const playlistEndpoints = {
  lists: playlistsEndpoint,
  create: createPlaylistEndpoint,
  forVideo: playlistsForVideoEndpoint,
  info: playlistInfoEndpoint,
  update: updatePlaylistEndpoint,
  remove: deletePlaylistEndpoint,
  share: sharePlaylistEndpoint,
  unshare: unsharePlaylistEndpoint,
  rotateShare: rotateSharePlaylistEndpoint,
  copy: copyPlaylistEndpoint,
  addVideo: addPlaylistVideoEndpoint,
  addVideos: addPlaylistVideosEndpoint,
  removeVideo: removePlaylistVideoEndpoint,
  removeVideos: removePlaylistVideosEndpoint,
  videos: playlistVideosEndpoint,
  folders: foldersEndpoint,
  createFolder: createFolderEndpoint,
  folder: folderEndpoint,
  updateFolder: updateFolderEndpoint,
  removeFolder: deleteFolderEndpoint,
  folderVideos: folderVideosEndpoint,
  addFolderVideos: addFolderVideosEndpoint,
  addFolderVideo: addFolderVideoEndpoint,
  removeFolderVideo: removeFolderVideoEndpoint,
  removeFolderVideos: removeFolderVideosEndpoint,
  favourites: favouriteVideosEndpoint,
  purchased: purchasedVideosEndpoint,
} as const;
