import { PAGE_SIZE } from '@clipmarket/core';
import { routes } from '@clipmarket/core/routes';
import useSWR, { preload } from 'swr';
import { call } from '../../api/client';
import { dataRequest, type DataRequest } from '../../api/dataRequest';
import { keys } from '../../api/keys';

/**
 * The browse pages' data (home, collections), one SWR hook per resource over the typed client, keyed with
 * `keys` of api/keys.ts so a `mutate(matches(...))` finds them.
 */

/**
 * The key of one page of a collection. `keys.collections(slug)` names a collection but not a page, so the
 * offset is added after it, in the same shape: `['collections', slug, offset]` (still matched by
 * `matches('collections')`).
 */
export const collectionPageKey = (slug: string, offset: number) =>
  [...keys.collections(slug), offset] as const;

/** The home content's request. */
export const homeContentRequest = () => dataRequest(keys.home(), (c) => c(routes.homeContentEndpoint));

/** Home page content: hero, promo, ticker, testimonials, trending tags, collections. */
export function useHomeContent() {
  const { key, load } = homeContentRequest();
  return useSWR(key, () => load(call));
}

/** The home page's clip rows: trending (most popular first) and the latest acquisitions. */
export type HomeFeed = 'trending' | 'latest';

/** How many clips each home row shows. */
export const HOME_FEED_SIZE = 8;

const homeFeedQuery = (feed: HomeFeed) =>
  feed === 'trending'
    ? ({ trending: 'true', sort: 'popular', max: HOME_FEED_SIZE } as const)
    : ({ sort: 'latest', max: HOME_FEED_SIZE } as const);

/** A home row's request. */
export const homeFeedRequest = (feed: HomeFeed) => {
  const query = homeFeedQuery(feed);
  return dataRequest(keys.videos(query), (c) => c(routes.videosEndpoint, { query }));
};

/** A row of clips of the home page, from the videos feed (`GET /api/public/videos`). */
export function useHomeFeed(feed: HomeFeed) {
  const { key, load } = homeFeedRequest(feed);
  return useSWR(key, () => load(call));
}

/** Everything the home page shows, in the order it shows it. */
export const homeRequests = (): DataRequest<unknown>[] => [
  homeContentRequest(),
  homeFeedRequest('trending'),
  homeFeedRequest('latest'),
];

/** Every collection with its count and first clips. */
export function useCollections() {
  return useSWR(keys.collections(), () => call(routes.collectionsEndpoint));
}

/** One page of a collection's clips (20 a page), from page 1. */
export function useCollectionPage(slug: string, page: number) {
  const offset = (page - 1) * PAGE_SIZE.default;
  const query = { offset, max: PAGE_SIZE.default };
  return useSWR(collectionPageKey(slug, offset), () =>
    call(routes.collectionEndpoint, { params: { slug }, query }),
  );
}

/**
 * Starts the home page's calls before its code has run, so they travel alongside the scripts instead of after
 * them (the page's largest paint waits on them). The page's own hooks then find the answers in flight.
 */
export function preloadHome(): void {
  for (const { key, load } of homeRequests()) void preload(key, () => load(call));
}
