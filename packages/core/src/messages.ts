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

/**
 * Texts of the video card (and rows showing a clip) that the spec names but does not word; the wording is
 * ours. The spec's own card texts are `MESSAGES.noVideoFound`, `CLEARANCE_LABELS` and `CARD_ICON_LABELS`.
 */
export const CARD_TEXT = {
  /** Badge on a clip that is in the cart. */
  inCart: 'In cart',
  /** Badge on a clip the user holds a licence for (their purchased videos). */
  licensed: 'Licensed',
  /** Accessible name of the ROLE_RIFF_USER marker (iar false, rsa or bo true). */
  riffMarker: 'Rights management: talent releases missing',
  /** Accessible name of the save toggle, e.g. 'Save JV#1254381 to a playlist'. */
  save: (clipId: string): string => `Save ${clipId} to a playlist`,
  /** The link to a clip's similar clips (spec section 2: /licensing/search/similarClips/{jmId}). */
  similar: 'Similar clips',
  /** Accessible name of that link, e.g. 'Similar clips to JV#1254381'. */
  similarName: (clipId: string): string => `Similar clips to ${clipId}`,
  /** Said before the clip's length to assistive technology, e.g. 'Duration 00:42'. */
  duration: 'Duration',
  /** The clip's orientation, in the Orientation filter's words. */
  vertical: 'Vertical',
  horizontal: 'Horizontal',
  /** The clip is HD, in the Resolution filter's word. */
  hd: 'HD',
  /** Accessible name of the line of facts a buyer checks the filters against. */
  facts: 'Clip facts',
  /**
   * The lowest licence price a buyer can pay online, e.g. 'from $49', and what that tier cannot do
   * (`tierLimits`): 'from $49 · watermarked, no monetization'.
   */
  fromPrice: (price: string, limits?: string | null): string =>
    limits ? `from ${price} · ${limits}` : `from ${price}`,
  /** Its accessible name, e.g. 'Licences from $49 per video, watermarked, no monetization'. */
  fromPriceName: (price: string, limits?: string | null): string =>
    `Licences from ${price} per video${limits ? `, ${limits}` : ''}`,
} as const;

/**
 * Texts of the overlays (snackbar, toasts, licence comparison modal) that the spec names but does not word
 * (section 2: "may reload the page or offer a View action"); the wording is ours.
 */
export const OVERLAY_TEXT = {
  /** Accessible name of the close button of a snackbar, a toast or a modal. */
  close: 'Close',
  /** The snackbar's reload action. */
  reload: 'Reload',
  /** The snackbar's default label for its link to the checkout. */
  view: 'View',
  /** Accessible name of the notification regions. */
  notifications: 'Notifications',
  /** Appended, visually hidden, to links that open a new tab. */
  opensInNewTab: '(opens in a new tab)',
} as const;

/**
 * Labels of the licence comparison modal (spec section 1 names every figure; the wording is ours).
 * The tier data and its own texts are `LICENCE_TIERS` and `LICENCE_TIER_TEXT` in tiers.ts.
 */
export const LICENCE_TIER_LABELS = {
  title: 'Compare digital publishing licences',
  /** The trigger that opens the modal. */
  open: 'Compare licences',
  /** Header of the table's first column (the figures). */
  figure: 'Licence terms',
  pricePerVideo: 'Price per video',
  monetization: 'Monetization',
  monetizationAllowed: 'Allowed',
  monetizationNotAllowed: 'Not allowed',
  watermark: 'Watermark',
  watermarked: 'Watermarked',
  watermarkFree: 'Watermark free',
  pagesOrChannels: 'Pages or channels',
  maxAudience: 'Maximum audience',
  postsPerChannel: 'Posts per channel',
  brands: 'Brands',
  /** What the tier is for, in plain words (`licenceTierUse`), in place of the distribution figure. */
  covers: 'Covers',
  doesNotCover: 'Does not cover',
  legalIndemnification: 'Legal indemnification',
  customLegalTerms: 'Custom legal terms',
  dedicatedAccountManager: 'Dedicated account manager',
  included: 'Included',
  notIncluded: 'Not included',
  /** The select button of a tier with a price, e.g. 'Choose Basic Pro'. */
  choose: (tierName: string): string => `Choose ${tierName}`,
  /** The select button of the tier priced by inquiry. */
  inquire: 'Inquire',
} as const;
