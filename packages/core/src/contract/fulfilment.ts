import { z } from './zod';
import { MESSAGES } from '../messages';
import { endpoint } from './endpoint';
import { ENDPOINT_PATHS } from './endpointPaths';
import { playlistJmIdSchema } from './playlists';

/**
 * Fulfilment (spec sections 3, 4, 7 and 8; decisions.md "Fulfilment"): a licence holder's clip downloads, the
 * durable playlist download-all (a zip of the licensed masters), the monthly usage declaration and the
 * onboarding service. Another user's downloads, months and declarations answer 404, as a missing one does.
 */

export const FULFILMENT_LIMITS = {
  /** The watermarked preview is the clip's own length up to this many seconds. */
  previewCapSeconds: 20,
  /** Clips in one playlist zip; a larger playlist's zip holds the first this many, the rest listed as left out. */
  zipMaxClips: 500,
  /** Bytes of masters in one zip (2 GiB); clips past it are listed as left out. */
  zipMaxBytes: 2 * 1024 ** 3,
  /** Usage notes, characters. */
  notesMax: 2000,
  /** Clips marked used in one call. */
  usageVideoIdsMax: 1000,
  /** Years back the usage declaration reaches. */
  usageYearMin: 2000,
} as const;

/** The server's own texts for fulfilment (the spec gives none; these are settled in docs/adr). */
export const FULFILMENT_MESSAGES = {
  /** A clip download without a licence for it (403). */
  licenceNeeded: 'A licence for this clip is needed to download it.',
  /** The playlist zip is being built (spec: the in-progress message). */
  downloadInProgress: MESSAGES.downloadInProgress,
  downloadReady: 'Your download is ready.',
  downloadCanceled: MESSAGES.downloadCanceled,
  /** A download canceled, or a completed one's link removed, because the playlist's clips changed. */
  downloadDropped:
    'The playlist changed, so its download was removed. Download it again to include the changes.',
  /** A download whose build failed for good (asking for it again starts a new one). */
  downloadFailed: 'This download could not be prepared. Please try again.',
  /** Cancel with no running download (404, as `errorMessage`). */
  noDownloadToCancel: 'There is no download in progress for this playlist.',
  /** The zip of a playlist with no licensed clip is refused (409). */
  nothingLicensed:
    'None of the clips in this playlist is licensed to you yet, so there is nothing to download.',
  /** The zip asked for before it is ready (409). */
  zipNotReady: 'This download is not ready yet.',
  /** Declaring a month that is not over (405). */
  monthNotOver: 'You can declare a month only once it is over.',
  /** Declaring a month already declared (409). */
  monthDeclared: 'This month has already been declared.',
  /** A month with no download (404). */
  monthMissing: "Usage month doesn't exists",
  /** No working video tool on this server, so no comp (503); the clip page then offers none (ADR 83). */
  compUnavailable: 'Comps cannot be made on this server at the moment. Please try again later.',
  /** Every comp maker busy and the queue full (503, with Retry-After). */
  compBusy: 'Many comps are being made right now. Please try again in a minute.',
  /** The user's earlier comps are still being made (429). */
  compPending: 'Your other comps are still being made. Please try this one again once they have downloaded.',
  /** A comp whose making failed or ran past its time limit (503). */
  compFailed: 'This comp could not be made. Please try again in a minute.',
} as const;

// ---------------------------------------------------------------------------------------------------------
// Clip downloads

export const clipDownloadParams = z.object({ jmId: playlistJmIdSchema });

export const clipDownloadEndpoint = endpoint({
  ...ENDPOINT_PATHS.clipDownloadEndpoint,
  auth: 'user',
  summary:
    "A licensed clip's footage: the clean master, or the watermarked file for a Personal licence (Range requests)",
  tag: 'Fulfilment',
  params: clipDownloadParams,
  produces: 'video/mp4',
  response: z.unknown(),
  errors: {
    400: 'Not a clip id.',
    401: 'Not signed in.',
    403: `'${FULFILMENT_MESSAGES.licenceNeeded}', or opened from another site (Sec-Fetch-Site: cross-site or same-site).`,
    404: 'No such clip, or its footage is not in the library.',
    416: 'A range beyond the file (with `Content-Range: bytes */<size>`).',
  },
});

// ---------------------------------------------------------------------------------------------------------
// Comps (issue 32, item 5; ADR 83): a watermarked try-before-you-buy copy of any clip

/**
 * A clip's comp, for any signed-in buyer with or without a licence: the watermarked 640×360 preview cut to the
 * clip's own length, with its JV# burned in, made on the first request and kept. Recorded in the download
 * history as a comp, never in the usage declaration (a comp is not a use of licensed footage).
 */
export const clipCompEndpoint = endpoint({
  ...ENDPOINT_PATHS.clipCompEndpoint,
  auth: 'user',
  summary:
    "A clip's comp: its watermarked preview cut to the clip's length with the JV# burned in, to try in an " +
    'edit before licensing (Range requests); recorded in the download history as a comp, not in the usage ' +
    'declaration',
  tag: 'Fulfilment',
  params: clipDownloadParams,
  produces: 'video/mp4',
  response: z.unknown(),
  errors: {
    400: 'Not a clip id.',
    401: 'Not signed in.',
    403: 'Opened from another site (Sec-Fetch-Site: cross-site or same-site): nothing is made or recorded.',
    404: 'No such clip (never in the library, or removed from it), or its footage is not in the library.',
    416: 'A range beyond the file (with `Content-Range: bytes */<size>`).',
    429: `'${FULFILMENT_MESSAGES.compPending}'`,
    503: `'${FULFILMENT_MESSAGES.compUnavailable}' (no working video tool on this server), '${FULFILMENT_MESSAGES.compBusy}' (with Retry-After), or '${FULFILMENT_MESSAGES.compFailed}'.`,
  },
});

/** Whether this server makes comps: the clip page offers "Download comp" only when it does. */
export const compsResponseSchema = z.object({
  /** A working video tool was found (ffmpeg with the watermark's font), so comps can be made. */
  available: z.boolean(),
});
export type CompsResponse = z.infer<typeof compsResponseSchema>;

export const compsEndpoint = endpoint({
  ...ENDPOINT_PATHS.compsEndpoint,
  auth: 'public',
  summary: 'Whether this server makes comps (watermarked copies of clips to try before licensing)',
  tag: 'Fulfilment',
  response: compsResponseSchema,
});

// ---------------------------------------------------------------------------------------------------------
// Playlist download-all (spec: the download service)

/** Statuses of a playlist's download. The client's own "Fetching" is not a server status. */
export const PLAYLIST_DOWNLOAD_STATUSES = ['IN_PROGRESS', 'COMPLETED', 'CANCELED', 'FAILED'] as const;
export type PlaylistDownloadStatus = (typeof PLAYLIST_DOWNLOAD_STATUSES)[number];

/** Spec section 3, playlist-download entry: playlistUuid, message, status; with the link once COMPLETED. */
export const playlistDownloadEntrySchema = z.object({
  playlistUuid: z.string(),
  status: z.enum(PLAYLIST_DOWNLOAD_STATUSES),
  /** 'Download is currently in progress.' while the zip is built. */
  message: z.string(),
  /** The zip's address (never expires; rebuilt on demand), with COMPLETED. */
  link: z.string().nullable(),
  /** Licensed clips in the zip. */
  includedCount: z.number().int().min(0),
  /** Clips left out (no licence, or past the limits), listed in a text file inside. */
  excludedCount: z.number().int().min(0),
  /** Size of the zip, with COMPLETED. */
  bytes: z.number().int().min(0).nullable(),
  /**
   * With COMPLETED: when the zip will be removed from storage unless downloaded before (each download keeps it
   * longer). It can be prepared again after that.
   */
  expiresAt: z.string().nullable().optional(),
  /** With CANCELED: the zip was removed after going unused (not canceled by anyone); it can be prepared again. */
  expired: z.boolean().optional(),
  /**
   * With IN_PROGRESS: how far the build has got, the clips written of those it will hold and the zip's bytes so
   * far (updated about once a second while it runs; nought while it waits its turn). Null otherwise.
   */
  progress: z
    .object({
      clipsDone: z.number().int().min(0),
      clipsTotal: z.number().int().min(0),
      bytesDone: z.number().int().min(0),
    })
    .nullable()
    .optional(),
  /** ISO time of the last change. */
  updatedAt: z.string(),
});
export type PlaylistDownloadEntry = z.infer<typeof playlistDownloadEntrySchema>;

export const playlistDownloadsResponseSchema = z.object({ data: z.array(playlistDownloadEntrySchema) });
export type PlaylistDownloadsResponse = z.infer<typeof playlistDownloadsResponseSchema>;

export const playlistDownloadParams = z.object({ uuid: z.string().min(1).max(64) });

export const userPlaylistDownloadsEndpoint = endpoint({
  ...ENDPOINT_PATHS.userPlaylistDownloadsEndpoint,
  auth: 'user',
  summary: "The user's playlist downloads (running, completed, canceled or failed)",
  tag: 'Fulfilment',
  response: playlistDownloadsResponseSchema,
  errors: { 401: 'Not signed in.' },
});

export const playlistDownloadEndpoint = endpoint({
  ...ENDPOINT_PATHS.playlistDownloadEndpoint,
  auth: 'user',
  summary:
    "Starts the playlist's zip of licensed masters, or reads how it stands (a POST: it may start a build)",
  tag: 'Fulfilment',
  params: playlistDownloadParams,
  response: playlistDownloadEntrySchema,
  errors: {
    401: 'Not signed in.',
    404: 'No such playlist of yours.',
    409: `'${FULFILMENT_MESSAGES.nothingLicensed}', or the zips you keep already reach your storage limit.`,
    429: 'As many zips of yours are queued or being built as one user may have at once.',
  },
});

export const cancelPlaylistDownloadResponseSchema = z.object({ message: z.string() });

export const cancelPlaylistDownloadEndpoint = endpoint({
  ...ENDPOINT_PATHS.cancelPlaylistDownloadEndpoint,
  auth: 'user',
  summary: "Cancels the playlist's running download",
  tag: 'Fulfilment',
  params: playlistDownloadParams,
  response: cancelPlaylistDownloadResponseSchema,
  errors: {
    401: 'Not signed in.',
    404: `No such playlist of yours, or '${FULFILMENT_MESSAGES.noDownloadToCancel}' (as errorMessage).`,
  },
});

export const playlistDownloadFileEndpoint = endpoint({
  ...ENDPOINT_PATHS.playlistDownloadFileEndpoint,
  auth: 'user',
  summary: "The playlist's completed zip (licensed masters, and a list of the clips left out)",
  tag: 'Fulfilment',
  params: playlistDownloadParams,
  produces: 'application/zip',
  response: z.unknown(),
  errors: {
    401: 'Not signed in.',
    403: 'Opened from another site (Sec-Fetch-Site: cross-site or same-site): nothing is sent or recorded.',
    404: 'No such playlist of yours.',
    409: `'${FULFILMENT_MESSAGES.zipNotReady}' (a new build started), or a zip quota is reached.`,
    429: 'As many zips of yours are queued or being built as one user may have at once.',
  },
});

// ---------------------------------------------------------------------------------------------------------
// Usage declaration

export const usageMonthsQuerySchema = z.object({
  /** Staff only: whose months (a user's e-mail). */
  forUser: z.string().min(1).max(320).optional(),
});

/** A year and the months (1 to 12) with downloads. */
export const usagePeriodSchema = z.object({
  year: z.number().int(),
  months: z.array(z.number().int().min(1).max(12)),
});
export const usageMonthsResponseSchema = z.object({ years: z.array(usagePeriodSchema) });
export type UsageMonthsResponse = z.infer<typeof usageMonthsResponseSchema>;

export const usageMonthParams = z.object({
  year: z.coerce.number().int().min(FULFILMENT_LIMITS.usageYearMin).max(9999),
  month: z.coerce.number().int().min(1).max(12),
});

/** Spec section 3, download-list row: video.jmId, video.title, video.originalPublishingDate, video.signedDate. */
export const usageDownloadSchema = z.object({
  videoId: z.string(),
  used: z.boolean(),
  /** ISO time of the month's first download of the clip. */
  downloadedAt: z.string(),
  video: z.object({
    jmId: z.string(),
    title: z.string().nullable(),
    originalPublishingDate: z.string().nullable(),
    signedDate: z.string().nullable(),
  }),
});

export const usageMonthResponseSchema = z.object({
  year: z.number().int(),
  month: z.number().int(),
  downloads: z.array(usageDownloadSchema),
  notes: z.string().nullable(),
  /** ISO time the month was declared; null while undeclared. */
  declareDate: z.string().nullable(),
  /** Whether the month is over (only then can it be declared). */
  isOver: z.boolean(),
});
export type UsageMonthResponse = z.infer<typeof usageMonthResponseSchema>;

export const usageSaveBodySchema = z.object({
  /** The clips of the month used (the others are unused). */
  videoIds: z.array(playlistJmIdSchema).max(FULFILMENT_LIMITS.usageVideoIdsMax),
});
export const usageDeclareBodySchema = z.object({
  notes: z.string().max(FULFILMENT_LIMITS.notesMax).default(''),
});

export const usageMonthsEndpoint = endpoint({
  ...ENDPOINT_PATHS.usageMonthsEndpoint,
  auth: 'user',
  summary: 'The months in which you downloaded clips (staff: another user with forUser)',
  tag: 'Fulfilment',
  query: usageMonthsQuerySchema,
  response: usageMonthsResponseSchema,
  errors: { 401: 'Not signed in.', 404: 'forUser given by someone who is not staff, or no such user.' },
});

export const usageMonthEndpoint = endpoint({
  ...ENDPOINT_PATHS.usageMonthEndpoint,
  auth: 'user',
  summary: "A month's downloads with their used flags, the notes and the declare date",
  tag: 'Fulfilment',
  params: usageMonthParams,
  query: usageMonthsQuerySchema,
  response: usageMonthResponseSchema,
  errors: { 400: 'Not a month.', 401: 'Not signed in.', 404: `'${FULFILMENT_MESSAGES.monthMissing}'.` },
});

export const saveUsageEndpoint = endpoint({
  ...ENDPOINT_PATHS.saveUsageEndpoint,
  auth: 'user',
  summary: "Saves which of the month's clips were used",
  tag: 'Fulfilment',
  params: usageMonthParams,
  body: usageSaveBodySchema,
  response: usageMonthResponseSchema,
  errors: {
    400: 'Not a month, or a clip not downloaded that month.',
    401: 'Not signed in.',
    404: `'${FULFILMENT_MESSAGES.monthMissing}'.`,
    409: `'${FULFILMENT_MESSAGES.monthDeclared}'`,
  },
});

export const declareUsageEndpoint = endpoint({
  ...ENDPOINT_PATHS.declareUsageEndpoint,
  auth: 'user',
  summary: 'Declares a month that is over, with notes',
  tag: 'Fulfilment',
  params: usageMonthParams,
  body: usageDeclareBodySchema,
  response: usageMonthResponseSchema,
  errors: {
    400: 'Not a month, or notes too long.',
    401: 'Not signed in.',
    404: `'${FULFILMENT_MESSAGES.monthMissing}'.`,
    405: `'${FULFILMENT_MESSAGES.monthNotOver}'`,
    409: `'${FULFILMENT_MESSAGES.monthDeclared}'`,
  },
});

export const usageCsvEndpoint = endpoint({
  ...ENDPOINT_PATHS.usageCsvEndpoint,
  auth: 'user',
  summary: 'A declared month as CSV: each downloaded clip, whether it was used, and the notes',
  tag: 'Fulfilment',
  params: usageMonthParams,
  query: usageMonthsQuerySchema,
  produces: 'text/csv',
  response: z.unknown(),
  errors: {
    400: 'Not a month.',
    401: 'Not signed in.',
    404: `'${FULFILMENT_MESSAGES.monthMissing}'.`,
    409: 'The month is not declared yet.',
  },
});

// ---------------------------------------------------------------------------------------------------------
// Onboarding service (spec section 7: POST {onboarding service}/create and /update)

export const ONBOARDING_PROJECT_TYPES = ['social', 'advertising', 'tv-film', 'editorial', 'other'] as const;

export const onboardingCreateBodySchema = z.object({ userId: z.string().min(1).max(64) });

export const onboardingUpdateBodySchema = z.object({
  userId: z.string().min(1).max(64),
  /** Collection slugs the buyer picked. */
  onboardingCollections: z.array(z.string().min(1).max(100)).max(50).optional(),
  /** Clips the buyer picked (jmIds), saved to 'My First Playlist' when onboarding finishes. */
  onboardingVideo: z.array(playlistJmIdSchema).max(100).optional(),
  /** The step just completed (2, 3 or 4 are reported as progress). */
  onboardingStepCompleted: z.number().int().min(1).max(4).optional(),
  onboardingIsFinish: z.boolean().optional(),
  onboardingProjectType: z.enum(ONBOARDING_PROJECT_TYPES).optional(),
});

export const onboardingStateSchema = z.object({
  uuid: z.string(),
  userId: z.string(),
  onboardingCollections: z.array(z.string()),
  onboardingVideo: z.array(z.string()),
  onboardingStepCompleted: z.number().int().min(0).max(4),
  onboardingIsFinish: z.boolean(),
  onboardingProjectType: z.enum(ONBOARDING_PROJECT_TYPES).nullable(),
  /** 'My First Playlist', once onboarding finished with clips picked. */
  playlistUuid: z.string().nullable(),
  /** Its name as it is now (the finish screen names it; null without a playlist). */
  playlistName: z.string().nullable(),
  /** Clips saved to it. */
  playlistVideoCount: z.number().int().min(0),
});
export type OnboardingState = z.infer<typeof onboardingStateSchema>;

export const onboardingCreateEndpoint = endpoint({
  ...ENDPOINT_PATHS.onboardingCreateEndpoint,
  auth: 'user',
  summary: "Starts (or returns) the signed-in user's onboarding",
  tag: 'Onboarding',
  body: onboardingCreateBodySchema,
  response: onboardingStateSchema,
  errors: { 400: 'No userId.', 401: 'Not signed in.', 404: 'Not your userId.' },
});

export const onboardingUpdateEndpoint = endpoint({
  ...ENDPOINT_PATHS.onboardingUpdateEndpoint,
  auth: 'user',
  summary:
    "Records the buyer's onboarding choices; finishing creates 'My First Playlist' with the picked clips",
  tag: 'Onboarding',
  body: onboardingUpdateBodySchema,
  response: onboardingStateSchema,
  errors: { 400: 'Invalid body.', 401: 'Not signed in.', 404: 'Not your userId, or onboarding not created.' },
});
