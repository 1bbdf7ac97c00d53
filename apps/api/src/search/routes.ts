import {
  searchEndpoint,
  searchSuggestionsEndpoint,
  similarClipsEndpoint,
  type SearchRequest,
  type SearchResponse,
} from '@clipmarket/core';
import type { FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { cancelAtDeadline } from '../db/waits';
import { acceptedEncoding, COMPRESSION, markEncoded } from '../http/compression';
import type { AuthUser } from '../http/auth-types';
import { httpError } from '../http/errors';
import { answerInProcess, serve } from '../http/operation';
import { route } from '../http/route';
import type { SearchCache, SearchCacheOptions } from './cache';
import { markSaved } from './saved';
import type { SearchService } from './service';

export interface SearchRouteOptions {
  /**
   * The answer cache of `POST /api/search` (cache.ts, ADR 41); `maxBytes: 0` turns it off.
   * @default DEFAULT_SEARCH_CACHE
   */
  cache?: Pick<SearchCacheOptions, 'maxBytes' | 'ttlMs' | 'shared'>;
}

/** What the search routes serve from (compose.ts): the service, and the answer cache unless it is off. */
export interface SearchRouteServices {
  db: Kysely<DB>;
  service: SearchService;
  cache: SearchCache | null;
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
export function searchRoutes(app: FastifyInstance, { db, service, cache }: SearchRouteServices): void {
  // The bytes this route's serializer writes for an answer: what the cache keeps, so a hit sends exactly what a
  // miss would. A search still running at the request's deadline is cancelled in the database (db/waits.ts); a
  // request that joined it shares its fate.
  const serialize = serializerCompiler({
    schema: searchEndpoint.response,
    method: 'POST',
    url: searchEndpoint.path,
  });
  const computed = (body: SearchRequest) => async () =>
    serialize(await cancelAtDeadline(() => service.search(body))) as string;
  /** A buyer's saved clips are marked on their own copy: a kept answer is every visitor's. */
  const marked = async (answer: SearchResponse, user: AuthUser | null): Promise<SearchResponse> => {
    await markSaved(db, user?.id, answer.data, answer.trending);
    return answer;
  };
  /** A search's answer as `user` sees it: what the route sends them, and what the server's renderer gets. */
  const searchAs = async (body: SearchRequest, user: AuthUser | null): Promise<SearchResponse> =>
    marked(
      cache
        ? (await cache.answer(body, computed(body))).copy()
        : await cancelAtDeadline(() => service.search(body)),
      user,
    );
  answerInProcess(app, searchEndpoint, ({ body, user }) => searchAs(body, user));

  route(app, searchEndpoint, async ({ body, request, reply }) => {
    if (!cache) return searchAs(body, request.user);
    const found = await cache.answer(body, computed(body));
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
    return marked(found.copy(), request.user);
  });

  serve(app, similarClipsEndpoint, async ({ params, user }) => {
    const data = await cancelAtDeadline(() => service.similar(params.jmId));
    if (!data) throw httpError(404, 'No clip has this id.');
    await markSaved(db, user?.id, data);
    return { data };
  });

  route(app, searchSuggestionsEndpoint, ({ query }) =>
    cancelAtDeadline(() => service.suggestions(query.q, query.max)),
  );
}

declare module '../app-options' {
  interface AppOptions {
    /**
     * The search answer cache's memory and age (main.ts: SEARCH_CACHE_MB, SEARCH_CACHE_TTL_MS); `maxBytes: 0`
     * turns it off.
     * @default DEFAULT_SEARCH_CACHE
     */
    searchCache?: SearchRouteOptions['cache'];
  }
}
