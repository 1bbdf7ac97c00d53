import { PERSISTED_STATE } from '@clipmarket/core';
import { useCallback, useRef, useSyncExternalStore } from 'react';

/**
 * The client state kept between visits (decisions.md: version 3, only search pages, auth, user and query
 * suggestions, in localStorage, with a migration from older versions that drops the rest). Never the
 * session token: that is an HttpOnly cookie.
 */
export const PERSISTED_STATE_KEY = 'clipmarket:state';
export const PERSISTED_STATE_VERSION = PERSISTED_STATE.version;

export interface PersistedState {
  version: typeof PERSISTED_STATE_VERSION;
  /** The search pages: the last search's URL query, so "Search" in the header goes back to it. */
  searchPages: { lastQuery: string };
  /** Whether a session was open: only then is it validated at start (the cookie itself is unreadable). */
  auth: { loggedIn: boolean; username: string | null };
  user: {
    /** The consent manager's choices; null until the visitor has chosen. */
    consent: { C0002: boolean; C0004: boolean } | null;
    /**
     * A save clicked while signed out (spec section 4): where to return after login and which clip to offer
     * in the add-to-list modal there.
     */
    pendingSave: { addTolist: string; prevPath: string; onBoardingAddToList: boolean } | null;
    /** The search feedback modal's shows on one day, across sessions (spec section 9: at most 3 a day). */
    feedbackModal: { day: string; count: number } | null;
  };
  /** The search bar's recent searches, newest first. */
  querySuggestions: { recentSearch: string[] };
}

export function initialPersistedState(): PersistedState {
  return {
    version: PERSISTED_STATE_VERSION,
    searchPages: { lastQuery: '' },
    auth: { loggedIn: false, username: null },
    user: { consent: null, pendingSave: null, feedbackModal: null },
    querySuggestions: { recentSearch: [] },
  };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads whatever was stored, of any version, into version 3: the four kept parts survive where their fields
 * still have the right types; everything else (older versions kept the whole store) is dropped.
 */
export function migratePersistedState(stored: unknown): PersistedState {
  const state = initialPersistedState();
  if (!isObject(stored)) return state;
  const { searchPages, auth, user, querySuggestions } = stored;
  if (isObject(searchPages) && typeof searchPages.lastQuery === 'string') {
    state.searchPages.lastQuery = searchPages.lastQuery;
  }
  if (isObject(auth) && typeof auth.loggedIn === 'boolean') {
    state.auth.loggedIn = auth.loggedIn;
    state.auth.username = typeof auth.username === 'string' ? auth.username : null;
  }
  if (isObject(user)) {
    const { consent, pendingSave, feedbackModal } = user;
    if (
      isObject(feedbackModal) &&
      typeof feedbackModal.day === 'string' &&
      typeof feedbackModal.count === 'number' &&
      Number.isInteger(feedbackModal.count) &&
      feedbackModal.count >= 0
    ) {
      state.user.feedbackModal = { day: feedbackModal.day, count: feedbackModal.count };
    }
    if (isObject(consent) && typeof consent.C0002 === 'boolean' && typeof consent.C0004 === 'boolean') {
      state.user.consent = { C0002: consent.C0002, C0004: consent.C0004 };
    }
    if (
      isObject(pendingSave) &&
      typeof pendingSave.addTolist === 'string' &&
      typeof pendingSave.prevPath === 'string'
    ) {
      state.user.pendingSave = {
        addTolist: pendingSave.addTolist,
        prevPath: pendingSave.prevPath,
        onBoardingAddToList: pendingSave.onBoardingAddToList === true,
      };
    }
  }
  if (isObject(querySuggestions) && Array.isArray(querySuggestions.recentSearch)) {
    state.querySuggestions.recentSearch = querySuggestions.recentSearch.filter(
      (entry): entry is string => typeof entry === 'string',
    );
  }
  return state;
}

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Storage can be switched off (private modes, policies): the app then works without remembering.
    return null;
  }
}

function read(): PersistedState {
  const raw = storage()?.getItem(PERSISTED_STATE_KEY);
  if (!raw) return initialPersistedState();
  try {
    return migratePersistedState(JSON.parse(raw));
  } catch {
    return initialPersistedState();
  }
}

let current: PersistedState | null = null;
const listeners = new Set<() => void>();

export function getPersistedState(): PersistedState {
  current ??= read();
  return current;
}

/** Replaces the state with `update(state)`, writes it and tells every reader. */
export function updatePersistedState(update: (state: PersistedState) => PersistedState): void {
  current = update(getPersistedState());
  try {
    storage()?.setItem(PERSISTED_STATE_KEY, JSON.stringify(current));
  } catch {
    // A full or blocked storage only loses the memory between visits.
  }
  for (const listener of listeners) listener();
}

/** Forgets the in-memory copy (tests, and another tab's write). */
export function reloadPersistedState(): void {
  current = null;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const INITIAL: PersistedState = initialPersistedState();

/**
 * Reads a part of the persisted state and re-renders when it changes. The server, and the hydration of its
 * markup, read the initial state; a part whose stored value is the same (an empty list of recent searches) is
 * answered with the very object the page hydrated with, so the page is not drawn again for it.
 */
export function usePersistedState<T>(select: (state: PersistedState) => T): T {
  const last = useRef<{ value: T; json: string } | null>(null);
  const keep = useCallback((value: T): T => {
    const json = JSON.stringify(value) ?? '';
    if (last.current?.json === json) return last.current.value;
    last.current = { value, json };
    return value;
  }, []);
  return useSyncExternalStore(
    subscribe,
    () => keep(select(getPersistedState())),
    () => keep(select(INITIAL)),
  );
}
