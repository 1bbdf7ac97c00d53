import { describe, expect, it } from 'vitest';
import { ACI_VALUES, CLEARANCE_LABELS } from './filters';
import { CARD_TEXT } from './messages';
import { ADVERTISING_ANSWER } from './advertisingAnswer';
import { formatAllowance, formatTierPrice, LICENCE_TIERS, LICENCE_TIER_TEXT, tierLimits } from './tiers';
import { licenceTierUse } from './tierUse';

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

describe('what each tier allows, in plain words (decisions.md, "What the tiers cover")', () => {
  const selfServe = LICENCE_TIERS.filter((t) => t.priceUsd !== null);

  it('says every self-serve tier covers unpaid editorial posts on the buyer’s own pages, not advertising', () => {
    expect(selfServe.map((t) => t.name)).toEqual(['Personal', 'Basic Pro', 'Super Pro']);
    for (const t of selfServe) {
      const use = licenceTierUse(t);
      expect(use.covers).toMatch(/^Editorial, unpaid \(organic\) posts on /);
      expect(use.covers).toMatch(/your own/);
      expect(use.covers).not.toMatch(/advertising|ads/i);
      expect(use.doesNotCover).toMatch(
        /^Advertising \(paid media, sponsored posts, a brand’s ads\), broadcast, OTT/,
      );
      expect(use.doesNotCover).toContain('Custom');
    }
  });

  it('follows each tier’s pages and monetization rather than repeating them', () => {
    expect(licenceTierUse(tier('Personal')).covers).toBe(
      'Editorial, unpaid (organic) posts on one page or channel of your own, not monetized',
    );
    expect(licenceTierUse(tier('Basic Pro')).covers).toContain(
      'up to 3 pages or channels of your own, monetized',
    );
    expect(licenceTierUse(tier('Super Pro')).covers).toContain('all your own pages and channels, monetized');
    expect(
      licenceTierUse({ ...tier('Basic Pro'), pagesOrChannels: 5, monetization: false }).covers,
    ).toContain('up to 5 pages or channels of your own, not monetized');
  });

  it('says Custom covers advertising, broadcast, OTT and out-of-home, and never compilations', () => {
    const use = licenceTierUse(tier('Custom'));
    expect(use.covers).toMatch(/^Advertising .*broadcast, OTT and out-of-home/);
    expect(use.doesNotCover).toContain('Compilations');
    expect(use.doesNotCover).toContain(CLEARANCE_LABELS.RED.label);
  });

  it('names what the cheapest tier cannot do beside its "from" price, and nothing for a tier without limits', () => {
    expect(tierLimits(tier('Personal'))).toBe('watermarked, no monetization');
    expect(tierLimits(tier('Basic Pro'))).toBeNull();
    expect(CARD_TEXT.fromPrice('$49', tierLimits(tier('Personal')))).toBe(
      'from $49 · watermarked, no monetization',
    );
    expect(CARD_TEXT.fromPrice('$149', tierLimits(tier('Basic Pro')))).toBe('from $149');
    expect(CARD_TEXT.fromPriceName('$49', 'watermarked, no monetization')).toBe(
      'Licences from $49 per video, watermarked, no monetization',
    );
  });

  it('answers the advertising question by the clip’s clearance: a licence, a check, or plainly no', () => {
    expect(Object.keys(ADVERTISING_ANSWER).sort()).toEqual([...ACI_VALUES].sort());
    expect(ADVERTISING_ANSWER.GREEN).toMatchObject({ action: 'Ask for an advertising licence' });
    expect(ADVERTISING_ANSWER.GREEN.text).toContain('can have a Custom licence');
    expect(ADVERTISING_ANSWER.YELLOW.action).toMatch(/check/);
    expect(ADVERTISING_ANSWER.YELLOW.text).toContain('check');
    expect(ADVERTISING_ANSWER.RED.action).toBeNull();
    expect(ADVERTISING_ANSWER.RED.text).toContain('cannot be licensed for ads');
  });
});
