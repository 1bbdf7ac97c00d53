import { searchEndpoint, searchSuggestionsEndpoint, similarClipsEndpoint } from '@clipmarket/core';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { httpError } from '../http/errors';
import { route } from '../http/route';
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
  route(app, searchEndpoint, ({ body }) => service.search(body));

  route(app, similarClipsEndpoint, async ({ params }) => {
    const data = await service.similar(params.jmId);
    if (!data) throw httpError(404, 'No clip has this id.');
    return { data };
  });

  route(app, searchSuggestionsEndpoint, ({ query }) => service.suggestions(query.q, query.max));
}
