import { describe, expect, it } from 'vitest';
import { parseSandboxTaxRates } from '../config';
import { allocate, findDiscountCode, NO_TAX, priceCart, type SandboxTaxSettings } from './pricing';

// The sandbox checkout's arithmetic (docs/adr/0085): integer cents, Shopify's order of things (discount on the
// lines, tax per line on what is left, gift cards pay the total).

const rates = parseSandboxTaxRates('GB:20,DE:19:MwSt,US:8.875:Sales tax');
const excluded: SandboxTaxSettings = { taxesIncluded: false, rates };
const included: SandboxTaxSettings = { taxesIncluded: true, rates };
const licence = (unitCents: number) => ({ unitCents, quantity: 1, giftCard: false });
const TEST10 = findDiscountCode(' test10 ');

describe('allocating a discount across lines', () => {
  it('splits it in proportion to the lines, in whole cents that add up to it exactly', () => {
    for (const [total, weights] of [
      [1_490, [14_900]],
      [2_000, [4_900, 14_900, 29_900]],
      [1, [1, 1, 1]],
      [99_999, [3, 7, 11, 13]],
    ] as const) {
      const shares = allocate(total, weights);
      const sum = weights.reduce((a, b) => a + b, 0);
      expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
      // Each share is its exact part rounded down or up: never a cent further.
      shares.forEach((share, i) => expect(Math.abs(share - (total * weights[i]!) / sum)).toBeLessThan(1));
    }
    expect(allocate(1, [1, 1])).toEqual([1, 0]);
    expect(allocate(500, [0, 0])).toEqual([0, 0]);
  });
});

describe('pricing a sandbox cart', () => {
  it('takes a percentage code off the lines, then adds each line\u2019s tax for the buyer\u2019s country', () => {
    const pricing = priceCart([licence(14_900), licence(4_900)], {
      discount: TEST10,
      country: 'GB',
      tax: excluded,
    });
    expect(pricing).toMatchObject({
      lineItemsCents: 19_800,
      discountCents: 1_980,
      subtotalCents: 17_820,
      taxCents: 3_564,
      totalCents: 21_384,
      taxLines: [{ title: 'VAT', milliPercent: 20_000, cents: 3_564 }],
    });
    expect(pricing.lines.map((line) => [line.discountCents, line.taxCents])).toEqual([
      [1_490, 2_682],
      [490, 882],
    ]);
  });

  it('finds the tax inside the price when the prices include it, and charges nothing on top', () => {
    const pricing = priceCart([licence(14_900)], { discount: null, country: 'GB', tax: included });
    // 149.00 gross at 20 %: 24.83 of it is tax.
    expect(pricing).toMatchObject({ subtotalCents: 14_900, taxCents: 2_483, totalCents: 14_900 });
    const german = priceCart([licence(14_900)], { discount: TEST10, country: 'DE', tax: included });
    expect(german).toMatchObject({ subtotalCents: 13_410, taxCents: 2_141, totalCents: 13_410 });
    expect(german.taxLines).toEqual([{ title: 'MwSt', milliPercent: 19_000, cents: 2_141 }]);
  });

  it('rounds a rate with decimals half up per line', () => {
    // 49.00 × 8.875 % = 4.34875 → 4.35.
    expect(priceCart([licence(4_900)], { discount: null, country: 'US', tax: excluded }).taxCents).toBe(435);
  });

  it('charges no tax without a country, for a country with no rate, or with no rates at all', () => {
    for (const [country, tax] of [
      [null, excluded],
      ['JP', excluded],
      ['GB', NO_TAX],
    ] as const) {
      const pricing = priceCart([licence(14_900)], { discount: null, country, tax });
      expect(pricing).toMatchObject({ taxCents: 0, taxLines: [], totalCents: 14_900 });
    }
  });

  it('neither discounts nor taxes a Gift Card line, and caps a fixed discount at what it applies to', () => {
    const giftCard = { unitCents: 10_000, quantity: 2, giftCard: true };
    const pricing = priceCart([giftCard, licence(300)], {
      discount: findDiscountCode('TEST5OFF'),
      country: 'GB',
      tax: excluded,
    });
    expect(pricing.lines.map((line) => [line.discountCents, line.taxCents, line.taxable])).toEqual([
      [0, 0, false],
      [300, 0, true],
    ]);
    expect(pricing).toMatchObject({ lineItemsCents: 20_300, discountCents: 300, totalCents: 20_000 });
  });

  it('knows only the shop\u2019s own codes', () => {
    expect(findDiscountCode('TEST10')?.type).toBe('percentage');
    expect(findDiscountCode('FREE100')).toBeNull();
    expect(findDiscountCode('')).toBeNull();
  });
});
