/** A guest's decision on a clip of a shared playlist. */
export type { ReviewDecision } from '@clipmarket/core';

/** The call that saves a decision or a comment: at rest, or running. Written as `data-state`. */
export type ClipReviewStatus = 'idle' | 'saving';

/** One of the guest's own comments on the clip. */
export interface ClipReviewComment {
  id: string;
  /** What the guest wrote, as posted (line breaks kept). */
  text: string;
  /** When it was posted: an ISO date-time. */
  at: string;
}
