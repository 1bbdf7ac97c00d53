import type { FeedbackRecord } from '@clipmarket/core';
import type { FeedbackActors, FeedbackMemory, FeedbackThumb } from '@clipmarket/ui';
import { fromPromise } from 'xstate';

/**
 * What the search feedback modal's machine needs from the browser (spec sections 4 and 9): the day's count
 * of shows across sessions in local storage, this session's "already shown" flag in session storage, and
 * where a thumb goes (analytics). The persisted client state of decisions.md has no place for the count, so
 * it keeps its own key; both stores are read defensively, as storage can be switched off.
 */
export const FEEDBACK_RECORD_KEY = 'clipmarket:searchFeedback';
export const FEEDBACK_SESSION_KEY = 'clipmarket:searchFeedbackShown';

/** The event a thumb raises on `window`; the analytics layer forwards it when configured and consented. */
export const FEEDBACK_EVENT = 'clipmarket:search-feedback';

function isRecord(value: unknown): value is FeedbackRecord {
  const record = value as Partial<FeedbackRecord> | null;
  return (
    typeof record === 'object' &&
    record !== null &&
    typeof record.day === 'string' &&
    typeof record.count === 'number' &&
    Number.isInteger(record.count) &&
    record.count >= 0
  );
}

/** The stored record of shows, or null when there is none (or it is unreadable). */
export function readFeedbackMemory(local: Storage | null, session: Storage | null): FeedbackMemory {
  let record: FeedbackRecord | null = null;
  try {
    const parsed: unknown = JSON.parse(local?.getItem(FEEDBACK_RECORD_KEY) ?? 'null');
    record = isRecord(parsed) ? { day: parsed.day, count: parsed.count } : null;
  } catch {
    record = null;
  }
  let sessionShown = false;
  try {
    sessionShown = session?.getItem(FEEDBACK_SESSION_KEY) === 'true';
  } catch {
    sessionShown = false;
  }
  return { record, sessionShown };
}

export function writeFeedbackShown(record: FeedbackRecord, local: Storage | null, session: Storage | null) {
  try {
    local?.setItem(FEEDBACK_RECORD_KEY, JSON.stringify(record));
    session?.setItem(FEEDBACK_SESSION_KEY, 'true');
  } catch {
    // A full or blocked storage only forgets the count; the machine still shows the modal once per page load.
  }
}

function browserStorage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return globalThis[kind] ?? null;
  } catch {
    return null;
  }
}

/** The feedback machine's actors for the browser. */
export const feedbackActors: FeedbackActors = {
  loadFeedbackMemory: fromPromise<FeedbackMemory>(async () =>
    readFeedbackMemory(browserStorage('localStorage'), browserStorage('sessionStorage')),
  ),
  saveFeedbackShown: fromPromise<unknown, { record: FeedbackRecord }>(async ({ input }) =>
    writeFeedbackShown(input.record, browserStorage('localStorage'), browserStorage('sessionStorage')),
  ),
  submitFeedback: fromPromise<unknown, { thumb: FeedbackThumb; path: string }>(async ({ input }) => {
    window.dispatchEvent(new CustomEvent(FEEDBACK_EVENT, { detail: input }));
  }),
};
