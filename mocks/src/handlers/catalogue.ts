import { HttpResponse, type HttpHandler } from 'msw';
import {
  AUTH_MESSAGES,
  canonicalUrl,
  canonicalUrlBodySchema,
  catalogueEndpoints,
  clientErrorBodySchema,
  categoriesQuerySchema,
  categoryList,
  collectionParamsSchema,
  collectionQuerySchema,
  publisherHomepageQuerySchema,
  tentpolesQuerySchema,
  videoDetailsParamsSchema,
  videoParamsSchema,
  videosQuerySchema,
  wireAcquisitionsQuerySchema,
  type Endpoint,
  type FeedCard,
  type VideoCardData,
} from '@clipmarket/core';
import {
  buildCollectionPage,
  buildCollections,
  buildFeed,
  buildHomeContent,
  buildPublisherHomepage,
  buildTentpoles,
  buildWireAcquisitions,
  catalogueLibraryFixture,
  detailsOf,
  findClip,
  rawCategoryNames,
  type LibraryClip,
} from '../fixtures/catalogue';
import { apiError, bodyOf, failingRoutes, invalid, pendingRoutes, queryOf, route } from './respond';

const c = catalogueEndpoints;

/** How the catalogue handlers answer beyond their library. */
export interface CatalogueMockOptions {
  /** The feed (`GET /api/public/videos`) answers these cards, paged, instead of the library's. */
  feed?: readonly FeedCard[];
  /** The category names the library holds, before the category rule. @default rawCategoryNames */
  categories?: readonly string[];
  /** Details carry the staff-only internal fields. */
  staff?: boolean;
  /** Details answer 401, as for a visitor who is not signed in. */
  signedOut?: boolean;
}

/** The server's 404 for an unknown id or slug: the contract's own description of that answer. */
const notFound = (e: Endpoint) => apiError(404, e.errors?.[404] ?? 'Not Found');

/**
 * Every catalogue and content endpoint over one library, with the server's query rules (a 400 naming the
 * field for a bad query) and its orders, counts and '-1' id matching.
 */
export function catalogueRoutes(
  library: readonly LibraryClip[],
  options: CatalogueMockOptions = {},
): HttpHandler[] {
  return [
    // The wire's path before the clip id's: 'theWireAcquisitions' is not a video id.
    route(c.wireAcquisitions, ({ request }) => {
      const query = wireAcquisitionsQuerySchema.safeParse(queryOf(request));
      if (!query.success) return invalid('querystring', query.error.issues);
      return HttpResponse.json(buildWireAcquisitions(library, query.data));
    }),
    route(c.videos, ({ request }) => {
      const query = videosQuerySchema.safeParse(queryOf(request));
      if (!query.success) return invalid('querystring', query.error.issues);
      if (options.feed) {
        const { offset, max } = query.data;
        return HttpResponse.json({
          data: options.feed.slice(offset, offset + max),
          total: options.feed.length,
        });
      }
      return HttpResponse.json(buildFeed(library, query.data));
    }),
    route(c.video, ({ params }) => {
      const parsed = videoParamsSchema.safeParse(params);
      if (!parsed.success) return invalid('params', parsed.error.issues);
      const found = findClip(library, parsed.data.jmId);
      return found ? HttpResponse.json(found.document) : notFound(c.video);
    }),
    route(c.videoDetails, ({ params }) => {
      if (options.signedOut) return apiError(401, AUTH_MESSAGES.signInRequired);
      const parsed = videoDetailsParamsSchema.safeParse(params);
      if (!parsed.success) return invalid('params', parsed.error.issues);
      const found = findClip(library, parsed.data.id);
      return found ? HttpResponse.json(detailsOf(found, options.staff ?? false)) : notFound(c.videoDetails);
    }),
    route(c.categories, ({ request }) => {
      const query = categoriesQuerySchema.safeParse(queryOf(request));
      if (!query.success) return invalid('querystring', query.error.issues);
      const names = library.length > 0 ? (options.categories ?? rawCategoryNames) : [];
      return HttpResponse.json({ result: categoryList(names, { max: query.data.max }) });
    }),
    route(c.canonicalUrl, async ({ request }) => {
      const body = canonicalUrlBodySchema.safeParse(await bodyOf(request));
      if (!body.success) return invalid('body', body.error.issues);
      return HttpResponse.json({ inurl: body.data.inurl, outurl: canonicalUrl(body.data.inurl) });
    }),
    route(c.clientError, async ({ request }) => {
      const body = clientErrorBodySchema.safeParse(await bodyOf(request));
      if (!body.success) return invalid('body', body.error.issues);
      return new HttpResponse(null, { status: 204 });
    }),
    route(c.homeContent, () => HttpResponse.json(buildHomeContent(library))),
    route(c.collections, () => HttpResponse.json({ data: buildCollections(library) })),
    route(c.collection, ({ params, request }) => {
      const slug = collectionParamsSchema.safeParse(params);
      if (!slug.success) return invalid('params', slug.error.issues);
      const query = collectionQuerySchema.safeParse(queryOf(request));
      if (!query.success) return invalid('querystring', query.error.issues);
      const page = buildCollectionPage(library, slug.data.slug, query.data.offset, query.data.max);
      return page ? HttpResponse.json(page) : notFound(c.collection);
    }),
    route(c.tentpoles, ({ request }) => {
      const query = tentpolesQuerySchema.safeParse(queryOf(request));
      if (!query.success) return invalid('querystring', query.error.issues);
      const data = buildTentpoles(library, query.data.tentpoleId);
      return data ? HttpResponse.json({ data }) : notFound(c.tentpoles);
    }),
    route(c.publisherHomepage, ({ request }) => {
      const query = publisherHomepageQuerySchema.safeParse(queryOf(request));
      if (!query.success) return invalid('querystring', query.error.issues);
      const page = buildPublisherHomepage(library, query.data.versionId);
      return page ? HttpResponse.json(page) : notFound(c.publisherHomepage);
    }),
  ];
}

const allEndpoints: Endpoint[] = Object.values(catalogueEndpoints);

/**
 * The catalogue and content endpoints (spec sections 3 and 7): feeds, the wire, clip documents and details,
 * categories, URL canonicalisation, home, collections, merchandising and publisher content.
 */
export const catalogueHandlers = {
  /**
   * The fixture library (137 clips); details as a signed-in buyer sees them. Given cards, the feed answers
   * those instead (the other endpoints keep the library).
   */
  list: (videos?: readonly VideoCardData[]) =>
    catalogueRoutes(
      catalogueLibraryFixture,
      videos ? { feed: videos.map(({ pageName: _pageName, index: _index, ...card }) => card) } : {},
    ),
  /** As `list()`, with the staff-only internal fields in the details. */
  staff: () => catalogueRoutes(catalogueLibraryFixture, { staff: true }),
  /** As `list()`, but details answer 401: the visitor is not signed in. */
  signedOut: () => catalogueRoutes(catalogueLibraryFixture, { signedOut: true }),
  /** An empty library: empty feeds and wire, no categories, every clip 404, collections without clips. */
  empty: () => catalogueRoutes([]),
  /** Every call answers 500. */
  failing: () => failingRoutes(allEndpoints),
  /** No call ever answers (loading states). */
  loading: () => pendingRoutes(allEndpoints),
};
