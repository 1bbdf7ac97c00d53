/**
 * The public verification page's words (`/licensing/verify/{number}`, decisions.md "Commerce": valid or
 * not, clip, tier, company, date, never personal data). The wording is ours.
 */
export const LICENCE_VERIFICATION_TEXT = {
  checking: (number: string): string => `Checking licence ${number}…`,
  validTitle: 'Valid licence',
  validBody: (number: string): string =>
    `Licence ${number} was issued by Clipmarket and is in force for the clip and tier below.`,
  invalidTitle: 'Not a valid licence',
  invalidBody: (number: string): string =>
    `Licence ${number} was issued by Clipmarket but has been revoked: it no longer covers the use of this clip.`,
  unknownTitle: 'No licence has this number',
  unknownBody: (number: string): string =>
    `Clipmarket has issued no licence numbered ${number}. Check the number on the certificate: CM-, the year and six digits, for example CM-2026-000123.`,
  errorTitle: 'The licence could not be checked',
  errorBody: 'Please try again in a moment.',
  retry: 'Try again',
  number: 'Licence number',
  clip: 'Clip',
  tier: 'Licence tier',
  company: 'Licensed to',
  noCompany: 'A buyer who gave no company',
  date: 'Granted',
  privacy: 'This page shows no personal data: only the clip, the tier, the company and the date.',
} as const;
