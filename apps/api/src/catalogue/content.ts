import { PAGES, TRENDING_TAG } from '@clipmarket/core';

/**
 * The editorial content of the home, collections, merchandising and publisher pages. Copy is fixed here; the
 * clips, counts, ticker and trending tags come from the library when the page is asked for.
 */

/** A collection is a curated query over the library: every given condition must hold. */
export interface CollectionDefinition {
  slug: string;
  title: string;
  description: string;
  categories?: readonly string[];
  /** Clips carrying any of these tags. */
  tags?: readonly string[];
  /** Clips with any of these tones. */
  tones?: readonly string[];
  footageTypes?: readonly string[];
  trending?: boolean;
}

export const COLLECTIONS: readonly CollectionDefinition[] = [
  {
    slug: 'trending-now',
    title: 'Trending Now',
    description: 'The clips everyone is sharing this week.',
    trending: true,
  },
  {
    slug: 'dashcam-close-calls',
    title: 'Dashcam Close Calls',
    description: 'Near misses, icy roads and the drivers who somehow got away with it.',
    footageTypes: ['Dashcam'],
  },
  {
    slug: 'cute-pets',
    title: 'Cute Pets',
    description: 'Dogs, cats and the occasional bearded dragon at their most lovable.',
    categories: ['Animals', 'Pets'],
    tones: ['Cute'],
  },
  {
    slug: 'wild-encounters',
    title: 'Wild Encounters',
    description: 'Bears at the bird feeder, whales beside the kayak: nature, up close.',
    categories: ['Wildlife'],
  },
  {
    slug: 'epic-fails',
    title: 'Epic Fails',
    description: 'Wipeouts, bloopers and pranks gone wrong.',
    categories: ['Fails', 'Pranks'],
  },
  {
    slug: 'feel-good-moments',
    title: 'Feel-Good Moments',
    description: 'Reunions, first steps and strangers doing kind things.',
    tones: ['Heartwarming'],
  },
  {
    slug: 'extreme-sports',
    title: 'Extreme Sports',
    description: 'Big waves, big air and helmet-cam adrenaline.',
    categories: ['Extreme Sports', 'Skateboarding', 'Surfing'],
  },
  {
    slug: 'wild-weather',
    title: 'Wild Weather',
    description: 'Tornadoes, lightning and storms caught on camera.',
    categories: ['Weather'],
  },
  {
    slug: 'drone-views',
    title: 'Drone Views',
    description: 'The world from above, in sweeping aerial footage.',
    footageTypes: ['Drone'],
  },
  {
    slug: 'holiday-moments',
    title: 'Holiday Moments',
    description: 'Festive fails, decorated streets and family surprises.',
    categories: ['Holidays'],
  },
  {
    slug: 'heroes-and-rescues',
    title: 'Heroes and Rescues',
    description: 'Firefighters, lifeguards and good Samaritans at their best.',
    categories: ['Police & Rescue'],
  },
];

/** Collections shown on the home page, in order. */
export const HOME_COLLECTIONS = [
  'trending-now',
  'cute-pets',
  'dashcam-close-calls',
  'feel-good-moments',
  'wild-weather',
];

export interface TentpoleDefinition {
  id: string;
  name: string;
  description: string;
  /** The event's day each year (month 1..12). */
  month: number;
  day: number;
  /** The campaign starts this many days before the event and ends this many after. */
  leadDays: number;
  tailDays: number;
  published: boolean;
  collections: readonly string[];
}

export const TENTPOLES: readonly TentpoleDefinition[] = [
  {
    id: 'new-year',
    name: 'New Year',
    description: 'Fresh starts, fireworks and resolutions that lasted a day.',
    month: 1,
    day: 1,
    leadDays: 30,
    tailDays: 7,
    published: true,
    collections: ['epic-fails', 'feel-good-moments'],
  },
  {
    id: 'valentines-day',
    name: 'Valentine’s Day',
    description: 'Proposals, first dances and pets in love.',
    month: 2,
    day: 14,
    leadDays: 30,
    tailDays: 2,
    published: true,
    collections: ['feel-good-moments', 'cute-pets'],
  },
  {
    id: 'summer-adventures',
    name: 'Summer Adventures',
    description: 'Beaches, big waves and road trips.',
    month: 6,
    day: 21,
    leadDays: 45,
    tailDays: 60,
    published: true,
    collections: ['extreme-sports', 'drone-views'],
  },
  {
    id: 'back-to-school',
    name: 'Back to School',
    description: 'First days, school-run dashcams and classroom surprises.',
    month: 9,
    day: 1,
    leadDays: 30,
    tailDays: 14,
    published: false,
    collections: ['feel-good-moments'],
  },
  {
    id: 'halloween',
    name: 'Halloween',
    description: 'Jump scares, doorbell-camera ghosts and costume fails.',
    month: 10,
    day: 31,
    leadDays: 45,
    tailDays: 2,
    published: true,
    collections: ['epic-fails', 'wild-weather'],
  },
  {
    id: 'holiday-season',
    name: 'Holiday Season',
    description: 'Lights, family reunions and festive fails.',
    month: 12,
    day: 25,
    leadDays: 45,
    tailDays: 7,
    published: true,
    collections: ['holiday-moments', 'feel-good-moments'],
  },
];

export const TESTIMONIALS = [
  {
    quote:
      'We licensed a dozen clips for our spring campaign in one afternoon, cleared for advertising and ready to cut.',
    name: 'Maya Thompson',
    role: 'Head of Social',
    company: 'Brightside Studios',
  },
  {
    quote:
      'The wire is the first thing our producers open every morning. It is how we find tomorrow’s story today.',
    name: 'Daniel Okafor',
    role: 'Executive Producer',
    company: 'Morning Loop TV',
  },
  {
    quote: 'Clearance colours on every card save our legal team hours a week.',
    name: 'Sofia Lindqvist',
    role: 'Brand Counsel',
    company: 'Northwind Outdoor',
  },
] as const;

export const HOME_COPY = {
  hero: {
    title: 'License the internet’s most-shared videos',
    subtitle: 'Viral clips, cleared and ready for broadcast, digital and advertising.',
    ctaLabel: 'Search the library',
    ctaHref: PAGES.search.href(),
  },
  promo: {
    title: 'Need something custom?',
    body: 'Tell us what you are making and our licensing team will find and clear the footage for you.',
    ctaLabel: 'Inquire about custom licensing',
    ctaHref: PAGES.inquiry.href(),
  },
} as const;

/** Versions of the publisher homepage; the first is the current one. */
export const PUBLISHER_VERSIONS = [
  {
    id: 'autumn-2026',
    label: 'Autumn 2026',
    hero: {
      title: 'Turn your viral video into income',
      subtitle: 'Publishers and creators: we license your clips to broadcasters and brands worldwide.',
      ctaLabel: 'Submit a video',
      ctaHref: PAGES.videoSubmissions.href(),
    },
  },
  {
    id: 'summer-2026',
    label: 'Summer 2026',
    hero: {
      title: 'Your summer clips, seen everywhere',
      subtitle: 'We handle rights, clearance and payment; you keep filming.',
      ctaLabel: 'Submit a video',
      ctaHref: PAGES.videoSubmissions.href(),
    },
  },
] as const;

export const PUBLISHER_PROMO = {
  title: 'How licensing works',
  body: 'Submit your clip, sign the licence online, and get paid every time a partner uses it.',
  ctaLabel: 'Read the FAQ',
  ctaHref: PAGES.faq.href(),
} as const;

/** Tags that say nothing about a clip's content, left out of the trending tags. */
export const TRENDING_TAGS_IGNORED = [TRENDING_TAG];
