// Client review of shared playlists (issue 33, item 2; ADR 91): the share link's limits, the decisions a guest
// makes and the messages, free of the schemas so browser code (the shared page, the share dialog, the owner's
// review) can read them without the schema library (re-exported by ./playlistReviews).

export const REVIEW_DECISIONS = ['approved', 'rejected'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];
/** What one entry of a clip's review did: a decision, a decision taken back ('cleared'), or none (a comment). */
export const REVIEW_ENTRY_DECISIONS = [...REVIEW_DECISIONS, 'cleared'] as const;
export type ReviewEntryDecision = (typeof REVIEW_ENTRY_DECISIONS)[number];

/** Who an entry of the owner's review log is from: a guest on the share link, or a colleague of the owner's team. */
export const REVIEW_AUTHORS = ['guest', 'team'] as const;
export type ReviewAuthor = (typeof REVIEW_AUTHORS)[number];

/** The expiries the owner picks from, in days; the first is the default. */
export const SHARE_EXPIRY_DAYS = [30, 7, 90, 365] as const;

export const SHARE_LIMITS = {
  /** A link's life unless the owner picks another. */
  defaultDays: 30,
  /** The longest a link may live. */
  maxDays: 365,
  /** Named e-mail addresses a link may be limited to. */
  emailsMax: 25,
  /** Guests who may review one playlist (each name and e-mail given once per browser). */
  guestsPerPlaylist: 200,
  /** Characters of a guest's name. */
  nameMax: 80,
  /** Characters of a comment. */
  commentMax: 1000,
  /** Comments one guest may leave on one clip. */
  commentsPerClip: 50,
  /** Sign-in links mailed to one address for one playlist within an hour. */
  linkMailsPerHour: 3,
  /** How long a mailed sign-in link works, in minutes. */
  linkMinutes: 60,
  /** How long a guest is quiet before their session's decisions are mailed to the owner, in minutes. */
  quietMinutes: 10,
} as const;

export const SHARE_MESSAGES = {
  expired: 'This link has expired. Ask whoever shared the playlist for a new one.',
  revoked: 'This link no longer works: whoever shared the playlist turned it off or replaced it.',
  restricted:
    'This playlist is shared with named people only. Enter your e-mail to get a link that opens it.',
  linkSent: 'If this address may open the playlist, we sent it a link. It works for 60 minutes.',
  linkInvalid: 'This sign-in link is not valid or was used already. Ask for a new one.',
  tooManyLinks: 'We sent this address several links in the last hour. Use the latest, or try again later.',
  guestRequired: 'Tell us your name and e-mail before you review.',
  tooManyGuests: 'This playlist has as many reviewers as it can take. Ask whoever shared it to add you.',
  tooManyComments: `You can leave up to ${SHARE_LIMITS.commentsPerClip} comments on a clip.`,
  clipNotInPlaylist: 'That clip is not in this playlist.',
  emptyReview: 'Give a decision or a comment.',
  expiryRange: `A link lives from 1 to ${SHARE_LIMITS.maxDays} days.`,
  tooManyEmails: `Share with up to ${SHARE_LIMITS.emailsMax} e-mail addresses.`,
  nothingApproved: 'No clip of this playlist is approved yet.',
} as const;
