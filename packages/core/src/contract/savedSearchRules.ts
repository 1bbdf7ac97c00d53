// Saved searches' limits, alert frequencies and messages, free of the schemas so browser code (the save dialog,
// the account's list, the unsubscribe page) can read them without the schema library (re-exported by
// ./savedSearches).

export const ALERT_FREQUENCIES = ['off', 'daily', 'weekly'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

export const SAVED_SEARCH_LIMITS = {
  /** Saved searches an account keeps. */
  perAccount: 25,
  /** Characters of a name. */
  nameMax: 80,
  /** New clips counted (more read as "99+"). */
  newCounted: 99,
  /** Clips a digest shows of each saved search (the mail links the rest). */
  digestClips: 6,
} as const;

export const SAVED_SEARCH_MESSAGES = {
  nameEmpty: 'Give the search a name.',
  nameTaken: 'You already have a saved search of that name.',
  full: `You can keep up to ${SAVED_SEARCH_LIMITS.perAccount} saved searches. Delete one to save another.`,
  notFound: 'No saved search of yours has that id.',
  unsubscribeInvalid: 'This unsubscribe link is not valid. Turn alerts off in your account instead.',
  similarNotSaved: 'A similar-clips search cannot be saved. Search by words or filters to save it.',
} as const;
