import type { FeedbackRecord } from '@clipmarket/core';
import type { FeedbackActors, FeedbackMemory, FeedbackThumb } from '@clipmarket/ui';
import { fromPromise } from 'xstate';
import { FEEDBACK_EVENT } from '../../analytics/events';
import { getPersistedState, updatePersistedState } from '../../state/persisted';

/**
 * What the search feedback modal's machine needs from the browser (spec sections 4 and 9): the day's count
 * of shows across sessions, kept in the persisted client state (`user.feedbackModal`, decisions.md), this
 * session's "already shown" flag in session storage, and where a thumb goes (analytics). Session storage is
 * read defensively, as it can be switched off.
 */
export const FEEDBACK_SESSION_KEY = 'clipmarket:searchFeedbackShown';

/** The stored record of shows (null when there is none) and this session's flag. */
export function readFeedbackMemory(session: Storage | null): FeedbackMemory {
  // The persisted state's migration already dropped a record with the wrong types.
  const record: FeedbackRecord | null = getPersistedState().user.feedbackModal;
  let sessionShown = false;
  try {
    sessionShown = session?.getItem(FEEDBACK_SESSION_KEY) === 'true';
  } catch {
    sessionShown = false;
  }
  return { record, sessionShown };
}

export function writeFeedbackShown(record: FeedbackRecord, session: Storage | null) {
  updatePersistedState((state) => ({
    ...state,
    user: { ...state.user, feedbackModal: { day: record.day, count: record.count } },
  }));
  try {
    session?.setItem(FEEDBACK_SESSION_KEY, 'true');
  } catch {
    // A blocked session storage only forgets the flag; the machine still shows the modal once per page load.
  }
}

function browserStorage(kind: 'sessionStorage'): Storage | null {
  try {
    return globalThis[kind] ?? null;
  } catch {
    return null;
  }
}

/** The feedback machine's actors for the browser. */
export const feedbackActors: FeedbackActors = {
  loadFeedbackMemory: fromPromise<FeedbackMemory>(async () =>
    readFeedbackMemory(browserStorage('sessionStorage')),
  ),
  saveFeedbackShown: fromPromise<unknown, { record: FeedbackRecord }>(async ({ input }) =>
    writeFeedbackShown(input.record, browserStorage('sessionStorage')),
  ),
  submitFeedback: fromPromise<unknown, { thumb: FeedbackThumb; path: string }>(async ({ input }) => {
    window.dispatchEvent(new CustomEvent(FEEDBACK_EVENT, { detail: input }));
  }),
};
