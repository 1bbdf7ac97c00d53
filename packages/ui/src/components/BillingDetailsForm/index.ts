export { BillingDetailsForm } from './BillingDetailsForm';
export type { BillingDetailsFormProps, BillingDetailsFormStatus } from './BillingDetailsForm';
export { BILLING_DETAILS_FIELDS, BILLING_DETAILS_MAX_LENGTH } from './billingDetails.types';
export type { BillingDetailsErrors, BillingDetailsField, BillingDetailsValues } from './billingDetails.types';
export { BILLING_DETAILS_FORM_TEXT } from './billingDetailsFormText';
export { countryOptions, type CountryOption } from './countryOptions';
