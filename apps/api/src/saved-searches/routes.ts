import {
  alertUnsubscribeEndpoint,
  alertUnsubscribeInfoEndpoint,
  createSavedSearchEndpoint,
  deleteSavedSearchEndpoint,
  savedSearchesEndpoint,
  seenSavedSearchEndpoint,
  updateSavedSearchEndpoint,
} from '@clipmarket/core';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/route';
import type { SavedSearchService } from './service';

export interface SavedSearchOptions {
  /** The clock of new clips and digests. @default () => new Date() */
  now?: () => Date;
  /** The alerts' passes. */
  alerts?: {
    /** @default true */
    enabled?: boolean;
    /** @default ALERT_PASS_INTERVAL_MS (15 minutes) */
    intervalMs?: number;
  };
}

declare module '../app-options' {
  interface AppOptions {
    /** Saved searches and their alerts (saved-searches/); tests give a clock here. */
    savedSearches?: SavedSearchOptions;
  }
}

/** A one-click unsubscribe's form body (RFC 8058: `List-Unsubscribe=One-Click`): read, and not needed. */
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/** The saved searches' calls (contract: core's savedSearches.ts; ADR 90). */
export function savedSearchRoutes(app: FastifyInstance, service: SavedSearchService): void {
  route(app, savedSearchesEndpoint, async ({ request }) => ({ data: await service.list(request.user!.id) }));
  route(app, createSavedSearchEndpoint, ({ request, body }) => service.create(request.user!.id, body));
  route(app, updateSavedSearchEndpoint, ({ request, params, body }) =>
    service.update(request.user!.id, params.savedSearchId, body),
  );
  route(app, deleteSavedSearchEndpoint, ({ request, params }) =>
    service.remove(request.user!.id, params.savedSearchId),
  );
  route(app, seenSavedSearchEndpoint, ({ request, params }) =>
    service.seen(request.user!.id, params.savedSearchId),
  );
  route(app, alertUnsubscribeInfoEndpoint, ({ query }) => service.unsubscribeInfo(query.token));
  // A mail client's one-click post is a form; the token is in the address, so the body is read and dropped.
  void app.register(async (scope) => {
    scope.addContentTypeParser(FORM_TYPES, { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) =>
      done(null, undefined),
    );
    route(scope, alertUnsubscribeEndpoint, ({ query }) => service.unsubscribe(query.token));
  });
}
