import { randomUUID } from 'node:crypto';
import {
  BILLING_MESSAGES,
  CART_SERVER_MESSAGES,
  commerceEndpoints as e,
  fillPath,
  orderSchema,
  type Order,
} from '@clipmarket/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createFakeStorefront,
  deliverWebhook,
  FAKE_VARIANTS,
  paidOrderFor,
  raiseAuthLimits,
  type FakeStorefront,
} from '../commerce/test-helpers';
import { call, clipIds, type CallOptions } from '../playlists/test-helpers';
import { registerAndLogin, type TestUser } from '../test/auth-helpers';
import { startTestServer, type TestServer } from '../test/harness';
import { CSV_HEADER } from './exports';
import { ORDER_MAIL_KIND } from './order-mail';
import { download, insertLicence, insertOrder, parseCsv, pdfText } from './test-helpers';

// Issue 32, items 1 and 2: an order's page, its receipt, the buyer's billing details and the mail that
// confirms a paid order, over real HTTP on a real database, orders paid through the signed orders/paid webhook.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 600_000 });

const BASE_URL = 'https://clipmarket.example';
const SECRET = 'orders-test-secret-0123456789';
const SELLER = {
  SELLER_NAME: 'Clipmarket Ltd',
  SELLER_ADDRESS: '1 Example Street|London EC1A 1AA|United Kingdom',
  SELLER_VAT_NUMBER: 'GB000000000',
};
const savedEnv: Record<string, string | undefined> = {};

let server: TestServer;
let storefront: FakeStorefront;
let ids: string[];
let titles: Map<string, string>;
let restoreLimits: () => void;

beforeAll(async () => {
  restoreLimits = raiseAuthLimits();
  for (const [name, value] of Object.entries({ ...SELLER, PUBLIC_BASE_URL: BASE_URL })) {
    savedEnv[name] = process.env[name];
    process.env[name] = value;
  }
  storefront = createFakeStorefront();
  server = await startTestServer({
    seedClips: 70,
    app: { commerce: { storefront, webhookSecret: async () => SECRET, config: { productsTtlMs: 0 } } },
  });
  ids = await clipIds(server.db);
  const clips = await server.db.selectFrom('clips').select(['jmId', 'publishingTitle', 'title']).execute();
  titles = new Map(clips.map((c) => [c.jmId, (c.publishingTitle || c.title)!]));
});

afterAll(async () => {
  await server?.close();
  restoreLimits?.();
  for (const [name, value] of Object.entries(savedEnv)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

const as = (user: TestUser, options: CallOptions = {}): CallOptions => ({ ...options, token: user.token });
const api = (endpoint: Parameters<typeof call>[1], options?: CallOptions) =>
  call(server.url, endpoint, options);

function fresh(): Promise<TestUser> {
  return registerAndLogin(server.url, { firstName: 'Ada', lastName: 'Buyer', company: 'Reels Inc' });
}

async function add(user: TestUser, jmId: string, tier: string, extra: Record<string, unknown> = {}) {
  const res = await api(e.addVideo, as(user, { params: { jmId }, body: { tier, ...extra } }));
  expect(res.status, JSON.stringify(res.json)).toBe(200);
}

/** Checks out the cart: the order number, and the orders/paid body Shopify would send once it is paid. */
async function checkout(user: TestUser) {
  const res = await api(e.checkout, as(user, { body: {} }));
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  const cart = storefront.carts.get(res.json.checkoutId)!;
  return { reference: res.json.orderReference as string, paid: paidOrderFor(cart, storefront.catalogue) };
}

/** Buys one Basic Pro licence of `jmId` through the webhook; answers the order's number. */
async function buyOne(user: TestUser, jmId: string): Promise<string> {
  await add(user, jmId, 'basicPro');
  const { reference, paid } = await checkout(user);
  expect((await deliverWebhook(server.url, paid, SECRET)).status).toBe(200);
  return reference;
}

async function orderOf(user: TestUser, orderNumber: string): Promise<Order> {
  const res = await api(e.order, as(user, { params: { orderNumber } }));
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return orderSchema.parse(res.json);
}

async function receiptText(user: TestUser, orderNumber: string) {
  const res = await download(server.url + fillPath(e.orderReceipt.path, { orderNumber }), user.token);
  expect(res.status).toBe(200);
  const { pages, text } = await pdfText(res.bytes);
  return { pages, text: text.replace(/\s+/g, ' '), headers: res.headers };
}

async function confirmationsTo(user: TestUser) {
  return server.db
    .selectFrom('outbox')
    .select(['subject', 'textBody'])
    .where('toAddress', '=', user.email)
    .where('kind', '=', ORDER_MAIL_KIND)
    .orderBy('createdAt')
    .execute();
}

const cents = (decimal: string) => Math.round(Number(decimal) * 100);

describe("an order's page", () => {
  it("agrees with the storefront's figures (a discount code, a gift card, tax) and with the history and the CSV", async () => {
    const user = await fresh();
    await add(user, ids[0]!, 'basicPro', { projectName: 'Launch', poNumber: 'PO-77' });
    await add(user, ids[1]!, 'superPro');
    const pack = await api(e.addProduct, as(user, { body: { variantId: FAKE_VARIANTS.packPersonal } }));
    expect(pack.status).toBe(200);
    const { reference, paid } = await checkout(user);
    // As Shopify sends it: subtotal_price net of the discount, total_price with the tax added to it.
    const lines = 14_900 + 29_900 + 39_000;
    const storefrontOrder = {
      ...paid,
      total_discounts: '83.80',
      discount_codes: [{ code: 'SPRING10', amount: '83.80', type: 'percentage' }],
      subtotal_price: '754.20',
      total_tax: '150.84',
      taxes_included: false,
      tax_lines: [{ title: 'VAT', price: '150.84', rate: 0.2 }],
      total_price: '905.04',
      gift_card_applications: [{ last_characters: 'K9P2', amount: '100.00' }],
    };
    expect(await deliverWebhook(server.url, storefrontOrder, SECRET)).toEqual({
      status: 200,
      json: { received: true, duplicate: false },
    });

    const order = await orderOf(user, reference);
    expect(order).toMatchObject({
      number: reference,
      storefrontName: paid.name,
      currency: 'USD',
      status: 'paid',
      subtotalCents: lines,
      discounts: [{ code: 'SPRING10', amountCents: 8380 }],
      tax: { cents: 15_084, included: false, lines: [{ title: 'VAT', rate: 0.2, amountCents: 15_084 }] },
      totalCents: cents(storefrontOrder.total_price),
      giftCards: [{ lastCharacters: 'K9P2', amountCents: 10_000 }],
      refundedCents: 0,
      buyerEmail: user.email,
      billing: null,
      receiptUrl: fillPath(e.orderReceipt.path, { orderNumber: reference }),
    });
    // The storefront's arithmetic, from the page's own figures: subtotal less discounts plus tax is the total.
    const discounted = order.discounts.reduce((sum, d) => sum + d.amountCents, 0);
    expect(order.subtotalCents - discounted + order.tax.cents).toBe(order.totalCents);
    expect(order.subtotalCents - discounted).toBe(cents(storefrontOrder.subtotal_price));
    expect(order.lines.reduce((sum, line) => sum + line.amountCents, 0)).toBe(order.subtotalCents);

    // One line per licence and per purchase, in the cart's order.
    expect(order.lines.map((line) => [line.kind, line.jmId, line.tier, line.amountCents])).toEqual([
      ['licence', ids[0], 'basicPro', 14_900],
      ['licence', ids[1], 'superPro', 29_900],
      ['discountPack', null, null, 39_000],
    ]);
    const [first, second, packLine] = order.lines as [
      Order['lines'][0],
      Order['lines'][0],
      Order['lines'][0],
    ];
    expect(first).toMatchObject({
      title: titles.get(ids[0]!),
      productName: 'Basic Pro',
      paidWith: 'money',
      projectName: 'Launch',
      poNumber: 'PO-77',
      certificateUrl: fillPath(e.certificate.path, { number: first.licenceNumber! }),
      revokedAt: null,
    });
    expect(packLine).toMatchObject({ productName: '10 × Personal', quantity: 1, licenceNumber: null });

    // The history says the same of each line: its amount, its order and the order's standing.
    const history = (await api(e.history, as(user))).json.data as {
      licenceNumber: string | null;
      type: string;
      amountCents: number;
      orderNumber: string;
      orderStatus: string;
    }[];
    for (const line of [first, second]) {
      expect(history.find((r) => r.licenceNumber === line.licenceNumber)).toMatchObject({
        amountCents: line.amountCents,
        orderNumber: order.number,
        orderStatus: order.status,
      });
    }
    expect(history.find((r) => r.type === 'purchase')).toMatchObject({
      amountCents: packLine.amountCents,
      orderNumber: order.number,
      orderStatus: order.status,
    });

    // And so does the CSV, whose Receipt column is the receipt's address.
    const csv = await download(server.url + e.licencesCsv.path, user.token);
    const rows = parseCsv(csv.bytes.toString('utf8'));
    const column = (name: (typeof CSV_HEADER)[number]) => CSV_HEADER.indexOf(name);
    for (const line of [first, second]) {
      const row = rows.find((r) => r[0] === line.licenceNumber)!;
      expect(cents(row[column('Price')]!)).toBe(line.amountCents);
      expect(row[column('Order')]).toBe(order.number);
      expect(row[column('Receipt')]).toBe(`${BASE_URL}${order.receiptUrl}`);
    }
  });

  it('answers another signed-in user 404 for the order and its receipt, a visitor 401, a malformed number 400', async () => {
    const owner = await fresh();
    const other = await fresh();
    const { reference } = await insertOrder(server.db, owner.userUuid);
    const params = { orderNumber: reference };

    expect((await api(e.order, as(owner, { params }))).status).toBe(200);
    for (const endpoint of [e.order, e.orderReceipt]) {
      const theirs = await api(endpoint, as(other, { params }));
      expect(theirs.status).toBe(404);
      expect(theirs.json.message).toBe(CART_SERVER_MESSAGES.orderMissing);
      // An unknown number answers exactly as another user's order: the answer never says which it was.
      const unknown = await api(endpoint, as(owner, { params: { orderNumber: 'CMO-00000000' } }));
      expect(unknown).toMatchObject({ status: 404, json: theirs.json });
      expect((await api(endpoint, { params })).status).toBe(401);
      for (const malformed of ['CMO-1234', 'cmo-7f3a9c2b', 'CMO-ZZZZZZZZ', '#1001', 'CM-2026-000001']) {
        expect((await api(endpoint, as(owner, { params: { orderNumber: malformed } }))).status).toBe(400);
      }
    }
  });
});

describe("a refunded order's page and receipt", () => {
  it('say what the refunds gave back, the line revoked, and the standing the history gives the order', async () => {
    const user = await fresh();
    await add(user, ids[30]!, 'basicPro');
    await add(user, ids[31]!, 'personal');
    const { reference, paid } = await checkout(user);
    expect((await deliverWebhook(server.url, paid, SECRET)).status).toBe(200);
    const item = paid.line_items[0]!;
    const refund = {
      id: 9_100_000 + Math.floor(Math.random() * 1_000_000),
      order_id: paid.id,
      refund_line_items: [{ line_item_id: item.id, quantity: 1, line_item: item }],
      transactions: [{ kind: 'refund', status: 'success', amount: item.price }],
    };
    const refunded = await deliverWebhook(server.url, refund, SECRET, { topic: 'refunds/create' });
    expect(refunded.status).toBe(200);

    const order = await orderOf(user, reference);
    expect(order).toMatchObject({ status: 'partlyRefunded', refundedCents: cents(item.price) });
    expect(order.lines.map((line) => line.revokedAt !== null)).toEqual([true, false]);
    const history = (await api(e.history, as(user))).json.data as { orderStatus: string }[];
    expect(history.map((r) => r.orderStatus)).toEqual(['partlyRefunded', 'partlyRefunded']);
    const receipt = await receiptText(user, reference);
    expect(receipt.text).toContain('Partly refunded');
    expect(receipt.text).toMatch(/Refunded\s*-\$149\.00/);
    expect(receipt.text).toMatch(/Revoked on \d{1,2} \w+ \d{4}/);
  });
});

describe('billing details', () => {
  it("refuses a bad VAT number, an unknown country and an empty name with the contract's messages", async () => {
    const user = await fresh();
    expect((await api(e.billingDetails, as(user))).json).toEqual({ billing: null });
    const refused = async (body: Record<string, unknown>) => {
      const res = await api(e.updateBillingDetails, as(user, { body }));
      expect(res.status).toBe(400);
      return res.json.messages as string[];
    };
    expect(await refused({ name: '   ' })).toEqual([`name: ${BILLING_MESSAGES.nameMissing}`]);
    expect(await refused({ name: 'Ada', vatNumber: 'GB 123#456' })).toEqual([
      `vatNumber: ${BILLING_MESSAGES.vatNumberShape}`,
    ]);
    expect(await refused({ name: 'Ada', country: 'Narnia' })).toEqual([
      `country: ${BILLING_MESSAGES.countryUnknown}`,
    ]);
    expect(await refused({ name: 'Ada', country: 'ZZ' })).toEqual([
      `country: ${BILLING_MESSAGES.countryUnknown}`,
    ]);
    expect((await api(e.billingDetails, as(user))).json).toEqual({ billing: null });

    const saved = await api(
      e.updateBillingDetails,
      as(user, {
        body: {
          name: ' Ada Lovelace ',
          company: 'Analytical Films Ltd',
          addressLine1: "12 St James's Square",
          city: 'London',
          postalCode: 'SW1Y 4LB',
          country: 'gb',
          vatNumber: 'gb 123.4567-89',
        },
      }),
    );
    const stored = {
      name: 'Ada Lovelace',
      company: 'Analytical Films Ltd',
      addressLine1: "12 St James's Square",
      addressLine2: null,
      city: 'London',
      postalCode: 'SW1Y 4LB',
      region: null,
      country: 'GB',
      vatNumber: 'GB123456789',
    };
    expect(saved).toMatchObject({ status: 200, json: { billing: stored } });
    expect((await api(e.billingDetails, as(user))).json).toEqual({ billing: stored });
    // Nobody else's.
    expect((await api(e.billingDetails, as(await fresh()))).json).toEqual({ billing: null });
    expect((await api(e.billingDetails)).status).toBe(401);
    expect((await api(e.updateBillingDetails, { body: stored })).status).toBe(401);
  });

  it('are printed in the receipt of the next order, and a later change leaves that receipt as it was', async () => {
    const user = await fresh();
    const before = await buyOne(user, ids[10]!);
    const first = {
      name: 'Ada Lovelace',
      company: 'Analytical Films Ltd',
      addressLine1: "12 St James's Square",
      city: 'London',
      postalCode: 'SW1Y 4LB',
      country: 'GB',
      vatNumber: 'GB123456789',
    };
    expect((await api(e.updateBillingDetails, as(user, { body: first }))).status).toBe(200);
    // An order recorded before any details were given shows the account's details as they are now.
    expect((await orderOf(user, before)).billing).toMatchObject({ name: 'Ada Lovelace' });

    const reference = await buyOne(user, ids[11]!);
    expect((await orderOf(user, reference)).billing).toMatchObject(first);
    const receipt = await receiptText(user, reference);
    expect(receipt.headers.get('content-type')).toBe('application/pdf');
    expect(receipt.headers.get('content-disposition')).toBe(
      `attachment; filename="receipt-${reference}.pdf"`,
    );
    expect(receipt.headers.get('cache-control')).toBe('no-store');
    for (const expected of [
      'Receipt',
      reference,
      'Ada Lovelace',
      'Analytical Films Ltd',
      "12 St James's Square",
      'London, SW1Y 4LB',
      'United Kingdom',
      'VAT number: GB123456789',
      // The seller, from SELLER_NAME, SELLER_ADDRESS and SELLER_VAT_NUMBER.
      'Clipmarket Ltd',
      '1 Example Street',
      'London EC1A 1AA',
      'VAT number: GB000000000',
      titles.get(ids[11]!)!,
      `JV#${ids[11]}`,
      'Basic Pro',
      '$149.00 USD',
      'Paid',
    ]) {
      expect(receipt.text, expected).toContain(expected);
    }

    await api(
      e.updateBillingDetails,
      as(user, { body: { name: 'Augusta King', country: 'FR', vatNumber: 'FR40303265045' } }),
    );
    const again = await receiptText(user, reference);
    expect(again.text).toContain('Ada Lovelace');
    expect(again.text).toContain('VAT number: GB123456789');
    expect(again.text).not.toContain('Augusta King');
    expect((await orderOf(user, reference)).billing).toMatchObject(first);
    // The next order is made out to the new details.
    const after = await buyOne(user, ids[12]!);
    expect((await orderOf(user, after)).billing).toMatchObject({ name: 'Augusta King', country: 'FR' });
  });
});

describe('the receipt', () => {
  it('of a 60-line order runs onto more pages and prints every line', async () => {
    const user = await fresh();
    const order = await insertOrder(server.db, user.userUuid, { subtotalCents: 60 * 14_900 });
    const numbers: string[] = [];
    for (let i = 0; i < 60; i++) {
      numbers.push(
        await insertLicence(server.db, user.userUuid, order, { jmId: ids[i]!, poNumber: `PO-${i + 1}` }),
      );
    }
    const { pages, text } = await receiptText(user, order.reference);
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain(`Page 1 of ${pages}`);
    expect(text).toContain(`Page ${pages} of ${pages}`);
    for (const [i, number] of numbers.entries()) {
      expect(text, number).toContain(`Licence ${number}`);
      expect(text, `JV#${ids[i]}`).toContain(`JV#${ids[i]}`);
      expect(text, `PO-${i + 1}`).toMatch(new RegExp(`PO: PO-${i + 1}\\b`));
    }
    expect(text).toContain(`$${(8940).toLocaleString('en-US')}.00 USD`);
  });
});

describe('the confirmation mail', () => {
  it('is queued once for a paid order, names its number and links its page, certificate and clip; a replay queues none', async () => {
    const user = await fresh();
    await add(user, ids[20]!, 'basicPro');
    const { reference, paid } = await checkout(user);
    const webhookId = randomUUID();
    expect((await deliverWebhook(server.url, paid, SECRET, { webhookId })).json.duplicate).toBe(false);
    // The same delivery again, and the same order under another webhook id.
    expect((await deliverWebhook(server.url, paid, SECRET, { webhookId })).json.duplicate).toBe(true);
    expect((await deliverWebhook(server.url, paid, SECRET)).json.duplicate).toBe(true);

    const mails = await confirmationsTo(user);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe(`Your Clipmarket order ${reference}`);
    const order = await orderOf(user, reference);
    const number = order.lines[0]!.licenceNumber!;
    for (const expected of [
      reference,
      `${BASE_URL}/licensing/account/history/orders/${reference}`,
      `${BASE_URL}/api/user/licensing/licences/${number}/certificate`,
      `${BASE_URL}/licensing/view/${ids[20]}`,
      `${BASE_URL}/licensing/account/history`,
      titles.get(ids[20]!)!,
      'Basic Pro',
      '$149.00',
      'Total: $149.00 USD',
      'Tax: none',
    ]) {
      expect(mail!.textBody, expected).toContain(expected);
    }
  });

  it('is not queued for an order held for review, which granted nothing', async () => {
    const user = await fresh();
    await add(user, ids[21]!, 'basicPro');
    const { paid } = await checkout(user);
    expect((await deliverWebhook(server.url, { ...paid, currency: 'JPY' }, SECRET)).status).toBe(200);
    expect(
      await server.db.selectFrom('orderReviews').select('id').where('userId', '=', user.userUuid).execute(),
    ).toHaveLength(1);
    expect(await confirmationsTo(user)).toEqual([]);
  });

  it('is queued for a checkout paid wholly with Discount Pack credits', async () => {
    const user = await fresh();
    await api(e.addProduct, as(user, { body: { variantId: FAKE_VARIANTS.packPersonal } }));
    const pack = await checkout(user);
    await deliverWebhook(server.url, pack.paid, SECRET);
    await add(user, ids[22]!, 'personal');
    const res = await api(e.checkout, as(user, { body: {} }));
    expect(res.json).toMatchObject({ status: 'completed' });

    const mails = await confirmationsTo(user);
    expect(mails.map((m) => m.subject)).toEqual([
      `Your Clipmarket order ${pack.reference}`,
      `Your Clipmarket order ${res.json.orderReference}`,
    ]);
    expect(mails[1]!.textBody).toContain('Discount Pack credit');
    expect(mails[1]!.textBody).toContain(
      `${BASE_URL}/licensing/account/history/orders/${res.json.orderReference}`,
    );
    const order = await orderOf(user, res.json.orderReference);
    expect(order).toMatchObject({ storefrontName: null, subtotalCents: 0, totalCents: 0, discounts: [] });
    expect(order.lines).toMatchObject([{ kind: 'licence', paidWith: 'credit', amountCents: 0 }]);
  });

  it('is not queued, and nothing granted, for an order whose discount or tax fields are not in their shapes', async () => {
    const user = await fresh();
    await add(user, ids[23]!, 'basicPro');
    const { reference, paid } = await checkout(user);
    for (const bad of [
      { total_tax: 'lots' },
      { tax_lines: 'VAT' },
      { tax_lines: [{ title: 'VAT', price: '1.00', rate: 'a fifth' }] },
      { discount_codes: [{ code: 'X', amount: {} }] },
      { taxes_included: 'yes' },
    ]) {
      expect(
        (await deliverWebhook(server.url, { ...paid, ...bad }, SECRET)).status,
        JSON.stringify(bad),
      ).toBe(400);
    }
    expect(await confirmationsTo(user)).toEqual([]);
    expect((await api(e.order, as(user, { params: { orderNumber: reference } }))).status).toBe(404);
  });
});
