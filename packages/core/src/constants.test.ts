import { describe, expect, it } from 'vitest';
import {
  BREAKPOINTS,
  CHECKOUT_PRODUCT_TYPE,
  CONSENT_CATEGORIES,
  DATE_FORMATS,
  DEFAULT_EXCLUDED_CATEGORIES,
  DEFAULT_VIEWS,
  DELAYS,
  ENGAGEMENT_THRESHOLDS,
  FEEDBACK,
  FILTER_PANEL_OPEN_MIN_WIDTH,
  JV_PREFIX,
  LIMITS,
  ONBOARDING_DEFAULT_PLAYLIST_NAME,
  PAGE_SIZE,
  PERSISTED_STATE,
  RELEVANCE_WEIGHTS,
  ROLES,
  SESSION,
  STOREFRONT_API_VERSION,
  TRENDING_TAG,
} from './constants';

describe('page sizes (spec section 9, decisions.md)', () => {
  it('shows 60 search results, 20 playlist items and 12 wire items a page', () => {
    expect(PAGE_SIZE).toEqual({ search: 60, default: 20, wire: 12 });
  });
});

describe('limits (spec sections 5 and 9)', () => {
  it('caps a playlist at 1000 videos and the duration filter at 0..600 s', () => {
    expect(LIMITS.playlistMaxVideos).toBe(1000);
    expect(LIMITS.durationMinSeconds).toBe(0);
    expect(LIMITS.durationMaxSeconds).toBe(600);
  });

  it('shows at most 30 lists in the popup, filters after 3 characters, scrolls at 240 px', () => {
    expect(LIMITS.popupMaxLists).toBe(30);
    expect(LIMITS.popupFilterMinChars).toBe(3);
    expect(LIMITS.popupListHeightPx).toBe(240);
  });

  it('takes playlist names of 3 to 255 characters and cuts names over 35 to 34', () => {
    expect([LIMITS.playlistNameMin, LIMITS.playlistNameMax]).toEqual([3, 255]);
    expect([LIMITS.playlistNameDisplayMax, LIMITS.playlistNameDisplayCut]).toEqual([35, 34]);
  });

  it('lists 5 header playlists (1 when counting), 26 categories, 16 similar clips, 4 trending fallbacks', () => {
    expect([LIMITS.headerListsMax, LIMITS.headerListsCountMax]).toEqual([5, 1]);
    expect(LIMITS.categoryMax).toBe(26);
    expect(LIMITS.similarVideos).toBe(16);
    expect(LIMITS.wireFallbackTrending).toBe(4);
  });

  it('gives card titles over 55 characters a tooltip', () => {
    expect(LIMITS.cardTitleTooltipOver).toBe(55);
  });
});

describe('delays (spec sections 4 and 9)', () => {
  it('polls downloads every 15 s, resets saved state after 1.5 s and hides the snackbar after 5 s', () => {
    expect(DELAYS.downloadPollMs).toBe(15_000);
    expect(DELAYS.savedStateResetMs).toBe(1_500);
    expect(DELAYS.snackbarAutoHideMs).toBe(5_000);
    expect(DELAYS.cartPlaylistGoneRedirectMs).toBe(1_500);
  });

  it('arms feedback triggers after 5 s, on 300000 ms idle, and re-evaluates consent after 1 s', () => {
    expect(DELAYS.feedbackListenersDelayMs).toBe(5_000);
    expect(DELAYS.feedbackIdleMs).toBe(300_000);
    expect(DELAYS.consentReevaluateMs).toBe(1_000);
  });

  it('keeps a session cookie for 14 days', () => {
    expect(SESSION.cookieLifetimeDays).toBe(14);
  });
});

describe('feedback and engagement (spec section 9)', () => {
  it('shows the feedback modal at most 3 times a day, exit intent within 200 px', () => {
    expect(FEEDBACK).toEqual({ maxPerDay: 3, exitIntentEdgePx: 200 });
  });

  it('counts a visitor engaged after 3 searches, 4 result pages, 3 videos or 4 events', () => {
    expect(ENGAGEMENT_THRESHOLDS).toEqual({ searches: 3, resultPages: 4, videosViewed: 3, totalEvents: 4 });
  });
});

describe('search (spec section 9, decisions.md)', () => {
  it('weights publishingTitle 3, publishingDescription 1.5, tags 1.2, privateTags 1.2, category 1.5', () => {
    expect(RELEVANCE_WEIGHTS).toEqual({
      publishingTitle: 3,
      publishingDescription: 1.5,
      tags: 1.2,
      privateTags: 1.2,
      category: 1.5,
    });
  });

  it('excludes "Trending" and "LP Homepage Trending" from the category list by default', () => {
    expect(DEFAULT_EXCLUDED_CATEGORIES).toEqual(['Trending', 'LP Homepage Trending']);
    expect(TRENDING_TAG).toBe('LP Homepage Trending');
  });
});

describe('layout (decisions.md)', () => {
  it('uses one breakpoint set: 576, 768, 992, 1280, 1920', () => {
    expect(BREAKPOINTS).toEqual({ sm: 576, md: 768, lg: 992, xl: 1280, xxl: 1920 });
  });

  it('opens the filter panel by default from 830 px', () => {
    expect(FILTER_PANEL_OPEN_MIN_WIDTH).toBe(830);
  });
});

describe('commerce, onboarding and formats (spec section 9)', () => {
  it('names the onboarding playlist, the checkout product type and the storefront API version', () => {
    expect(ONBOARDING_DEFAULT_PLAYLIST_NAME).toBe('My First Playlist');
    expect(CHECKOUT_PRODUCT_TYPE).toBe('RM OTHER');
    expect(STOREFRONT_API_VERSION).toBe('2026-10');
  });

  it('formats dates for display, storage, input and search', () => {
    expect(DATE_FORMATS).toEqual({
      display: 'DD MMM YY',
      stored: 'YYYY-M-DD',
      input: 'MM/DD/YYYY',
      search: 'yyyy-MM-dd',
    });
  });

  it('persists client state at version 3 with search pages, auth, user and query suggestions', () => {
    expect(PERSISTED_STATE.version).toBe(3);
    expect(PERSISTED_STATE.keys).toEqual(['searchPages', 'auth', 'user', 'querySuggestions']);
  });

  it('defaults to grid views sorted descending and the wire showing all videos', () => {
    expect(DEFAULT_VIEWS).toEqual({
      playlistView: 'grid',
      playlistSortOrder: 'desc',
      wireMode: 'grid',
      wireFilter: 'all',
    });
  });

  it('spells the roles, consent categories and id prefix as the spec does', () => {
    expect(ROLES).toEqual({ riffUser: 'ROLE_RIFF_USER', insider: 'ROLE_INSIDER' });
    expect(CONSENT_CATEGORIES).toEqual({ necessary: 'C0001', performance: 'C0002', advertising: 'C0004' });
    expect(JV_PREFIX).toBe('JV#');
  });
});
