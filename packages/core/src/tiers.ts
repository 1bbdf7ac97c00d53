import { PAGE_FILES, PAGES } from './pages';
import { formatCount } from './rules/count';

/**
 * The digital publishing licence tiers of spec section 1: one source for every view.
 * Basic Pro is $149 everywhere (decisions.md settles the spec's $149 desktop / $99 mobile disagreement).
 */

export type TierId = 'personal' | 'basicPro' | 'superPro' | 'custom';

/** A figure that is either a number or unlimited. */
export type Allowance = number | 'unlimited';

export interface LicenceTier {
  id: TierId;
  name: string;
  /** Price per video in US dollars, or null when the price is by inquiry. */
  priceUsd: number | null;
  monetization: boolean;
  watermarked: boolean;
  /** Pages or channels. */
  pagesOrChannels: Allowance;
  /** Maximum audience. */
  maxAudience: Allowance;
  /** Posts per channel. */
  postsPerChannel: Allowance;
  brands: Allowance;
  distribution: readonly string[];
  legalIndemnification: boolean;
  customLegalTerms: boolean;
  dedicatedAccountManager: boolean;
  /** Compilation rights are not offered in any tier. */
  compilationRights: false;
}

export const LICENCE_TIERS: readonly LicenceTier[] = [
  {
    id: 'personal',
    name: 'Personal',
    priceUsd: 49,
    monetization: false,
    watermarked: true,
    pagesOrChannels: 1,
    maxAudience: 5_000_000,
    postsPerChannel: 1,
    brands: 1,
    distribution: ['Social', 'Digital'],
    legalIndemnification: false,
    customLegalTerms: false,
    dedicatedAccountManager: false,
    compilationRights: false,
  },
  {
    id: 'basicPro',
    name: 'Basic Pro',
    priceUsd: 149,
    monetization: true,
    watermarked: false,
    pagesOrChannels: 3,
    maxAudience: 5_000_000,
    postsPerChannel: 1,
    brands: 1,
    distribution: ['Social', 'Digital'],
    legalIndemnification: false,
    customLegalTerms: false,
    dedicatedAccountManager: false,
    compilationRights: false,
  },
  {
    id: 'superPro',
    name: 'Super Pro',
    priceUsd: 299,
    monetization: true,
    watermarked: false,
    pagesOrChannels: 'unlimited',
    maxAudience: 'unlimited',
    postsPerChannel: 1,
    brands: 'unlimited',
    distribution: ['Social', 'Digital'],
    legalIndemnification: false,
    customLegalTerms: false,
    dedicatedAccountManager: false,
    compilationRights: false,
  },
  {
    id: 'custom',
    name: 'Custom',
    priceUsd: null,
    monetization: true,
    watermarked: false,
    pagesOrChannels: 'unlimited',
    maxAudience: 'unlimited',
    postsPerChannel: 'unlimited',
    brands: 'unlimited',
    distribution: ['Broadcast', 'Social', 'Digital', 'OTT', 'Out-of-home'],
    legalIndemnification: true,
    customLegalTerms: true,
    dedicatedAccountManager: true,
    compilationRights: false,
  },
] as const;

export const LICENCE_TIER_TEXT = {
  priceByInquiry: 'By inquiry',
  perVideo: 'per video',
  compilationRightsNotOffered: 'Compilation rights are not offered in any tier.',
  fullTermsLabel: 'Read the full licence terms (PDF)',
  faqLabel: 'Licensing FAQ',
} as const;

/** The FAQ topic about licences (`PAGES.faq`'s `faqType`). */
export const LICENCE_FAQ_TYPE = 'licensing';

/** Where the licence choice's links go, as full paths of the page table (the app's own, under its base). */
export const LICENCE_LINKS = {
  fullTermsPdf: PAGE_FILES.licenceTermsPdf,
  faq: PAGES.faq.href({ faqType: LICENCE_FAQ_TYPE }),
} as const;

/** '$149', or 'By inquiry' for a tier without a price. */
export function formatTierPrice(tier: Pick<LicenceTier, 'priceUsd'>): string {
  return tier.priceUsd === null ? LICENCE_TIER_TEXT.priceByInquiry : `$${tier.priceUsd}`;
}

/** '5 million', 'Unlimited', '3': an allowance as the modal shows it. */
export function formatAllowance(value: Allowance): string {
  if (value === 'unlimited') return 'Unlimited';
  if (value >= 1_000_000 && value % 1_000_000 === 0) return `${value / 1_000_000} million`;
  return formatCount(value);
}

/**
 * What a tier cannot do, in the few words a "from" price carries: 'watermarked, no monetization' for Personal,
 * so "from $49" does not read as the price of a clip a channel can monetize; null for a tier without those limits.
 */
export function tierLimits(tier: Pick<LicenceTier, 'watermarked' | 'monetization'>): string | null {
  const limits = [tier.watermarked ? 'watermarked' : '', tier.monetization ? '' : 'no monetization'];
  return limits.filter(Boolean).join(', ') || null;
}
