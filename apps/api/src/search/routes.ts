import { searchEndpoint, searchSuggestionsEndpoint, similarClipsEndpoint } from '@clipmarket/core';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { httpError } from '../http/errors';
import { route } from '../http/route';
import { markSaved } from './saved';
import { createSearchService, type SearchService } from './service';

/**
 * `POST /api/search`, `GET /api/search/similar/{jmId}` and `GET /api/search/suggestions` (contract in
 * packages/core/src/contract/search.ts).
 */
export function searchRoutes(
  app: FastifyInstance,
  db: Kysely<DB>,
  service: SearchService = createSearchService(db),
): void {
  route(app, searchEndpoint, async ({ body, request }) => {
    const answer = await service.search(body);
    await markSaved(db, request.user?.id, answer.data, answer.trending);
    return answer;
  });

  route(app, similarClipsEndpoint, async ({ params, request }) => {
    const data = await service.similar(params.jmId);
    if (!data) throw httpError(404, 'No clip has this id.');
    await markSaved(db, request.user?.id, data);
    return { data };
  });

  route(app, searchSuggestionsEndpoint, ({ query }) => service.suggestions(query.q, query.max));
}
