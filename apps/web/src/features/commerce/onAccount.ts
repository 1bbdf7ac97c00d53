import { routes } from '@clipmarket/core/routes';
import useSWR from 'swr';
import { call } from '../../api/client';
import { keys } from '../../api/keys';

/*
 * Paying on account (issue 32, item 6; docs/adr/0087): whether the signed-in buyer may, and the checkout that
 * does it. The server decides everything (approval, company, limit, prices); the page only asks and shows.
 */

/**
 * Whether the user may pay on account, their limit and open invoices. `company` is the billing details'
 * company as the page last read it: a change of it reads the status again (it decides `available`).
 */
export function useOnAccountStatus(company: string | null) {
  return useSWR(keys.invoices.status(company), () => call(routes.onAccountStatusEndpoint));
}

/**
 * A new id (a version 4 uuid) for one submission of the on-account checkout: sent again, it answers the same
 * order. Made from `getRandomValues`, which, unlike `randomUUID`, a page served over plain http has too.
 */
export function newSubmissionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Checks out the whole cart on account: the order placed, with its invoice's due date and its licences. */
export function checkoutOnAccount(poNumber: string, submissionId: string) {
  return call(routes.onAccountCheckoutEndpoint, { body: { poNumber, submissionId } });
}
