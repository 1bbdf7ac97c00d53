import { ENGAGEMENT_THRESHOLDS, FEEDBACK } from '../constants';

/** Counts of what a visitor has done this session. */
export interface SessionHistory {
  searches: number;
  resultPages: number;
  videosViewed: number;
  totalEvents: number;
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
