import { describe, expect, it } from 'vitest';
import type { InquiryValues } from './inquiry.types';
import { INQUIRY_FORM_TEXT, INQUIRY_INTENT_MAX } from './inquiryFormText';
import { validateInquiry } from './inquiryValidation';

const E = INQUIRY_FORM_TEXT.errors;
const TODAY = '2026-10-15';

const valid: InquiryValues = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phoneNumber: '',
  companyName: 'Analytical Engines Ltd',
  country: 'United Kingdom',
  showTitleName: '',
  mediaUsageAdvertisement: false,
  mediaUsageDigital: true,
  mediaUsageNonProfit: false,
  mediaUsageTvFilm: false,
  exclusiveUntil: '',
  intent: 'A spring campaign on social media.',
};

describe('inquiry validation', () => {
  it('accepts a complete inquiry with the optional fields left empty', () => {
    expect(validateInquiry(valid, TODAY)).toEqual({});
  });

  it('asks for every required field, blank counting as empty', () => {
    const blank: InquiryValues = {
      ...valid,
      firstName: ' ',
      lastName: '',
      email: '',
      companyName: '',
      country: '  ',
      intent: '',
      mediaUsageDigital: false,
    };
    expect(validateInquiry(blank, TODAY)).toEqual({
      firstName: E.firstName,
      lastName: E.lastName,
      email: E.email,
      companyName: E.companyName,
      country: E.country,
      mediaUsage: E.mediaUsage,
      intent: E.intent,
    });
  });

  it('checks the shape of an email address', () => {
    for (const email of ['ada', 'ada@', 'ada@example', 'a da@example.com']) {
      expect(validateInquiry({ ...valid, email }, TODAY).email, email).toBe(E.emailFormat);
    }
    expect(validateInquiry({ ...valid, email: ' ada@example.co.uk ' }, TODAY)).toEqual({});
  });

  it('checks a phone number only when one is given', () => {
    expect(validateInquiry({ ...valid, phoneNumber: '+1 (555) 010-0199' }, TODAY)).toEqual({});
    expect(validateInquiry({ ...valid, phoneNumber: '12345' }, TODAY).phoneNumber).toBe(E.phoneNumber);
    expect(validateInquiry({ ...valid, phoneNumber: 'call me 5550100199' }, TODAY).phoneNumber).toBe(
      E.phoneNumber,
    );
  });

  it('wants an exclusivity date after today, and a real one', () => {
    expect(validateInquiry({ ...valid, exclusiveUntil: '2026-10-16' }, TODAY)).toEqual({});
    expect(validateInquiry({ ...valid, exclusiveUntil: TODAY }, TODAY).exclusiveUntil).toBe(
      E.exclusiveUntilPast,
    );
    expect(validateInquiry({ ...valid, exclusiveUntil: '2026-02-30' }, TODAY).exclusiveUntil).toBe(
      E.exclusiveUntilFormat,
    );
  });

  it('limits the project description', () => {
    const intent = 'x'.repeat(INQUIRY_INTENT_MAX + 1);
    expect(validateInquiry({ ...valid, intent }, TODAY).intent).toBe(E.intentTooLong(INQUIRY_INTENT_MAX));
    expect(validateInquiry({ ...valid, intent: 'x'.repeat(INQUIRY_INTENT_MAX) }, TODAY)).toEqual({});
  });
});
