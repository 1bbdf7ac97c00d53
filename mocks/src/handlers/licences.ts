import { HttpResponse, type HttpHandler } from 'msw';
import {
  CART_SERVER_MESSAGES,
  checkoutTermsQuerySchema,
  commerceEndpoints,
  commerceHistoryQuerySchema,
  licenceNumberSchema,
  type CheckoutTermsResponse,
  type CommerceHistoryRecord,
  type Endpoint,
  type Licence,
} from '@clipmarket/core';
import {
  checkoutTermsOrderFixtures,
  commerceHistoryFixture,
  licenceFixtures,
  REVOKED_LICENCE_NUMBER,
  verificationOf,
  type CheckoutTermsOrder,
} from '../fixtures/licences';
import { apiError, failingRoutes, invalid, pendingRoutes, queryOf, route } from './respond';

const c = commerceEndpoints;

/** What the licence handlers answer from: the buyer's history, their licences and the orders behind them. */
export interface LicenceMockData {
  /** The history's rows, newest first. */
  history: readonly CommerceHistoryRecord[];
  /** The buyer's licences (detail and verification). */
  licences: readonly Licence[];
  /** Numbers of revoked licences: verification answers them as not valid. */
  revoked: readonly string[];
  /** The storefront orders the terms check knows. */
  orders: readonly CheckoutTermsOrder[];
}

/** How the handlers answer beyond their data. */
export interface LicenceMockOptions {
  /** Verification answers 429 with Retry-After, as the server's rate limit does. */
  verifyRateLimited?: boolean;
}

/** Seconds a rate-limited verification asks the client to wait. */
export const LICENCE_MOCK_RETRY_AFTER = 60;

/** The day part of a timestamp, 'yyyy-MM-dd'. */
const dayOf = (timestamp: string) => timestamp.slice(0, 10);

/**
 * Whether a row matches the history's `q` as the server reads it (apps/api/src/licences/service.ts): every word
 * in the title, or the clip's id with or without 'JV#', or the licence number in any case.
 */
function matchesQuery(row: CommerceHistoryRecord, q: string): boolean {
  const title = row.title.toLowerCase();
  return (
    q
      .toLowerCase()
      .split(/\s+/)
      .every((word) => title.includes(word)) ||
    row.jmId === q.replace(/^jv#\s*/i, '').trim() ||
    row.licenceNumber === q.toUpperCase()
  );
}

/** The subtotal of a terms link ('547.00', '547') in cents, or null when it is not an amount. */
function centsOf(subtotal: string): number | null {
  if (!/^\d+(?:\.\d{1,2})?$/.test(subtotal.trim())) return null;
  return Math.round(Number(subtotal) * 100);
}

/**
 * The history (filters and paging applied as the server applies them), licence detail, public verification
 * and the checkout terms check, over one data set. A bad query answers the server's 400 naming the field.
 */
export function licenceRoutes(data: LicenceMockData, options: LicenceMockOptions = {}): HttpHandler[] {
  return [
    route(c.history, ({ request }) => {
      const query = commerceHistoryQuerySchema.safeParse(queryOf(request));
      if (!query.success) return invalid('querystring', query.error.issues);
      const { type, from, to, q, po, offset, max } = query.data;
      const rows = data.history.filter(
        (row) =>
          (type === 'all' || row.type === type) &&
          (!from || dayOf(row.date) >= from) &&
          (!to || dayOf(row.date) <= to) &&
          (!q || matchesQuery(row, q)) &&
          (!po || row.poNumber?.toLowerCase() === po.toLowerCase()),
      );
      return HttpResponse.json({ data: rows.slice(offset, offset + max), total: rows.length });
    }),
    route(c.licence, ({ params }) => {
      const number = licenceNumberSchema.safeParse(params.number);
      if (!number.success) return invalid('params', number.error.issues);
      const licence = data.licences.find((candidate) => candidate.number === number.data);
      return licence ? HttpResponse.json(licence) : apiError(404, CART_SERVER_MESSAGES.licenceMissing);
    }),
    route(c.licenceVisibility, async ({ params, request }) => {
      const number = licenceNumberSchema.safeParse(params.number);
      if (!number.success) return invalid('params', number.error.issues);
      const licence = data.licences.find((candidate) => candidate.number === number.data);
      if (!licence) return apiError(404, CART_SERVER_MESSAGES.licenceMissing);
      const body = (await request.json().catch(() => null)) as { showCompany?: unknown } | null;
      if (typeof body?.showCompany !== 'boolean') return apiError(400, 'showCompany must be true or false.');
      // The answer carries the choice; the fixtures stay as they are (each story starts from them).
      return HttpResponse.json({ ...licence, showCompany: body.showCompany });
    }),
    route(c.verify, ({ params }) => {
      if (options.verifyRateLimited) {
        return apiError(429, 'Too many checks. Please try again in a minute.', {
          retryAfterSeconds: LICENCE_MOCK_RETRY_AFTER,
        });
      }
      const number = licenceNumberSchema.safeParse(params.number);
      if (!number.success) return invalid('params', number.error.issues);
      const licence = data.licences.find((candidate) => candidate.number === number.data);
      if (!licence) return apiError(404, c.verify.errors?.[404] ?? 'Not Found');
      return HttpResponse.json(verificationOf(licence, data.revoked.includes(licence.number)));
    }),
    route(c.checkoutTerms, ({ request }) => {
      const query = checkoutTermsQuerySchema.safeParse(queryOf(request));
      if (!query.success) return invalid('querystring', query.error.issues);
      const { id, reference, subtotal, currency, date } = query.data;
      const cents = centsOf(subtotal);
      // Every field given must match; which one did not is never said.
      const order = data.orders.find(
        (candidate) =>
          candidate.name === id &&
          candidate.reference === reference &&
          candidate.subtotalCents === cents &&
          (currency === undefined || candidate.currency === currency.toUpperCase()) &&
          (date === undefined || candidate.date === date),
      );
      const answer: CheckoutTermsResponse = order ? { valid: true, order } : { valid: false, order: null };
      return HttpResponse.json(answer);
    }),
  ];
}

const allEndpoints: Endpoint[] = [c.history, c.licence, c.verify, c.checkoutTerms];

/** Ada's history and licences as the fixtures hold them, with one licence revoked. */
export const licenceFixtureData = (): LicenceMockData => ({
  history: commerceHistoryFixture,
  licences: licenceFixtures,
  revoked: [REVOKED_LICENCE_NUMBER],
  orders: checkoutTermsOrderFixtures,
});

/**
 * The account's licences and their proof (issue 12, item 7): the history with its filters and paging, one
 * licence, public verification and the checkout terms check.
 */
export const licenceHandlers = {
  /** 24 licences, 4 purchases and 2 gift cards (30 rows, two pages of 20); one licence revoked. */
  list: () => licenceRoutes(licenceFixtureData()),
  /** These rows in the history, with the fixture licences and orders behind detail, verification and terms. */
  withHistory: (history: readonly CommerceHistoryRecord[]) =>
    licenceRoutes({ ...licenceFixtureData(), history }),
  /** Nothing bought: an empty history, every number unknown, no terms link matching an order. */
  empty: () => licenceRoutes({ history: [], licences: [], revoked: [], orders: [] }),
  /** As `list()`, but verification answers 429: too many checks from this address. */
  verifyRateLimited: () => licenceRoutes(licenceFixtureData(), { verifyRateLimited: true }),
  /** Every call answers 500. */
  failing: () => failingRoutes(allEndpoints),
  /** No call ever answers (loading states). */
  loading: () => pendingRoutes(allEndpoints),
};
