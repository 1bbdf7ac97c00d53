import { describe, expect, it } from 'vitest';
import { initialPersistedState, migratePersistedState } from './persisted';

describe('persisted client state, version 3', () => {
  it('starts empty when nothing was stored or the store is not an object', () => {
    expect(migratePersistedState(undefined)).toEqual(initialPersistedState());
    expect(migratePersistedState('v2')).toEqual(initialPersistedState());
  });

  it('keeps search pages, auth, user and query suggestions from an older version and drops the rest', () => {
    const version2 = {
      version: 2,
      searchPages: { lastQuery: '?q=cats', stale: true },
      auth: { loggedIn: true, username: 'buyer@example.com', access_token: 'must-not-survive' },
      user: {
        consent: { C0002: true, C0004: false },
        pendingSave: { addTolist: '1254381', prevPath: '/licensing/search', onBoardingAddToList: true },
        feedbackModal: { day: '2026-11-20', count: 2 },
        cart: [{ id: 1 }],
      },
      querySuggestions: { recentSearch: ['cats', 3, 'dogs'] },
      playlists: { all: [] },
      wire: { mode: 'list' },
    };
    expect(migratePersistedState(version2)).toEqual({
      version: 3,
      searchPages: { lastQuery: '?q=cats' },
      auth: { loggedIn: true, username: 'buyer@example.com' },
      user: {
        consent: { C0002: true, C0004: false },
        pendingSave: { addTolist: '1254381', prevPath: '/licensing/search', onBoardingAddToList: true },
        feedbackModal: { day: '2026-11-20', count: 2 },
      },
      querySuggestions: { recentSearch: ['cats', 'dogs'] },
    });
  });

  it('drops a kept part whose fields have the wrong types instead of trusting it', () => {
    const state = migratePersistedState({
      auth: { loggedIn: 'yes' },
      user: {
        consent: { C0002: 'true' },
        pendingSave: { addTolist: 5 },
        feedbackModal: { day: 1, count: -1 },
      },
      querySuggestions: { recentSearch: 'cats' },
    });
    expect(state.auth).toEqual({ loggedIn: false, username: null });
    expect(state.user).toEqual({ consent: null, pendingSave: null, feedbackModal: null });
    expect(state.querySuggestions.recentSearch).toEqual([]);
  });
});
