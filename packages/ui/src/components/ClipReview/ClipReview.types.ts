/** A guest's decision on a clip of a shared playlist. */
export type { ReviewDecision } from '@clipmarket/core';

/** The call that saves a decision or a comment: at rest, or running. Written as `data-state`. */
export type ClipReviewStatus = 'idle' | 'saving';

/** A comment on the clip: one of a guest's own, or one of the owner's team's (with its author). */
export interface ClipReviewComment {
  id: string;
  /** What was written, as posted (line breaks kept). */
  text: string;
  /** When it was posted: an ISO date-time. */
  at: string;
  /**
   * Who wrote it, shown before its time ("Olive Hart · 4 Mar 2026, 14:05"): a colleague's name, or "You" for the
   * reader's own. Absent for a guest's own comments, where nobody else's are listed.
   */
  author?: string;
}
