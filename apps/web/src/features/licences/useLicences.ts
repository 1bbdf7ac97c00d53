import type { CallInput, checkoutTermsEndpoint } from '@clipmarket/core';
import { routes } from '@clipmarket/core/routes';
import useSWR from 'swr';
import { call } from '../../api/client';
import { keys } from '../../api/keys';
import { historyRequest, type HistoryQuery } from './historyQuery';

/** The query fields of a checkout terms link (spec section 2: id, reference, subtotal and others). */
export type TermsQuery = NonNullable<CallInput<typeof checkoutTermsEndpoint>['query']>;

/** One page of the account's history, filtered on the server as the panel's address says. */
export function useCommerceHistory(query: HistoryQuery) {
  const request = historyRequest(query);
  return useSWR(keys.licences.history(request), () =>
    call(routes.commerceHistoryEndpoint, { query: request }),
  );
}

/** One of the user's licences, when a number is given (a licence's details are opened). */
export function useLicence(number: string | null) {
  return useSWR(number ? keys.licences.one(number) : null, () =>
    call(routes.licenceEndpoint, { params: { number: number! } }),
  );
}

/** What anyone may learn of a licence number; no session needed. */
export function useLicenceVerification(number: string | null) {
  return useSWR(number ? keys.licences.verification(number) : null, () =>
    call(routes.verifyLicenceEndpoint, { params: { number: number! } }),
  );
}

/** Whether a terms link's fields match a real order, and the order's terms when they do. */
export function useCheckoutTerms(query: TermsQuery | null) {
  return useSWR(query ? keys.licences.terms(query) : null, () =>
    call(routes.checkoutTermsEndpoint, { query: query! }),
  );
}

/** One of the user's orders, by its number: lines, discounts, gift cards, tax, total and payment state. */
export function useOrder(orderNumber: string | null) {
  return useSWR(orderNumber ? keys.licences.order(orderNumber) : null, () =>
    call(routes.orderEndpoint, { params: { orderNumber: orderNumber! } }),
  );
}
