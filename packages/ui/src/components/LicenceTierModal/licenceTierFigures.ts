import {
  LICENCE_TIER_LABELS,
  formatAllowance,
  formatTierPrice,
  licenceTierUse,
  type LicenceTier,
} from '@clipmarket/core';

/** How one figure of one tier is shown: a price, a short text, or included / not included. */
export type LicenceTierFigureValue =
  | { kind: 'price'; price: string; perVideo: boolean }
  | { kind: 'text'; text: string }
  | { kind: 'flag'; included: boolean };

export type LicenceTierFigureId =
  | 'price'
  | 'covers'
  | 'doesNotCover'
  | 'monetization'
  | 'watermark'
  | 'pagesOrChannels'
  | 'maxAudience'
  | 'postsPerChannel'
  | 'brands'
  | 'legalIndemnification'
  | 'customLegalTerms'
  | 'dedicatedAccountManager';

export interface LicenceTierFigure {
  id: LicenceTierFigureId;
  label: string;
  /** The tier's value; `price` replaces the tier's own price text (the storefront's price, formatted). */
  value: (tier: LicenceTier, price?: string) => LicenceTierFigureValue;
}

const text = (value: string): LicenceTierFigureValue => ({ kind: 'text', text: value });

/**
 * Every figure of spec section 1, in the order the comparison shows them. The table (rows) and the cards
 * (lists) both render from this one list, over `LICENCE_TIERS`, so the two layouts cannot disagree.
 * The spec's distribution figure ("Social and Digital") is said in plain words, right under the price: what
 * the tier covers and what it does not (decisions.md, "What the tiers cover"; `licenceTierUse`).
 */
export const LICENCE_TIER_FIGURES: readonly LicenceTierFigure[] = [
  {
    id: 'price',
    label: LICENCE_TIER_LABELS.pricePerVideo,
    value: (tier, price = formatTierPrice(tier)) => ({
      kind: 'price',
      price,
      perVideo: tier.priceUsd !== null,
    }),
  },
  {
    id: 'covers',
    label: LICENCE_TIER_LABELS.covers,
    value: (tier) => text(licenceTierUse(tier).covers),
  },
  {
    id: 'doesNotCover',
    label: LICENCE_TIER_LABELS.doesNotCover,
    value: (tier) => text(licenceTierUse(tier).doesNotCover),
  },
  {
    id: 'monetization',
    label: LICENCE_TIER_LABELS.monetization,
    value: (tier) =>
      text(
        tier.monetization
          ? LICENCE_TIER_LABELS.monetizationAllowed
          : LICENCE_TIER_LABELS.monetizationNotAllowed,
      ),
  },
  {
    id: 'watermark',
    label: LICENCE_TIER_LABELS.watermark,
    value: (tier) =>
      text(tier.watermarked ? LICENCE_TIER_LABELS.watermarked : LICENCE_TIER_LABELS.watermarkFree),
  },
  {
    id: 'pagesOrChannels',
    label: LICENCE_TIER_LABELS.pagesOrChannels,
    value: (tier) => text(formatAllowance(tier.pagesOrChannels)),
  },
  {
    id: 'maxAudience',
    label: LICENCE_TIER_LABELS.maxAudience,
    value: (tier) => text(formatAllowance(tier.maxAudience)),
  },
  {
    id: 'postsPerChannel',
    label: LICENCE_TIER_LABELS.postsPerChannel,
    value: (tier) => text(formatAllowance(tier.postsPerChannel)),
  },
  {
    id: 'brands',
    label: LICENCE_TIER_LABELS.brands,
    value: (tier) => text(formatAllowance(tier.brands)),
  },
  {
    id: 'legalIndemnification',
    label: LICENCE_TIER_LABELS.legalIndemnification,
    value: (tier) => ({ kind: 'flag', included: tier.legalIndemnification }),
  },
  {
    id: 'customLegalTerms',
    label: LICENCE_TIER_LABELS.customLegalTerms,
    value: (tier) => ({ kind: 'flag', included: tier.customLegalTerms }),
  },
  {
    id: 'dedicatedAccountManager',
    label: LICENCE_TIER_LABELS.dedicatedAccountManager,
    value: (tier) => ({ kind: 'flag', included: tier.dedicatedAccountManager }),
  },
];
