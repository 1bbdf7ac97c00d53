import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { createStorefront } from '../index';
import {
  CART_ATTRIBUTE_KEYS,
  cartToken,
  type OrderPaidPayload,
  type Storefront,
  type StorefrontCart,
} from '../port';
import { CHECKOUT_MESSAGES } from './orders';
import {
  formKeyOf,
  pathOf,
  postForm,
  startTestReceiver,
  testStorefrontConfig,
  type TestReceiver,
} from './test-helpers';

// Real HTTP on a real database: generous limits for loaded CI machines.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 600_000 });

let server: TestServer;
let receiver: TestReceiver;
let storefront: Storefront;
const config = testStorefrontConfig({ returnOrigins: ['http://localhost:5173'] });

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

/** A cart as the commerce code builds one: lines with attributes, the return and cancel addresses. */
async function newCart(
  skus: string[] = ['licence:superPro'],
  urls: { returnUrl?: string; cancelUrl?: string } = {},
): Promise<StorefrontCart> {
  return storefront.createCart({
    lines: await Promise.all(
      skus.map(async (sku, i) => ({
        merchandiseId: await variantId(sku),
        quantity: 1,
        attributes: [
          { key: '_clipmarket_line', value: `line-${i}` },
          { key: 'Clip', value: `JV#${100 + i}` },
          { key: 'Project', value: 'Summer <campaign>' },
        ],
      })),
    ),
    buyerEmail: 'buyer@example.com',
    attributes: [
      { key: CART_ATTRIBUTE_KEYS.orderReference, value: 'ref-1' },
      {
        key: CART_ATTRIBUTE_KEYS.returnUrl,
        value: urls.returnUrl ?? `${server.url}/licensing/checkout/complete`,
      },
      { key: CART_ATTRIBUTE_KEYS.cancelUrl, value: urls.cancelUrl ?? '/licensing/cart' },
    ],
    note: 'Settlement',
  });
}

const pageUrl = (cart: StorefrontCart) => `${server.url}${pathOf(cart.checkoutUrl)}`;

async function openCheckout(cart: StorefrontCart) {
  const res = await fetch(pageUrl(cart));
  const html = await res.text();
  return { res, html, formKey: formKeyOf(html) };
}

async function pay(cart: StorefrontCart, cardNumber: string, headers: Record<string, string> = {}) {
  const { formKey } = await openCheckout(cart);
  return postForm(pageUrl(cart), { form_key: formKey, card_number: cardNumber }, headers);
}

async function applyGiftCard(cart: StorefrontCart, code: string) {
  const { formKey } = await openCheckout(cart);
  const url = pageUrl(cart).replace('?key=', '/gift-cards?key=');
  return postForm(url, { form_key: formKey, gift_card_code: code });
}

/** The cart's orders, each with the webhook body it sent, parsed (read as text: Kysely's CamelCasePlugin would rename the keys of a jsonb value). */
async function ordersOf(cart: StorefrontCart) {
  const rows = await server.db
    .selectFrom('sandboxOrders')
    .select([
      'id',
      'number',
      'email',
      'totalCents',
      'giftCardCents',
      sql<string>`payload::text`.as('payloadText'),
    ])
    .where('cartToken', '=', cartToken(cart.id))
    .execute();
  return rows.map(({ payloadText, ...row }) => ({
    ...row,
    payload: JSON.parse(payloadText) as OrderPaidPayload,
  }));
}

async function deliveriesOf(cart: StorefrontCart) {
  const orders = await ordersOf(cart);
  if (orders.length === 0) return [];
  return server.db
    .selectFrom('sandboxWebhookDeliveries')
    .selectAll()
    .where(
      'orderId',
      'in',
      orders.map((o) => o.id),
    )
    .execute();
}

/** Buys one gift card of `sku` and answers its code (the sandbox sends it in the order's webhook). */
async function buyGiftCard(sku = 'gift-card:50'): Promise<string> {
  const cart = await newCart([sku]);
  expect((await pay(cart, '4242 4242 4242 4242')).status).toBe(303);
  const [order] = await ordersOf(cart);
  return order!.payload.gift_cards![0]!.code;
}

describe('the sandbox checkout page', () => {
  it('says it takes no real payment, and shows each line with its visible attributes, the total and both test cards', async () => {
    const cart = await newCart(['licence:superPro', 'rm-fee']);
    const { res, html } = await openCheckout(cart);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(html).toContain('Sandbox checkout: no real payment');
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('Super Pro licence');
    expect(html).toContain('Rights management fee');
    expect(html).toContain('<dt>Clip</dt><dd>JV#100</dd>');
    // Escaped, and hidden attributes stay hidden.
    expect(html).toContain('Summer &lt;campaign&gt;');
    expect(html).not.toContain('_clipmarket_line');
    expect(html).not.toContain('line-0');
    expect(html).toContain('$299.00');
    expect(html).toContain('$399.00');
    expect(html).toContain('Pay $399.00');
    expect(html).toContain('4242 4242 4242 4242 pays');
    expect(html).toContain('4000 0000 0000 0002 is declined');
    expect(html).toContain('<label for="card_number">Card number</label>');
    expect(html).toContain('<label for="gift_card_code">Gift card code</label>');
    expect(html).toMatch(/<h1>Checkout<\/h1>/);
  });

  it('pays with the good test card: the buyer goes back to the return address, the cart closes, an order is made', async () => {
    const cart = await newCart(['licence:basicPro']);
    const res = await pay(cart, '4242 4242 4242 4242');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${server.url}/licensing/checkout/complete`);
    expect(await storefront.cart(cart.id)).toBeNull();
    const [order] = await ordersOf(cart);
    expect(order).toMatchObject({ email: 'buyer@example.com', totalCents: 14_900 });
    const payload = order!.payload;
    expect(payload).toMatchObject({
      id: order!.id,
      name: `#${order!.number}`,
      email: 'buyer@example.com',
      currency: 'USD',
      subtotal_price: '149.00',
      total_price: '149.00',
      financial_status: 'paid',
      cart_token: cartToken(cart.id),
      note: 'Settlement',
      note_attributes: expect.arrayContaining([{ name: '_clipmarket_reference', value: 'ref-1' }]),
      line_items: [
        {
          id: expect.any(Number),
          variant_id: 41002,
          product_id: 9002,
          title: 'Basic Pro licence',
          variant_title: null,
          sku: 'licence:basicPro',
          quantity: 1,
          price: '149.00',
          gift_card: false,
          properties: [
            { name: '_clipmarket_line', value: 'line-0' },
            { name: 'Clip', value: 'JV#100' },
            { name: 'Project', value: 'Summer <campaign>' },
          ],
        },
      ],
    });
    expect(order!.number).toBeGreaterThanOrEqual(1001);
    expect(await deliveriesOf(cart)).toHaveLength(1);

    const again = await fetch(pageUrl(cart));
    const html = await again.text();
    expect(again.status).toBe(200);
    expect(html).toContain('Order paid');
    expect(html).toContain(`#${order!.number}`);
    expect(html).toContain(`href="${server.url}/licensing/checkout/complete"`);
  });

  it('declines the declined test card with a clear message, and leaves the cart as it was with nothing sent', async () => {
    const cart = await newCart(['licence:personal']);
    const res = await pay(cart, '4000 0000 0000 0002');
    const html = await res.text();
    expect(res.status).toBe(402);
    expect(html).toContain(CHECKOUT_MESSAGES.cardDeclined);
    // The message is tied to the field and listed at the top, linking to it.
    expect(html).toContain('id="card_number-error"');
    expect(html).toMatch(/aria-describedby="card_number-hint card_number-error" aria-invalid="true"/);
    expect(html).toContain('href="#card_number"');
    expect(await storefront.cart(cart.id)).toMatchObject({ id: cart.id, lines: cart.lines });
    expect(await ordersOf(cart)).toEqual([]);
    // And it can still be paid.
    expect((await pay(cart, '4242424242424242')).status).toBe(303);
  });

  it('asks for a card number when none is given, and takes only the test cards', async () => {
    const cart = await newCart(['licence:personal']);
    const empty = await pay(cart, '');
    expect(empty.status).toBe(422);
    expect(await empty.text()).toContain(CHECKOUT_MESSAGES.cardRequired);
    const other = await pay(cart, '5555 5555 5555 4444');
    expect(other.status).toBe(422);
    const html = await other.text();
    expect(html).toContain('This sandbox takes only its test cards');
    expect(html).toContain('value="5555 5555 5555 4444"');
    expect(await ordersOf(cart)).toEqual([]);
  });

  it('never pays twice for one cart, even for two posts at once', async () => {
    const cart = await newCart(['licence:superPro']);
    const { formKey } = await openCheckout(cart);
    const posts = await Promise.all(
      [1, 2, 3].map(() => postForm(pageUrl(cart), { form_key: formKey, card_number: '4242424242424242' })),
    );
    expect(posts.map((r) => r.status)).toEqual([303, 303, 303]);
    expect(await ordersOf(cart)).toHaveLength(1);
    expect(await deliveriesOf(cart)).toHaveLength(1);
  });

  it('links "Cancel and return to the cart" to the cart\'s cancel address, only on this site or a configured one', async () => {
    const own = await openCheckout(await newCart(undefined, { cancelUrl: '/licensing/cart' }));
    expect(own.html).toContain(
      `<a class="cancel" href="${server.url}/licensing/cart">Cancel and return to the cart</a>`,
    );
    const configured = await openCheckout(
      await newCart(undefined, { cancelUrl: 'http://localhost:5173/licensing/cart' }),
    );
    expect(configured.html).toContain('href="http://localhost:5173/licensing/cart"');
    for (const cancelUrl of ['https://evil.example/phish', '//evil.example/x', 'javascript:alert(1)']) {
      const { html } = await openCheckout(await newCart(undefined, { cancelUrl }));
      expect(html, cancelUrl).not.toContain('Cancel and return to the cart');
      expect(html, cancelUrl).not.toContain('evil.example');
    }
  });

  it('does not send the buyer to a return address of another site after paying', async () => {
    const cart = await newCart(undefined, { returnUrl: 'https://evil.example/thanks' });
    const res = await pay(cart, '4242424242424242');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Order paid');
    expect(html).not.toContain('evil.example');
    expect(await ordersOf(cart)).toHaveLength(1);
  });

  it("applies a gift card's balance to the total, and spends it when the order is paid", async () => {
    const code = await buyGiftCard('gift-card:50');
    expect(code).toMatch(/^[A-Z2-9]{16}$/);
    const cart = await newCart(['licence:personal']);
    // Typed the way people type codes: lower case, in groups.
    const applied = await applyGiftCard(cart, code.toLowerCase().replace(/(.{4})/g, '$1 '));
    expect(applied.status).toBe(303);
    expect(applied.headers.get('location')).toContain('notice=gift-card-applied');
    const html = await (await fetch(`${server.url}${applied.headers.get('location')}`)).text();
    expect(html).toContain('Gift card applied.');
    expect(html).toContain(`Gift card ending ${code.slice(-4)}`);
    expect(html).toContain('−$49.00');
    expect(html).toContain('Pay $0.00');
    expect(html).toContain('Your gift cards cover the whole order: no card is needed.');

    expect((await pay(cart, '')).status).toBe(303);
    const [order] = await ordersOf(cart);
    expect(order!.payload.gift_card_applications).toEqual([
      { last_characters: code.slice(-4), amount: '49.00' },
    ]);
    const card = await server.db
      .selectFrom('sandboxGiftCards')
      .select('balanceCents')
      .where('lastCharacters', '=', code.slice(-4))
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(card.balanceCents).toBe(100);
  });

  it('takes the rest by card when a gift card covers part, and then says the card is empty', async () => {
    const code = await buyGiftCard('gift-card:50');
    const cart = await newCart(['rm-fee']);
    expect((await applyGiftCard(cart, code)).status).toBe(303);
    const { html } = await openCheckout(cart);
    expect(html).toContain('Pay $50.00');
    expect((await pay(cart, '4000000000000002')).status).toBe(402);
    expect((await pay(cart, '4242424242424242')).status).toBe(303);
    const [order] = await ordersOf(cart);
    expect(order).toMatchObject({ totalCents: 10_000, giftCardCents: 5_000 });

    const next = await newCart(['licence:personal']);
    const empty = await applyGiftCard(next, code);
    expect(empty.status).toBe(422);
    const emptyHtml = await empty.text();
    expect(emptyHtml).toContain(CHECKOUT_MESSAGES.giftCardEmpty);
    expect(emptyHtml).toMatch(/aria-describedby="gift_card_code-error" aria-invalid="true"/);
  });

  it('says so for an unknown gift card code, an empty one, or one already applied', async () => {
    const cart = await newCart(['licence:personal']);
    const unknown = await applyGiftCard(cart, 'NOPE-NOPE-NOPE-NOPE');
    expect(unknown.status).toBe(422);
    expect(await unknown.text()).toContain(CHECKOUT_MESSAGES.giftCardUnknown);
    const blank = await applyGiftCard(cart, '   ');
    expect(await blank.text()).toContain(CHECKOUT_MESSAGES.giftCardRequired);
    const code = await buyGiftCard('gift-card:100');
    expect((await applyGiftCard(cart, code)).status).toBe(303);
    expect(await (await applyGiftCard(cart, code)).text()).toContain(
      CHECKOUT_MESSAGES.giftCardAlreadyApplied,
    );
  });

  it('issues one gift card, with its own code, for each gift card bought', async () => {
    const cart = await storefront.createCart({
      lines: [{ merchandiseId: await variantId('gift-card:100'), quantity: 2, attributes: [] }],
      buyerEmail: 'buyer@example.com',
      attributes: [],
      note: 'Settlement',
    });
    expect((await pay(cart, '4242424242424242')).status).toBe(200);
    const payload = (await ordersOf(cart))[0]!.payload;
    expect(payload.line_items[0]).toMatchObject({ gift_card: true, quantity: 2, price: '100.00' });
    expect(payload.gift_cards).toEqual([
      expect.objectContaining({
        line_item_id: payload.line_items[0]!.id,
        initial_value: '100.00',
        currency: 'USD',
      }),
      expect.objectContaining({
        line_item_id: payload.line_items[0]!.id,
        initial_value: '100.00',
        currency: 'USD',
      }),
    ]);
    expect(new Set(payload.gift_cards!.map((g) => g.code)).size).toBe(2);
  });

  it("refuses a payment posted from another site or without the page's form key, and charges nothing", async () => {
    const cart = await newCart(['licence:personal']);
    const { formKey } = await openCheckout(cart);
    for (const [fields, headers] of [
      [{ form_key: formKey, card_number: '4242424242424242' }, { 'sec-fetch-site': 'cross-site' }],
      [{ form_key: formKey, card_number: '4242424242424242' }, { origin: 'https://evil.example' }],
      [{ card_number: '4242424242424242' }, {}],
      [{ form_key: 'guess', card_number: '4242424242424242' }, {}],
    ] as const) {
      const res = await postForm(pageUrl(cart), fields, headers);
      expect(res.status, JSON.stringify([fields, headers])).toBe(403);
      expect(await res.text()).toContain('nothing was charged');
    }
    expect(await ordersOf(cart)).toEqual([]);
    // The page itself, posting to itself, still pays.
    expect((await pay(cart, '4242424242424242', { 'sec-fetch-site': 'same-origin' })).status).toBe(303);
  });

  it('answers 404 for a wrong key or an unknown cart, and never shows its lines', async () => {
    const cart = await newCart(['licence:personal']);
    const wrongKey = pageUrl(cart).replace(/key=[0-9a-f]+/, 'key=0123456789abcdef0123456789abcdef');
    for (const url of [
      wrongKey,
      pageUrl(cart).replace(/\?key=.*/, ''),
      `${server.url}/sandbox-storefront/checkouts/c1-nope?key=x`,
    ]) {
      const res = await fetch(url);
      expect(res.status, url).toBe(404);
      const html = await res.text();
      expect(html).toContain('Checkout not found');
      expect(html).not.toContain('Personal licence');
    }
    const post = await postForm(wrongKey, { form_key: 'x', card_number: '4242424242424242' });
    expect(post.status).toBe(404);
    expect(await ordersOf(cart)).toEqual([]);
  });

  it('answers a form with hostile text with a page, never a server error', async () => {
    const cart = await newCart(['licence:personal']);
    const { formKey } = await openCheckout(cart);
    for (const card of ['\u0000', '\ud800', 'x'.repeat(50_000), "' OR 1=1 --"]) {
      const res = await postForm(pageUrl(cart), { form_key: formKey, card_number: card });
      expect(res.status, JSON.stringify(card.slice(0, 10))).toBeLessThan(500);
    }
    const huge = await postForm(pageUrl(cart), { form_key: formKey, card_number: 'x'.repeat(100_000) });
    expect(huge.status).toBe(413);
    expect(await ordersOf(cart)).toEqual([]);
  });
});
