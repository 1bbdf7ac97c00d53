import { describe, expect, it } from 'vitest';
import type { CheckoutRow } from './grant';
import { reviewReasons, type SettledOrder } from './integrity';
import type { CheckoutLineSnapshot } from './tables';

// Tax as the storefront reports it (docs/adr/0085): Shopify adds the tax on top of the line prices, or finds it
// inside them when the store's prices include it; either way a line's `price` is the checkout's price and the
// subtotal before discounts covers the checkout, so a taxed order is granted. A line whose price was changed is
// still held, whatever the tax or the discount make the totals look like.

const line = (lineId: string, unitPriceCents: number): CheckoutLineSnapshot => ({
  lineId,
  kind: 'licence',
  jmId: '1001',
  title: 'A clip',
  tier: 'basicPro',
  variantId: 'gid://shopify/ProductVariant/41002',
  sku: 'licence:basicPro',
  quantity: 1,
  unitPriceCents,
  projectName: null,
  poNumber: null,
  postUrls: [],
  creditApplied: false,
  forLineId: null,
});

const checkout = {
  reference: 'CMO-0000TA00',
  userId: 'u',
  playlistUuid: null,
  storefrontCartId: null,
  cartToken: null,
  checkoutUrl: null,
  status: 'open',
  lines: [line('a', 14_900), line('b', 4_900)],
  currency: 'USD',
  totalCents: 19_800,
  createdAt: new Date(),
  paidAt: null,
} as unknown as CheckoutRow;

/** A paid order of the two lines at `prices`, with the storefront's totals for them. */
function paid(prices: [number, number], fields: Partial<SettledOrder>): SettledOrder {
  const [a, b] = prices;
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
      {
        lineItemId: '1',
        lineId: 'a',
        sku: 'licence:basicPro',
        variantId: '41002',
        quantity: 1,
        priceCents: a,
      },
      {
        lineItemId: '2',
        lineId: 'b',
        sku: 'licence:basicPro',
        variantId: '41002',
        quantity: 1,
        priceCents: b,
      },
    ],
    ...fields,
  };
}

const codes = (order: SettledOrder) =>
  reviewReasons(checkout, order, { grantTestOrders: true }).map((reason) => reason.code);

describe('a taxed order against its checkout', () => {
  it('grants an order with 20 % tax added on top of the prices, with or without a discount', () => {
    expect(codes(paid([14_900, 4_900], { taxCents: 3_960, totalCents: 23_760 }))).toEqual([]);
    expect(
      codes(
        paid([14_900, 4_900], {
          subtotalCents: 17_820,
          discountCents: 1_980,
          taxCents: 3_564,
          totalCents: 21_384,
        }),
      ),
    ).toEqual([]);
  });

  it('grants an order whose prices include the tax (the subtotal holds it; nothing is added)', () => {
    expect(
      codes(paid([14_900, 4_900], { taxesIncluded: true, taxCents: 3_300, totalCents: 19_800 })),
    ).toEqual([]);
  });

  it('holds an order whose line prices were changed, even when the tax brings the total up to the checkout', () => {
    // 119.00 + 49.00 with 20 % tax is 201.60: more than the checkout's 198.00, yet a line was paid below its price.
    const lowered = paid([11_900, 4_900], { taxCents: 3_360, totalCents: 20_160 });
    expect(codes(lowered)).toEqual(expect.arrayContaining(['subtotal', 'price']));
    // With the tax inside lowered prices and a discount that claims the difference: still the price.
    const disguised = paid([11_900, 4_900], {
      subtotalCents: 16_800 - 1_000,
      discountCents: 1_000 + 3_000,
      taxesIncluded: true,
      taxCents: 2_633,
    });
    expect(codes(disguised)).toContain('price');
  });
});
