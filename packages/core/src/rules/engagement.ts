import { ENGAGEMENT_THRESHOLDS, FEEDBACK } from '../constants';
import { baseJmId } from './jmId';

/**
 * Counts of what a visitor has done this browser session (spec section 9's "session history"). The three
 * kinds never overlap, so `totalEvents` is their sum: a new search, another page of the same search, a clip
 * not viewed before in the session.
 */
export interface SessionHistory {
  searches: number;
  resultPages: number;
  videosViewed: number;
  totalEvents: number;
}

export const EMPTY_SESSION_HISTORY: SessionHistory = Object.freeze({
  searches: 0,
  resultPages: 0,
  videosViewed: 0,
  totalEvents: 0,
});

/** A search as the visitor saw it: what was searched for (text and filters, not the page), and the page. */
export interface SearchVisit {
  search: string;
  page: number;
}

/** The session's counts and what they need to tell a new event from a repeat. */
export interface SessionLog {
  history: SessionHistory;
  /** The last results page shown: the same search on another page is a result page, not a search. */
  lastSearch: SearchVisit | null;
  /** Base jmIds of the clips viewed, so a clip opened again is not counted twice. */
  viewed: readonly string[];
}

export const EMPTY_SESSION_LOG: SessionLog = Object.freeze({
  history: EMPTY_SESSION_HISTORY,
  lastSearch: null,
  viewed: Object.freeze([]),
});

/** What the app reports: a results page shown, or a clip's page opened. */
export type SessionActivity = ({ type: 'search' } & SearchVisit) | { type: 'view'; jmId: string };

/** Clips remembered for the repeat check; far past the threshold of 3, and a bounded session storage entry. */
export const SESSION_LOG_VIEWED_MAX = 50;

/**
 * The log after one activity. A results page of a search other than the last is a search; the last search
 * on another page is a result page; the same page again (a reload, a change of layout) counts nothing. A
 * clip counts once per session, its '-1' id matching its base id.
 */
export function recordSessionActivity(log: SessionLog, activity: SessionActivity): SessionLog {
  const { history } = log;
  if (activity.type === 'view') {
    const jmId = baseJmId(activity.jmId);
    if (jmId === '' || log.viewed.includes(jmId)) return log;
    return {
      ...log,
      history: { ...history, videosViewed: history.videosViewed + 1, totalEvents: history.totalEvents + 1 },
      viewed: [...log.viewed, jmId].slice(-SESSION_LOG_VIEWED_MAX),
    };
  }
  const visit: SearchVisit = { search: activity.search, page: activity.page };
  const last = log.lastSearch;
  if (last !== null && last.search === visit.search && last.page === visit.page) return log;
  const counted: SessionHistory =
    last === null || last.search !== visit.search
      ? { ...history, searches: history.searches + 1, totalEvents: history.totalEvents + 1 }
      : { ...history, resultPages: history.resultPages + 1, totalEvents: history.totalEvents + 1 };
  return { ...log, history: counted, lastSearch: visit };
}

/** Whether the visitor has engaged enough to be asked for feedback (spec section 9, exit-intent helper). */
export function isEngaged(history: SessionHistory): boolean {
  return (
    history.searches >= ENGAGEMENT_THRESHOLDS.searches ||
    history.resultPages >= ENGAGEMENT_THRESHOLDS.resultPages ||
    history.videosViewed >= ENGAGEMENT_THRESHOLDS.videosViewed ||
    history.totalEvents >= ENGAGEMENT_THRESHOLDS.totalEvents
  );
}

/** Where the pointer left the page. */
export interface PointerExit {
  clientX: number;
  clientY: number;
  viewportWidth: number;
}

/**
 * Whether the pointer left through the top of the window near either side, where the tab strip and
 * window controls are: clientY at or above 0 and within `edgePx` (200) of the left or right edge.
 */
export function isExitIntent(
  { clientX, clientY, viewportWidth }: PointerExit,
  edgePx: number = FEEDBACK.exitIntentEdgePx,
): boolean {
  if (clientY > 0) return false;
  return clientX <= edgePx || clientX >= viewportWidth - edgePx;
}
