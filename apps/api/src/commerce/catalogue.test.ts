import { describe, expect, it } from 'vitest';
import { StorefrontError, type StorefrontProduct } from '../storefront/port';
import { createCatalogueCache, productsResponse, readCatalogue } from './catalogue';
import { matchingInfractions, normalisePostUrl } from './infractions';
import { formatDecimal, parseCents } from './money';
import { createFakeStorefront, fakeCatalogue, FAKE_VARIANTS } from './test-helpers';

describe('money from the storefront', () => {
  it('reads Shopify’s decimal strings as exact cents', () => {
    expect(parseCents('149.0')).toBe(14900);
    expect(parseCents('149.00')).toBe(14900);
    expect(parseCents('39.5')).toBe(3950);
    expect(parseCents('0.29')).toBe(29);
    expect(parseCents('1190')).toBe(119000);
    expect(parseCents('-1.25')).toBe(-125);
    expect(parseCents(' 12.34 ')).toBe(1234);
    // A third minor digit (a currency such as KWD) is rounded half away from zero.
    expect(parseCents('0.125')).toBe(13);
    expect(parseCents('0.124')).toBe(12);
    expect(parseCents('99999999999.99')).toBe(9_999_999_999_999);
  });

  it('refuses anything that is not a plain decimal', () => {
    for (const text of ['', '1e3', '1,000.00', 'NaN', '12.3.4', '$5', '.5', 'abc', '1234567890123']) {
      expect(parseCents(text), text).toBeNull();
    }
    expect(parseCents(null)).toBeNull();
    expect(parseCents(undefined)).toBeNull();
  });

  it('writes cents with two digits', () => {
    expect(formatDecimal(44700)).toBe('447.00');
    expect(formatDecimal(5)).toBe('0.05');
    expect(formatDecimal(0)).toBe('0.00');
    expect(formatDecimal(-125)).toBe('-1.25');
  });
});

describe('the catalogue', () => {
  it('recognises each product by its SKU, whatever its title or id', () => {
    const products: StorefrontProduct[] = [
      {
        id: 'gid://shopify/Product/1',
        handle: 'anything',
        title: 'Licences',
        productType: 'Licence',
        variants: [
          {
            id: 'v-pro',
            title: 'Pro',
            sku: 'licence:basicPro',
            price: { amount: '149.0', currencyCode: 'EUR' },
            availableForSale: true,
          },
          {
            id: 'v-off',
            title: 'Super',
            sku: 'licence:superPro',
            price: { amount: '299.0', currencyCode: 'EUR' },
            availableForSale: false,
          },
          {
            id: 'v-bad',
            title: 'Personal',
            sku: 'licence:personal',
            price: { amount: 'free', currencyCode: 'EUR' },
            availableForSale: true,
          },
          {
            id: 'v-none',
            title: 'No SKU',
            sku: null,
            price: { amount: '1.0', currencyCode: 'EUR' },
            availableForSale: true,
          },
          {
            id: 'v-other',
            title: 'Mug',
            sku: 'mug:blue',
            price: { amount: '9.0', currencyCode: 'EUR' },
            availableForSale: true,
          },
        ],
      },
    ];
    const catalogue = readCatalogue(products);
    expect(catalogue.currency).toBe('EUR');
    expect([...catalogue.tiers.keys()]).toEqual(['basicPro']);
    expect(catalogue.tiers.get('basicPro')).toMatchObject({
      variantId: 'v-pro',
      priceCents: 14900,
      name: 'Basic Pro',
    });
    expect(catalogue.rightsFee).toBeNull();
    expect(productsResponse(catalogue)).toEqual({
      currency: 'EUR',
      tiers: [{ tier: 'basicPro', name: 'Basic Pro', variantId: 'v-pro', priceCents: 14900 }],
      discountPacks: [],
      giftCards: [],
      rightsFee: null,
      upgrades: [],
    });
  });

  it('reads packs, gift cards and the fee from the sandbox catalogue', () => {
    const response = productsResponse(readCatalogue(fakeCatalogue()));
    expect(response.discountPacks).toEqual([
      {
        variantId: FAKE_VARIANTS.packPersonal,
        tier: 'personal',
        count: 10,
        priceCents: 39000,
        unitPriceCents: 3900,
      },
      {
        variantId: FAKE_VARIANTS.packBasicPro,
        tier: 'basicPro',
        count: 10,
        priceCents: 119000,
        unitPriceCents: 11900,
      },
    ]);
    expect(response.giftCards).toEqual([
      { variantId: FAKE_VARIANTS.giftCard100, valueCents: 10000, priceCents: 10000 },
    ]);
    expect(response.rightsFee).toEqual({ variantId: FAKE_VARIANTS.rightsFee, priceCents: 10000 });
  });

  it('asks the storefront at most once per minute, and serves the last good answer while it is down', async () => {
    const storefront = createFakeStorefront();
    let now = 0;
    const errors: unknown[] = [];
    const cache = createCatalogueCache(storefront, {
      ttlMs: 60_000,
      timeoutMs: 1_000,
      retryAfterMs: 5_000,
      now: () => now,
      onError: (error) => errors.push(error),
    });
    const first = await cache.current();
    expect(first?.tiers.get('personal')?.priceCents).toBe(4900);
    now = 59_000;
    await cache.current();
    expect(storefront.productReads).toBe(1);

    now = 61_000;
    storefront.down = true;
    expect(await cache.current()).toBe(first);
    expect(storefront.productReads).toBe(2);
    expect(errors[0]).toBeInstanceOf(StorefrontError);
    // Not asked again at once: a request does not wait on a store known to be down.
    now = 62_000;
    expect(await cache.current()).toBe(first);
    expect(storefront.productReads).toBe(2);

    now = 70_000;
    storefront.down = false;
    storefront.catalogue[0]!.variants[0]!.price.amount = '59.0';
    expect((await cache.current())?.tiers.get('personal')?.priceCents).toBe(5900);
    expect(storefront.productReads).toBe(3);
  });

  it('answers null when the storefront never answered, and gives up on a read that hangs', async () => {
    const storefront = createFakeStorefront();
    storefront.products = () => new Promise(() => {});
    const cache = createCatalogueCache(storefront, { ttlMs: 60_000, timeoutMs: 20 });
    expect(await cache.current()).toBeNull();
  });

  it('shares one read between requests that arrive together', async () => {
    const storefront = createFakeStorefront();
    const cache = createCatalogueCache(storefront, { ttlMs: 60_000, timeoutMs: 1_000 });
    await Promise.all([cache.current(), cache.current(), cache.current()]);
    expect(storefront.productReads).toBe(1);
  });
});

describe('post URLs and infractions', () => {
  it('compares post URLs for the post they name, not character for character', () => {
    expect(normalisePostUrl('https://www.TikTok.com/@me/video/1/')).toBe('tiktok.com/@me/video/1');
    expect(normalisePostUrl('http://tiktok.com/@me/video/1#comments')).toBe('tiktok.com/@me/video/1');
    expect(normalisePostUrl('https://youtube.com/watch?v=a')).toBe('youtube.com/watch?v=a');
    expect(normalisePostUrl('ftp://x.com/a')).toBeNull();
    expect(normalisePostUrl('not a url')).toBeNull();
    expect(
      matchingInfractions(
        ['http://tiktok.com/@me/video/1', 'https://youtube.com/watch?v=b'],
        ['https://www.tiktok.com/@me/video/1/', 'https://youtube.com/watch?v=a', 'garbage'],
      ),
    ).toEqual(['https://www.tiktok.com/@me/video/1/']);
  });
});
