import { describe, expect, it } from 'vitest';
import type { CheckoutRow } from './grant';
import { reviewReasons, type SettledOrder } from './integrity';
import type { CheckoutLineSnapshot } from './tables';

// The store's own discounts (ADR 81): Shopify's `subtotal_price` is net of them, so a discounted order is
// granted; a subtotal short by more than the discounts it names, or a line paid below its price, is held.

const line = (lineId: string, unitPriceCents: number): CheckoutLineSnapshot => ({
  lineId,
  kind: 'licence',
  jmId: '1001',
  title: 'A clip',
  tier: 'basicPro',
  variantId: 'gid://shopify/ProductVariant/41002',
  sku: 'CM-BASICPRO',
  quantity: 1,
  unitPriceCents,
  projectName: null,
  poNumber: null,
  postUrls: [],
  creditApplied: false,
  forLineId: null,
});

const checkout = {
  reference: 'CMO-0000ABCD',
  userId: 'u',
  playlistUuid: null,
  storefrontCartId: null,
  cartToken: null,
  checkoutUrl: null,
  status: 'open',
  lines: [line('a', 14_900), line('b', 14_900)],
  currency: 'USD',
  totalCents: 29_800,
  createdAt: new Date(),
  paidAt: null,
} as unknown as CheckoutRow;

function paid(fields: Partial<SettledOrder> & { prices?: [number, number] }): SettledOrder {
  const [a, b] = fields.prices ?? [14_900, 14_900];
  return {
    storefrontOrderId: '1',
    name: '#1001',
    email: null,
    currency: 'USD',
    subtotalCents: a + b,
    totalCents: a + b,
    lines: new Map(),
    giftCards: [],
    giftCardApplications: [],
    test: false,
    items: [
      { lineItemId: '1', lineId: 'a', sku: 'CM-BASICPRO', variantId: '41002', quantity: 1, priceCents: a },
      { lineItemId: '2', lineId: 'b', sku: 'CM-BASICPRO', variantId: '41002', quantity: 1, priceCents: b },
    ],
    ...fields,
  };
}

describe("an order's discounts against its checkout", () => {
  it('grants an order whose subtotal is short by exactly the discount it names', () => {
    expect(
      reviewReasons(checkout, paid({ subtotalCents: 26_820, discountCents: 2_980 }), {
        grantTestOrders: true,
      }),
    ).toEqual([]);
  });

  it('holds an order whose subtotal is short by more than the discounts it names', () => {
    const reasons = reviewReasons(checkout, paid({ subtotalCents: 20_000, discountCents: 2_980 }), {
      grantTestOrders: true,
    });
    expect(reasons.map((r) => r.code)).toEqual(['subtotal']);
    expect(reasons[0]!.message).toContain('before discounts');
  });

  it('holds a line paid below its price even when a discount makes the subtotal add up', () => {
    const reasons = reviewReasons(
      checkout,
      paid({ prices: [4_900, 14_900], subtotalCents: 19_800, discountCents: 10_000 }),
      { grantTestOrders: true },
    );
    expect(reasons.map((r) => r.code)).toContain('price');
  });

  it('holds a short order that names no discount', () => {
    const reasons = reviewReasons(checkout, paid({ subtotalCents: 26_820 }), { grantTestOrders: true });
    expect(reasons.map((r) => r.code)).toEqual(['subtotal']);
  });
});
