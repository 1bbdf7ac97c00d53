import { INQUIRY_MEDIA_USAGE_FIELDS, type InquiryErrors, type InquiryValues } from './inquiry.types';
import { INQUIRY_FORM_TEXT, INQUIRY_INTENT_MAX } from './inquiryFormText';

const { errors: E } = INQUIRY_FORM_TEXT;

// Deliberately loose: one @, something on both sides, a dot in the domain. The mail server is the real check.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_CHARS = /^[+\d\s().-]+$/;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function isRealDay(value: string): boolean {
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * The inquiry form's rules; an empty object when the values can be sent. `today` is 'yyyy-MM-dd': an
 * exclusivity date must come after it.
 */
export function validateInquiry(values: InquiryValues, today: string): InquiryErrors {
  const errors: InquiryErrors = {};
  if (!values.firstName.trim()) errors.firstName = E.firstName;
  if (!values.lastName.trim()) errors.lastName = E.lastName;
  const email = values.email.trim();
  if (!email) errors.email = E.email;
  else if (!EMAIL.test(email)) errors.email = E.emailFormat;
  const phone = values.phoneNumber.trim();
  if (phone && (!PHONE_CHARS.test(phone) || phone.replace(/\D/g, '').length < 7)) {
    errors.phoneNumber = E.phoneNumber;
  }
  if (!values.companyName.trim()) errors.companyName = E.companyName;
  if (!values.country.trim()) errors.country = E.country;
  if (!INQUIRY_MEDIA_USAGE_FIELDS.some((field) => values[field])) errors.mediaUsage = E.mediaUsage;
  const until = values.exclusiveUntil.trim();
  if (until) {
    if (!isRealDay(until)) errors.exclusiveUntil = E.exclusiveUntilFormat;
    else if (until <= today) errors.exclusiveUntil = E.exclusiveUntilPast;
  }
  const intent = values.intent.trim();
  if (!intent) errors.intent = E.intent;
  else if (intent.length > INQUIRY_INTENT_MAX) errors.intent = E.intentTooLong(INQUIRY_INTENT_MAX);
  return errors;
}
