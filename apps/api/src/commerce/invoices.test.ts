import { randomBytes, randomUUID } from 'node:crypto';
import {
  CART_SERVER_MESSAGES,
  INVOICE_DUE_DAYS,
  INVOICE_MESSAGES,
  INVOICE_REVOKED_REASON,
  INVOICE_WORDS,
  commerceEndpoints as e,
  fillPath,
  invoiceEndpoints as inv,
  orderSchema,
  PAGES,
  type Order,
} from '@clipmarket/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeStaff } from '../auth/test-helpers';
import { CSV_HEADER } from '../licences/exports';
import { INVOICE_PAID_MAIL_KIND, ORDER_MAIL_KIND } from '../licences/order-mail';
import { download, parseCsv, pdfText } from '../licences/test-helpers';
import { call, clipIds, type CallOptions } from '../playlists/test-helpers';
import { registerAndLogin, type TestUser } from '../test/auth-helpers';
import { startTestServer, type TestServer } from '../test/harness';
import * as invoices from './invoice-repository';
import { createFakeStorefront, FAKE_VARIANTS, raiseAuthLimits, type FakeStorefront } from './test-helpers';

// Issue 32, item 6 (docs/adr/0087): paying on account with a PO number. A company account staff approved
// checks out its cart unpaid, with an invoice due in 30 days, and holds its licences at once; staff mark the
// invoice paid, or cancel it, which revokes the licences as a refund does. Real HTTP on a real database, with
// the fake storefront's catalogue (Personal $49, Basic Pro $149, Super Pro $299, the fee $100).
vi.setConfig({ testTimeout: 60_000, hookTimeout: 600_000 });

const BASE_URL = 'https://clipmarket.example';
const savedEnv: Record<string, string | undefined> = {};

let server: TestServer;
let storefront: FakeStorefront;
let ids: string[];
let staff: TestUser;
let restoreLimits: () => void;

beforeAll(async () => {
  restoreLimits = raiseAuthLimits();
  savedEnv.PUBLIC_BASE_URL = process.env.PUBLIC_BASE_URL;
  process.env.PUBLIC_BASE_URL = BASE_URL;
  storefront = createFakeStorefront();
  server = await startTestServer({
    seedClips: 80,
    app: { commerce: { storefront, config: { productsTtlMs: 0 } } },
  });
  ids = await clipIds(server.db);
  // Staff powers: a verified company address, a grant and a sign-in with the second factor (ADR 56).
  staff = await makeStaff(
    server.url,
    server.db,
    await registerAndLogin(server.url, { email: `ledger-${randomBytes(4).toString('hex')}@clipmarket.com` }),
  );
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

/** A buyer with billing details naming their company (what approval needs). */
async function companyBuyer(company: string | null = 'Morning Loop TV'): Promise<TestUser> {
  const user = await registerAndLogin(server.url, { firstName: 'Ada', lastName: 'Okafor' });
  const res = await api(
    e.updateBillingDetails,
    as(user, { body: { name: 'Ada Okafor', company, addressLine1: '1 Quay Street', country: 'GB' } }),
  );
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return user;
}

async function approve(user: TestUser, creditLimitCents: number | null = null) {
  const res = await api(inv.approve, as(staff, { body: { email: user.email, creditLimitCents } }));
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json;
}

/** An approved company buyer. */
async function approvedBuyer(creditLimitCents: number | null = null): Promise<TestUser> {
  const user = await companyBuyer();
  await approve(user, creditLimitCents);
  return user;
}

async function add(user: TestUser, tier: string, extra: Record<string, unknown> = {}): Promise<string> {
  const jmId = ids.pop()!;
  const res = await api(e.addVideo, as(user, { params: { jmId }, body: { tier, ...extra } }));
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return jmId;
}

function payOnAccount(user: TestUser, body: Record<string, unknown> = {}) {
  return api(inv.checkout, as(user, { body: { poNumber: 'PO-7781', submissionId: randomUUID(), ...body } }));
}

async function orderOf(user: TestUser, orderNumber: string): Promise<Order> {
  const res = await api(e.order, as(user, { params: { orderNumber } }));
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return orderSchema.parse(res.json);
}

async function receiptText(user: TestUser, orderNumber: string): Promise<string> {
  const res = await download(server.url + fillPath(e.orderReceipt.path, { orderNumber }), user.token);
  expect(res.status).toBe(200);
  return (await pdfText(res.bytes)).text.replace(/\s+/g, ' ');
}

async function licencesOf(user: TestUser) {
  return server.db
    .selectFrom('licences')
    .select(['number', 'poNumber', 'priceCents', 'paidWith', 'revokedAt', 'revokedReason'])
    .where('userId', '=', user.userUuid)
    .orderBy('number')
    .execute();
}

async function ordersOf(user: TestUser) {
  return server.db
    .selectFrom('orders')
    .select(['id', 'totalCents'])
    .where('userId', '=', user.userUuid)
    .execute();
}

const cartCount = async (user: TestUser) => (await api(e.cart, as(user))).json.count as number;

/** 'yyyy-MM-dd', `days` from today (UTC). */
const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('checking out on account (issue 32, item 6)', () => {
  it('an approved company account checks out unpaid with an invoice due in 30 days, its licences granted at once and naming the PO', async () => {
    const buyer = await approvedBuyer();
    const status = await api(inv.status, as(buyer));
    expect(status.json).toMatchObject({ available: true, approved: true, company: 'Morning Loop TV' });
    const first = await add(buyer, 'basicPro');
    // A line with its own PO keeps it; the others take the order's.
    await add(buyer, 'superPro', { poNumber: 'PO-LINE-9' });

    const res = await payOnAccount(buyer, { poNumber: '  PO-7781  ' });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json).toMatchObject({
      poNumber: 'PO-7781',
      dueDate: dayFromToday(INVOICE_DUE_DAYS),
      totalCents: 14_900 + 29_900,
      currency: 'USD',
      replayed: false,
    });
    expect(res.json.licences).toHaveLength(2);
    const licences = await licencesOf(buyer);
    expect(licences.map((l) => l.poNumber).sort()).toEqual(['PO-7781', 'PO-LINE-9']);
    expect(licences.every((l) => l.revokedAt === null && l.paidWith === 'money')).toBe(true);
    expect(await cartCount(buyer)).toBe(0);

    // The order page: unpaid, its invoice due in 30 days; the same number everywhere.
    const order = await orderOf(buyer, res.json.orderNumber);
    expect(order.status).toBe('invoiced');
    expect(order.totalCents).toBe(44_800);
    expect(order.invoice).toMatchObject({
      poNumber: 'PO-7781',
      dueDate: dayFromToday(INVOICE_DUE_DAYS),
      overdue: false,
      paidOn: null,
      cancelledAt: null,
      bankDetails: [],
    });
    expect(order.lines.find((l) => l.jmId === first)?.poNumber).toBe('PO-7781');

    // The PDF is an invoice: due date, PO, how to pay (no bank details configured: ask for them).
    const pdf = await receiptText(buyer, res.json.orderNumber);
    expect(pdf).toContain('Invoice');
    expect(pdf).not.toContain('Receipt issued');
    expect(pdf).toContain('PO-7781');
    expect(pdf).toContain('Pay by bank transfer');
    expect(pdf).toContain(`quoting the order number ${res.json.orderNumber}`);
    expect(pdf).toContain(INVOICE_WORDS.noBankDetails);

    // One confirmation mail, queued with the order: the invoice, its due date and the reference.
    const mails = await server.db
      .selectFrom('outbox')
      .select(['subject', 'textBody'])
      .where('toAddress', '=', buyer.email)
      .where('kind', '=', ORDER_MAIL_KIND)
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(
      new RegExp(`^Your Clipmarket order ${res.json.orderNumber}: invoice due `),
    );
    expect(mails[0]!.textBody).toContain('purchase order PO-7781');
    expect(mails[0]!.textBody).toContain('Pay by bank transfer');

    // The history and the CSV say the order is unpaid.
    const history = await api(e.history, as(buyer));
    expect(history.json.data.every((row: { orderStatus: string }) => row.orderStatus === 'invoiced')).toBe(
      true,
    );
    const csv = parseCsv(
      (await download(server.url + e.licencesCsv.path, buyer.token)).bytes.toString('utf8'),
    );
    expect(csv.slice(1).map((row) => row[CSV_HEADER.indexOf('Payment')])).toEqual(['Unpaid', 'Unpaid']);
  });

  it('prices the cart from the shop, never from the request: extra price fields are ignored', async () => {
    const buyer = await approvedBuyer();
    await add(buyer, 'personal');
    await add(buyer, 'basicPro', { postUrls: ['https://www.youtube.com/watch?v=already'] });
    const cart = await api(e.cart, as(buyer));
    const res = await payOnAccount(buyer, {
      totalCents: 1,
      priceCents: 1,
      lines: [{ lineId: cart.json.lines[0].lineId, priceCents: 1 }],
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    // Personal $49, Basic Pro $149 and its rights management fee $100: what the cart said, what the shop sells at.
    expect(res.json.totalCents).toBe(4_900 + 14_900 + 10_000);
    expect(res.json.totalCents).toBe(cart.json.totalCents);
    const [order] = await ordersOf(buyer);
    expect(order!.totalCents).toBe(29_800);
    expect((await licencesOf(buyer)).map((l) => l.priceCents).sort((a, b) => a - b)).toEqual([4_900, 14_900]);
  });

  it('spends Discount Pack credits as the card checkout does, and invoices only what is left', async () => {
    const buyer = await approvedBuyer();
    await server.db
      .insertInto('creditEntries')
      .values({ userId: buyer.userUuid, tier: 'basicPro', delta: 1, orderId: null, checkoutReference: null })
      .execute();
    await add(buyer, 'basicPro');
    await add(buyer, 'basicPro');
    const res = await payOnAccount(buyer);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.totalCents).toBe(14_900);
    expect((await licencesOf(buyer)).map((l) => l.paidWith).sort()).toEqual(['credit', 'money']);
  });

  it('refuses, with 400 and nothing granted, a cart whose credits pay for every line: there is nothing to invoice', async () => {
    const buyer = await approvedBuyer();
    await server.db
      .insertInto('creditEntries')
      .values({ userId: buyer.userUuid, tier: 'personal', delta: 1, orderId: null, checkoutReference: null })
      .execute();
    await add(buyer, 'personal');
    const res = await payOnAccount(buyer);
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(INVOICE_MESSAGES.nothingToInvoice);
    expect(await licencesOf(buyer)).toEqual([]);
  });

  it('refuses an account staff did not approve with 403 and a message: nothing granted, the cart kept', async () => {
    const buyer = await companyBuyer();
    await add(buyer, 'basicPro');
    expect((await api(inv.status, as(buyer))).json).toMatchObject({ available: false, approved: false });
    const res = await payOnAccount(buyer);
    expect(res.status).toBe(403);
    expect(res.json.message).toBe(INVOICE_MESSAGES.notApproved);
    expect(await licencesOf(buyer)).toEqual([]);
    expect(await ordersOf(buyer)).toEqual([]);
    expect(await cartCount(buyer)).toBe(1);
  });

  it('refuses with 403 when staff withdrew the approval after the cart was filled', async () => {
    const buyer = await approvedBuyer();
    await add(buyer, 'basicPro');
    const withdrawn = await api(inv.withdraw, as(staff, { params: { userId: buyer.userUuid } }));
    expect(withdrawn.status, JSON.stringify(withdrawn.json)).toBe(200);
    expect(withdrawn.json.message).toBe(INVOICE_MESSAGES.withdrawn(buyer.email));
    const res = await payOnAccount(buyer);
    expect(res.status).toBe(403);
    expect(res.json.message).toBe(INVOICE_MESSAGES.notApproved);
    expect(await licencesOf(buyer)).toEqual([]);
    expect(await cartCount(buyer)).toBe(1);
  });

  it('refuses with 403 an approved account whose billing details no longer name a company', async () => {
    const buyer = await approvedBuyer();
    await api(e.updateBillingDetails, as(buyer, { body: { name: 'Ada Okafor', company: null } }));
    await add(buyer, 'basicPro');
    expect((await api(inv.status, as(buyer))).json).toMatchObject({ available: false, approved: true });
    const res = await payOnAccount(buyer);
    expect(res.status).toBe(403);
    expect(res.json.message).toBe(INVOICE_MESSAGES.noCompany);
    expect(await licencesOf(buyer)).toEqual([]);
  });

  it('refuses an order that would take the open invoices past the credit limit (409), and takes one that fits', async () => {
    const buyer = await approvedBuyer(20_000);
    await add(buyer, 'basicPro');
    expect((await payOnAccount(buyer)).status).toBe(200);
    await add(buyer, 'basicPro');
    const over = await payOnAccount(buyer);
    expect(over.status).toBe(409);
    expect(over.json.message).toBe(INVOICE_MESSAGES.overLimit('$149.00', '$149.00', '$200.00'));
    expect(await licencesOf(buyer)).toHaveLength(1);
    expect(await cartCount(buyer)).toBe(1);
    // A paid invoice is no longer open: the same order now fits.
    const [order] = await server.db
      .selectFrom('orders')
      .select('checkoutReference')
      .where('userId', '=', buyer.userUuid)
      .execute();
    const paid = await api(
      inv.markPaid,
      as(staff, { params: { orderNumber: order!.checkoutReference }, body: {} }),
    );
    expect(paid.status, JSON.stringify(paid.json)).toBe(200);
    expect((await payOnAccount(buyer)).status).toBe(200);
    expect(await licencesOf(buyer)).toHaveLength(2);
  });

  it('makes one order of a submission sent twice, one after the other or at once', async () => {
    const buyer = await approvedBuyer();
    await add(buyer, 'basicPro');
    const submissionId = randomUUID();
    const first = await payOnAccount(buyer, { submissionId });
    const again = await payOnAccount(buyer, { submissionId });
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.json).toMatchObject({ orderNumber: first.json.orderNumber, replayed: true });
    expect(await ordersOf(buyer)).toHaveLength(1);

    await add(buyer, 'personal');
    const together = randomUUID();
    const answers = await Promise.all([1, 2, 3].map(() => payOnAccount(buyer, { submissionId: together })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.json.orderNumber)).size).toBe(1);
    expect(answers.filter((a) => !a.json.replayed)).toHaveLength(1);
    expect(await ordersOf(buyer)).toHaveLength(2);
    expect(await licencesOf(buyer)).toHaveLength(2);
    // Another approved buyer sending the same id makes their own order, and learns nothing of this one.
    const other = await approvedBuyer();
    await add(other, 'basicPro');
    const theirs = await payOnAccount(other, { submissionId });
    expect(theirs.status).toBe(200);
    expect(theirs.json.replayed).toBe(false);
    expect(theirs.json.orderNumber).not.toBe(first.json.orderNumber);
    // A new submission of the emptied cart makes nothing either.
    const empty = await payOnAccount(buyer);
    expect(empty.status).toBe(400);
    expect(empty.json.message).toBe(CART_SERVER_MESSAGES.checkoutEmpty);
    expect(await ordersOf(buyer)).toHaveLength(2);
  });

  it('refuses a cart with a Custom (inquiry) line, and a Discount Pack, with 400 and a message', async () => {
    const buyer = await approvedBuyer();
    await add(buyer, 'basicPro');
    await add(buyer, 'custom');
    const inquiry = await payOnAccount(buyer);
    expect(inquiry.status).toBe(400);
    expect(inquiry.json.message).toBe(INVOICE_MESSAGES.inquiryLine);

    const other = await approvedBuyer();
    await add(other, 'basicPro');
    const pack = await api(
      e.addProduct,
      as(other, { body: { variantId: FAKE_VARIANTS.packBasicPro, quantity: 1 } }),
    );
    expect(pack.status).toBe(200);
    const refused = await payOnAccount(other);
    expect(refused.status).toBe(400);
    expect(refused.json.message).toBe(INVOICE_MESSAGES.cardOnly('A Discount Pack'));
    expect([...(await licencesOf(buyer)), ...(await licencesOf(other))]).toEqual([]);
  });

  it('refuses a checkout without a PO number with 400', async () => {
    const buyer = await approvedBuyer();
    await add(buyer, 'basicPro');
    const res = await payOnAccount(buyer, { poNumber: '   ' });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.json)).toContain(INVOICE_MESSAGES.poMissing);
  });
});

describe('staff and invoices (issue 32, item 6)', () => {
  async function invoicedOrder(buyer?: TestUser) {
    const user = buyer ?? (await approvedBuyer());
    await add(user, 'basicPro');
    const res = await payOnAccount(user);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return { buyer: user, orderNumber: res.json.orderNumber as string, licence: res.json.licences[0].number };
  }

  it('approving needs billing details naming a company; staff see who approved, and each act is recorded', async () => {
    const noCompany = await companyBuyer(null);
    const refused = await api(inv.approve, as(staff, { body: { email: noCompany.email } }));
    expect(refused.status).toBe(400);
    expect(refused.json.message).toBe(INVOICE_MESSAGES.accountNoCompany);
    const unknown = await api(inv.approve, as(staff, { body: { email: 'nobody-at-all@example.com' } }));
    expect(unknown.status).toBe(404);

    const buyer = await companyBuyer();
    const approved = await approve(buyer, 50_000);
    expect(approved.message).toBe(INVOICE_MESSAGES.approved(buyer.email));
    expect(approved.approval).toMatchObject({
      email: buyer.email,
      company: 'Morning Loop TV',
      creditLimitCents: 50_000,
      openCents: 0,
      approvedBy: staff.email,
    });
    const list = await api(inv.approvals, as(staff));
    expect(list.json.data.map((a: { email: string }) => a.email)).toContain(buyer.email);
    await api(inv.withdraw, as(staff, { params: { userId: buyer.userUuid } }));
    const again = await api(inv.withdraw, as(staff, { params: { userId: buyer.userUuid } }));
    expect(again.status).toBe(404);
    const events = await invoices.eventsOf(server.db, buyer.userUuid);
    expect(events.map((ev) => [ev.kind, ev.staffUserId])).toEqual([
      ['withdrawn', staff.userUuid],
      ['approved', staff.userUuid],
    ]);
  });

  it('lists the open invoices with their due date, the overdue ones flagged, buyer and amount', async () => {
    const { buyer, orderNumber } = await invoicedOrder();
    // Its due date passed.
    const [order] = await ordersOf(buyer);
    await server.db
      .updateTable('invoices')
      .set({ dueOn: '2020-01-31' })
      .where('orderId', '=', order!.id)
      .execute();
    const list = await api(inv.invoices, as(staff, { query: { status: 'open', max: 100 } }));
    expect(list.status).toBe(200);
    const found = list.json.data.find((i: { orderNumber: string }) => i.orderNumber === orderNumber);
    expect(found).toMatchObject({
      buyerEmail: buyer.email,
      company: 'Morning Loop TV',
      poNumber: 'PO-7781',
      totalCents: 14_900,
      dueDate: '2020-01-31',
      overdue: true,
      status: 'open',
    });
    // Oldest due first.
    expect(list.json.data[0].dueDate <= list.json.data.at(-1).dueDate).toBe(true);
    expect((await orderOf(buyer, orderNumber)).invoice?.overdue).toBe(true);
  });

  it('marking an invoice paid records the day and who; the order, its history and its PDF become paid', async () => {
    const { buyer, orderNumber } = await invoicedOrder();
    // Until then, its licences' certificates call the price invoiced, with the due date, never paid.
    const { number } = (await licencesOf(buyer))[0]!;
    const certificate = async () => {
      const res = await download(server.url + fillPath(e.certificate.path, { number }), buyer.token);
      expect(res.status).toBe(200);
      return (await pdfText(res.bytes)).text.replace(/\s+/g, ' ');
    };
    const dueOn = dayFromToday(INVOICE_DUE_DAYS);
    expect((await api(e.licence, as(buyer, { params: { number } }))).json.invoice).toEqual({
      state: 'due',
      dueOn,
    });
    const unpaid = await certificate();
    expect(unpaid).toContain('PRICE INVOICED');
    expect(unpaid).not.toContain('PRICE PAID');

    const future = await api(
      inv.markPaid,
      as(staff, { params: { orderNumber }, body: { paidOn: dayFromToday(2) } }),
    );
    expect(future.status).toBe(400);
    expect(future.json.message).toBe(INVOICE_MESSAGES.paidInFuture);

    const today = dayFromToday(0);
    const res = await api(inv.markPaid, as(staff, { params: { orderNumber }, body: { paidOn: today } }));
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.message).toBe(INVOICE_MESSAGES.markedPaid(orderNumber));
    expect(res.json.invoice).toMatchObject({ status: 'paid', paidOn: today, paidBy: staff.email });

    const order = await orderOf(buyer, orderNumber);
    expect(order.status).toBe('paid');
    expect(order.invoice?.paidOn).toBe(today);
    const pdf = await receiptText(buyer, orderNumber);
    expect(pdf).toContain('Receipt issued');
    expect(pdf).not.toContain('Pay by bank transfer');
    const history = await api(e.history, as(buyer));
    expect(history.json.data[0].orderStatus).toBe('paid');
    expect((await api(e.licence, as(buyer, { params: { number } }))).json.invoice).toEqual({
      state: 'paid',
      dueOn,
    });
    expect(await certificate()).toContain('PRICE PAID');

    const twice = await api(inv.markPaid, as(staff, { params: { orderNumber }, body: {} }));
    expect(twice.status).toBe(409);
    expect(twice.json.message).toBe(INVOICE_MESSAGES.alreadyPaid);
    // The buyer is told once, with the amount, the day and the order page (its PDF now a receipt); the refused
    // second marking sends nothing.
    const paidMails = await server.db
      .selectFrom('outbox')
      .select(['subject', 'textBody'])
      .where('toAddress', '=', buyer.email)
      .where('kind', '=', INVOICE_PAID_MAIL_KIND)
      .execute();
    expect(paidMails).toHaveLength(1);
    expect(paidMails[0]!.subject).toBe(`Payment received for your Clipmarket order ${orderNumber}`);
    expect(paidMails[0]!.textBody).toContain(`for your order ${orderNumber} (purchase order `);
    expect(paidMails[0]!.textBody).toContain(`${BASE_URL}${PAGES.order.href({ orderNumber })}`);
    const cancelPaid = await api(inv.cancel, as(staff, { params: { orderNumber }, body: {} }));
    expect(cancelPaid.status).toBe(409);
    const [event] = await invoices.eventsOf(server.db, buyer.userUuid);
    expect(event).toMatchObject({ kind: 'paid', staffUserId: staff.userUuid, detail: { paidOn: today } });
  });

  it('cancelling an invoice revokes its licences as a refund does: the order is cancelled and the check says revoked', async () => {
    const buyer = await approvedBuyer();
    // One licence paid with a Discount Pack credit: the cancellation gives the credit back.
    await server.db
      .insertInto('creditEntries')
      .values({ userId: buyer.userUuid, tier: 'personal', delta: 1, orderId: null, checkoutReference: null })
      .execute();
    await add(buyer, 'personal');
    const { orderNumber } = await invoicedOrder(buyer);
    const numbers = (await licencesOf(buyer)).map((l) => l.number);
    expect(numbers).toHaveLength(2);

    const res = await api(
      inv.cancel,
      as(staff, { params: { orderNumber }, body: { reason: 'Purchase order withdrawn' } }),
    );
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.message).toBe(INVOICE_MESSAGES.cancelled(orderNumber));
    expect(res.json.invoice).toMatchObject({ status: 'cancelled', cancelledBy: staff.email });

    const licences = await licencesOf(buyer);
    expect(licences.every((l) => l.revokedAt !== null && l.revokedReason === INVOICE_REVOKED_REASON)).toBe(
      true,
    );
    for (const number of numbers) {
      const check = await api(e.verify, { params: { number } });
      expect(check.json).toMatchObject({ number, valid: false });
      expect(check.json.revokedAt).not.toBeNull();
    }
    const order = await orderOf(buyer, orderNumber);
    expect(order.status).toBe('cancelled');
    expect(order.invoice?.cancelledAt).not.toBeNull();
    expect((await api(e.cart, as(buyer))).json.credits).toEqual([{ tier: 'personal', remaining: 1 }]);
    // Cancelled once: again, or a payment after it, is refused.
    expect((await api(inv.cancel, as(staff, { params: { orderNumber }, body: {} }))).status).toBe(409);
    const pay = await api(inv.markPaid, as(staff, { params: { orderNumber }, body: {} }));
    expect(pay.status).toBe(409);
    expect(pay.json.message).toBe(INVOICE_MESSAGES.alreadyCancelled);
    const [event] = await invoices.eventsOf(server.db, buyer.userUuid);
    expect(event).toMatchObject({
      kind: 'cancelled',
      staffUserId: staff.userUuid,
      detail: { reason: 'Purchase order withdrawn' },
    });
  });

  it('answers 403 to a buyer who marks paid or cancels their own invoice, or anyone’s, or approves themselves; nothing changes', async () => {
    const { buyer, orderNumber } = await invoicedOrder();
    const other = await approvedBuyer();
    for (const user of [buyer, other]) {
      const paid = await api(inv.markPaid, as(user, { params: { orderNumber }, body: {} }));
      expect(paid.status).toBe(403);
      expect(paid.json.message).toBe(INVOICE_MESSAGES.staffOnly);
      const cancelled = await api(inv.cancel, as(user, { params: { orderNumber }, body: {} }));
      expect(cancelled.status).toBe(403);
      expect((await api(inv.invoices, as(user))).status).toBe(403);
      expect((await api(inv.approvals, as(user))).status).toBe(403);
    }
    const selfApproved = await api(
      inv.approve,
      as(buyer, { body: { email: buyer.email, creditLimitCents: null } }),
    );
    expect(selfApproved.status).toBe(403);
    const withdraw = await api(inv.withdraw, as(other, { params: { userId: other.userUuid } }));
    expect(withdraw.status).toBe(403);
    // A visitor is asked to sign in.
    expect((await api(inv.markPaid, { params: { orderNumber }, body: {} })).status).toBe(401);
    expect((await api(inv.checkout, { body: { poNumber: 'PO', submissionId: randomUUID() } })).status).toBe(
      401,
    );

    const order = await orderOf(buyer, orderNumber);
    expect(order.status).toBe('invoiced');
    expect((await licencesOf(buyer)).every((l) => l.revokedAt === null)).toBe(true);
    expect((await api(inv.status, as(other))).json.approved).toBe(true);
  });

  it('answers 404 for an order number no invoice has (an order paid at checkout)', async () => {
    const res = await api(inv.markPaid, as(staff, { params: { orderNumber: 'CMO-00000000' }, body: {} }));
    expect(res.status).toBe(404);
    expect(res.json.message).toBe(INVOICE_MESSAGES.invoiceMissing);
  });
});
