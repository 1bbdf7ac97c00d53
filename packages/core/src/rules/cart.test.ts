import { describe, expect, it } from 'vitest';
import { CHECKOUT_PRODUCT_TYPE } from '../constants';
import { cartItems, isCartReadyForOnlineShop, isInquiryType } from './cart';

const licence = { variantId: 'gid://shopify/ProductVariant/1', type: CHECKOUT_PRODUCT_TYPE };

describe('whether a cart is ready for the online shop', () => {
  it('is ready when its first item has a variant and is no inquiry', () => {
    expect(isCartReadyForOnlineShop([licence])).toBe(true);
    expect(isCartReadyForOnlineShop([{ variantId: 'v1' }])).toBe(true);
    expect(isCartReadyForOnlineShop([{ variantId: 'v1', type: null }])).toBe(true);
  });

  it('sells gift cards and discount packs online', () => {
    expect(isCartReadyForOnlineShop([{ variantId: 'v1', type: 'Gift Card' }])).toBe(true);
    expect(isCartReadyForOnlineShop([{ variantId: 'v1', type: 'Discount Pack' }])).toBe(true);
  });

  it('is not ready when its first item has no variant', () => {
    expect(isCartReadyForOnlineShop([{ ...licence, variantId: null }])).toBe(false);
    expect(isCartReadyForOnlineShop([{ ...licence, variantId: '' }])).toBe(false);
    expect(isCartReadyForOnlineShop([{ type: CHECKOUT_PRODUCT_TYPE }])).toBe(false);
  });

  it('is not ready when its first item is of an inquiry type, whatever the case or wording', () => {
    for (const type of ['Inquiry', 'inquiry', 'INQUIRY', 'Custom Inquiry', 'Licensing inquiry']) {
      expect(isCartReadyForOnlineShop([{ variantId: 'v1', type }])).toBe(false);
    }
  });

  it('looks only at the first item', () => {
    expect(isCartReadyForOnlineShop([licence, { variantId: null, type: 'Inquiry' }])).toBe(true);
    expect(isCartReadyForOnlineShop([{ variantId: null }, licence])).toBe(false);
    expect(isCartReadyForOnlineShop([{ variantId: 'v1', type: 'Inquiry' }, licence])).toBe(false);
  });

  it('does not mark an empty cart not ready: it has no first item', () => {
    expect(isCartReadyForOnlineShop([])).toBe(true);
  });
});

describe('inquiry types', () => {
  it('names an inquiry in any case', () => {
    expect(isInquiryType('Inquiry')).toBe(true);
    expect(isInquiryType('Custom Inquiry')).toBe(true);
  });

  it('leaves other and missing types alone', () => {
    expect(isInquiryType('Gift Card')).toBe(false);
    expect(isInquiryType(CHECKOUT_PRODUCT_TYPE)).toBe(false);
    expect(isInquiryType('')).toBe(false);
    expect(isInquiryType(null)).toBe(false);
    expect(isInquiryType(undefined)).toBe(false);
  });
});

describe('cartItems', () => {
  it('leaves out a fee shown under its line, and keeps one whose line is gone', () => {
    const lines = [
      { lineId: 'a', forLineId: null },
      { lineId: 'fee-a', forLineId: 'a' },
      { lineId: 'b' },
      { lineId: 'fee-gone', forLineId: 'gone' },
    ];
    expect(cartItems(lines).map((line) => line.lineId)).toEqual(['a', 'b', 'fee-gone']);
    expect(cartItems([])).toEqual([]);
  });
});
