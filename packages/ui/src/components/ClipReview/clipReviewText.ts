import { SHARE_LIMITS } from '@clipmarket/core';
import type { ReviewDecision } from './ClipReview.types';

/** Longest comment a guest may post on a clip. */
export const CLIP_REVIEW_COMMENT_MAX = SHARE_LIMITS.commentMax;

/**
 * The words of a guest's review of one clip on a shared playlist (client approvals), and of a colleague's comments
 * on it; the wording is ours. The clip's title goes into the controls' names, so a screen reader that lists the
 * page's buttons says which clip each decides.
 */
export const CLIP_REVIEW_TEXT = {
  /** The decision buttons' group, read aloud: 'Your decision on “Dog surfs”'. */
  decisionLabel: (clipTitle: string): string => `Your decision on “${clipTitle}”`,
  approve: 'Approve',
  reject: 'Reject',
  /** Each decision button's name, read aloud: 'Approve “Dog surfs”', 'Reject “Dog surfs”'. */
  decideLabel: {
    approved: (clipTitle: string): string => `Approve “${clipTitle}”`,
    rejected: (clipTitle: string): string => `Reject “${clipTitle}”`,
  } satisfies Record<ReviewDecision, (clipTitle: string) => string>,
  /** The line beside the buttons once the guest has decided. */
  decided: {
    approved: 'You approved this clip',
    rejected: 'You rejected this clip',
  } satisfies Record<ReviewDecision, string>,
  /** The same line while a decision or a comment is being saved (for a colleague, a line under the comment field). */
  saving: 'Saving…',
  /** The list of the guest's comments, read aloud: 'Your comments on “Dog surfs”'. */
  commentsLabel: (clipTitle: string): string => `Your comments on “${clipTitle}”`,
  /** The same list for a colleague, holding the whole team's comments: 'Comments on “Dog surfs”'. */
  teamCommentsLabel: (clipTitle: string): string => `Comments on “${clipTitle}”`,
  /** The disclosure that shows the comment field. */
  addComment: 'Add a comment',
  comment: 'Comment',
  post: 'Post comment',
  cancel: 'Cancel',
} as const;
