import { z } from './zod';
import { SERVER_MESSAGE_MARKERS } from '../messages';
import { endpoint } from './endpoint';
import { ENDPOINT_PATHS } from './endpointPaths';
import { PLAYLIST_LIMITS, playlistJmIdSchema } from './playlists';

/**
 * The user's exact-match search preference and the view and download history of clips (spec section 7,
 * "Videos, feeds, history"). Every call names a username; a user may only read or write their own (another
 * username answers 404, as another user's resource does).
 */

export const HISTORY_LIMITS = {
  /** jmIds recorded in one call. */
  recordMax: 1000,
  /** Largest page of history. */
  pageMax: 1000,
  usernameMax: 320,
} as const;

/** The message for a username that is not the caller's: "…doesn't exists" like every missing resource. */
export const HISTORY_SERVER_MESSAGES = {
  userMissing: `User ${SERVER_MESSAGE_MARKERS.playlistMissing}`,
} as const;

const username = z.string().min(1).max(HISTORY_LIMITS.usernameMax);

export const exactMatchOnlyQuerySchema = z.object({ username });
export const exactMatchOnlyBodySchema = z.object({ username, exactMatchOnly: z.boolean() });
export const exactMatchOnlyResponseSchema = z.object({
  username: z.string(),
  /** Search matches whole phrases only (the search filter `exactMatch` starts from this). Default false. */
  exactMatchOnly: z.boolean(),
});
export type ExactMatchOnlyResponse = z.infer<typeof exactMatchOnlyResponseSchema>;

export const getExactMatchOnlyEndpoint = endpoint({
  ...ENDPOINT_PATHS.getExactMatchOnlyEndpoint,
  auth: 'user',
  summary: "The user's exact-match-only search preference",
  tag: 'History',
  query: exactMatchOnlyQuerySchema,
  response: exactMatchOnlyResponseSchema,
  errors: { 400: 'No username.', 401: 'Not signed in.', 404: 'Not your username.' },
});

export const setExactMatchOnlyEndpoint = endpoint({
  ...ENDPOINT_PATHS.setExactMatchOnlyEndpoint,
  auth: 'user',
  summary: "Set the user's exact-match-only search preference",
  tag: 'History',
  body: exactMatchOnlyBodySchema,
  response: exactMatchOnlyResponseSchema,
  errors: { 400: 'Invalid body.', 401: 'Not signed in.', 404: 'Not your username.' },
});

export const historyRecordBodySchema = z.object({
  username,
  jmIds: z.array(playlistJmIdSchema).min(1).max(HISTORY_LIMITS.recordMax),
});

export const historyRecordResponseSchema = z.object({
  /** Clips recorded (a clip seen again moves to the top). */
  recorded: z.number().int().min(0),
  /** Ids of no clip in the library, skipped. */
  notFound: z.array(z.string()),
});
export type HistoryRecordResponse = z.infer<typeof historyRecordResponseSchema>;

export const historyQuerySchema = z.object({
  username,
  offset: z.coerce.number().int().min(0).max(PLAYLIST_LIMITS.offsetMax).default(0),
  max: z.coerce.number().int().min(1).max(HISTORY_LIMITS.pageMax).default(HISTORY_LIMITS.pageMax),
});

export const historyEntrySchema = z.object({
  jmId: z.string(),
  /** The latest time. */
  at: z.string(),
  /** How many times. */
  times: z.number().int().min(1),
  /**
   * Downloads only: true for a clip's comp (the watermarked copy any buyer may try before licensing, ADR 83),
   * listed apart from the clip's licensed downloads and never in the usage declaration.
   */
  comp: z.boolean().optional(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export const historyResponseSchema = z.object({
  /** Most recent first, one entry per clip (downloads: one more for a clip whose comp was downloaded). */
  data: z.array(historyEntrySchema),
  total: z.number().int().min(0),
});
export type HistoryResponse = z.infer<typeof historyResponseSchema>;

const historyErrors = { 400: 'Invalid input.', 401: 'Not signed in.', 404: 'Not your username.' } as const;

export const recordDownloadHistoryEndpoint = endpoint({
  ...ENDPOINT_PATHS.recordDownloadHistoryEndpoint,
  auth: 'user',
  summary: 'Record clips the user downloaded',
  tag: 'History',
  body: historyRecordBodySchema,
  response: historyRecordResponseSchema,
  errors: historyErrors,
});

export const recordViewHistoryEndpoint = endpoint({
  ...ENDPOINT_PATHS.recordViewHistoryEndpoint,
  auth: 'user',
  summary: 'Record clips the user viewed',
  tag: 'History',
  body: historyRecordBodySchema,
  response: historyRecordResponseSchema,
  errors: historyErrors,
});

export const downloadHistoryEndpoint = endpoint({
  ...ENDPOINT_PATHS.downloadHistoryEndpoint,
  auth: 'user',
  summary: 'The clips the user downloaded, most recent first: licensed footage, and comps (marked `comp`)',
  tag: 'History',
  query: historyQuerySchema,
  response: historyResponseSchema,
  errors: historyErrors,
});

export const viewHistoryEndpoint = endpoint({
  ...ENDPOINT_PATHS.viewHistoryEndpoint,
  auth: 'user',
  summary: 'The clips the user viewed, most recent first',
  tag: 'History',
  query: historyQuerySchema,
  response: historyResponseSchema,
  errors: historyErrors,
});

/** Every history endpoint, for the server's registration and the reference. */
export const historyEndpoints = {
  getExactMatchOnly: getExactMatchOnlyEndpoint,
  setExactMatchOnly: setExactMatchOnlyEndpoint,
  recordDownload: recordDownloadHistoryEndpoint,
  recordView: recordViewHistoryEndpoint,
  downloads: downloadHistoryEndpoint,
  views: viewHistoryEndpoint,
} as const;
