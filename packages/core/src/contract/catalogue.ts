import { z } from './zod';
import { LIMITS, PAGE_SIZE } from '../constants';
import { ACI_VALUES, CLEARANCE_OPTIONS, FOOTAGE_TYPES, POPULARITY, TONES } from '../filters';
import { endpoint } from './endpoint';
import { ENDPOINT_PATHS } from './endpointPaths';
import { searchCardSchema } from './search';

/**
 * The catalogue (spec sections 3 and 7): the public video feeds (latest, the wire, trending), the wire's
 * acquisitions by day, one clip's public document and its signed-in additional info, the category list, URL
 * canonicalisation, and the content of the home, collections, merchandising and publisher pages.
 */

/** Largest page of a feed. */
export const CATALOGUE_PAGE_MAX = 100;
/** Highest offset a feed accepts; feeds count and page up to this depth (as search does). */
export const CATALOGUE_OFFSET_MAX = 10_000;
/** Longest URL `canonicalUrl` accepts. */
export const CANONICAL_URL_INPUT_MAX = 2048;

/** A clip id in a path: digits, optionally with a '-n' variant suffix ('-1' is matched to its base clip). */
export const jmIdParamSchema = z
  .string()
  .regex(/^\d{1,12}(-\d{1,4})?$/, 'A video id is digits, optionally followed by -digits.');

/** A calendar day, 'yyyy-MM-dd'. */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date format yyyy-MM-dd.')
  .refine((text) => {
    const date = new Date(`${text}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
  }, 'Not a calendar day.');

/** A boolean in a query string: 'true' or 'false' (also '1' and '0'). */
const queryBoolean = z
  .enum(['true', 'false', '1', '0'], { message: "Use 'true' or 'false'." })
  .transform((value) => value === 'true' || value === '1');

type ClearanceValue = (typeof CLEARANCE_OPTIONS)[number]['value'];
const clearanceStatusSchema = z.enum(
  CLEARANCE_OPTIONS.map((option) => option.value) as [ClearanceValue, ...ClearanceValue[]],
);

/** A card in a feed: the search card plus the day the clip was acquired (the wire groups by it). */
export const feedCardSchema = searchCardSchema.extend({
  /** 'yyyy-MM-dd'. */
  signedDate: z.string().nullish(),
  /** Seconds. */
  duration: z.number().int().optional(),
});
export type FeedCard = z.infer<typeof feedCardSchema>;

// ---------------------------------------------------------------------------------------------------------
// GET /api/public/videos

export const VIDEO_FEED_SORTS = ['latest', 'popular'] as const;

export const videosQuerySchema = z.object({
  offset: z.coerce.number().int().min(0).max(CATALOGUE_OFFSET_MAX).default(0),
  max: z.coerce.number().int().min(1).max(CATALOGUE_PAGE_MAX).default(PAGE_SIZE.default),
  /** 'latest': most recently acquired first (the default); 'popular': most popular first. */
  sort: z.enum(VIDEO_FEED_SORTS).default('latest'),
  /** The wire's feed: acquired clips only, latest first, whatever `sort` says. */
  theWire: queryBoolean.optional(),
  /** Trending clips only (those tagged 'LP Homepage Trending'). */
  trending: queryBoolean.optional(),
  /** Only clips acquired on or before this day (the latest signed date the wire knows of). */
  latestSignedDate: day.optional(),
  /** Only clips acquired on this day (the wire's day filter). */
  signedDate: day.optional(),
});
export type VideosQuery = z.output<typeof videosQuerySchema>;

export const videosResponseSchema = z.object({
  data: z.array(feedCardSchema),
  /** Clips in the feed, counted up to CATALOGUE_OFFSET_MAX + CATALOGUE_PAGE_MAX (pages go no deeper). */
  total: z.number().int().min(0),
});
export type VideosResponse = z.infer<typeof videosResponseSchema>;

export const videosEndpoint = endpoint({
  ...ENDPOINT_PATHS.videosEndpoint,
  auth: 'public',
  summary: 'A page of the video feed: latest acquisitions, the wire, or trending clips',
  tag: 'Catalogue',
  query: videosQuerySchema,
  response: videosResponseSchema,
  errors: { 400: 'A query value is invalid (the message lists the fields).' },
});

// ---------------------------------------------------------------------------------------------------------
// GET /api/public/videos/theWireAcquisitions

export const wireAcquisitionsQuerySchema = z.object({
  /** Days with acquisitions to answer, latest first. */
  days: z.coerce.number().int().min(1).max(60).default(7),
  /** Cards per day. */
  perDay: z.coerce.number().int().min(0).max(PAGE_SIZE.wire).default(4),
  /** Only days on or before this one. */
  latestSignedDate: day.optional(),
});

export const wireDaySchema = z.object({
  /** 'yyyy-MM-dd'. */
  date: z.string(),
  /** Clips acquired that day. */
  count: z.number().int().min(0),
  /** The day's first clips (most popular first). */
  videos: z.array(feedCardSchema),
});
export type WireDay = z.infer<typeof wireDaySchema>;

export const wireAcquisitionsResponseSchema = z.object({
  data: z.array(wireDaySchema),
  /** The latest day with an acquisition, or null for an empty library. */
  latestSignedDate: z.string().nullable(),
});
export type WireAcquisitionsResponse = z.infer<typeof wireAcquisitionsResponseSchema>;

export const wireAcquisitionsEndpoint = endpoint({
  ...ENDPOINT_PATHS.wireAcquisitionsEndpoint,
  auth: 'public',
  summary: 'The wire: latest acquisitions grouped by day, with a count and the first clips of each day',
  tag: 'Catalogue',
  query: wireAcquisitionsQuerySchema,
  response: wireAcquisitionsResponseSchema,
  errors: { 400: 'A query value is invalid.' },
});

// ---------------------------------------------------------------------------------------------------------
// GET /api/public/videos/{jmId}

export const videoParamsSchema = z.object({ jmId: jmIdParamSchema });

/** A clip's public document (the search document without internal fields), for the detail page. */
export const videoDocumentSchema = z.object({
  jmId: z.string(),
  title: z.string().nullable(),
  publishingTitle: z.string().nullable(),
  publishingDescription: z.string().nullable(),
  originalPublishingDate: z.string().nullable(),
  signedDate: z.string().nullable(),
  category: z.string().nullable(),
  tags: z.array(z.string()),
  tones: z.array(z.enum(TONES)),
  popularity: z.enum(POPULARITY).nullable(),
  footageType: z.enum(FOOTAGE_TYPES).nullable(),
  isHD: z.boolean(),
  isVertical: z.boolean(),
  isTrending: z.boolean(),
  /** Seconds. */
  duration: z.number().int(),
  location: z.string().nullable(),
  country: z.string().nullable(),
  brightCoveVideoId: z.string().nullable(),
  imgUrl: z.string().nullable(),
  previewUrl: z.string().nullable(),
  isPublicDownloadAvailable: z.boolean(),
  clearanceStatus: clearanceStatusSchema,
  aci: z.enum(ACI_VALUES),
  iar: z.boolean(),
  il: z.boolean(),
  bo: z.boolean(),
  og: z.boolean(),
  rs: z.boolean(),
  rsa: z.boolean(),
  libraryName: z.string().nullable(),
  libraryShortName: z.string().nullable(),
});
export type VideoDocument = z.infer<typeof videoDocumentSchema>;

export const videoEndpoint = endpoint({
  ...ENDPOINT_PATHS.videoEndpoint,
  auth: 'public',
  summary: "A clip's public document, for the video detail page",
  tag: 'Catalogue',
  params: videoParamsSchema,
  response: videoDocumentSchema,
  errors: { 400: 'The id is not a video id.', 404: 'No video has this id.' },
});

// ---------------------------------------------------------------------------------------------------------
// GET /api/videos/{id}/details/

export const videoDetailsParamsSchema = z.object({ id: jmIdParamSchema });

/** What a signed-in user sees beyond the public document; staff also see the internal fields. */
export const videoDetailsSchema = z.object({
  jmId: z.string(),
  signedDate: z.string().nullable(),
  originalPublishingDate: z.string().nullable(),
  location: z.string().nullable(),
  country: z.string().nullable(),
  /** Seconds. */
  duration: z.number().int(),
  category: z.string().nullable(),
  tags: z.array(z.string()),
  libraryName: z.string().nullable(),
  libraryShortName: z.string().nullable(),
  clearanceStatus: clearanceStatusSchema,
  aci: z.enum(ACI_VALUES),
  downloads: z.number().int().min(0),
  isHD: z.boolean(),
  isVertical: z.boolean(),
  footageType: z.enum(FOOTAGE_TYPES).nullable(),
  /** Staff only (company e-mail domain). */
  internal: z
    .object({
      description: z.string().nullable(),
      privateTags: z.array(z.string()),
      originalSourceUrl: z.string().nullable(),
      platformId: z.string().nullable(),
      claimedYouTubeIds: z.array(z.string()),
      publishedUrls: z.array(z.string()),
      infractionUrls: z.array(z.string()),
      popularityScore: z.number().int(),
    })
    .optional(),
});
export type VideoDetails = z.infer<typeof videoDetailsSchema>;

export const videoDetailsEndpoint = endpoint({
  ...ENDPOINT_PATHS.videoDetailsEndpoint,
  auth: 'user',
  summary: "A clip's additional info for signed-in users (dates, place, library, clearance, downloads)",
  tag: 'Catalogue',
  params: videoDetailsParamsSchema,
  response: videoDetailsSchema,
  errors: { 400: 'The id is not a video id.', 401: 'No or an expired token.', 404: 'No video has this id.' },
});

// ---------------------------------------------------------------------------------------------------------
// GET /api/public/cats

export const categoriesQuerySchema = z.object({
  max: z.coerce.number().int().min(1).max(100).default(LIMITS.categoryMax),
});

export const categoriesResponseSchema = z.object({ result: z.array(z.string()) });
export type CategoriesResponse = z.infer<typeof categoriesResponseSchema>;

export const categoriesEndpoint = endpoint({
  ...ENDPOINT_PATHS.categoriesEndpoint,
  auth: 'public',
  summary: 'The category names a user picks from: the two excluded ones left out, sorted, at most `max`',
  tag: 'Catalogue',
  query: categoriesQuerySchema,
  response: categoriesResponseSchema,
  errors: { 400: 'max is not a number from 1 to 100.' },
});

// ---------------------------------------------------------------------------------------------------------
// POST /api/public/canonicalUrl

export const canonicalUrlBodySchema = z.object({
  inurl: z
    .string()
    .trim()
    .min(1, 'inurl is empty.')
    .max(CANONICAL_URL_INPUT_MAX)
    .refine((text) => {
      try {
        return /^https?:$/.test(new URL(text).protocol);
      } catch {
        return false;
      }
    }, 'inurl must be an http or https URL.'),
});

export const canonicalUrlResponseSchema = z.object({ inurl: z.string(), outurl: z.string() });
export type CanonicalUrlResponse = z.infer<typeof canonicalUrlResponseSchema>;

export const canonicalUrlEndpoint = endpoint({
  ...ENDPOINT_PATHS.canonicalUrlEndpoint,
  auth: 'public',
  summary: 'The canonical form of a video URL (the form URL search compares)',
  tag: 'Catalogue',
  body: canonicalUrlBodySchema,
  response: canonicalUrlResponseSchema,
  errors: { 400: 'inurl is missing or not an http(s) URL.' },
});

/** What failed in a browser: a page that threw while rendering, or a page's script that did not load. */
export const CLIENT_ERROR_KINDS = ['render', 'chunk'] as const;

export const clientErrorBodySchema = z
  .object({
    /** The page's address in the app (path and query), e.g. `/licensing/view/1254381`. */
    route: z.string().trim().min(1).max(300),
    kind: z.enum(CLIENT_ERROR_KINDS),
    /** The error's message, cut to its first 500 characters. */
    message: z.string().max(500),
  })
  .strict();
export type ClientErrorBody = z.infer<typeof clientErrorBodySchema>;

export const clientErrorEndpoint = endpoint({
  ...ENDPOINT_PATHS.clientErrorEndpoint,
  auth: 'public',
  summary: "Reports a page that failed in a visitor's browser, with its address, to the server's log",
  tag: 'Catalogue',
  body: clientErrorBodySchema,
  response: z.void(),
  status: 204,
  errors: { 400: 'route, kind or message is missing, too long or not one of the kinds.' },
});

// ---------------------------------------------------------------------------------------------------------
// Content: home, collections, merchandising, publisher

const slugSchema = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'A collection slug is lower-case words joined by hyphens.')
  .max(100);

export const heroSchema = z.object({
  title: z.string(),
  subtitle: z.string(),
  ctaLabel: z.string(),
  ctaHref: z.string(),
  /** The clip playing behind the hero. */
  video: feedCardSchema.nullable(),
});

export const promoSchema = z.object({
  title: z.string(),
  body: z.string(),
  ctaLabel: z.string(),
  ctaHref: z.string(),
});

export const tickerItemSchema = z.object({ text: z.string(), href: z.string().optional() });

export const testimonialSchema = z.object({
  quote: z.string(),
  name: z.string(),
  role: z.string(),
  company: z.string(),
});

/** A collection: a curated query over the library (categories, tags, tones, footage, trending). */
export const collectionSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  imgUrl: z.string().nullable(),
  /** Clips in the collection, counted up to CATALOGUE_OFFSET_MAX + CATALOGUE_PAGE_MAX. */
  videoCount: z.number().int().min(0),
  /** The first few clips. */
  videos: z.array(feedCardSchema),
});
export type CollectionSummary = z.infer<typeof collectionSummarySchema>;

export const homeContentSchema = z.object({
  hero: heroSchema,
  promo: promoSchema,
  ticker: z.array(tickerItemSchema),
  testimonials: z.array(testimonialSchema),
  /** The tags most used by trending clips. */
  trendingTags: z.array(z.string()),
  collections: z.array(collectionSummarySchema),
});
export type HomeContent = z.infer<typeof homeContentSchema>;

export const homeContentEndpoint = endpoint({
  ...ENDPOINT_PATHS.homeContentEndpoint,
  auth: 'public',
  summary: 'Home page content: hero, promo, ticker, testimonials, trending tags and collections',
  tag: 'Content',
  response: homeContentSchema,
});

export const collectionsResponseSchema = z.object({ data: z.array(collectionSummarySchema) });

export const collectionsEndpoint = endpoint({
  ...ENDPOINT_PATHS.collectionsEndpoint,
  auth: 'public',
  summary: 'Every collection with its clip count and first clips',
  tag: 'Content',
  response: collectionsResponseSchema,
});

export const collectionParamsSchema = z.object({ slug: slugSchema });
export const collectionQuerySchema = z.object({
  offset: z.coerce.number().int().min(0).max(CATALOGUE_OFFSET_MAX).default(0),
  max: z.coerce.number().int().min(1).max(CATALOGUE_PAGE_MAX).default(PAGE_SIZE.default),
});

export const collectionResponseSchema = z.object({
  collection: collectionSummarySchema.omit({ videos: true }),
  data: z.array(feedCardSchema),
  total: z.number().int().min(0),
});
export type CollectionResponse = z.infer<typeof collectionResponseSchema>;

export const collectionEndpoint = endpoint({
  ...ENDPOINT_PATHS.collectionEndpoint,
  auth: 'public',
  summary: "A page of one collection's clips",
  tag: 'Content',
  params: collectionParamsSchema,
  query: collectionQuerySchema,
  response: collectionResponseSchema,
  errors: { 400: 'The slug or a query value is invalid.', 404: 'No collection has this slug.' },
});

/** A merchandising tentpole: a seasonal moment with the collections and clips to push for it. */
export const tentpoleSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** 'yyyy-MM-dd': when the tentpole's campaign runs. */
  startDate: z.string(),
  endDate: z.string(),
  published: z.literal(true),
  collections: z.array(z.string()),
  videos: z.array(feedCardSchema),
});
export type Tentpole = z.infer<typeof tentpoleSchema>;

export const tentpolesQuerySchema = z.object({
  /** Only this tentpole (the merchandising page's optional tentpoleId). */
  tentpoleId: slugSchema.optional(),
});

export const tentpolesResponseSchema = z.object({ data: z.array(tentpoleSchema) });
export type TentpolesResponse = z.infer<typeof tentpolesResponseSchema>;

export const tentpolesEndpoint = endpoint({
  ...ENDPOINT_PATHS.tentpolesEndpoint,
  // An internal tool (isInternalViewer): staff, the rights team and insiders only, whatever the path says.
  auth: 'user',
  summary:
    'Staff only: the published merchandising tentpoles, soonest first, with their collections and clips',
  tag: 'Content',
  query: tentpolesQuerySchema,
  response: tentpolesResponseSchema,
  errors: {
    400: 'tentpoleId is invalid.',
    401: 'Not signed in.',
    404: 'No published tentpole has this id, or the user is not staff (the tool is not disclosed).',
  },
});

export const publisherHomepageQuerySchema = z.object({
  /** A version of the page (the publisher page's optional versionId); the current one by default. */
  versionId: slugSchema.optional(),
});

export const publisherHomepageSchema = z.object({
  versionId: z.string(),
  versions: z.array(z.object({ id: z.string(), label: z.string(), current: z.boolean() })),
  hero: heroSchema,
  promo: promoSchema,
  ticker: z.array(tickerItemSchema),
  testimonials: z.array(testimonialSchema),
  trendingTags: z.array(z.string()),
});
export type PublisherHomepage = z.infer<typeof publisherHomepageSchema>;

export const publisherHomepageEndpoint = endpoint({
  ...ENDPOINT_PATHS.publisherHomepageEndpoint,
  // An internal tool (isInternalViewer): staff, the rights team and insiders only, whatever the path says.
  auth: 'user',
  summary: 'Staff only: publisher homepage content: hero, promo, ticker, testimonials and trending tags',
  tag: 'Content',
  query: publisherHomepageQuerySchema,
  response: publisherHomepageSchema,
  errors: {
    400: 'versionId is invalid.',
    401: 'Not signed in.',
    404: 'No page version has this id, or the user is not staff (the tool is not disclosed).',
  },
});

/** Every catalogue and content endpoint, for the server's registration and the reference. */
export const catalogueEndpoints = {
  videos: videosEndpoint,
  wireAcquisitions: wireAcquisitionsEndpoint,
  video: videoEndpoint,
  videoDetails: videoDetailsEndpoint,
  categories: categoriesEndpoint,
  canonicalUrl: canonicalUrlEndpoint,
  clientError: clientErrorEndpoint,
  homeContent: homeContentEndpoint,
  collections: collectionsEndpoint,
  collection: collectionEndpoint,
  tentpoles: tentpolesEndpoint,
  publisherHomepage: publisherHomepageEndpoint,
} as const;
