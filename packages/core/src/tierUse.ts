import { CLEARANCE_LABELS } from './filters';
import type { LicenceTier } from './tiers';

/**
 * What a tier is for, in plain words (issue 32, item 8; decisions.md, "What the tiers cover"): Personal, Basic
 * Pro and Super Pro are editorial licences for unpaid (organic) posts on the licensee's own pages and channels,
 * within the tier's limits; advertising, broadcast, OTT and out-of-home are Custom licences by inquiry. The
 * comparison, the pricing page and the cart say it through `licenceTierUse`. A module apart from tiers.ts,
 * which every page loads (the app's `core` chunk), so that only the pages that compare tiers carry these words.
 */
export const LICENCE_TIER_USE_TEXT = {
  onePage: 'one page or channel of your own',
  upToPages: (count: number): string => `up to ${count} pages or channels of your own`,
  allPages: 'all your own pages and channels',
  covers: (where: string, monetized: boolean): string =>
    `Editorial, unpaid (organic) posts on ${where}, ${monetized ? 'monetized' : 'not monetized'}`,
  /** What no self-serve tier covers. */
  notSelfServe:
    'Advertising (paid media, sponsored posts, a brand’s ads), broadcast, OTT and out-of-home: those are Custom licences',
  customCovers:
    'Advertising (paid media, sponsored posts, a brand’s ads), broadcast, OTT and out-of-home, quoted for your project',
  customDoesNotCover: `Compilations, and ads with a clip that is ${CLEARANCE_LABELS.RED.label}`,
} as const;

/** A tier's plain "Covers" and "Does not cover" lines (see `LICENCE_TIER_USE_TEXT`). */
export function licenceTierUse(tier: Pick<LicenceTier, 'priceUsd' | 'pagesOrChannels' | 'monetization'>): {
  covers: string;
  doesNotCover: string;
} {
  const text = LICENCE_TIER_USE_TEXT;
  // Custom is the tier by inquiry: the one that covers what the others do not.
  if (tier.priceUsd === null) return { covers: text.customCovers, doesNotCover: text.customDoesNotCover };
  const pages = tier.pagesOrChannels;
  const where = pages === 'unlimited' ? text.allPages : pages === 1 ? text.onePage : text.upToPages(pages);
  return { covers: text.covers(where, tier.monetization), doesNotCover: text.notSelfServe };
}
