import { historyEndpoints as e } from '@clipmarket/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthUser } from '../http/auth-types';
import { route } from '../http/route';
import type { HistoryService } from './service';

/** The signed-in user (`auth: 'user'` routes run only with one). */
const me = (request: FastifyRequest): AuthUser => request.user!;

/**
 * `GET`/`POST /api/v1/lp/user/exactMatchOnly` and the view and download history (contract in
 * packages/core/src/contract/history.ts). A username other than the caller's answers 404.
 */
export function historyRoutes(app: FastifyInstance, service: HistoryService): void {
  route(app, e.getExactMatchOnly, ({ request, query }) =>
    service.exactMatchOnly(me(request), query.username),
  );
  route(app, e.setExactMatchOnly, ({ request, body }) =>
    service.setExactMatchOnly(me(request), body.username, body.exactMatchOnly),
  );
  route(app, e.recordDownload, ({ request, body }) =>
    service.record(me(request), 'download', body.username, body.jmIds),
  );
  route(app, e.recordView, ({ request, body }) =>
    service.record(me(request), 'view', body.username, body.jmIds),
  );
  route(app, e.downloads, ({ request, query }) => service.list(me(request), 'download', query));
  route(app, e.views, ({ request, query }) => service.list(me(request), 'view', query));
}
