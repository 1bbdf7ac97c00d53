import {
  CART_SERVER_MESSAGES,
  COMMERCE_LIMITS,
  commerceHistoryEndpoint as historyEndpoint,
  commerceHistoryResponseSchema,
  fillPath,
  licenceCertificateEndpoint as certificateEndpoint,
  licenceCertificatesZipEndpoint as zipEndpoint,
  licenceEndpoint,
  licenceSchema,
  licencesCsvEndpoint as csvEndpoint,
} from '@clipmarket/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, clipIds } from '../playlists/test-helpers';
import { registerAndLogin, type TestUser } from '../test/auth-helpers';
import { startTestServer, type TestServer } from '../test/harness';
import { send } from '../test/raw-http';
import { CSV_HEADER } from './exports';
import {
  CERTIFICATES_ZIP_TOO_LARGE_MESSAGE,
  DATE_RANGE_MESSAGE,
  DATE_YEAR_MESSAGE,
  EXPORT_TOO_LARGE_MESSAGE,
} from './service';
import {
  download,
  insertGiftCard,
  insertLicence,
  insertOrder,
  insertOrderItem,
  parseCsv,
  pdfText,
  unzip,
  type TestOrder,
} from './test-helpers';

// Real HTTP on a real database: generous limits for loaded CI machines.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 600_000 });

const BASE_URL = 'https://clipmarket.example';
const savedBaseUrl = process.env.PUBLIC_BASE_URL;

let server: TestServer;
let alice: TestUser;
let bob: TestUser;
let ids: string[];
/** The seeded clips' titles by jmId. */
let titles: Map<string, string>;

/** Alice's purchases, oldest first (see beforeAll). */
const A = {} as {
  january: TestOrder;
  february: TestOrder;
  march: TestOrder;
  /** Basic Pro, project 'Summer reel', PO 'PO-4471', 10 January. */
  first: string;
  /** Personal, paid with a credit, PO 'po-9000', 15 February 23:59:59 UTC. */
  second: string;
  /** Super Pro, 20 March, with two post URLs. */
  third: string;
  feeItem: string;
  packItem: string;
  cardItem: string;
  giftCard: string;
};

beforeAll(async () => {
  process.env.PUBLIC_BASE_URL = BASE_URL;
  server = await startTestServer({ seedClips: 30 });
  alice = await registerAndLogin(server.url);
  bob = await registerAndLogin(server.url);
  ids = await clipIds(server.db);
  const clips = await server.db.selectFrom('clips').select(['jmId', 'publishingTitle', 'title']).execute();
  titles = new Map(clips.map((c) => [c.jmId, (c.publishingTitle || c.title)!]));

  const db = server.db;
  const me = alice.userUuid;
  A.january = await insertOrder(db, me, { name: '#1001', paidAt: new Date('2026-01-10T09:00:00Z') });
  A.first = await insertLicence(db, me, A.january, {
    jmId: ids[0]!,
    tier: 'basicPro',
    projectName: 'Summer reel',
    poNumber: 'PO-4471',
    grantedAt: new Date('2026-01-10T09:00:00Z'),
  });
  A.feeItem = await insertOrderItem(db, me, A.january, {
    kind: 'rightsFee',
    title: 'Rights management fee',
    sku: 'rm-fee',
    jmId: ids[0]!,
    amountCents: 10_000,
  });
  // Paid wholly with a Discount Pack credit: no storefront order name.
  A.february = await insertOrder(db, me, {
    name: null,
    subtotalCents: 0,
    paidAt: new Date('2026-02-15T23:59:59Z'),
  });
  A.second = await insertLicence(db, me, A.february, {
    jmId: ids[1]!,
    tier: 'personal',
    paidWith: 'credit',
    priceCents: 0,
    poNumber: 'po-9000',
    grantedAt: new Date('2026-02-15T23:59:59Z'),
  });
  A.march = await insertOrder(db, me, { name: '#1003', paidAt: new Date('2026-03-20T12:00:00Z') });
  A.third = await insertLicence(db, me, A.march, {
    jmId: ids[2]!,
    tier: 'superPro',
    priceCents: 29_900,
    postUrls: ['https://www.tiktok.com/@ada/video/7301', 'https://youtu.be/dQw4w9WgXcQ'],
    grantedAt: new Date('2026-03-20T12:00:00Z'),
  });
  A.packItem = await insertOrderItem(db, me, A.march, {
    kind: 'discountPack',
    title: 'Discount Pack',
    sku: 'pack:basicPro:10',
    amountCents: 119_000,
  });
  A.cardItem = await insertOrderItem(db, me, A.march, {
    kind: 'giftCard',
    title: 'Clipmarket Gift Card',
    sku: 'gift-card:50',
    amountCents: 5_000,
  });
  A.giftCard = await insertGiftCard(db, me, A.march, {
    code: 'GIFT-ABCD-EFGH-7K2Q',
    initialCents: 5_000,
    balanceCents: 1_200,
    createdAt: new Date('2026-03-20T12:00:00Z'),
  });
});

afterAll(async () => {
  await server?.close();
  if (savedBaseUrl === undefined) delete process.env.PUBLIC_BASE_URL;
  else process.env.PUBLIC_BASE_URL = savedBaseUrl;
});

const as = (user: TestUser) => ({ token: user.token });
const licencePath = (number: string) => fillPath(licenceEndpoint.path, { number });
const certificatePath = (number: string) => fillPath(certificateEndpoint.path, { number });

async function history(user: TestUser, query: Record<string, string | number> = {}) {
  const res = await call(server.url, historyEndpoint, { ...as(user), query });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return commerceHistoryResponseSchema.parse(res.json);
}

async function licenceNumbersOf(user: TestUser, query: Record<string, string | number> = {}) {
  const page = await history(user, { type: 'licence', ...query });
  return page.data.map((r) => r.licenceNumber);
}

describe('GET /api/user/licensing/licences/{number} (one of your licences)', () => {
  it('shows the buyer their licence: clip, tier and terms, licensee, project, PO, price, order and proof links', async () => {
    const res = await call(server.url, licenceEndpoint, { ...as(alice), params: { number: A.first } });
    expect(res.status).toBe(200);
    const licence = licenceSchema.parse(res.json);
    expect(licence).toMatchObject({
      number: A.first,
      jmId: ids[0],
      title: titles.get(ids[0]!),
      tier: 'basicPro',
      tierName: 'Basic Pro',
      grantedAt: '2026-01-10T09:00:00.000Z',
      terms: {
        monetization: true,
        watermarked: false,
        pagesOrChannels: 3,
        maxAudience: 5_000_000,
        postsPerChannel: 1,
        brands: 1,
        distribution: ['Social', 'Digital'],
      },
      licensee: { name: 'Ada Lovelace', company: 'Analytical Films Ltd', email: 'ada@example.com' },
      projectName: 'Summer reel',
      poNumber: 'PO-4471',
      priceCents: 14_900,
      currency: 'USD',
      paidWith: 'money',
      orderReference: A.january.reference,
      orderName: '#1001',
      postUrls: [],
      certificateUrl: `/api/user/licensing/licences/${A.first}/certificate`,
      verificationUrl: `${BASE_URL}/licensing/verify/${A.first}`,
    });
  });

  it('lists the post URLs a licence bought for a clip already used covers', async () => {
    const res = await call(server.url, licenceEndpoint, { ...as(alice), params: { number: A.third } });
    expect(res.json.postUrls).toEqual([
      'https://www.tiktok.com/@ada/video/7301',
      'https://youtu.be/dQw4w9WgXcQ',
    ]);
  });

  it("takes the verification address from the configured public address, never from the request's Host", async () => {
    const answer = await send(server.url, {
      method: 'GET',
      path: licencePath(A.first),
      headers: {
        authorization: `Bearer ${alice.token}`,
        host: 'evil.example',
        'x-forwarded-host': 'evil.example',
      },
    });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text).verificationUrl).toBe(`${BASE_URL}/licensing/verify/${A.first}`);
    expect(answer.text).not.toContain('evil.example');
  });

  it("answers another user's licence and an unknown number alike: 404 with the message", async () => {
    for (const number of [A.first, 'CM-2026-999999']) {
      const res = await call(server.url, licenceEndpoint, { ...as(bob), params: { number } });
      expect(res.status).toBe(404);
      expect(res.json.message).toBe(CART_SERVER_MESSAGES.licenceMissing);
      expect(JSON.stringify(res.json)).not.toContain('Ada');
    }
  });

  it('answers 401 to a visitor and 400 to something that is not a licence number', async () => {
    expect((await call(server.url, licenceEndpoint, { params: { number: A.first } })).status).toBe(401);
    for (const number of ['CM-26-1', 'cm-2026-000001x', "CM-2026-000001' OR 1=1"]) {
      const res = await call(server.url, licenceEndpoint, { ...as(alice), params: { number } });
      expect(res.status, number).toBe(400);
    }
  });
});

describe('GET /api/user/licensing/licences/{number}/certificate (the PDF)', () => {
  it('downloads a one-page PDF named after the licence, never cached, whose text proves the licence', async () => {
    const res = await download(server.url + certificatePath(A.first), alice.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="Clipmarket-licence-${A.first}.pdf"`,
    );
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { pages, text } = await pdfText(res.bytes);
    const read = text.replace(/\s+/g, ' ');
    expect(pages).toBe(1);
    for (const expected of [
      A.first,
      `JV#${ids[0]}`,
      titles.get(ids[0]!)!,
      'Basic Pro',
      'Ada Lovelace',
      'Analytical Films Ltd',
      'Summer reel',
      'PO-4471',
      '$149.00 USD',
      A.january.reference,
      '#1001',
      `${BASE_URL}/licensing/verify/${A.first}`,
    ]) {
      expect(read, expected).toContain(expected);
    }
  });

  it("answers another user's certificate and an unknown number 404, and a visitor 401", async () => {
    for (const number of [A.first, 'CM-2026-999999']) {
      const res = await call(server.url, certificateEndpoint, { ...as(bob), params: { number } });
      expect(res.status).toBe(404);
      expect(res.json.message).toBe(CART_SERVER_MESSAGES.licenceMissing);
    }
    expect((await download(server.url + certificatePath(A.first))).status).toBe(401);
  });
});

describe('GET /api/user/licensing/history (licences, purchases and gift cards)', () => {
  it('lists everything bought, newest first, with what each record means', async () => {
    const page = await history(alice);
    expect(page.total).toBe(7);
    // On 20 March the order's licence, its two purchases and the gift card it issued share one instant: the
    // kind orders them (gift card, licence, purchase), then the key.
    expect(page.data.map((r) => [r.type, r.date.slice(0, 10)])).toEqual([
      ['giftCard', '2026-03-20'],
      ['licence', '2026-03-20'],
      ['purchase', '2026-03-20'],
      ['purchase', '2026-03-20'],
      ['licence', '2026-02-15'],
      ['licence', '2026-01-10'],
      ['purchase', '2026-01-10'],
    ]);

    const licence = page.data.find((r) => r.licenceNumber === A.first)!;
    expect(licence).toEqual({
      id: `licence-${A.first}`,
      type: 'licence',
      date: '2026-01-10T09:00:00.000Z',
      title: titles.get(ids[0]!),
      jmId: ids[0],
      productName: 'Basic Pro',
      amountCents: 14_900,
      currency: 'USD',
      orderNumber: A.january.reference,
      licenceNumber: A.first,
      projectName: 'Summer reel',
      poNumber: 'PO-4471',
      certificateUrl: `/api/user/licensing/licences/${A.first}/certificate`,
      giftCard: null,
      revokedAt: null,
      orderStatus: 'paid',
    });
    // One order number for every order, paid with money or wholly with credits: the marketplace's reference.
    expect(page.data.find((r) => r.licenceNumber === A.second)!.orderNumber).toBe(A.february.reference);

    const pack = page.data.find((r) => r.id === `purchase-${A.packItem}`)!;
    expect(pack).toMatchObject({
      type: 'purchase',
      title: 'Discount Pack',
      productName: '10 × Basic Pro',
      amountCents: 119_000,
      orderNumber: A.march.reference,
      licenceNumber: null,
      certificateUrl: null,
      giftCard: null,
      revokedAt: null,
      orderStatus: 'paid',
    });
    expect(page.data.find((r) => r.id === `purchase-${A.cardItem}`)!.productName).toBe('$50.00');
    expect(page.data.find((r) => r.id === `purchase-${A.feeItem}`)).toMatchObject({
      title: 'Rights management fee',
      jmId: ids[0],
      amountCents: 10_000,
    });

    const card = page.data.find((r) => r.type === 'giftCard')!;
    expect(card).toMatchObject({
      id: `giftCard-${A.giftCard}`,
      title: 'Gift Card ending in 7K2Q',
      productName: '$50.00',
      amountCents: 5_000,
      orderNumber: A.march.reference,
      giftCard: {
        code: 'GIFT-ABCD-EFGH-7K2Q',
        lastCharacters: '7K2Q',
        balanceCents: 1_200,
        initialCents: 5_000,
      },
    });
  });

  it('shows each kind alone with the type filter', async () => {
    expect((await history(alice, { type: 'licence' })).data.map((r) => r.licenceNumber)).toEqual([
      A.third,
      A.second,
      A.first,
    ]);
    const purchases = await history(alice, { type: 'purchase' });
    expect(purchases.total).toBe(3);
    expect(purchases.data.every((r) => r.type === 'purchase')).toBe(true);
    const cards = await history(alice, { type: 'giftCard' });
    expect(cards.data.map((r) => r.type)).toEqual(['giftCard']);
  });

  it('keeps a date range inclusive of both days, whole UTC days', async () => {
    // The second licence was granted at 23:59:59 on 15 February.
    expect(await licenceNumbersOf(alice, { from: '2026-02-15', to: '2026-02-15' })).toEqual([A.second]);
    expect(await licenceNumbersOf(alice, { to: '2026-02-14' })).toEqual([A.first]);
    expect(await licenceNumbersOf(alice, { from: '2026-02-16' })).toEqual([A.third]);
    expect(await licenceNumbersOf(alice, { from: '2026-01-10', to: '2026-03-20' })).toEqual([
      A.third,
      A.second,
      A.first,
    ]);
    const all = await history(alice, { from: '2026-01-01', to: '2026-01-31' });
    expect(all.data.map((r) => r.type)).toEqual(['licence', 'purchase']);
  });

  it('answers a range that ends before it starts with a clear 400', async () => {
    const res = await call(server.url, historyEndpoint, {
      ...as(alice),
      query: { from: '2026-03-01', to: '2026-02-01' },
    });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(DATE_RANGE_MESSAGE);
    const bad = await call(server.url, historyEndpoint, { ...as(alice), query: { from: '2026-02-30' } });
    expect(bad.status).toBe(400);
    // A well-formed day PostgreSQL has no calendar for.
    const yearZero = await call(server.url, historyEndpoint, { ...as(alice), query: { to: '0000-01-01' } });
    expect(yearZero.status).toBe(400);
    expect(yearZero.json.message).toBe(DATE_YEAR_MESSAGE);
    const farFuture = await history(alice, { from: '9999-12-31' });
    expect(farFuture.total).toBe(0);
  });

  it("finds by a clip's title words, its jmId, 'JV#' + jmId, or a licence number", async () => {
    const title = titles.get(ids[2]!)!;
    const words = title.split(/\s+/).filter((w) => w.length > 3);
    const byWords = await licenceNumbersOf(alice, { q: `${words[0]!.toLowerCase()} ${words.at(-1)}` });
    expect(byWords).toContain(A.third);
    for (const number of byWords) {
      const res = await call(server.url, licenceEndpoint, { ...as(alice), params: { number: number! } });
      expect(res.json.title.toLowerCase()).toContain(words[0]!.toLowerCase());
    }
    expect(await licenceNumbersOf(alice, { q: ids[1]! })).toEqual([A.second]);
    expect(await licenceNumbersOf(alice, { q: `JV#${ids[1]}` })).toEqual([A.second]);
    expect(await licenceNumbersOf(alice, { q: A.first.toLowerCase() })).toEqual([A.first]);
    expect(await licenceNumbersOf(alice, { q: 'zzqqxx-no-such-words' })).toEqual([]);
    // LIKE's wildcards are plain characters.
    expect(await licenceNumbersOf(alice, { q: '%' })).toEqual([]);
    expect(await licenceNumbersOf(alice, { q: '_' })).toEqual([]);
    // A purchase is found by its title too (the rights management fee names its clip).
    const fee = await history(alice, { type: 'purchase', q: 'rights' });
    expect(fee.data.map((r) => r.id)).toEqual([`purchase-${A.feeItem}`]);
  });

  it('finds a PO number exactly, ignoring case', async () => {
    expect(await licenceNumbersOf(alice, { po: 'PO-9000' })).toEqual([A.second]);
    expect(await licenceNumbersOf(alice, { po: 'po-4471' })).toEqual([A.first]);
    expect(await licenceNumbersOf(alice, { po: 'PO-44' })).toEqual([]);
    // Purchases and gift cards carry no PO: a PO filter keeps licences only.
    expect((await history(alice, { po: 'PO-4471' })).data.map((r) => r.licenceNumber)).toEqual([A.first]);
  });

  it('pages with offset and max, the total counting every match', async () => {
    const first = await history(alice, { max: 3 });
    const second = await history(alice, { max: 3, offset: 3 });
    const third = await history(alice, { max: 3, offset: 6 });
    const beyond = await history(alice, { max: 3, offset: 60 });
    expect([first.total, second.total, third.total, beyond.total]).toEqual([7, 7, 7, 7]);
    expect([first.data.length, second.data.length, third.data.length, beyond.data.length]).toEqual([
      3, 3, 1, 0,
    ]);
    const all = await history(alice);
    expect([...first.data, ...second.data, ...third.data].map((r) => r.id)).toEqual(
      all.data.map((r) => r.id),
    );
    const tooMany = await call(server.url, historyEndpoint, { ...as(alice), query: { max: 101 } });
    expect(tooMany.status).toBe(400);
  });

  it("shows another user none of the buyer's records, and a visitor nothing", async () => {
    expect(await history(bob)).toEqual({ data: [], total: 0 });
    expect(await history(bob, { q: A.first })).toEqual({ data: [], total: 0 });
    expect((await call(server.url, historyEndpoint, {})).status).toBe(401);
  });
});

describe('GET /api/user/licensing/licences/export.csv', () => {
  it('exports one row per licence under a header row, as an attachment', async () => {
    const res = await download(server.url + csvEndpoint.path, alice.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="Clipmarket-licences-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const rows = parseCsv(res.bytes.toString('utf8'));
    expect(rows[0]).toEqual([...CSV_HEADER]);
    expect(rows.slice(1).map((r) => r[0])).toEqual([A.third, A.second, A.first]);
    expect(rows.find((r) => r[0] === A.first)).toEqual([
      A.first,
      '2026-01-10',
      `JV#${ids[0]}`,
      titles.get(ids[0]!),
      'Basic Pro',
      'Summer reel',
      'PO-4471',
      '149.00',
      'USD',
      'Money',
      A.january.reference,
      `${BASE_URL}/licensing/verify/${A.first}`,
      `${BASE_URL}/api/user/licensing/orders/${A.january.reference}/receipt`,
      'Paid',
      // Never upgraded: no upgrade, no upgrade price.
      '',
      '',
    ]);
    const credit = rows.find((r) => r[0] === A.second)!;
    expect([credit[9], credit[10], credit[12]]).toEqual([
      'Discount Pack credit',
      A.february.reference,
      `${BASE_URL}/api/user/licensing/orders/${A.february.reference}/receipt`,
    ]);
    // The receipt a row links to is the owner's order's, and answers them.
    const receipt = await download(credit[12]!.replace(BASE_URL, server.url), alice.token);
    expect(receipt.status).toBe(200);
    expect(receipt.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('takes the history filters', async () => {
    const rows = (query: string) =>
      download(`${server.url}${csvEndpoint.path}?${query}`, alice.token).then((r) =>
        parseCsv(r.bytes.toString('utf8'))
          .slice(1)
          .map((row) => row[0]),
      );
    expect(await rows('po=po-4471')).toEqual([A.first]);
    expect(await rows('from=2026-02-01&to=2026-02-28')).toEqual([A.second]);
    expect(await rows(`q=${encodeURIComponent(`JV#${ids[2]}`)}`)).toEqual([A.third]);
    expect((await download(`${server.url}${csvEndpoint.path}?from=2026-13-01`, alice.token)).status).toBe(
      400,
    );
  });

  it('neutralises cells a spreadsheet would run as a formula', async () => {
    const carol = await registerAndLogin(server.url);
    const order = await insertOrder(server.db, carol.userUuid, { name: '=1+1' });
    const hostile = [
      '=HYPERLINK("https://evil.example","Click")',
      '+1+cmd|calc',
      '-2+3',
      '@SUM(A1)',
      '\tTab',
      '\rCR',
    ];
    for (const [i, text] of hostile.entries()) {
      await insertLicence(server.db, carol.userUuid, order, {
        jmId: ids[3 + i]!,
        projectName: text,
        poNumber: text,
        grantedAt: new Date(Date.UTC(2026, 0, 1 + i)),
      });
    }
    const res = await download(server.url + csvEndpoint.path, carol.token);
    const rows = parseCsv(res.bytes.toString('utf8')).slice(1).reverse();
    expect(rows).toHaveLength(hostile.length);
    rows.forEach((row, i) => {
      expect(row[5], 'project').toBe(`'${hostile[i]}`);
      expect(row[6], 'PO').toBe(`'${hostile[i]}`);
      // The order column is the marketplace's reference: a storefront order's name never reaches the sheet.
      expect(row[10], 'order').toBe(order.reference);
    });
    // An ordinary cell is left as it is.
    expect(rows[0]![2]).toBe(`JV#${ids[3]}`);
  });

  it('gives another user a header row only, and a visitor 401', async () => {
    const res = await download(server.url + csvEndpoint.path, bob.token);
    expect(res.status).toBe(200);
    expect(parseCsv(res.bytes.toString('utf8'))).toEqual([[...CSV_HEADER]]);
    expect((await download(server.url + csvEndpoint.path)).status).toBe(401);
  });
});

describe('GET /api/user/licensing/licences/certificates.zip', () => {
  it('zips one certificate PDF per licence, each named by its number and proving that licence', async () => {
    const res = await download(server.url + zipEndpoint.path, alice.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="Clipmarket-certificates-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const files = unzip(res.bytes);
    expect([...files.keys()].sort()).toEqual(
      [A.first, A.second, A.third].map((n) => `Clipmarket-licence-${n}.pdf`).sort(),
    );
    for (const [name, pdf] of files) {
      const number = /CM-\d{4}-\d{6}/.exec(name)![0];
      const { pages, text } = await pdfText(pdf);
      expect(pages).toBe(1);
      expect(text.replace(/\s+/g, ' ')).toContain(`${BASE_URL}/licensing/verify/${number}`);
    }
  });

  it('takes the history filters', async () => {
    const res = await download(`${server.url}${zipEndpoint.path}?po=PO-9000`, alice.token);
    expect([...unzip(res.bytes).keys()]).toEqual([`Clipmarket-licence-${A.second}.pdf`]);
  });

  it('gives another user an empty zip, and a visitor 401', async () => {
    const res = await download(server.url + zipEndpoint.path, bob.token);
    expect(res.status).toBe(200);
    expect(unzip(res.bytes).size).toBe(0);
    expect((await download(server.url + zipEndpoint.path)).status).toBe(401);
  });
});

describe('exports of more licences than the limit', () => {
  it(`answers 400 asking to narrow the filters past ${COMMERCE_LIMITS.exportMax} licences, and exports once narrowed`, async () => {
    const dave = await registerAndLogin(server.url);
    const order = await insertOrder(server.db, dave.userUuid);
    const count = COMMERCE_LIMITS.exportMax + 1;
    // One statement for a thousand rows; the last one alone on 2 January.
    await sql`
      INSERT INTO licences (number, user_id, order_id, line_key, jm_id, tier, terms, licensee_name,
        licensee_email, price_cents, currency, paid_with, granted_at)
      SELECT 'CM-2025-' || lpad((900000 + g)::text, 6, '0'), ${dave.userUuid}, ${order.id}, 'bulk-' || g,
        ${ids[0]!}, 'personal', '{}'::jsonb, 'Dave', 'dave@example.com', 4900, 'USD', 'money',
        CASE WHEN g = ${count} THEN timestamptz '2025-01-02T12:00:00Z' ELSE timestamptz '2025-01-01T12:00:00Z' END
      FROM generate_series(1, ${count}::int) AS g
    `.execute(server.db);
    const csv = await call(server.url, csvEndpoint, { token: dave.token });
    expect(csv.status).toBe(400);
    expect(csv.json.message).toBe(EXPORT_TOO_LARGE_MESSAGE);
    // The certificate zip's bound is tighter: each PDF is rendered on request.
    const zip = await call(server.url, zipEndpoint, { token: dave.token });
    expect(zip.status).toBe(400);
    expect(zip.json.message).toBe(CERTIFICATES_ZIP_TOO_LARGE_MESSAGE);
    expect(zip.json.message).toContain(`at most ${COMMERCE_LIMITS.certificatesZipMax} certificates`);
    const narrowed = await download(`${server.url}${csvEndpoint.path}?from=2025-01-02`, dave.token);
    expect(parseCsv(narrowed.bytes.toString('utf8'))).toHaveLength(2);
    // Exactly the limit is allowed.
    await server.db
      .deleteFrom('licences')
      .where('number', '=', `CM-2025-${900000 + count}`)
      .execute();
    const atLimit = await download(server.url + csvEndpoint.path, dave.token);
    expect(parseCsv(atLimit.bytes.toString('utf8'))).toHaveLength(COMMERCE_LIMITS.exportMax + 1);
  });
});
