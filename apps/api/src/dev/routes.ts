import { DEV_MESSAGES, devAcquisitionsEndpoint, devSavedSearchAlertsRunEndpoint } from '@clipmarket/core';
import type { FastifyInstance } from 'fastify';
import { addressByEmail } from '../auth/repository';
import { fromLoopback } from '../auth/routes';
import type { Root } from '../compose';
import { httpError } from '../http/errors';
import { namesLoopbackHost } from '../http/loopback-host';
import { route } from '../http/route';
import { createSavedSearchAlerts } from '../saved-searches/alerts';
import { acquireClips, LibraryFullError } from './acquisitions';

/**
 * Development conveniences (contract in packages/core/src/contract/dev.ts) for tests of what otherwise waits on
 * the clock: clips that enter the library now, and an account's saved-search alerts run now. They exist exactly
 * where the mail outbox does (auth/routes.ts): registered only when `devOutbox` is on, which it is everywhere but
 * NODE_ENV=production, and answered only to this machine under its own name (others get the app's 404).
 */
export function devRoutes(app: FastifyInstance, root: Root): void {
  if (!root.auth.config.devOutbox) return;
  const { db } = root;
  // The server's own alerts when it runs them; a server built with them off (tests) gets an instance that runs
  // only when asked, on the same code.
  const alerts =
    root.savedSearches.alerts ??
    createSavedSearchAlerts({ db, search: root.search.service, baseUrl: root.auth.config.publicBaseUrl });

  void app.register(async (scope) => {
    scope.addHook('onRequest', async (request, reply) => {
      if (!fromLoopback(request) || !namesLoopbackHost(request)) return reply.callNotFound();
    });

    route(scope, devAcquisitionsEndpoint, async ({ body }) => {
      try {
        return { data: await acquireClips(db, body) };
      } catch (error) {
        if (error instanceof LibraryFullError) throw httpError(409, DEV_MESSAGES.libraryFull);
        throw error;
      }
    });

    route(scope, devSavedSearchAlertsRunEndpoint, async ({ body }) => {
      const account = await addressByEmail(db, body.email);
      if (!account) throw httpError(404, DEV_MESSAGES.noAccount);
      return { queued: await alerts.runNowFor(account.id) };
    });
  });
}
