import { ApiRequestError, PAGES, type BillingDetails } from '@clipmarket/core';
import { routes } from '@clipmarket/core/routes';
import {
  BILLING_DETAILS_FIELDS,
  type BillingDetailsErrors,
  type BillingDetailsFormStatus,
} from '@clipmarket/ui';
import { useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { call } from '../../api/client';
import { keys } from '../../api/keys';

/*
 * Who receipts are made out to (issue 32): read and saved here, shown by the profile's form (the account
 * feature's BillingDetailsSection) and by the checkout's line above the pay button (CheckoutBillingDetails).
 * Both pages load their part when they first show it: a part either of them imported outright would be a chunk
 * every page's route table names.
 */

/** The profile's billing details form's id: the checkout's and an order's "Change" links lead to it. */
export const BILLING_DETAILS_ANCHOR = 'billing-details';

/** Where the billing details are changed: the form in Account › Profile (a path inside the router). */
export const billingDetailsPath = (): string => `${PAGES.accountProfile.path()}#${BILLING_DETAILS_ANCHOR}`;

/** Who the user's receipts are made out to: `{ billing: null }` until given. Shown only with a session. */
export function useBillingDetails() {
  return useSWR(keys.billing(), () => call(routes.billingDetailsEndpoint));
}

const FIELDS: ReadonlySet<string> = new Set(BILLING_DETAILS_FIELDS);

/**
 * What a refused save says, by field where the server names one (its 400 lists `field: message`); anything the
 * fields cannot show goes to the form's alert. A failure that is not a refusal (a 5xx, no connection) leaves the
 * form's own words, which say that what was typed is kept.
 */
export function billingRefusalOf(error: unknown): {
  fieldErrors: BillingDetailsErrors | null;
  errorMessage: string | null;
} {
  if (!(error instanceof ApiRequestError) || error.status >= 500) {
    return { fieldErrors: null, errorMessage: null };
  }
  const fieldErrors: BillingDetailsErrors = {};
  const others: string[] = [];
  for (const line of error.body.messages ?? []) {
    const at = line.indexOf(': ');
    const field = at > 0 ? line.slice(0, at) : '';
    if (FIELDS.has(field)) fieldErrors[field as keyof BillingDetailsErrors] ??= line.slice(at + 2);
    else others.push(line);
  }
  const marked = Object.keys(fieldErrors).length > 0;
  return {
    fieldErrors: marked ? fieldErrors : null,
    errorMessage: others.length > 0 ? others.join(' ') : marked ? null : error.body.message,
  };
}

interface SaveState {
  status: BillingDetailsFormStatus;
  fieldErrors: BillingDetailsErrors | null;
  errorMessage: string | null;
}

/**
 * Saves the billing details (`PUT /api/user/licensing/billing`) and keeps the form's state: the answer becomes
 * the cached details, and the orders shown are read again (an order paid without details prints the
 * account's).
 */
export function useBillingSave(billing: ReturnType<typeof useBillingDetails>) {
  const { mutate } = useSWRConfig();
  const [state, setState] = useState<SaveState>({ status: 'editing', fieldErrors: null, errorMessage: null });
  async function save(details: BillingDetails) {
    setState({ status: 'saving', fieldErrors: null, errorMessage: null });
    try {
      const answer = await call(routes.updateBillingDetailsEndpoint, { body: details });
      await billing.mutate(answer, { revalidate: false });
      setState({ status: 'saved', fieldErrors: null, errorMessage: null });
      void mutate((key) => Array.isArray(key) && key[0] === 'licences' && key[1] === 'order');
    } catch (error) {
      setState({ status: 'failed', ...billingRefusalOf(error) });
    }
  }
  return { ...state, save };
}
