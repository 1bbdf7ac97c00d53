import { PAGES } from '@clipmarket/core';
import type { SavedSearchListItem } from './SavedSearchList';

/*
 * Saved searches for the list's stories, as the app builds them from `GET /api/user/saved-searches`: the summary
 * from core's `savedSearchSummary`, the address from the search page's. The mocks will have the server's own
 * fixtures.
 */

export const savedSearchItemsFixture: SavedSearchListItem[] = [
  {
    id: '41',
    name: 'Storms at sea',
    summary: ['“storm”', 'Weather, Nature', 'Advertising Use'],
    href: PAGES.search.href({ q: 'storm', categories: ['Weather', 'Nature'] }),
    newClips: 3,
    alert: 'daily',
  },
  {
    id: '37',
    name: 'Dogs being silly',
    summary: ['“dog”', 'Animals', 'Funny, Cute'],
    href: PAGES.search.href({ q: 'dog', categories: ['Animals'], tones: ['Funny', 'Cute'] }),
    newClips: 140,
    alert: 'weekly',
  },
  {
    id: '12',
    name: 'Vertical skateboarding',
    summary: ['“skateboard”', 'Sports', 'Vertical'],
    href: PAGES.search.href({ q: 'skateboard', categories: ['Sports'], orientation: ['Vertical'] }),
    newClips: 0,
    alert: 'off',
  },
];

/** Long names and summaries, for wrapping on a phone. */
export const savedSearchItemsLongFixture: SavedSearchListItem[] = [
  {
    id: '52',
    name: 'Wildlife rescues on motorways and country roads for the winter campaign',
    summary: [
      '“animal rescue road” (exact)',
      'Animals, Heartwarming, Rescue',
      'Cleared, Advertising Use',
      'United Kingdom, Ireland, France',
      '0:10 to 2:00',
      'Not Newsflare',
    ],
    href: PAGES.search.href({ q: 'animal rescue road', exactMatch: true }),
    newClips: 1,
    alert: 'weekly',
  },
  ...savedSearchItemsFixture,
];
