import type { BillingDetails } from '@clipmarket/core';

/** A field of the billing details, in the order the form shows them. */
export type BillingDetailsField = keyof BillingDetails;

/** The fields in the form's order (the order errors are met in, and focus goes to the first). */
export const BILLING_DETAILS_FIELDS = [
  'name',
  'company',
  'addressLine1',
  'addressLine2',
  'city',
  'postalCode',
  'region',
  'country',
  'vatNumber',
] as const satisfies readonly BillingDetailsField[];

/** A message per field: the form's own, or the server's (its 400 `messages`, by field). */
export type BillingDetailsErrors = Partial<Record<BillingDetailsField, string>>;

/** The fields as the form holds them: text, '' when empty; the country an ISO code or ''. */
export type BillingDetailsValues = Record<BillingDetailsField, string>;

/**
 * The longest value each text field takes (`maxLength`): core's `BILLING_LIMITS` (the VAT number: the contract's
 * 40 characters before it drops spaces, dots and dashes). Written here rather than read from core: core keeps
 * them in its commerce rules module, which every page of the app loads, and reading them from a form only two
 * pages show would keep them in every page's download. A test holds the two equal.
 */
export const BILLING_DETAILS_MAX_LENGTH = {
  name: 200,
  company: 200,
  addressLine1: 200,
  addressLine2: 200,
  city: 100,
  postalCode: 20,
  region: 100,
  vatNumber: 40,
} as const satisfies Record<Exclude<BillingDetailsField, 'country'>, number>;
