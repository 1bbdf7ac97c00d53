import { describe, expect, it } from 'vitest';
import { formatAllowance, formatTierPrice, LICENCE_TIERS, LICENCE_TIER_TEXT } from './tiers';

const tier = (name: string) => {
  const t = LICENCE_TIERS.find((x) => x.name === name);
  if (!t) throw new Error(`no tier ${name}`);
  return t;
};

describe('licence tiers (spec section 1)', () => {
  it('offers Personal, Basic Pro, Super Pro and Custom in that order', () => {
    expect(LICENCE_TIERS.map((t) => t.name)).toEqual(['Personal', 'Basic Pro', 'Super Pro', 'Custom']);
  });

  it('prices Personal at $49 with no monetization, a watermark, 1 page, 5 million audience, 1 post, 1 brand', () => {
    const t = tier('Personal');
    expect(formatTierPrice(t)).toBe('$49');
    expect(t).toMatchObject({
      monetization: false,
      watermarked: true,
      pagesOrChannels: 1,
      maxAudience: 5_000_000,
      postsPerChannel: 1,
      brands: 1,
    });
    expect(t.distribution).toEqual(['Social', 'Digital']);
  });

  it('prices Basic Pro at $149 everywhere (decisions.md), monetized, watermark free, 3 pages', () => {
    const t = tier('Basic Pro');
    expect(formatTierPrice(t)).toBe('$149');
    expect(t).toMatchObject({
      monetization: true,
      watermarked: false,
      pagesOrChannels: 3,
      maxAudience: 5_000_000,
      postsPerChannel: 1,
      brands: 1,
    });
  });

  it('prices Super Pro at $299 with unlimited pages, audience and brands and 1 post per channel', () => {
    const t = tier('Super Pro');
    expect(formatTierPrice(t)).toBe('$299');
    expect(t).toMatchObject({
      pagesOrChannels: 'unlimited',
      maxAudience: 'unlimited',
      brands: 'unlimited',
      postsPerChannel: 1,
    });
  });

  it('prices Custom by inquiry with unlimited everything, every distribution and legal extras', () => {
    const t = tier('Custom');
    expect(formatTierPrice(t)).toBe('By inquiry');
    expect(t).toMatchObject({
      pagesOrChannels: 'unlimited',
      maxAudience: 'unlimited',
      postsPerChannel: 'unlimited',
      brands: 'unlimited',
      legalIndemnification: true,
      customLegalTerms: true,
      dedicatedAccountManager: true,
    });
    expect(t.distribution).toEqual(['Broadcast', 'Social', 'Digital', 'OTT', 'Out-of-home']);
  });

  it('offers compilation rights in no tier', () => {
    expect(LICENCE_TIERS.every((t) => t.compilationRights === false)).toBe(true);
    expect(LICENCE_TIER_TEXT.compilationRightsNotOffered).toBe(
      'Compilation rights are not offered in any tier.',
    );
  });

  it('shows allowances as "5 million", "Unlimited" or the number', () => {
    expect(formatAllowance(5_000_000)).toBe('5 million');
    expect(formatAllowance('unlimited')).toBe('Unlimited');
    expect(formatAllowance(3)).toBe('3');
  });
});
