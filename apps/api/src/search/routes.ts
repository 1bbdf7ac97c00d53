import {
  searchEndpoint,
  searchSuggestionsEndpoint,
  similarClipsEndpoint,
  type SearchResponse,
} from '@clipmarket/core';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { cancelAtDeadline } from '../db/waits';
import { acceptedEncoding, COMPRESSION, markEncoded } from '../http/compression';
import { httpError } from '../http/errors';
import { route } from '../http/route';
import { createSearchCache, type SearchCacheOptions } from './cache';
import { markSaved } from './saved';
import { createSearchService, type SearchService } from './service';

export interface SearchRouteOptions {
  service?: SearchService;
  /**
   * The answer cache of `POST /api/search` (cache.ts, ADR 41); `maxBytes: 0` turns it off.
   * @default DEFAULT_SEARCH_CACHE
   */
  cache?: Pick<SearchCacheOptions, 'maxBytes' | 'ttlMs' | 'shared'>;
}

/** What the server keeps of search answers by default (config.ts: SEARCH_CACHE_MB, SEARCH_CACHE_TTL_MS). */
export const DEFAULT_SEARCH_CACHE = { maxBytes: 64 * 2 ** 20, ttlMs: 600_000 };

/**
 * Says where a search's answer came from: `hit`, `joined` (another request's computation), `shared` (another
 * server process's) or `miss`.
 */
export const SEARCH_CACHE_HEADER = 'x-search-cache';

/**
 * `POST /api/search`, `GET /api/search/similar/{jmId}` and `GET /api/search/suggestions` (contract in
 * packages/core/src/contract/search.ts).
 */
export function searchRoutes(app: FastifyInstance, db: Kysely<DB>, options: SearchRouteOptions = {}): void {
  const service = options.service ?? createSearchService(db);
  const cacheOptions = options.cache ?? DEFAULT_SEARCH_CACHE;
  const cache = cacheOptions.maxBytes > 0 ? createSearchCache(db, cacheOptions) : null;

  route(app, searchEndpoint, async ({ body, request, reply }) => {
    if (!cache) {
      const answer = await cancelAtDeadline(() => service.search(body));
      await markSaved(db, request.user?.id, answer.data, answer.trending);
      return answer;
    }
    // The bytes this route's serializer writes for the answer, so a hit sends exactly what a miss would.
    // A search still running at the request's deadline is cancelled in the database (db/waits.ts); a request that
    // joined it shares its fate.
    const found = await cache.answer(
      body,
      async () => reply.serialize(await cancelAtDeadline(() => service.search(body))) as string,
    );
    reply.header(SEARCH_CACHE_HEADER, found.outcome);
    if (!request.user) {
      // A visitor's answer is the kept one as it is: its bytes go out without being serialised again, and
      // compressed once for every visitor whose browser takes the same encoding (compressing a page of cards
      // costs more than the rest of a cached answer).
      reply.type('application/json; charset=utf-8');
      const encoding = found.jsonLength >= COMPRESSION.threshold ? acceptedEncoding(request) : null;
      if (!encoding) return found.json() as unknown as SearchResponse;
      markEncoded(reply, encoding);
      return found.encoded(encoding) as unknown as SearchResponse;
    }
    // A buyer's saved clips are marked on a copy: the kept answer is every visitor's.
    const answer = found.copy();
    await markSaved(db, request.user.id, answer.data, answer.trending);
    return answer;
  });

  route(app, similarClipsEndpoint, async ({ params, request }) => {
    const data = await cancelAtDeadline(() => service.similar(params.jmId));
    if (!data) throw httpError(404, 'No clip has this id.');
    await markSaved(db, request.user?.id, data);
    return { data };
  });

  route(app, searchSuggestionsEndpoint, ({ query }) =>
    cancelAtDeadline(() => service.suggestions(query.q, query.max)),
  );
}

declare module '../app' {
  interface AppOptions {
    /**
     * The search answer cache's memory and age (main.ts: SEARCH_CACHE_MB, SEARCH_CACHE_TTL_MS); `maxBytes: 0`
     * turns it off.
     * @default DEFAULT_SEARCH_CACHE
     */
    searchCache?: SearchRouteOptions['cache'];
  }
}
