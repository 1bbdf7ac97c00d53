/**
 * The public verification page's words (`/verify/{number}`, decisions.md "Commerce": valid,
 * revoked or unknown; clip, tier, date; the company only when the buyer chose to show it; never personal
 * data). The wording is ours.
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
  /** The revocation's day, written out: 'Revoked on 10 Apr 2026'. */
  revokedOn: (date: string): string => `Revoked on ${date}`,
  unknownBody: (number: string): string =>
    `Clipmarket has issued no licence numbered ${number}. Check the number on the certificate: CM-, the year and three groups of four letters and digits, for example CM-2026-7K3Q-F9XH-2RDP.`,
  errorTitle: 'The licence could not be checked',
  errorBody: 'Please try again in a moment.',
  retry: 'Try again',
  number: 'Licence number',
  clip: 'Clip',
  tier: 'Licence tier',
  company: 'Licensed to',
  noCompany: 'Not shown (the buyer keeps it private)',
  date: 'Granted',
  /** An upgraded licence (docs/adr/0084): its tier above is the current one, since this day. */
  upgraded: 'Upgraded',
  upgradedTo: (date: string, tierName: string): string => `${date}, to ${tierName}`,
  revoked: 'Revoked',
  privacy:
    'This page shows no personal data: only the clip, the tier, the dates and, when the buyer chose to show it, the company.',
} as const;
