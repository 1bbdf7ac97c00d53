import { randomUUID } from 'node:crypto';
import {
  CART_SERVER_MESSAGES,
  commerceEndpoints as e,
  fillPath,
  UPGRADE_MESSAGES,
  type Cart,
  type CartLine,
} from '@clipmarket/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CSV_HEADER } from '../licences/exports';
import { download, parseCsv, pdfText } from '../licences/test-helpers';
import { call, clipIds, type CallOptions } from '../playlists/test-helpers';
import { LINE_ATTRIBUTE_KEYS, type OrderPaidPayload, type StorefrontProduct } from '../storefront/port';
import { registerAndLogin, type TestUser } from '../test/auth-helpers';
import { startTestServer, type TestServer } from '../test/harness';
import { productsResponse, readCatalogue } from './catalogue';
import {
  createFakeStorefront,
  deliverWebhook,
  FAKE_VARIANTS,
  paidOrderFor,
  raiseAuthLimits,
  type FakeStorefront,
} from './test-helpers';

// Licence upgrades (issue 32, item 4; docs/adr/0084), over real HTTP on a real database, with the fake
// storefront of the commerce tests (the sandbox's catalogue, upgrades included) and signed webhooks.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 600_000 });

const SECRET = 'upgrade-test-secret-0123456789';

let server: TestServer;
let storefront: FakeStorefront;
let ids: string[];
let restoreLimits: () => void;
let refundIds = 700_000_000;

beforeAll(async () => {
  restoreLimits = raiseAuthLimits();
  storefront = createFakeStorefront();
  server = await startTestServer({
    seedClips: 30,
    app: {
      commerce: { storefront, webhookSecret: async () => SECRET, config: { productsTtlMs: 0 } },
      logger: { level: 'silent' },
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

let nextClip = 0;
/** A clip no other test of this file licenses. */
const clip = () => ids[nextClip++ % ids.length]!;

async function fresh(): Promise<TestUser> {
  return registerAndLogin(server.url, { firstName: 'Grace', lastName: 'Buyer' });
}

/** Checks out the cart and answers the order Shopify would send once the buyer paid. */
async function checkout(user: TestUser): Promise<{ order: OrderPaidPayload; cartId: string }> {
  const res = await api(e.checkout, as(user, { body: {} }));
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  const cartId = res.json.checkoutId as string;
  return { order: paidOrderFor(storefront.carts.get(cartId)!, storefront.catalogue), cartId };
}

async function pay(order: OrderPaidPayload, webhookId: string = randomUUID()) {
  const res = await deliverWebhook(server.url, order, SECRET, { webhookId });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json;
}

/** A Personal licence of the user's, bought and paid like any other; its number. */
async function personalLicence(user: TestUser, jmId: string = clip()): Promise<string> {
  const added = await api(e.addVideo, as(user, { params: { jmId }, body: { tier: 'personal' } }));
  expect(added.status, JSON.stringify(added.json)).toBe(200);
  await pay((await checkout(user)).order);
  const licence = await server.db
    .selectFrom('licences')
    .select('number')
    .where('userId', '=', user.userUuid)
    .where('jmId', '=', jmId)
    .executeTakeFirstOrThrow();
  return licence.number;
}

const addUpgrade = (user: TestUser, licenceNumber: string, tier: string) =>
  api(e.addUpgrade, as(user, { body: { licenceNumber, tier } }));

const licenceRow = (number: string) =>
  server.db.selectFrom('licences').selectAll().where('number', '=', number).executeTakeFirstOrThrow();

const upgradeRows = (number: string) =>
  server.db
    .selectFrom('licenceUpgrades')
    .selectAll()
    .where('licenceNumber', '=', number)
    .orderBy('createdAt')
    .execute();

const cartOf = async (user: TestUser): Promise<Cart> => (await api(e.cart, as(user))).json;

async function certificateText(user: TestUser, number: string): Promise<string> {
  const pdf = await download(server.url + fillPath(e.certificate.path, { number }), user.token);
  expect(pdf.status).toBe(200);
  return (await pdfText(pdf.bytes)).text.replace(/\s+/g, ' ');
}

const upgradeItem = (order: OrderPaidPayload) =>
  order.line_items.find((item) => item.sku?.startsWith('upgrade:'))!;

describe('the catalogue of upgrades', () => {
  it('sells an upgrade only to a higher tier, and only at the difference of the two tiers’ prices', () => {
    const products = structuredClone(createFakeStorefront().catalogue) as StorefrontProduct[];
    const upgrades = products.find((p) => p.productType === 'Licence Upgrade')!;
    upgrades.variants.push(
      // Downwards, and mispriced: neither is sold.
      {
        ...upgrades.variants[0]!,
        id: 'v-down',
        sku: 'upgrade:superPro:personal',
        price: { amount: '0.0', currencyCode: 'USD' },
      },
    );
    upgrades.variants[2]!.price = { amount: '99.0', currencyCode: 'USD' };
    const response = productsResponse(readCatalogue(products));
    expect(response.upgrades).toEqual([
      {
        from: 'personal',
        to: 'basicPro',
        variantId: FAKE_VARIANTS.upgradePersonalBasicPro,
        priceCents: 10000,
      },
      {
        from: 'personal',
        to: 'superPro',
        variantId: FAKE_VARIANTS.upgradePersonalSuperPro,
        priceCents: 25000,
      },
    ]);
  });
});

describe('adding an upgrade to the cart', () => {
  it('adds one line per licence, priced by the server at the difference, and a second tier replaces it', async () => {
    const user = await fresh();
    const number = await personalLicence(user);

    const res = await addUpgrade(user, number, 'basicPro');
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const line = (res.json as Cart).lines.find((l) => l.kind === 'upgrade') as CartLine;
    expect(line).toMatchObject({
      kind: 'upgrade',
      tier: 'basicPro',
      upgradeOf: { licenceNumber: number, fromTier: 'personal' },
      productName: 'Upgrade Personal → Basic Pro',
      priceCents: 10000,
      variantId: FAKE_VARIANTS.upgradePersonalBasicPro,
      creditApplied: false,
    });
    expect(res.json.totalCents).toBe(10000);

    const again = await addUpgrade(user, number, 'superPro');
    expect(again.status).toBe(200);
    const upgrades = (again.json as Cart).lines.filter((l) => l.kind === 'upgrade');
    expect(upgrades).toHaveLength(1);
    expect(upgrades[0]).toMatchObject({ lineId: line.lineId, tier: 'superPro', priceCents: 25000 });
  });

  it('refuses a lower or equal tier, Custom, a revoked licence, another user’s and an unknown one, adding nothing', async () => {
    const owner = await fresh();
    const other = await fresh();
    const number = await personalLicence(owner);
    const basic = await (async () => {
      await api(e.addVideo, as(owner, { params: { jmId: clip() }, body: { tier: 'basicPro' } }));
      await pay((await checkout(owner)).order);
      const row = await server.db
        .selectFrom('licences')
        .select('number')
        .where('userId', '=', owner.userUuid)
        .where('tier', '=', 'basicPro')
        .executeTakeFirstOrThrow();
      return row.number;
    })();
    const before = await cartOf(owner);

    const cases: [TestUser, string, string, number, string][] = [
      [owner, number, 'personal', 400, UPGRADE_MESSAGES.notHigher],
      [owner, basic, 'personal', 400, UPGRADE_MESSAGES.notHigher],
      [owner, basic, 'basicPro', 400, UPGRADE_MESSAGES.notHigher],
      [owner, number, 'custom', 400, UPGRADE_MESSAGES.custom],
      [other, number, 'basicPro', 404, CART_SERVER_MESSAGES.licenceMissing],
      [owner, 'CM-2019-000001', 'basicPro', 404, CART_SERVER_MESSAGES.licenceMissing],
    ];
    for (const [who, licence, tier, status, message] of cases) {
      const res = await addUpgrade(who, licence, tier);
      expect(res.status, `${licence} → ${tier}`).toBe(status);
      expect(res.json.message, `${licence} → ${tier}`).toBe(message);
    }
    await server.db
      .updateTable('licences')
      .set({ revokedAt: new Date() })
      .where('number', '=', number)
      .execute();
    const revoked = await addUpgrade(owner, number, 'superPro');
    expect(revoked.status).toBe(409);
    expect(revoked.json.message).toBe(UPGRADE_MESSAGES.revoked);

    expect(await cartOf(owner)).toEqual(before);
    expect((await cartOf(other)).lines).toEqual([]);
  });
});

describe('paying for an upgrade', () => {
  it('moves the licence to the paid tier with the same number: terms, certificate, verification, order and history follow', async () => {
    const user = await fresh();
    const number = await personalLicence(user);
    const grantedAt = (await licenceRow(number)).grantedAt;
    await addUpgrade(user, number, 'basicPro');
    const { order, cartId } = await checkout(user);

    // The storefront line names the upgrade and its licence for the buyer, and is priced at the difference.
    const item = upgradeItem(order);
    expect(item.price).toBe('100.00');
    expect(item.properties).toEqual(
      expect.arrayContaining([
        { name: LINE_ATTRIBUTE_KEYS.tier, value: 'Upgrade Personal → Basic Pro' },
        { name: LINE_ATTRIBUTE_KEYS.upgrade, value: number },
      ]),
    );

    await pay(order);
    const licence = await licenceRow(number);
    expect(licence).toMatchObject({ tier: 'basicPro', revokedAt: null, priceCents: 4900 });
    expect(licence.terms).toMatchObject({ watermarked: false, monetization: true, pagesOrChannels: 3 });
    expect(licence.grantedAt).toEqual(grantedAt);
    expect(await upgradeRows(number)).toEqual([
      expect.objectContaining({
        fromTier: 'personal',
        toTier: 'basicPro',
        priceCents: 10000,
        revertedAt: null,
      }),
    ]);
    expect((await cartOf(user)).lines).toEqual([]);
    // The confirmation lists the licence it upgraded, at its new tier.
    const status = await api(e.checkoutStatus, as(user, { query: { checkoutId: cartId } }));
    expect(status.json).toMatchObject({
      purchased: true,
      licences: [expect.objectContaining({ number, tier: 'basicPro', tierName: 'Basic Pro' })],
    });

    const mine = await api(e.licence, as(user, { params: { number } }));
    expect(mine.json).toMatchObject({
      number,
      tier: 'basicPro',
      tierName: 'Basic Pro',
      upgrades: [{ fromTier: 'personal', toTier: 'basicPro', priceCents: 10000 }],
    });
    const orderNumber = mine.json.upgrades[0].orderNumber as string;

    const text = await certificateText(user, number);
    expect(text).toContain(number);
    expect(text).toContain('Digital publishing licence, Basic Pro tier');
    expect(text).toMatch(
      /Upgraded on \d{1,2} \w+ \d{4} from Personal \(order CMO-[0-9A-F]{8}, \$100\.00 USD\)/,
    );
    expect(text).toContain(orderNumber);

    // The CSV says the tier now, what the licence's own order paid, and the upgrade with its price.
    const csv = parseCsv(
      (await download(server.url + e.licencesCsv.path, user.token)).bytes.toString('utf8'),
    );
    const row = csv.find((cells) => cells[0] === number)!;
    const cell = (column: (typeof CSV_HEADER)[number]) => row[CSV_HEADER.indexOf(column)];
    expect([cell('Tier'), cell('Price'), cell('Upgrade price')]).toEqual(['Basic Pro', '49.00', '100.00']);
    expect(cell('Upgraded')).toMatch(new RegExp(`^\\d{4}-\\d{2}-\\d{2} from Personal \\(${orderNumber}\\)$`));

    const verified = await api(e.verify, { params: { number } });
    expect(verified.json).toMatchObject({
      tier: 'basicPro',
      tierName: 'Basic Pro',
      valid: true,
      upgradedAt: new Date().toISOString().slice(0, 10),
    });

    const page = await api(e.order, as(user, { params: { orderNumber } }));
    expect(page.status).toBe(200);
    expect(page.json.lines).toEqual([
      expect.objectContaining({
        kind: 'upgrade',
        productName: 'Upgrade Personal → Basic Pro',
        licenceNumber: number,
        amountCents: 10000,
        revokedAt: null,
      }),
    ]);
    expect(page.json.status).toBe('paid');
    const receipt = await download(server.url + fillPath(e.orderReceipt.path, { orderNumber }), user.token);
    const receiptText = (await pdfText(receipt.bytes)).text.replace(/\s+/g, ' ');
    expect(receiptText).toContain('Upgrade Personal -> Basic Pro');
    expect(receiptText).toContain(`Licence ${number}`);

    const history = await api(e.history, as(user, { query: { type: 'purchase' } }));
    expect(history.json.data).toEqual([
      expect.objectContaining({
        type: 'purchase',
        productName: 'Upgrade Personal → Basic Pro',
        amountCents: 10000,
        orderNumber,
        licenceNumber: number,
      }),
    ]);

    const mail = await server.db
      .selectFrom('outbox')
      .select('textBody')
      .where('toAddress', '=', user.email)
      .where('subject', '=', `Your Clipmarket order ${orderNumber}`)
      .executeTakeFirstOrThrow();
    expect(mail.textBody).toContain(`Upgrade Personal → Basic Pro, licence ${number}: $100.00`);
  });

  it('a replayed order changes nothing twice: the same delivery, or the same order under a new webhook id', async () => {
    const user = await fresh();
    const number = await personalLicence(user);
    await addUpgrade(user, number, 'superPro');
    const { order } = await checkout(user);
    const webhookId = randomUUID();
    expect(await pay(order, webhookId)).toEqual({ received: true, duplicate: false });
    expect(await pay(order, webhookId)).toEqual({ received: true, duplicate: true });
    expect(await pay(order)).toEqual({ received: true, duplicate: true });
    expect(await upgradeRows(number)).toHaveLength(1);
    expect(await licenceRow(number)).toMatchObject({ tier: 'superPro' });
  });

  it('a price changed in flight holds the order: nothing granted, the licence keeps its tier', async () => {
    for (const price of ['50.00', '150.00']) {
      const user = await fresh();
      const number = await personalLicence(user);
      await addUpgrade(user, number, 'basicPro');
      const { order } = await checkout(user);
      const changed = structuredClone(order);
      upgradeItem(changed).price = price;
      changed.subtotal_price = changed.total_price = price;
      expect(await pay(changed)).toEqual({ received: true, duplicate: false });

      expect(await licenceRow(number), price).toMatchObject({ tier: 'personal' });
      expect(await upgradeRows(number), price).toEqual([]);
      const review = await server.db
        .selectFrom('orderReviews')
        .select('reasons')
        .where('storefrontOrderId', '=', String(order.id))
        .executeTakeFirstOrThrow();
      expect(
        review.reasons.map((r) => r.code),
        price,
      ).toContain('price');
      // The line stays in the cart: nothing was bought.
      expect(
        (await cartOf(user)).lines.map((l) => l.kind),
        price,
      ).toEqual(['upgrade']);
    }
  });

  it('an upgrade whose licence was upgraded meanwhile (two checkouts of the line, both paid) holds the second order', async () => {
    const user = await fresh();
    const number = await personalLicence(user);
    await addUpgrade(user, number, 'basicPro');
    const first = await checkout(user);
    const second = await checkout(user);
    await pay(first.order);
    expect(await pay(second.order)).toEqual({ received: true, duplicate: false });

    expect(await upgradeRows(number)).toHaveLength(1);
    expect(await licenceRow(number)).toMatchObject({ tier: 'basicPro' });
    const review = await server.db
      .selectFrom('orderReviews')
      .select('reasons')
      .where('storefrontOrderId', '=', String(second.order.id))
      .executeTakeFirstOrThrow();
    expect(review.reasons).toEqual([expect.objectContaining({ code: 'upgrade' })]);
  });

  it('checkout refuses an upgrade whose licence was revoked since it was added, with the reason', async () => {
    const user = await fresh();
    const number = await personalLicence(user);
    await addUpgrade(user, number, 'basicPro');
    await server.db
      .updateTable('licences')
      .set({ revokedAt: new Date() })
      .where('number', '=', number)
      .execute();
    const res = await api(e.checkout, as(user, { body: {} }));
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(UPGRADE_MESSAGES.revoked);
  });

  it('a Discount Pack credit never pays for an upgrade', async () => {
    const user = await fresh();
    const number = await personalLicence(user);
    await api(e.addProduct, as(user, { body: { variantId: FAKE_VARIANTS.packBasicPro } }));
    await pay((await checkout(user)).order);
    const cart = (await addUpgrade(user, number, 'basicPro')).json as Cart;
    expect(cart.credits).toEqual([{ tier: 'basicPro', remaining: 10 }]);
    expect(cart.lines[0]).toMatchObject({ kind: 'upgrade', creditApplied: false, priceCents: 10000 });
    expect(cart.totalCents).toBe(10000);
  });
});

describe('refunding an upgrade', () => {
  it('puts the licence back at its earlier tier and terms: not revoked, the certificate and the check say so', async () => {
    const user = await fresh();
    const number = await personalLicence(user);
    const personalTerms = (await licenceRow(number)).terms;
    await addUpgrade(user, number, 'basicPro');
    const { order } = await checkout(user);
    await pay(order);
    expect(await licenceRow(number)).toMatchObject({ tier: 'basicPro' });

    refundIds += 1;
    const item = upgradeItem(order);
    const refund = {
      id: refundIds,
      order_id: order.id,
      created_at: new Date().toISOString(),
      refund_line_items: [{ id: refundIds * 10, line_item_id: item.id, quantity: 1, line_item: item }],
      transactions: [{ kind: 'refund', status: 'success', amount: '100.00' }],
    };
    const res = await deliverWebhook(server.url, refund, SECRET, { topic: 'refunds/create' });
    expect(res.status).toBe(200);

    const licence = await licenceRow(number);
    expect(licence).toMatchObject({ tier: 'personal', revokedAt: null });
    expect(licence.terms).toEqual(personalTerms);
    expect(await upgradeRows(number)).toEqual([
      expect.objectContaining({ revertedReason: 'Refunded', revertedAt: expect.any(Date) }),
    ]);

    const mine = await api(e.licence, as(user, { params: { number } }));
    expect(mine.json).toMatchObject({ tier: 'personal', upgrades: [], revokedAt: null });
    const text = await certificateText(user, number);
    expect(text).toContain('Digital publishing licence, Personal tier');
    expect(text).not.toContain('Upgraded on');
    expect((await api(e.verify, { params: { number } })).json).toMatchObject({
      tier: 'personal',
      valid: true,
      upgradedAt: null,
    });
    const history = await api(e.history, as(user, { query: { type: 'purchase' } }));
    expect(history.json.data).toEqual([
      expect.objectContaining({ productName: 'Upgrade Personal → Basic Pro', orderStatus: 'refunded' }),
    ]);
    expect(history.json.data[0].revokedAt).not.toBeNull();

    // A replay of the refund takes nothing back twice.
    const again = await deliverWebhook(server.url, refund, SECRET, { topic: 'refunds/create' });
    expect(again.json).toEqual({ received: true, duplicate: true });
    expect(await licenceRow(number)).toMatchObject({ tier: 'personal', revokedAt: null });
  });

  it('refunding an upgrade a later one built on puts the licence back below both: never above what stays paid', async () => {
    const user = await fresh();
    const number = await personalLicence(user);
    await addUpgrade(user, number, 'basicPro');
    const first = (await checkout(user)).order;
    await pay(first);
    await addUpgrade(user, number, 'superPro');
    const second = (await checkout(user)).order;
    await pay(second);
    expect(await licenceRow(number)).toMatchObject({ tier: 'superPro' });
    expect(upgradeItem(second).price).toBe('150.00');

    refundIds += 1;
    const item = upgradeItem(first);
    const res = await deliverWebhook(
      server.url,
      {
        id: refundIds,
        order_id: first.id,
        refund_line_items: [{ id: refundIds * 10, line_item_id: item.id, quantity: 1, line_item: item }],
        transactions: [{ kind: 'refund', status: 'success', amount: '100.00' }],
      },
      SECRET,
      { topic: 'refunds/create' },
    );
    expect(res.status).toBe(200);
    expect(await licenceRow(number)).toMatchObject({ tier: 'personal', revokedAt: null });
    const rows = await upgradeRows(number);
    expect(rows.map((row) => [row.toTier, row.revertedReason])).toEqual([
      ['basicPro', 'Refunded'],
      ['superPro', 'Refunded'],
    ]);
  });
});
