import { BILLING_MESSAGES } from '@clipmarket/core';
import type { BillingDetailsField } from './billingDetails.types';

/**
 * The billing details form's words (issue 32: who receipts are made out to, asked once, kept in the account's
 * profile). The server's messages for a field it refuses come from core (`BILLING_MESSAGES`); the rest is ours.
 */
export const BILLING_DETAILS_FORM_TEXT = {
  title: 'Billing details',
  lead: 'Printed on every receipt.',
  optional: '(optional)',
  labels: {
    name: 'Name',
    company: 'Company',
    addressLine1: 'Address line 1',
    addressLine2: 'Address line 2',
    city: 'Town or city',
    postalCode: 'Postal code',
    region: 'State, county or region',
    country: 'Country',
    vatNumber: 'VAT number',
  } satisfies Record<BillingDetailsField, string>,
  hints: {
    name: 'The person the receipt is made out to; add a company below to bill it.',
    vatNumber: 'With its country prefix, e.g. GB123456789.',
  } satisfies Partial<Record<BillingDetailsField, string>>,
  /** The form's one rule: a name, in the server's words for it. */
  nameMissing: BILLING_MESSAGES.nameMissing,
  /** The country select's empty choice: no country. */
  noCountry: '—',
  /** The country select's empty choice, read by a screen reader. */
  noCountryLabel: 'No country',
  save: 'Save billing details',
  cancel: 'Cancel',
  saving: 'Saving your billing details…',
  saved: 'Billing details saved. Every receipt from now on is made out to them.',
  /** The alert when the server refused fields: each field says what is wrong. */
  fieldErrors: 'Your billing details were not saved. Correct the fields marked below and save again.',
  /** The alert when a save failed for another reason. */
  failed: 'Your billing details could not be saved. What you typed is still here: please try again.',
} as const;
