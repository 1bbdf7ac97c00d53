import { BILLING_LIMITS, type BillingDetails } from '@clipmarket/core';

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
 * The longest value each text field takes (`maxLength`): core's `BILLING_LIMITS`, and for the VAT number the
 * contract's 40 characters before it drops spaces, dots and dashes.
 */
export const BILLING_DETAILS_MAX_LENGTH = {
  name: BILLING_LIMITS.nameMax,
  company: BILLING_LIMITS.companyMax,
  addressLine1: BILLING_LIMITS.addressLineMax,
  addressLine2: BILLING_LIMITS.addressLineMax,
  city: BILLING_LIMITS.cityMax,
  postalCode: BILLING_LIMITS.postalCodeMax,
  region: BILLING_LIMITS.regionMax,
  vatNumber: 40,
} as const satisfies Record<Exclude<BillingDetailsField, 'country'>, number>;
