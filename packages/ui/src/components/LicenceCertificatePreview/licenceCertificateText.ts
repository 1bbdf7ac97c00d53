import { LICENCE_PRICE_WORDS } from '@clipmarket/core';

/**
 * The certificate preview's words: what the certificate PDF says (issue 12, item 7), as a card. The wording
 * of labels is ours; the terms are the tier's snapshot on the licence.
 */
export const LICENCE_CERTIFICATE_TEXT = {
  kicker: 'Licence certificate',
  /** The card's accessible name. */
  name: (number: string): string => `Licence certificate ${number}`,
  clip: 'Clip',
  tier: 'Licence tier',
  terms: 'Terms',
  licensee: 'Licensee',
  project: 'Project',
  po: 'PO number',
  notGiven: 'Not given',
  granted: 'Date granted',
  upgraded: 'Upgraded',
  /** '3 May 2026 from Personal, $100': the certificate's "Upgraded on … from …" line. */
  upgradedFrom: (date: string, fromTier: string, price: string): string =>
    `${date} from ${fromTier}, ${price}`,
  /** The price's label on a card or credit order (an unpaid invoice's is core's LICENCE_PRICE_WORDS). */
  price: LICENCE_PRICE_WORDS.paid,
  paidWithCredit: 'Discount Pack credit',
  order: 'Order',
  postUrls: 'Covers the posts',
  verification: 'Verification',
  verificationHint: 'Anyone can check this licence at this address, or by scanning the code on the PDF.',
  download: 'Download certificate (PDF)',
  loading: 'Loading the licence…',
  error: 'This licence could not be loaded.',
  retry: 'Try again',
  termLabels: {
    monetization: 'Monetization',
    watermark: 'Watermark',
    pagesOrChannels: 'Pages or channels',
    maxAudience: 'Maximum audience',
    postsPerChannel: 'Posts per channel',
    brands: 'Brands',
    distribution: 'Distribution',
    compilation: 'Compilation rights',
  },
  monetizationAllowed: 'Allowed',
  monetizationNotAllowed: 'Not allowed',
  watermarked: 'Watermarked',
  watermarkFree: 'Watermark free',
  compilationNotIncluded: 'Not included',
} as const;
