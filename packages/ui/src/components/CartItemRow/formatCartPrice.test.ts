import {
  LICENCE_TIERS,
  formatTierPrice,
  isCartReadyForOnlineShop as coreIsCartReadyForOnlineShop,
} from '@clipmarket/core';
import { describe, expect, it } from 'vitest';
import { cartItemKind, isCartReadyForOnlineShop } from './cartItem.types';
import { cartItemTier, cartTotals, formatCartPrice } from './formatCartPrice';

describe('cart prices', () => {
  it('shows a tier price in the cart exactly as the licence comparison shows it', () => {
    for (const tier of LICENCE_TIERS) {
      if (tier.priceUsd === null) continue;
      expect(formatCartPrice(tier.priceUsd)).toBe(formatTierPrice(tier));
    }
  });

  it('shows cents only when there are some, and groups thousands', () => {
    expect(formatCartPrice(12.5)).toBe('$12.50');
    expect(formatCartPrice(1490)).toBe('$1,490');
    expect(formatCartPrice(0.1 + 0.2)).toBe('$0.30');
    expect(formatCartPrice(0)).toBe('$0');
  });

  it('finds the licence tier of a line by its product name, whatever the case', () => {
    expect(cartItemTier('Basic Pro')?.id).toBe('basicPro');
    expect(cartItemTier(' super pro ')?.id).toBe('superPro');
    expect(cartItemTier('Gift Card')).toBeUndefined();
  });

  it('adds up lines, quantities and rights management fees', () => {
    expect(
      cartTotals([
        { price: 149, quantity: 1, rightsManagementFee: 25 },
        { price: 49, quantity: 2 },
        { price: 100, quantity: 1, rightsManagementFee: null },
      ]),
    ).toEqual({ subtotal: 347, rightsManagementFees: 25, total: 372, count: 4 });
    expect(cartTotals([])).toEqual({ subtotal: 0, rightsManagementFees: 0, total: 0, count: 0 });
  });
});

describe('cart readiness for the online shop', () => {
  it("is core's one rule (spec section 4)", () => {
    expect(isCartReadyForOnlineShop).toBe(coreIsCartReadyForOnlineShop);
  });

  it('tells gift cards, discount packs and inquiries from licence lines', () => {
    expect(cartItemKind({ type: 'Gift Card' })).toBe('giftCard');
    expect(cartItemKind({ type: 'Discount Pack' })).toBe('discountPack');
    expect(cartItemKind({ type: 'Inquiry' })).toBe('inquiry');
    expect(cartItemKind({ type: 'Custom Inquiry' })).toBe('inquiry');
    expect(cartItemKind({ type: 'RM OTHER' })).toBe('licence');
    expect(cartItemKind({ type: null })).toBe('licence');
  });
});
