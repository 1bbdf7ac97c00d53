import { z } from './zod';
import { endpoint } from './endpoint';
import { ENDPOINT_PATHS } from './endpointPaths';
import { EMAIL_MAX_LENGTH, isValidEmail } from './authRules';
import { jmIdParamSchema } from './catalogue';
import { PLAYLIST_SERVER_MESSAGES, playlistUuidSchema } from './playlists';
import {
  REVIEW_AUTHORS,
  REVIEW_DECISIONS,
  REVIEW_ENTRY_DECISIONS,
  SHARE_LIMITS,
  SHARE_MESSAGES,
} from './playlistReviewRules';

/**
 * Client review of shared playlists (issue 33, item 2; ADR 91). The owner's share link expires (30 days unless
 * they pick another, at most a year), can be turned off or replaced, and may be limited to named e-mail
 * addresses. A guest, with no account, says who they are (name and e-mail; for a limited link, through a link
 * mailed to a named address) and then approves, rejects or comments on each clip. The owner reads who decided
 * what and when, gets one mail per guest session, and licenses all approved clips in one step.
 */

export * from './playlistReviewRules';

const timestamp = z.string();
const token = z.string().min(1).max(128);
const guestEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH)
  .refine(isValidEmail, 'Enter an e-mail address like name@example.com.');

// ---------------------------------------------------------------------------------------------------------
// The owner's link

export const shareSettingsBodySchema = z
  .object({
    /** Days from now until the link stops working. */
    expiresInDays: z
      .number()
      .int()
      .min(1, SHARE_MESSAGES.expiryRange)
      .max(SHARE_LIMITS.maxDays, SHARE_MESSAGES.expiryRange)
      .optional(),
    /** Only these addresses may open it; none: anyone holding the link. */
    emails: z.array(guestEmail).max(SHARE_LIMITS.emailsMax, SHARE_MESSAGES.tooManyEmails).optional(),
  })
  .refine(
    (body) => body.expiresInDays !== undefined || body.emails !== undefined,
    'Give an expiry or e-mails.',
  );
export type ShareSettingsBody = z.input<typeof shareSettingsBodySchema>;

export const updateSharePlaylistEndpoint = endpoint({
  ...ENDPOINT_PATHS.updateSharePlaylistEndpoint,
  auth: 'user',
  summary: "Sets the share link's expiry and the e-mail addresses it is limited to (making the link if none)",
  tag: 'Playlists',
  params: z.object({ uuid: playlistUuidSchema }),
  body: shareSettingsBodySchema,
  response: z.object({
    url: z.string(),
    token: z.string(),
    expiresAt: timestamp,
    emails: z.array(z.string()),
  }),
  errors: {
    400: 'An expiry outside 1 to 365 days, an address that is not one, or more than 25.',
    401: 'Not signed in.',
    404: `"${PLAYLIST_SERVER_MESSAGES.playlistMissing}".`,
  },
});

// ---------------------------------------------------------------------------------------------------------
// Reviews as the owner reads them

export const reviewEntrySchema = z.object({
  id: z.string(),
  /** Who: the name and e-mail a guest gave, or a colleague's of the owner's team (ADR 92). */
  guest: z.object({ name: z.string(), email: z.string() }),
  /** `guest`: someone on the share link; `team`: a colleague, who comments only. */
  from: z.enum(REVIEW_AUTHORS),
  /** 'cleared': the guest took their decision back; null: a comment alone. */
  decision: z.enum(REVIEW_ENTRY_DECISIONS).nullable(),
  comment: z.string().nullable(),
  at: timestamp,
});
export type ReviewEntry = z.infer<typeof reviewEntrySchema>;

export const playlistReviewsResponseSchema = z.object({
  /** Each reviewed clip of the playlist, its entries newest first. */
  clips: z.array(
    z.object({ jmId: z.string(), title: z.string().nullable(), entries: z.array(reviewEntrySchema) }),
  ),
  /** People who said who they are on the playlist's link. */
  guests: z.number().int().min(0),
});
export type PlaylistReviewsResponse = z.infer<typeof playlistReviewsResponseSchema>;

export const playlistReviewsEndpoint = endpoint({
  ...ENDPOINT_PATHS.playlistReviewsEndpoint,
  auth: 'user',
  summary: "What the playlist's guests decided and said, per clip: who, what and when (its owner only)",
  tag: 'Playlists',
  params: z.object({ uuid: playlistUuidSchema }),
  response: playlistReviewsResponseSchema,
  errors: { 401: 'Not signed in.', 404: `"${PLAYLIST_SERVER_MESSAGES.playlistMissing}".` },
});

// ---------------------------------------------------------------------------------------------------------
// The guest's side (no account: the share token, and the guest cookie set here)

const sharedParams = z.object({ uuid: playlistUuidSchema });

export const guestSchema = z.object({ name: z.string(), email: z.string() });

export const sharedGuestBodySchema = z.object({
  share: token,
  name: z
    .string()
    .trim()
    .min(1, 'Enter your name.')
    .max(SHARE_LIMITS.nameMax, `Use at most ${SHARE_LIMITS.nameMax} characters.`),
  email: guestEmail,
});
export type SharedGuestBody = z.input<typeof sharedGuestBodySchema>;

export const sharedGuestResponseSchema = z.object({
  /** `reviewing`: the guest may review now; `link-sent`: a limited link, whose sign-in link went by mail. */
  status: z.enum(['reviewing', 'link-sent']),
  guest: guestSchema.nullable(),
});
export type SharedGuestResponse = z.infer<typeof sharedGuestResponseSchema>;

export const sharedGuestEndpoint = endpoint({
  ...ENDPOINT_PATHS.sharedGuestEndpoint,
  auth: 'public',
  summary:
    'A guest says who they are on a shared playlist: reviewing at once, or (a link limited to named addresses) a sign-in link by mail',
  tag: 'Shared playlists',
  params: sharedParams,
  body: sharedGuestBodySchema,
  response: sharedGuestResponseSchema,
  errors: {
    400: 'No name, or not an e-mail address.',
    404: `"${PLAYLIST_SERVER_MESSAGES.playlistMissing}": no playlist has this link.`,
    409: `'${SHARE_MESSAGES.tooManyGuests}'`,
    410: 'The link expired, or was turned off or replaced.',
    429: `'${SHARE_MESSAGES.tooManyLinks}'`,
  },
});

export const sharedGuestVerifyBodySchema = z.object({ share: token, code: token });

export const sharedGuestVerifyEndpoint = endpoint({
  ...ENDPOINT_PATHS.sharedGuestVerifyEndpoint,
  auth: 'public',
  summary: 'Opens a limited shared playlist with the sign-in link mailed to a named address (once)',
  tag: 'Shared playlists',
  params: sharedParams,
  body: sharedGuestVerifyBodySchema,
  response: sharedGuestResponseSchema,
  errors: {
    400: `'${SHARE_MESSAGES.linkInvalid}'`,
    404: `"${PLAYLIST_SERVER_MESSAGES.playlistMissing}".`,
    410: 'The link expired, or was turned off or replaced.',
  },
});

export const guestClipReviewSchema = z.object({
  jmId: z.string(),
  decision: z.enum(REVIEW_DECISIONS).nullable(),
  comments: z.array(z.object({ id: z.string(), text: z.string(), at: timestamp })),
});
export type GuestClipReview = z.infer<typeof guestClipReviewSchema>;

export const sharedReviewsResponseSchema = z.object({
  /** Who this browser reviews as, or null before they said. */
  guest: guestSchema.nullable(),
  /** The link is limited to named addresses. */
  restricted: z.boolean(),
  expiresAt: timestamp,
  /** The guest's own decisions and comments, per clip they reviewed. */
  clips: z.array(guestClipReviewSchema),
});
export type SharedReviewsResponse = z.infer<typeof sharedReviewsResponseSchema>;

export const sharedReviewsEndpoint = endpoint({
  ...ENDPOINT_PATHS.sharedReviewsEndpoint,
  auth: 'public',
  summary: "The guest's own review of a shared playlist, and whether the link is limited",
  tag: 'Shared playlists',
  params: sharedParams,
  query: z.object({ share: token }),
  response: sharedReviewsResponseSchema,
  errors: {
    403: `'${SHARE_MESSAGES.restricted}' (a limited link, before its sign-in link was opened).`,
    404: `"${PLAYLIST_SERVER_MESSAGES.playlistMissing}".`,
    410: 'The link expired, or was turned off or replaced.',
  },
});

export const sharedReviewBodySchema = z
  .object({
    share: token,
    jmId: jmIdParamSchema,
    /** A decision, or null to take one back; absent: a comment only. */
    decision: z.enum(REVIEW_DECISIONS).nullable().optional(),
    comment: z
      .string()
      .trim()
      .min(1)
      .max(SHARE_LIMITS.commentMax, `Use at most ${SHARE_LIMITS.commentMax} characters.`)
      .optional(),
  })
  .refine((body) => body.decision !== undefined || body.comment !== undefined, SHARE_MESSAGES.emptyReview);
export type SharedReviewBody = z.input<typeof sharedReviewBodySchema>;

export const sharedReviewEndpoint = endpoint({
  ...ENDPOINT_PATHS.sharedReviewEndpoint,
  auth: 'public',
  summary: 'A guest approves, rejects or comments on a clip of a shared playlist (kept with who and when)',
  tag: 'Shared playlists',
  params: sharedParams,
  body: sharedReviewBodySchema,
  response: guestClipReviewSchema,
  status: 201,
  errors: {
    400: 'Neither a decision nor a comment, or a comment too long.',
    401: `'${SHARE_MESSAGES.guestRequired}'`,
    403: `'${SHARE_MESSAGES.restricted}'`,
    404: `"${PLAYLIST_SERVER_MESSAGES.playlistMissing}", or '${SHARE_MESSAGES.clipNotInPlaylist}'.`,
    409: `'${SHARE_MESSAGES.tooManyComments}'`,
    410: 'The link expired, or was turned off or replaced.',
  },
});

// ---------------------------------------------------------------------------------------------------------
// Colleagues' comments (ADR 92): a member of the owner's team comments on the clips of their playlist

export const teamCommentSchema = z.object({
  id: z.string(),
  author: z.object({ name: z.string(), email: z.string() }),
  /** The caller wrote it. */
  mine: z.boolean(),
  text: z.string(),
  at: timestamp,
});
export type TeamComment = z.infer<typeof teamCommentSchema>;

export const teamClipCommentsSchema = z.object({
  jmId: z.string(),
  /** Oldest first. */
  comments: z.array(teamCommentSchema),
});
export type TeamClipComments = z.infer<typeof teamClipCommentsSchema>;

export const teamCommentsResponseSchema = z.object({
  /** Each clip colleagues commented on. */
  clips: z.array(teamClipCommentsSchema),
});
export type TeamCommentsResponse = z.infer<typeof teamCommentsResponseSchema>;

const teamCommentErrors = {
  401: 'Not signed in.',
  404: `"${PLAYLIST_SERVER_MESSAGES.playlistMissing}": not a playlist of a colleague in the caller's team (or the caller's own).`,
} as const;

export const teamCommentsEndpoint = endpoint({
  ...ENDPOINT_PATHS.teamCommentsEndpoint,
  auth: 'user',
  summary: "What the team said on the clips of a colleague's playlist, per clip, with who and when",
  tag: 'Teams',
  params: z.object({ uuid: playlistUuidSchema }),
  response: teamCommentsResponseSchema,
  errors: teamCommentErrors,
});

export const teamCommentBodySchema = z.object({
  jmId: jmIdParamSchema,
  comment: z
    .string()
    .trim()
    .min(1, 'Write a comment.')
    .max(SHARE_LIMITS.commentMax, `Use at most ${SHARE_LIMITS.commentMax} characters.`),
});
export type TeamCommentBody = z.input<typeof teamCommentBodySchema>;

export const teamCommentEndpoint = endpoint({
  ...ENDPOINT_PATHS.teamCommentEndpoint,
  auth: 'user',
  summary:
    "A member of the owner's team comments on a clip of their playlist (kept with who and when; the owner is told)",
  tag: 'Teams',
  params: z.object({ uuid: playlistUuidSchema }),
  body: teamCommentBodySchema,
  response: teamClipCommentsSchema,
  status: 201,
  errors: {
    400: 'No comment, or one too long.',
    ...teamCommentErrors,
    404: `${teamCommentErrors[404]} Or '${SHARE_MESSAGES.clipNotInPlaylist}'.`,
    409: `'${SHARE_MESSAGES.tooManyComments}'`,
  },
});

export const playlistReviewEndpoints = {
  updateShare: updateSharePlaylistEndpoint,
  reviews: playlistReviewsEndpoint,
  guest: sharedGuestEndpoint,
  verify: sharedGuestVerifyEndpoint,
  guestReviews: sharedReviewsEndpoint,
  review: sharedReviewEndpoint,
  teamComments: teamCommentsEndpoint,
  teamComment: teamCommentEndpoint,
} as const;
