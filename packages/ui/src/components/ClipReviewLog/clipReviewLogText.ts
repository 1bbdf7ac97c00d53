import type { ReviewEntryDecision } from '@clipmarket/core';

/**
 * The words of the owner's log of what guests decided and colleagues said on one clip of a shared playlist
 * (client approvals); the wording is ours.
 */
export const CLIP_REVIEW_LOG_TEXT = {
  /** The list's accessible name. */
  label: 'Decisions and comments',
  /** The summary with no decision yet (there may be comments). */
  none: 'No decisions yet',
  /** The summary: '2 approved · 1 rejected'. */
  summary: (approved: number, rejected: number): string => `${approved} approved · ${rejected} rejected`,
  /**
   * The tag after a colleague's name and e-mail address, so the owner tells their team from the guests of the
   * share link.
   */
  colleague: 'Colleague',
  /** After the guest's name and e-mail address: what the entry is. */
  action: {
    approved: 'approved',
    rejected: 'rejected',
    cleared: 'took back their decision',
    commented: 'commented',
  } satisfies Record<ReviewEntryDecision | 'commented', string>,
} as const;
