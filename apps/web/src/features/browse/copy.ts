import { formatCount } from '@clipmarket/core';

/**
 * The browse pages' own words (home, collections, the wire): headings, labels and states the spec names but
 * does not word. Spec messages come from `@clipmarket/core` (`MESSAGES.noVideoFound`, ...).
 */

const count = (n: number, one: string, many: string): string => `${formatCount(n)} ${n === 1 ? one : many}`;

export const BROWSE_COPY = {
  clipCount: (n: number): string => count(n, 'clip', 'clips'),

  home: {
    loading: 'Loading the home page…',
    heroClip: 'Featured clip',
    /** Said after the featured clip's title, on its link: where the link goes. */
    heroWatch: 'Watch the clip',
    trending: 'Trending clips',
    trendingAll: 'See all trending clips',
    latest: 'Latest acquisitions',
    latestAll: 'See everything on the wire',
    collections: 'Collections',
    collectionsAll: 'All collections',
    testimonials: 'What buyers say',
    trendingTags: 'Trending tags',
    tagsLabel: 'Search clips tagged',
    feedError: 'These clips could not be loaded.',
    feedEmpty: 'No clips here yet. Check back soon.',
    contentError: 'Part of this page could not be loaded.',
    collectionsEmpty: 'No collections yet.',
    /** Shown in the hero when its content could not be loaded. */
    fallbackHeading: 'License the internet’s most-watched moments',
    fallbackLead: 'Cleared viral clips for publishers, brands and broadcasters.',
    fallbackCta: 'Search the library',
  },

  collections: {
    heading: 'Collections',
    lead: 'Curated sets of clips, ready to license.',
    loading: 'Loading collections…',
    error: 'The collections could not be loaded.',
    empty: 'There are no collections yet.',
    listLabel: 'Collections',
    open: (title: string): string => `Open the collection ${title}`,
    /** The heading of one collection while it loads. */
    loadingHeading: 'Collection',
    clipsLabel: (title: string): string => `Clips in ${title}`,
    pagination: 'Collection pages',
    notFoundHeading: 'Collection not found',
    notFoundBody: 'There is no collection at this address. It may have been renamed or retired.',
    allCollections: 'See all collections',
    pageOf: (page: number, pages: number): string => `Page ${page} of ${pages}`,
    emptyCollection: 'This collection has no clips yet.',
  },

  wire: {
    heading: 'The Wire',
    lead: 'The latest acquisitions, day by day. Fresh clips land here first.',
    trendingOnly: 'Trending only',
  },
} as const;
