import {
  EMPTY_SESSION_HISTORY,
  EMPTY_SESSION_LOG,
  recordSessionActivity,
  type SessionActivity,
  type SessionHistory,
  type SessionLog,
} from '@clipmarket/core';
import { useSyncExternalStore } from 'react';

/**
 * What the visitor has done in this browser session (spec section 9's session history): searches, further
 * result pages and clips viewed, counted by core's `recordSessionActivity`. It lives in session storage, so it
 * is per tab and ends with the session, as the feedback modal's "once per session" flag does; the feedback
 * modal reads it to ask only an engaged visitor on exit intent. Storage is read defensively: switched off, the
 * counts stay empty and exit intent never asks.
 */
export const SESSION_HISTORY_KEY = 'clipmarket:sessionHistory';

function sessionStore(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

/** The stored log, or the empty one for anything missing or not of its shape. */
export function parseSessionLog(raw: string | null): SessionLog {
  if (raw === null) return EMPTY_SESSION_LOG;
  try {
    const value = JSON.parse(raw) as Partial<SessionLog> | null;
    const history = value?.history;
    const last = value?.lastSearch;
    if (
      !history ||
      !isCount(history.searches) ||
      !isCount(history.resultPages) ||
      !isCount(history.videosViewed) ||
      !isCount(history.totalEvents) ||
      !Array.isArray(value.viewed) ||
      !value.viewed.every((jmId) => typeof jmId === 'string') ||
      (last !== null && (typeof last?.search !== 'string' || !isCount(last.page)))
    ) {
      return EMPTY_SESSION_LOG;
    }
    return {
      history: {
        searches: history.searches,
        resultPages: history.resultPages,
        videosViewed: history.videosViewed,
        totalEvents: history.totalEvents,
      },
      lastSearch: last === null ? null : { search: last.search, page: last.page },
      viewed: value.viewed,
    };
  } catch {
    return EMPTY_SESSION_LOG;
  }
}

// The snapshot is re-read from storage (a test, or another part of the app, may have replaced it) and kept
// while the stored text is the same, so React sees the same object until something was recorded.
let snapshot: { raw: string | null; log: SessionLog } = { raw: null, log: EMPTY_SESSION_LOG };

function readRaw(): string | null {
  try {
    return sessionStore()?.getItem(SESSION_HISTORY_KEY) ?? null;
  } catch {
    return null;
  }
}

export function readSessionLog(): SessionLog {
  const raw = readRaw();
  if (raw !== snapshot.raw) snapshot = { raw, log: parseSessionLog(raw) };
  return snapshot.log;
}

const listeners = new Set<() => void>();

/** Counts one thing the visitor did: a results page shown, or a clip's page opened. */
export function recordSessionEvent(activity: SessionActivity): void {
  const before = readSessionLog();
  const after = recordSessionActivity(before, activity);
  if (after === before) return;
  const raw = JSON.stringify(after);
  try {
    sessionStore()?.setItem(SESSION_HISTORY_KEY, raw);
  } catch {
    // Storage full or blocked: the counts stay as they were.
    return;
  }
  snapshot = { raw, log: after };
  for (const listener of listeners) listener();
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

const historyOf = () => readSessionLog().history;
const nothingYet = () => EMPTY_SESSION_HISTORY;

/** The session's counts, updated as the visitor searches, pages and views clips; none on the server. */
export function useSessionHistory(): SessionHistory {
  return useSyncExternalStore(subscribe, historyOf, nothingYet);
}
