import type { ClipReviewEntry } from './ClipReviewLog';

/*
 * What guests (and colleagues) did on one clip, newest first, for the log's stories, as the owner's page reads it from
 * `GET /api/playlists/…/reviews`. The times are UTC; the component shows them in the reader's time zone.
 */

const ana = { name: 'Ana Ortiz', email: 'ana@example.com' };
const ben = { name: 'Ben Carter', email: 'ben.carter@agency.example' };
const chloe = { name: 'Chloé Martin', email: 'chloe@studio.example' };

/**
 * Three guests: Ana rejected, then changed her mind and approved; Ben rejected; Chloé approved and then
 * commented. Each guest's latest decision counts: 2 approved, 1 rejected.
 */
export const clipReviewEntriesFixture: ClipReviewEntry[] = [
  {
    id: 'r-6',
    guest: ana,
    decision: 'approved',
    comment: 'Perfect for the opener.',
    at: '2026-03-04T16:20:00Z',
  },
  { id: 'r-5', guest: ben, decision: 'rejected', comment: null, at: '2026-03-04T11:02:00Z' },
  {
    id: 'r-4',
    guest: chloe,
    decision: null,
    comment: 'Could we get a vertical crop for the stories?',
    at: '2026-03-03T18:40:00Z',
  },
  { id: 'r-3', guest: chloe, decision: 'approved', comment: null, at: '2026-03-03T18:38:00Z' },
  {
    id: 'r-2',
    guest: ana,
    decision: 'rejected',
    comment: 'Too shaky at the end.',
    at: '2026-03-02T09:15:00Z',
  },
];

/** Comments only: nobody has decided yet. */
export const clipReviewCommentsOnlyFixture: ClipReviewEntry[] = [
  {
    id: 'r-8',
    guest: ben,
    decision: null,
    comment: 'Is there sound on this one?',
    at: '2026-03-05T08:10:00Z',
  },
];

/**
 * Guests and colleagues: Olive, of the owner's team, answers Ana's comment (a colleague comments only, and counts
 * in no summary); Ben rejected. 1 approved, 1 rejected.
 */
export const clipReviewWithColleaguesFixture: ClipReviewEntry[] = [
  {
    id: 'r-12',
    guest: { name: 'Olive Hart', email: 'olive.hart@northlight.example' },
    from: 'team',
    decision: null,
    comment: 'The seller has a vertical crop: I will add it to the playlist.',
    at: '2026-03-05T09:30:00Z',
  },
  {
    id: 'r-11',
    guest: ana,
    from: 'guest',
    decision: 'approved',
    comment: 'Could we get a vertical crop for the stories?',
    at: '2026-03-04T16:20:00Z',
  },
  { id: 'r-10', guest: ben, from: 'guest', decision: 'rejected', comment: null, at: '2026-03-04T11:02:00Z' },
];

/** A long name and address, and a long comment with line breaks and an address that has no place to break. */
export const clipReviewLongEntriesFixture: ClipReviewEntry[] = [
  {
    id: 'r-9',
    guest: {
      name: 'Maximilian Alexander von Hohenberg-Castellanos',
      email: 'maximilian.von.hohenberg-castellanos@international-broadcasting.example',
    },
    decision: 'rejected',
    comment:
      'Not for this campaign, sorry. The brief (https://docs.example.com/campaigns/spring-2026/social-cutdowns/brief-v3-final-final.pdf) ' +
      'asks for the dog in the first three seconds of every cut-down, and here it only appears after eight.\n\n' +
      'If there is another take from the same afternoon, please add it to the playlist and I will look again.',
    at: '2026-03-06T12:00:00Z',
  },
  ...clipReviewEntriesFixture,
];
