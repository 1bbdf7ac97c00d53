import { FEEDBACK } from '../constants';
import { pathInApp, PAGES } from '../pages';
import { formatSearchDate } from './dates';

/**
 * How often the feedback modal may open (spec section 9): once per browser session, never on the
 * login or register pages, and at most 3 times on one UTC day across sessions.
 *
 * The spec says it "stops when the count reaches 2 on the same day after the first". We read that as
 * a zero-based counter kept across sessions: the first show of a day stores 0, the second 1, the third
 * 2, and once the stored count is 2 no further show is allowed that day. That is 3 shows a day, which
 * agrees with the spec's "at most 3 per day" (FEEDBACK.maxPerDay).
 */

/** The persisted record of shows: the UTC day ('yyyy-MM-dd') and the zero-based count of shows that day. */
export interface FeedbackRecord {
  day: string;
  count: number;
}

/** What decides whether the feedback modal may open now. */
export interface FeedbackContext {
  /** The stored record, or null when the modal has never been shown in this browser. */
  record: FeedbackRecord | null;
  /** Whether it has already been shown in this browser session. */
  sessionShown: boolean;
  /** The current location's path. */
  path: string;
  now: Date;
}

/**
 * Whether a full path (with its query, if any) is the login or register screen, where neither the feedback nor
 * the playlist modal opens.
 */
export function isAuthPage(path: string): boolean {
  const page = pathInApp(path.split(/[?#]/)[0] ?? '');
  return page !== null && (PAGES.login.match(page) ?? PAGES.register.match(page)) !== null;
}

/** The UTC day a show counts towards. */
function dayOf(now: Date): string {
  return formatSearchDate(now);
}

/** Whether the feedback modal may open now. */
export function canShowFeedback({ record, sessionShown, path, now }: FeedbackContext): boolean {
  if (sessionShown || isAuthPage(path)) return false;
  if (record === null || record.day !== dayOf(now)) return true;
  // Zero-based: a stored count of maxPerDay - 1 (2) means maxPerDay (3) shows already today.
  return record.count < FEEDBACK.maxPerDay - 1;
}

/** The record to store after the modal is shown: the count goes up on the same day and restarts at 0 on a new one. */
export function recordFeedbackShown(record: FeedbackRecord | null, now: Date): FeedbackRecord {
  const day = dayOf(now);
  if (record === null || record.day !== day) return { day, count: 0 };
  return { day, count: record.count + 1 };
}
