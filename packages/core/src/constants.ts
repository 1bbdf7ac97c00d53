/**
 * Business constants and limits of the product spec (sections 4 and 9), settled by decisions.md.
 */

/** Page sizes. */
export const PAGE_SIZE = {
  /** Search result pages. */
  search: 60,
  /** Playlists, folders, videos and starred videos. */
  default: 20,
  /** The wire loads this many at a time. */
  wire: 12,
} as const;

export const LIMITS = {
  /** Videos in one playlist. */
  playlistMaxVideos: 1000,
  /** Duration filter range in seconds. */
  durationMinSeconds: 0,
  durationMaxSeconds: 600,
  /** Playlist popup: lists shown at most. */
  popupMaxLists: 30,
  /** Playlist popup: the name filter applies from this many characters. */
  popupFilterMinChars: 3,
  /** Playlist popup: list scroll height in px. */
  popupListHeightPx: 240,
  playlistNameMin: 3,
  playlistNameMax: 255,
  /** Names longer than this are cut in the popup. */
  playlistNameDisplayMax: 35,
  /** ...to this many characters, followed by ' ...'. */
  playlistNameDisplayCut: 34,
  /** Header lists: default max, and max when only the count is wanted. */
  headerListsMax: 5,
  headerListsCountMax: 1,
  /** Video card titles longer than this get a tooltip. */
  cardTitleTooltipOver: 55,
  /** Category list limit. */
  categoryMax: 26,
  /** Similar videos returned. */
  similarVideos: 16,
  /** Trending videos used as the wire's fallback. */
  wireFallbackTrending: 4,
} as const;

/** Delays and timers, in milliseconds unless named otherwise. */
export const DELAYS = {
  downloadPollMs: 15_000,
  savedStateResetMs: 1_500,
  snackbarAutoHideMs: 5_000,
  /** After a missing cart playlist, go to the lists page after this long. */
  cartPlaylistGoneRedirectMs: 1_500,
  feedbackIdleMs: 300_000,
  feedbackListenersDelayMs: 5_000,
  consentReevaluateMs: 1_000,
} as const;

export const SESSION = {
  cookieLifetimeDays: 14,
} as const;

/** Feedback modal frequency (spec section 9). */
export const FEEDBACK = {
  /** At most this many shows a day across sessions. */
  maxPerDay: 3,
  /** Exit intent: pointer within this many px of either side at the top. */
  exitIntentEdgePx: 200,
} as const;

/** Exit-intent style helper thresholds (spec section 9). */
export const ENGAGEMENT_THRESHOLDS = {
  searches: 3,
  resultPages: 4,
  videosViewed: 3,
  totalEvents: 4,
} as const;

/** Relevance weights of the search (spec section 9). */
export const RELEVANCE_WEIGHTS = {
  publishingTitle: 3,
  publishingDescription: 1.5,
  tags: 1.2,
  privateTags: 1.2,
  category: 1.5,
} as const;

/** Breakpoints in px (decisions.md: one token set). */
export const BREAKPOINTS = {
  sm: 576,
  md: 768,
  lg: 992,
  xl: 1280,
  xxl: 1920,
} as const;

/** The filter panel is open by default at this window width and wider. */
export const FILTER_PANEL_OPEN_MIN_WIDTH = 830;

/** Tag of the trending videos used as the wire's fallback. */
export const TRENDING_TAG = 'LP Homepage Trending';

/** Categories left out of the category list by default (decisions.md: configuration). */
export const DEFAULT_EXCLUDED_CATEGORIES = ['Trending', 'LP Homepage Trending'] as const;

/** The category the category filter ignores. */
export const IGNORED_CATEGORY_FILTER = 'Trending';

export const ONBOARDING_DEFAULT_PLAYLIST_NAME = 'My First Playlist';

export const CHECKOUT_PRODUCT_TYPE = 'RM OTHER';

/**
 * The Shopify Storefront API version the marketplace speaks (ADR 79): the newest stable version Shopify's
 * official client supports, moved forward before Shopify retires it (a stable version lives about 12 months).
 */
export const STOREFRONT_API_VERSION = '2026-10';

export const DATE_FORMATS = {
  display: 'DD MMM YY',
  stored: 'YYYY-M-DD',
  input: 'MM/DD/YYYY',
  search: 'yyyy-MM-dd',
} as const;

/** Persisted client state (decisions.md). */
export const PERSISTED_STATE = {
  version: 3,
  keys: ['searchPages', 'auth', 'user', 'querySuggestions'],
} as const;

/** Default views (spec section 4). */
export const DEFAULT_VIEWS = {
  playlistView: 'grid',
  playlistSortOrder: 'desc',
  wireMode: 'grid',
  wireFilter: 'all',
} as const;

/** The id prefix shown on cards and rows. */
export const JV_PREFIX = 'JV#';

export const ROLES = {
  riffUser: 'ROLE_RIFF_USER',
  insider: 'ROLE_INSIDER',
} as const;

export type Role = (typeof ROLES)[keyof typeof ROLES];

/** Consent categories. C0001 is strictly necessary and always on. */
export const CONSENT_CATEGORIES = {
  necessary: 'C0001',
  performance: 'C0002',
  advertising: 'C0004',
} as const;
