import {
  alertUnsubscribeEndpoint,
  alertUnsubscribeInfoEndpoint,
  createSavedSearchBodySchema,
  createSavedSearchEndpoint,
  deleteSavedSearchEndpoint,
  SAVED_SEARCH_LIMITS,
  SAVED_SEARCH_MESSAGES,
  savedSearchesEndpoint,
  savedSearchQuerySchema,
  seenSavedSearchEndpoint,
  updateSavedSearchBodySchema,
  updateSavedSearchEndpoint,
  type SavedSearch,
} from '@clipmarket/core';
import { HttpResponse, type HttpHandler } from 'msw';
import { apiError, bodyOf, failingRoutes, invalid, pendingRoutes, queryOf, route } from './respond';

const DAY = 86_400_000;

/** A mock's unsubscribe token: any such token turns off the first alert that is on. */
export const MOCK_UNSUBSCRIBE_TOKEN = 'mock-unsubscribe-token-0123456789abcdef';

/** Saved searches as the server lists them, newest first: one with new clips and a daily alert, one quiet. */
export function savedSearchFixtures(now = Date.now()): SavedSearch[] {
  return [
    {
      id: '14',
      name: 'Storms at sea',
      query: savedSearchQuerySchema.parse({ q: 'storm', categories: ['Weather'], clearance: ['CLEARED'] }),
      alert: 'daily',
      newClips: 4,
      lastSeenAt: new Date(now - 3 * DAY).toISOString(),
      createdAt: new Date(now - 20 * DAY).toISOString(),
    },
    {
      id: '9',
      name: 'The wire: Animals',
      query: savedSearchQuerySchema.parse({ categories: ['Animals'] }),
      alert: 'off',
      newClips: 0,
      lastSeenAt: new Date(now - DAY).toISOString(),
      createdAt: new Date(now - 40 * DAY).toISOString(),
    },
  ];
}

/** The calls over one list, which saving, changing and deleting change as the server would. */
function savedSearchRoutes(data: SavedSearch[]): HttpHandler[] {
  let next = 100;
  const mine = (id: string | readonly string[] | undefined) => data.find((s) => s.id === id);
  const notFound = () => apiError(404, SAVED_SEARCH_MESSAGES.notFound);
  const taken = (name: string, except?: string) =>
    data.some((s) => s.id !== except && s.name.toLowerCase() === name.toLowerCase());
  return [
    route(savedSearchesEndpoint, () => HttpResponse.json({ data })),
    route(createSavedSearchEndpoint, async ({ request }) => {
      const parsed = createSavedSearchBodySchema.safeParse(await bodyOf(request));
      if (!parsed.success) return invalid('body', parsed.error.issues);
      if (data.length >= SAVED_SEARCH_LIMITS.perAccount) return apiError(400, SAVED_SEARCH_MESSAGES.full);
      if (taken(parsed.data.name)) return apiError(409, SAVED_SEARCH_MESSAGES.nameTaken);
      const now = new Date().toISOString();
      const saved: SavedSearch = {
        id: String(next++),
        ...parsed.data,
        newClips: 0,
        lastSeenAt: now,
        createdAt: now,
      };
      data.unshift(saved);
      return HttpResponse.json(saved, { status: 201 });
    }),
    route(updateSavedSearchEndpoint, async ({ request, params }) => {
      const saved = mine(params.savedSearchId);
      if (!saved) return notFound();
      const parsed = updateSavedSearchBodySchema.safeParse(await bodyOf(request));
      if (!parsed.success) return invalid('body', parsed.error.issues);
      if (parsed.data.name !== undefined && taken(parsed.data.name, saved.id))
        return apiError(409, SAVED_SEARCH_MESSAGES.nameTaken);
      Object.assign(saved, parsed.data);
      return HttpResponse.json(saved);
    }),
    route(deleteSavedSearchEndpoint, ({ params }) => {
      const saved = mine(params.savedSearchId);
      if (!saved) return notFound();
      data.splice(data.indexOf(saved), 1);
      return new HttpResponse(null, { status: 204 });
    }),
    route(seenSavedSearchEndpoint, ({ params }) => {
      const saved = mine(params.savedSearchId);
      if (!saved) return notFound();
      Object.assign(saved, { newClips: 0, lastSeenAt: new Date().toISOString() });
      return HttpResponse.json(saved);
    }),
    route(alertUnsubscribeInfoEndpoint, ({ request }) => {
      const saved = queryOf(request).token === MOCK_UNSUBSCRIBE_TOKEN ? data[0] : undefined;
      if (!saved) return apiError(404, SAVED_SEARCH_MESSAGES.unsubscribeInvalid);
      return HttpResponse.json({ name: saved.name, alert: saved.alert });
    }),
    route(alertUnsubscribeEndpoint, ({ request }) => {
      const saved = queryOf(request).token === MOCK_UNSUBSCRIBE_TOKEN ? data[0] : undefined;
      if (!saved) return apiError(404, SAVED_SEARCH_MESSAGES.unsubscribeInvalid);
      saved.alert = 'off';
      return HttpResponse.json({ name: saved.name, alert: saved.alert });
    }),
  ];
}

const ALL = [
  savedSearchesEndpoint,
  createSavedSearchEndpoint,
  updateSavedSearchEndpoint,
  deleteSavedSearchEndpoint,
  seenSavedSearchEndpoint,
  alertUnsubscribeInfoEndpoint,
  alertUnsubscribeEndpoint,
];

/** Saved searches and their alerts (ADR 90). Each factory starts from its own list. */
export const savedSearchHandlers = {
  /** None saved yet. */
  none: () => savedSearchRoutes([]),
  /** Two: one with new clips and a daily alert, one quiet. */
  some: () => savedSearchRoutes(savedSearchFixtures()),
  /** Every call answers 500. */
  failing: () => failingRoutes(ALL),
  /** No call ever answers. */
  loading: () => pendingRoutes(ALL),
};
