import { sql } from 'kysely';
import { commerceEndpoints, TAX_NOTES } from '@clipmarket/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call } from '../../playlists/test-helpers';
import { registerAndLogin } from '../../test/auth-helpers';
import { startTestServer, type TestServer } from '../../test/harness';
import { createStorefront } from '../index';
import { CART_ATTRIBUTE_KEYS, cartToken, type Storefront, type StorefrontCart } from '../port';
import { CHECKOUT_MESSAGES } from './orders';
import {
  formKeyOf,
  pathOf,
  postForm,
  startTestReceiver,
  testStorefrontConfig,
  type TestReceiver,
} from './test-helpers';

// The sandbox checkout's discount code, billing country and tax (issue 32, item 3; docs/adr/0085), over real
// HTTP on a real database: what the page shows is what the order charges, and the orders/paid body carries it
// in Shopify's fields (the order's and each line's tax lines, discount allocations, totals).
vi.setConfig({ testTimeout: 60_000, hookTimeout: 600_000 });

let server: TestServer;
let receiver: TestReceiver;
let storefront: Storefront;
const config = testStorefrontConfig({
  sandboxTaxRates: [
    { country: 'GB', milliPercent: 20_000, title: 'VAT' },
    { country: 'DE', milliPercent: 19_000, title: 'MwSt' },
  ],
});

beforeAll(async () => {
  receiver = await startTestReceiver();
  server = await startTestServer({ app: { storefront: { config, webhook: { url: receiver.url } } } });
  storefront = createStorefront({ db: server.db, config, app: server.app });
});

afterAll(async () => {
  await server?.close();
  await receiver?.close();
});

async function variantId(sku: string): Promise<string> {
  const variants = (await storefront.products()).flatMap((p) => p.variants);
  return variants.find((v) => v.sku === sku)!.id;
}

/** A cart as the commerce code builds one, for a buyer whose billing details name `country`. */
async function newCart(skus: string[], country: string | null = 'GB'): Promise<StorefrontCart> {
  return storefront.createCart({
    lines: await Promise.all(
      skus.map(async (sku, i) => ({
        merchandiseId: await variantId(sku),
        quantity: 1,
        attributes: [{ key: '_clipmarket_line', value: `line-${i}` }],
      })),
    ),
    buyerEmail: 'buyer@example.com',
    buyerCountryCode: country,
    attributes: [
      { key: CART_ATTRIBUTE_KEYS.orderReference, value: 'ref-tax' },
      { key: CART_ATTRIBUTE_KEYS.returnUrl, value: `${server.url}/licensing/checkout?checkout=complete` },
    ],
    note: 'Settlement',
  });
}

const pageUrl = (cart: StorefrontCart) => `${server.url}${pathOf(cart.checkoutUrl)}`;
const formUrl = (cart: StorefrontCart, path: string) => pageUrl(cart).replace('?key=', `/${path}?key=`);

async function page(cart: StorefrontCart) {
  const html = await (await fetch(pageUrl(cart))).text();
  return { html, text: html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' '), formKey: formKeyOf(html) };
}

async function post(cart: StorefrontCart, path: string, fields: Record<string, string>) {
  const { formKey } = await page(cart);
  return postForm(path ? formUrl(cart, path) : pageUrl(cart), { form_key: formKey, ...fields });
}

async function paidOrder(cart: StorefrontCart) {
  const row = await server.db
    .selectFrom('sandboxOrders')
    .select(['totalCents', 'giftCardCents', sql<string>`payload::text`.as('payload')])
    .where('cartToken', '=', cartToken(cart.id))
    .executeTakeFirstOrThrow();
  return { ...row, payload: JSON.parse(row.payload) as Record<string, unknown> };
}

describe('tax at the sandbox checkout', () => {
  it("charges the buyer's country's rate on top, after the discount code, and sends it as Shopify does", async () => {
    const cart = await newCart(['licence:basicPro', 'licence:personal']);
    const before = await page(cart);
    expect(before.text).toContain('VAT 20% (United Kingdom) $39.60');
    expect(before.text).toContain(TAX_NOTES.excluded);
    expect(before.html).toMatch(/<option value="GB" selected>United Kingdom<\/option>/);

    const applied = await post(cart, 'discount-codes', { discount_code: 'test10' });
    expect(applied.status).toBe(303);
    expect(applied.headers.get('location')).toContain('notice=discount-applied');
    const shown = (await page(cart)).text;
    for (const figure of [
      'Subtotal $198.00',
      'Discount (TEST10) −$19.80',
      'VAT 20% (United Kingdom) $35.64',
      'Total $213.84',
      'Pay $213.84',
    ]) {
      expect(shown, figure).toContain(figure);
    }

    expect((await post(cart, '', { card_number: '4242424242424242' })).status).toBe(303);
    const order = await paidOrder(cart);
    expect(order).toMatchObject({ totalCents: 21_384, giftCardCents: 0 });
    expect(order.payload).toMatchObject({
      total_line_items_price: '198.00',
      total_discounts: '19.80',
      subtotal_price: '178.20',
      total_tax: '35.64',
      taxes_included: false,
      total_price: '213.84',
      discount_codes: [{ code: 'TEST10', amount: '19.80', type: 'percentage' }],
      discount_applications: [
        { type: 'discount_code', value: '10.0', value_type: 'percentage', allocation_method: 'across' },
      ],
      tax_lines: [{ title: 'VAT', price: '35.64', rate: 0.2 }],
      billing_address: { country_code: 'GB' },
      line_items: [
        {
          sku: 'licence:basicPro',
          price: '149.00',
          taxable: true,
          discount_allocations: [{ amount: '14.90', discount_application_index: 0 }],
          tax_lines: [{ title: 'VAT', price: '26.82', rate: 0.2 }],
        },
        {
          sku: 'licence:personal',
          price: '49.00',
          discount_allocations: [{ amount: '4.90', discount_application_index: 0 }],
          tax_lines: [{ title: 'VAT', price: '8.82', rate: 0.2 }],
        },
      ],
    });
  });

  it('charges the country chosen on the page over the one the cart came with, and none for a country not listed', async () => {
    const cart = await newCart(['licence:basicPro']);
    const moved = await post(cart, 'country', { country: 'DE' });
    expect(moved.status).toBe(303);
    expect((await page(cart)).text).toContain('MwSt 19% (Germany) $28.31');

    const elsewhere = await post(cart, 'country', { country: 'JP' });
    expect(elsewhere.status).toBe(303);
    const untaxed = (await page(cart)).text;
    expect(untaxed).toContain('No tax is charged for Japan in this test shop.');
    expect(untaxed).toContain('Pay $149.00');
    expect((await post(cart, '', { card_number: '4242424242424242' })).status).toBe(303);
    expect((await paidOrder(cart)).payload).toMatchObject({
      total_tax: '0.00',
      tax_lines: [],
      total_price: '149.00',
      line_items: [{ tax_lines: [] }],
    });
  });

  it('lets gift cards pay the total with its tax, and neither discounts nor taxes a gift card bought', async () => {
    const bought = await newCart(['gift-card:50']);
    expect((await post(bought, 'discount-codes', { discount_code: 'TEST10' })).status).toBe(303);
    expect((await post(bought, '', { card_number: '4242424242424242' })).status).toBe(303);
    const giftOrder = await paidOrder(bought);
    expect(giftOrder.payload).toMatchObject({
      total_price: '50.00',
      total_discounts: '0.00',
      total_tax: '0.00',
      line_items: [{ gift_card: true, taxable: false, tax_lines: [], discount_allocations: [] }],
    });
    const code = (giftOrder.payload.gift_cards as { code: string }[])[0]!.code;

    const cart = await newCart(['licence:personal']);
    expect((await post(cart, 'gift-cards', { gift_card_code: code })).status).toBe(303);
    // 49.00 + 9.80 VAT: the card's 50.00 pays most of it, the card the rest.
    expect((await page(cart)).text).toContain('Pay $8.80');
    expect((await post(cart, '', { card_number: '4242424242424242' })).status).toBe(303);
    const order = await paidOrder(cart);
    expect(order).toMatchObject({ totalCents: 5_880, giftCardCents: 5_000 });
    expect(order.payload).toMatchObject({
      total_price: '58.80',
      gift_card_applications: [{ amount: '50.00' }],
    });
  });

  it('finds the tax inside the prices when the store says they include it', async () => {
    const inclusive = await startTestServer({
      app: {
        storefront: {
          config: { ...config, taxesIncluded: true },
          webhook: { url: receiver.url },
        },
      },
    });
    try {
      // The cart says what the store says: its prices include the tax.
      const buyer = await registerAndLogin(inclusive.url);
      const cartAnswer = await call(inclusive.url, commerceEndpoints.cart, { token: buyer.token });
      expect(cartAnswer.json).toMatchObject({ taxesIncluded: true });

      const shop = createStorefront({
        db: inclusive.db,
        config: { ...config, taxesIncluded: true },
        app: inclusive.app,
      });
      const variants = (await shop.products()).flatMap((p) => p.variants);
      const cart = await shop.createCart({
        lines: [
          {
            merchandiseId: variants.find((v) => v.sku === 'licence:basicPro')!.id,
            quantity: 1,
            attributes: [],
          },
        ],
        buyerEmail: 'buyer@example.com',
        buyerCountryCode: 'GB',
        attributes: [
          {
            key: CART_ATTRIBUTE_KEYS.returnUrl,
            value: `${inclusive.url}/licensing/checkout?checkout=complete`,
          },
        ],
        note: 'Settlement',
      });
      const url = `${inclusive.url}${pathOf(cart.checkoutUrl)}`;
      const html = await (await fetch(url)).text();
      const text = html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
      expect(text).toContain('VAT 20% (United Kingdom), included $24.83');
      expect(text).toContain(TAX_NOTES.included);
      expect(text).toContain('Pay $149.00');
      const paid = await postForm(url, { form_key: formKeyOf(html), card_number: '4242424242424242' });
      expect(paid.status).toBe(303);
      const row = await inclusive.db
        .selectFrom('sandboxOrders')
        .select(sql<string>`payload::text`.as('payload'))
        .where('cartToken', '=', cartToken(cart.id))
        .executeTakeFirstOrThrow();
      expect(JSON.parse(row.payload)).toMatchObject({
        subtotal_price: '149.00',
        total_tax: '24.83',
        taxes_included: true,
        total_price: '149.00',
      });
    } finally {
      await inclusive.close();
    }
  });

  it('refuses an unknown discount code or country with its message next to the field, changing nothing', async () => {
    const cart = await newCart(['licence:basicPro']);
    const unknown = await post(cart, 'discount-codes', { discount_code: 'FREE100' });
    expect(unknown.status).toBe(422);
    const unknownHtml = await unknown.text();
    expect(unknownHtml).toContain(CHECKOUT_MESSAGES.discountCodeUnknown);
    expect(unknownHtml).toMatch(
      /aria-describedby="discount_code-hint discount_code-error" aria-invalid="true"/,
    );
    const blank = await post(cart, 'discount-codes', { discount_code: '  ' });
    expect(await blank.text()).toContain(CHECKOUT_MESSAGES.discountCodeRequired);
    const country = await post(cart, 'country', { country: 'ZZ' });
    expect(country.status).toBe(422);
    expect(await country.text()).toContain(CHECKOUT_MESSAGES.countryUnknown);
    // A form from another site changes nothing either.
    const { formKey } = await page(cart);
    const crossSite = await postForm(
      formUrl(cart, 'discount-codes'),
      { form_key: formKey, discount_code: 'TEST10' },
      { 'sec-fetch-site': 'cross-site' },
    );
    expect(crossSite.status).toBe(403);
    const text = (await page(cart)).text;
    expect(text).not.toContain('Discount (TEST10)');
    expect(text).toContain('VAT 20% (United Kingdom) $29.80');
  });
});
