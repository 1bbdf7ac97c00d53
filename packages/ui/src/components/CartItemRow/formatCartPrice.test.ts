import {
  LICENCE_TIERS,
  formatTierPrice,
  isCartReadyForOnlineShop as coreIsCartReadyForOnlineShop,
} from '@clipmarket/core';
import { cartFixtures, cartLineFixtures } from '@clipmarket/mocks';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartItemKind, isCartReadyForOnlineShop, isClipLine } from './cartItem.types';
import { cartItemTier, cartTotals, formatCartPrice } from './formatCartPrice';

describe('cart prices', () => {
  it('shows a tier price in the cart exactly as the licence comparison shows it', () => {
    for (const tier of LICENCE_TIERS) {
      if (tier.priceUsd === null) continue;
      expect(formatCartPrice(tier.priceUsd * 100)).toBe(formatTierPrice(tier));
    }
  });

  it('reads cents, shows cents only when there are some, and groups thousands', () => {
    expect(formatCartPrice(1250)).toBe('$12.50');
    expect(formatCartPrice(149000)).toBe('$1,490');
    expect(formatCartPrice(119050)).toBe('$1,190.50');
    expect(formatCartPrice(0)).toBe('$0');
    expect(formatCartPrice(14900, 'EUR')).toBe('€149');
  });

  it('writes dollars as the en-US currency format does, without loading it', () => {
    const whole = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    const cents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (amount) => {
        const intl = amount % 100 === 0 ? whole.format(amount / 100) : cents.format(amount / 100);
        expect(formatCartPrice(amount)).toBe(intl);
      }),
      { numRuns: 5000, examples: [[0], [1], [-1], [99], [100], [-100050], [999999], [100000000]] },
    );
  });

  it('finds the licence tier of a line by its tier', () => {
    expect(cartItemTier({ tier: 'basicPro' })?.name).toBe('Basic Pro');
    expect(cartItemTier({ tier: 'custom' })?.name).toBe('Custom');
    expect(cartItemTier({ tier: null })).toBeUndefined();
  });

  it('adds up lines as the server does: quantities, fees, and credits taken off', () => {
    expect(cartTotals(cartFixtures.withLines.lines)).toMatchObject({
      subtotalCents: cartFixtures.withLines.subtotalCents,
      creditAppliedCents: 0,
      totalCents: cartFixtures.withLines.totalCents,
      rightsFeesCents: 7500,
      count: 4,
    });
    expect(cartTotals(cartFixtures.withCredit.lines)).toMatchObject({
      creditAppliedCents: cartFixtures.withCredit.creditAppliedCents,
      totalCents: cartFixtures.withCredit.totalCents,
    });
    expect(cartTotals([{ ...cartLineFixtures.personal, quantity: 3 }]).subtotalCents).toBe(14700);
    expect(cartTotals([])).toMatchObject({ subtotalCents: 0, totalCents: 0, count: 0, currency: 'USD' });
  });

  it('leaves a line without a price (storefront down, inquiry) out of the sums', () => {
    expect(cartTotals(cartFixtures.storefrontDown.lines).totalCents).toBe(0);
    expect(cartTotals([cartLineFixtures.custom, cartLineFixtures.personal]).totalCents).toBe(4900);
  });
});

describe('cart lines', () => {
  it("keeps core's one rule for readiness (spec section 4)", () => {
    expect(isCartReadyForOnlineShop).toBe(coreIsCartReadyForOnlineShop);
    expect(isCartReadyForOnlineShop(cartFixtures.notReady.lines)).toBe(false);
    expect(isCartReadyForOnlineShop(cartFixtures.withLines.lines)).toBe(true);
  });

  it('takes the kind of a line from the server, and knows which are clips', () => {
    expect(cartItemKind(cartLineFixtures.giftCard)).toBe('giftCard');
    expect(cartItemKind(cartLineFixtures.discountPack)).toBe('discountPack');
    expect(cartItemKind(cartLineFixtures.custom)).toBe('inquiry');
    expect(cartItemKind(cartLineFixtures.rightsFee)).toBe('rightsFee');
    expect(
      [cartLineFixtures.basicPro, cartLineFixtures.custom, cartLineFixtures.rightsFee].every(isClipLine),
    ).toBe(true);
    expect(isClipLine(cartLineFixtures.giftCard)).toBe(false);
  });
});
