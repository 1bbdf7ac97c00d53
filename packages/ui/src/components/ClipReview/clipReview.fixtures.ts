import type { ClipReviewComment } from './ClipReview.types';

/*
 * A guest's comments on one clip for the review's stories, oldest first, as the shared page reads them from
 * `GET /api/shared/…/reviews`. The times are UTC; the component shows them in the reader's time zone.
 */

export const clipReviewTitleFixture = 'Dog surfs a wave in Cornwall';

export const clipReviewCommentsFixture: ClipReviewComment[] = [
  {
    id: 'c-101',
    text: 'Love this one. Is there a version without the caption burned in?',
    at: '2026-03-02T14:05:00Z',
  },
  {
    id: 'c-102',
    text: 'Checked with legal: fine for the spring campaign.\nWe would cut it to the first 12 seconds.',
    at: '2026-03-03T09:30:00Z',
  },
];

/** A comment as long as a guest may write, with a web address that has no place to break. */
export const clipReviewLongCommentFixture: ClipReviewComment = {
  id: 'c-103',
  text:
    'For the record, the brief is at https://docs.example.com/campaigns/spring-2026/social-cutdowns/brief-v3-final-final.pdf ' +
    'and the board wants the dog in the first three seconds of every cut-down. This clip does that, but the horizon tilts in ' +
    'the last shot, so we would stop before the wipe-out. If there is a steadier take from the same afternoon we would rather have it.',
  at: '2026-03-04T17:45:00Z',
};

/*
 * The owner's team's comments on the clip, as a colleague reads them, oldest first: each with its author, the
 * reader's own as "You" (the web app passes that name for the caller's comments).
 */
export const clipReviewTeamCommentsFixture: ClipReviewComment[] = [
  {
    id: 'c-201',
    text: 'The client liked the dog clips last quarter. This one could open the reel.',
    at: '2026-03-02T10:15:00Z',
    author: 'Olive Hart',
  },
  {
    id: 'c-202',
    text: 'Agreed, if we can get it without the caption.\nI will ask the seller.',
    at: '2026-03-02T11:40:00Z',
    author: 'You',
  },
  {
    id: 'c-203',
    text: 'Check the last shot: the horizon tilts.',
    at: '2026-03-03T08:05:00Z',
    author: 'Sam Okafor',
  },
];
