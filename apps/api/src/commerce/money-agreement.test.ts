import {
  commerceEndpoints as e,
  fillPath,
  orderSchema,
  TAX_NOTES,
  type CommerceHistoryRecord,
  type Order,
} from '@clipmarket/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CSV_HEADER } from '../licences/exports';
import { download, parseCsv, pdfText } from '../licences/test-helpers';
import { call, clipIds, type CallOptions } from '../playlists/test-helpers';
import { TEST_CARDS } from '../storefront';
import { formKeyOf, postForm, testStorefrontConfig } from '../storefront/sandbox/test-helpers';
import { registerAndLogin, type TestUser } from '../test/auth-helpers';
import { startTestServer, type TestServer } from '../test/harness';
import { raiseAuthLimits } from './test-helpers';

// Issue 32, "What must hold": every money figure is computed by the server in integer cents and agrees across
// the cart, the checkout, the order page, the receipt, the CSV and the certificate, for an order with a
// discount, a gift card and tax (docs/adr/0085). The whole path with the built-in sandbox storefront: the buyer
// gives a billing country, pays at the sandbox's checkout page with a discount code, a gift card bought before
// and a test card, the sandbox sends its signed orders/paid, and each place that shows money is read over HTTP.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 600_000 });

let server: TestServer;
let ids: string[];
let restoreLimits: () => void;

beforeAll(async () => {
  restoreLimits = raiseAuthLimits();
  server = await startTestServer({
    seedClips: 10,
    app: {
      storefront: {
        config: testStorefrontConfig({
          taxesIncluded: false,
          sandboxTaxRates: [{ country: 'GB', milliPercent: 20_000, title: 'VAT' }],
        }),
        webhook: { retryDelaysMs: [50, 100, 200], pollIntervalMs: 100 },
      },
    },
  });
  ids = await clipIds(server.db);
});

afterAll(async () => {
  await server?.close();
  restoreLimits?.();
});

const as = (user: TestUser, options: CallOptions = {}): CallOptions => ({ ...options, token: user.token });
const api = (endpoint: Parameters<typeof call>[1], options?: CallOptions) =>
  call(server.url, endpoint, options);
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const flat = (pdf: string) => pdf.replace(/\s+/g, ' ');
/** '$1,234.56' as the pages and PDFs write an amount in dollars. */
const usd = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** Opens the sandbox's checkout page as the browser does; answers its text and a poster for its forms. */
async function checkoutPage(url: string) {
  const html = await (await fetch(url)).text();
  const post = (path: string, fields: Record<string, string>) =>
    postForm(path ? url.replace('?key=', `/${path}?key=`) : url, { form_key: formKeyOf(html), ...fields });
  return { text: text(html), post };
}

/** Checks out the cart and answers the order number and where to pay. */
async function checkout(user: TestUser) {
  const res = await api(e.checkout, as(user, { body: {} }));
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json as { orderReference: string; checkoutId: string; checkoutUrl: string };
}

/** Waits for the sandbox's signed orders/paid to reach the server and be granted. */
async function granted(user: TestUser, checkoutId: string) {
  await vi.waitFor(
    async () => {
      const status = await api(e.checkoutStatus, as(user, { query: { checkoutId } }));
      expect(status.json).toMatchObject({ purchased: true });
      expect(status.json.held).toBeFalsy();
    },
    { timeout: 20_000, interval: 100 },
  );
}

describe('money that agrees', () => {
  it('shows the same cents on the cart, the checkout, the order page, the receipt, the CSV and the certificate', async () => {
    const user = await registerAndLogin(server.url, { firstName: 'Ada', lastName: 'Buyer' });
    const billing = await api(
      e.updateBillingDetails,
      as(user, { body: { name: 'Ada Buyer', company: 'Reels Ltd', city: 'London', country: 'GB' } }),
    );
    expect(billing.status).toBe(200);

    // A gift card, bought first: gift cards are neither discounted nor taxed.
    const products = (await api(e.products)).json as {
      giftCards: { variantId: string; valueCents: number }[];
    };
    const card = products.giftCards.find((g) => g.valueCents === 5_000)!;
    expect((await api(e.addProduct, as(user, { body: { variantId: card.variantId } }))).status).toBe(200);
    const cardCheckout = await checkout(user);
    const cardPage = await checkoutPage(cardCheckout.checkoutUrl);
    expect(cardPage.text).toContain('Pay $50.00');
    expect((await cardPage.post('', { card_number: TEST_CARDS.paid })).status).toBe(303);
    await granted(user, cardCheckout.checkoutId);
    const history = (await api(e.history, as(user, { query: { type: 'giftCard' } }))).json
      .data as CommerceHistoryRecord[];
    const giftCard = history[0]!.giftCard!;
    expect(giftCard).toMatchObject({ initialCents: 5_000, balanceCents: 5_000 });

    // The cart: the lines at the storefront's prices, and what the store says of tax.
    await api(
      e.addVideo,
      as(user, { params: { jmId: ids[0]! }, body: { tier: 'basicPro', projectName: 'Launch' } }),
    );
    const cart = await api(e.addVideo, as(user, { params: { jmId: ids[1]! }, body: { tier: 'personal' } }));
    expect(cart.json).toMatchObject({ subtotalCents: 19_800, totalCents: 19_800, taxesIncluded: false });

    // The checkout: a discount code, the gift card, the tax of the billing country, then the card.
    const { orderReference, checkoutId, checkoutUrl } = await checkout(user);
    const first = await checkoutPage(checkoutUrl);
    expect((await first.post('discount-codes', { discount_code: 'TEST10' })).status).toBe(303);
    expect((await first.post('gift-cards', { gift_card_code: giftCard.code! })).status).toBe(303);
    const page = await checkoutPage(checkoutUrl);
    const expected = {
      subtotal: 19_800,
      discount: 1_980,
      tax: 3_564,
      total: 21_384,
      giftCard: 5_000,
      lines: [
        { amount: 14_900, discount: 1_490 },
        { amount: 4_900, discount: 490 },
      ],
    };
    for (const figure of [
      `Subtotal ${usd(cart.json.subtotalCents)}`,
      `Discount (TEST10) −${usd(expected.discount)}`,
      `VAT 20% (United Kingdom) ${usd(expected.tax)}`,
      `Total ${usd(expected.total)}`,
      `Gift card ending ${giftCard.lastCharacters} −${usd(expected.giftCard)}`,
      `Pay ${usd(expected.total - expected.giftCard)}`,
      TAX_NOTES.excluded,
    ]) {
      expect(page.text, figure).toContain(figure);
    }
    expect((await page.post('', { card_number: TEST_CARDS.paid })).status).toBe(303);
    await granted(user, checkoutId);

    // The order page: the figures as the storefront charged them, adding up.
    const order: Order = orderSchema.parse(
      (await api(e.order, as(user, { params: { orderNumber: orderReference } }))).json,
    );
    expect(order).toMatchObject({
      subtotalCents: cart.json.subtotalCents,
      discounts: [{ code: 'TEST10', amountCents: expected.discount }],
      tax: {
        cents: expected.tax,
        included: false,
        lines: [{ title: 'VAT', rate: 0.2, amountCents: expected.tax }],
      },
      totalCents: expected.total,
      giftCards: [{ lastCharacters: giftCard.lastCharacters, amountCents: expected.giftCard }],
    });
    expect(order.lines.map((line) => ({ amount: line.amountCents, discount: line.discountCents }))).toEqual(
      expected.lines,
    );
    expect(sum(order.lines.map((line) => line.amountCents))).toBe(order.subtotalCents);
    expect(sum(order.lines.map((line) => line.discountCents))).toBe(
      sum(order.discounts.map((d) => d.amountCents)),
    );
    expect(order.subtotalCents - expected.discount + order.tax.cents).toBe(order.totalCents);

    // Each licence's price paid is its line less its discount; the gift card, a way of paying, takes nothing off.
    const licences = await Promise.all(
      order.lines.map(async (line) => {
        const res = await api(e.licence, as(user, { params: { number: line.licenceNumber! } }));
        expect(res.status).toBe(200);
        return res.json as { number: string; priceCents: number };
      }),
    );
    expect(licences.map((l) => l.priceCents)).toEqual(
      order.lines.map((l) => l.amountCents - l.discountCents),
    );
    expect(sum(licences.map((l) => l.priceCents))).toBe(order.subtotalCents - expected.discount);

    // The history and the CSV say each licence's price paid.
    const rows = (await api(e.history, as(user, { query: { type: 'licence' } }))).json
      .data as CommerceHistoryRecord[];
    const csv = parseCsv(
      (await download(server.url + e.licencesCsv.path, user.token)).bytes.toString('utf8'),
    );
    const price = CSV_HEADER.indexOf('Price');
    for (const licence of licences) {
      expect(rows.find((r) => r.licenceNumber === licence.number)?.amountCents).toBe(licence.priceCents);
      expect(csv.find((r) => r[0] === licence.number)?.[price]).toBe((licence.priceCents / 100).toFixed(2));

      // And the certificate prints it.
      const certificate = await download(
        server.url + fillPath(e.certificate.path, { number: licence.number }),
        user.token,
      );
      expect(certificate.status).toBe(200);
      expect(flat((await pdfText(certificate.bytes)).text)).toContain(`${usd(licence.priceCents)} USD`);
    }

    // The receipt: the order's figures, each line's price and what it paid after its discount.
    const receipt = await download(
      server.url + fillPath(e.orderReceipt.path, { orderNumber: orderReference }),
      user.token,
    );
    expect(receipt.status).toBe(200);
    const read = flat((await pdfText(receipt.bytes)).text);
    for (const figure of [
      `Subtotal ${usd(order.subtotalCents)}`,
      `Discount (TEST10) -${usd(expected.discount)}`,
      `VAT 20% ${usd(expected.tax)}`,
      `Total ${usd(expected.total)} USD`,
      `Paid with gift card ending in ${giftCard.lastCharacters} ${usd(expected.giftCard)}`,
      ...order.lines.map(
        (line) =>
          `Paid ${usd(line.amountCents - line.discountCents)} after a discount of ${usd(line.discountCents)}`,
      ),
    ]) {
      expect(read, figure).toContain(figure);
    }
  });
});
