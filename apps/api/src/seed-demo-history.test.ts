import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  clipDownloadEndpoint,
  declareUsageEndpoint,
  fillPath,
  LICENCE_NUMBER_CURRENT_PATTERN,
  loginEndpoint,
  usageMonthEndpoint,
  usageMonthResponseSchema,
  usageMonthsEndpoint,
} from '@clipmarket/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD, seedDemoUsers } from './auth/seed';
import { footageNumberOf } from './downloads/service';
import { download } from './licences/test-helpers';
import { call, type CallOptions } from './playlists/test-helpers';
import { DEMO_BUYER_EMAIL, seedDemoHistory, type DemoHistory } from './seed-demo-history';
import { startTestServer, type TestServer } from './test/harness';

// Real HTTP on a real database: generous limits for loaded CI machines.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 600_000 });

/** A January start: last month is December of the year before, so the year boundary is crossed too. */
const NOW = new Date('2026-01-15T12:00:00Z');
const DECEMBER = { year: 2025, month: 12 };

let server: TestServer;
let mediaDir: string;
let seeded: DemoHistory | null;
let token: string;
let buyerId: string;
const api = (endpoint: Parameters<typeof call>[1], options?: CallOptions) =>
  call(server.url, endpoint, { token, ...options });

/** What the demo buyer has: orders, licences, downloads and download history entries. */
async function counts() {
  const count = async (table: 'orders' | 'licences' | 'clipDownloads' | 'videoHistory') => {
    const row = await server.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('userId', '=', buyerId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  return {
    orders: await count('orders'),
    licences: await count('licences'),
    downloads: await count('clipDownloads'),
    history: await count('videoHistory'),
  };
}

beforeAll(async () => {
  // Small stand-ins for the footage, so a download's bytes say which file was served.
  mediaDir = mkdtempSync(path.join(tmpdir(), 'clipmarket-demo-history-'));
  for (const folder of ['masters', 'previews']) mkdirSync(path.join(mediaDir, folder));
  for (let n = 1; n <= 12; n++) {
    const number = String(n).padStart(2, '0');
    writeFileSync(path.join(mediaDir, 'masters', `clip-${number}.mp4`), `master ${number}`);
    writeFileSync(path.join(mediaDir, 'previews', `clip-${number}.mp4`), `preview ${number}`);
  }
  server = await startTestServer({
    seedClips: 12,
    app: { mediaDir, usage: { now: () => NOW, reminder: { enabled: false } } },
  });
  await seedDemoUsers(server.db);
  seeded = await seedDemoHistory(server.db, { now: NOW });
  const login = await call(server.url, loginEndpoint, {
    body: { username: DEMO_BUYER_EMAIL, password: DEMO_PASSWORD },
  });
  expect(login.status).toBe(200);
  token = login.json.access_token;
  buyerId = login.json.userUuid;
}, 120_000);

afterAll(async () => {
  await server?.close();
  if (mediaDir) rmSync(mediaDir, { recursive: true, force: true });
});

describe('the demo buyer on a fresh development database', () => {
  it('has last month among their usage months, and only it', async () => {
    expect(seeded).toMatchObject({ ...DECEMBER, downloads: 3 });
    const res = await api(usageMonthsEndpoint);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ years: [{ year: 2025, months: [12] }] });
  });

  it('finds three clips downloaded on days 4 to 6 of last month, none declared yet', async () => {
    const res = await api(usageMonthEndpoint, { params: DECEMBER });
    expect(res.status).toBe(200);
    const month = usageMonthResponseSchema.parse(res.json);
    expect(month).toMatchObject({ ...DECEMBER, isOver: true, declareDate: null, notes: null });
    expect(month.downloads.map((row) => row.downloadedAt.slice(0, 10))).toEqual([
      '2025-12-04',
      '2025-12-05',
      '2025-12-06',
    ]);
    expect(month.downloads.every((row) => !row.used)).toBe(true);
  });

  it('holds a Personal and two Basic Pro licences from one order paid on day 3 of last month', async () => {
    const orders = await server.db
      .selectFrom('orders')
      .select(['id', 'paidAt', 'subtotalCents', 'name'])
      .where('userId', '=', buyerId)
      .execute();
    expect(orders).toHaveLength(1);
    expect(new Date(orders[0]!.paidAt).toISOString().slice(0, 10)).toBe('2025-12-03');
    // No storefront took this order: it is named by its reference, as a checkout paid with credits is.
    expect(orders[0]!.name).toBeNull();
    expect(orders[0]!.subtotalCents).toBe(4_900 + 14_900 + 14_900);

    const licences = await server.db
      .selectFrom('licences')
      .select(['number', 'tier', 'grantedAt', 'terms', 'licenseeName', 'priceCents', 'orderId'])
      .where('userId', '=', buyerId)
      .orderBy('priceCents')
      .orderBy('number')
      .execute();
    expect(licences.map((l) => l.tier)).toEqual(['personal', 'basicPro', 'basicPro']);
    expect(licences.map((l) => l.priceCents)).toEqual([4_900, 14_900, 14_900]);
    expect(licences.map((l) => l.terms.watermarked)).toEqual([true, false, false]);
    for (const licence of licences) {
      expect(licence.orderId).toBe(orders[0]!.id);
      expect(licence.number).toMatch(LICENCE_NUMBER_CURRENT_PATTERN);
      expect(licence.number.startsWith('CM-2025-')).toBe(true);
      expect(new Date(licence.grantedAt).toISOString().slice(0, 10)).toBe('2025-12-03');
      expect(licence.licenseeName).toBe('Bea Buyer');
    }
    expect([...seeded!.licences].sort()).toEqual(licences.map((l) => l.number).sort());
  });

  it('downloaded the watermarked file with the Personal licence and the masters with Basic Pro', async () => {
    const rows = await server.db
      .selectFrom('clipDownloads as d')
      .innerJoin('licences as l', 'l.number', 'd.licenceNumber')
      .select(['d.jmId', 'd.file', 'd.via', 'l.tier', 'l.jmId as licensedJmId'])
      .where('d.userId', '=', buyerId)
      .orderBy('d.downloadedAt')
      .execute();
    expect(rows.map((row) => [row.tier, row.file, row.via])).toEqual([
      ['personal', 'preview', 'clip'],
      ['basicPro', 'master', 'clip'],
      ['basicPro', 'master', 'clip'],
    ]);
    expect(rows.every((row) => row.jmId === row.licensedJmId)).toBe(true);

    const history = await server.db
      .selectFrom('videoHistory')
      .select(['jmId', 'kind', 'lastAt'])
      .where('userId', '=', buyerId)
      .orderBy('lastAt')
      .execute();
    expect(history.map((row) => [row.jmId, row.kind])).toEqual(rows.map((row) => [row.jmId, 'download']));
    expect(new Date(history[0]!.lastAt).toISOString().slice(0, 10)).toBe('2025-12-04');
  });

  it('adds nothing when seeded again (every start of `npm start` calls it)', async () => {
    const before = await counts();
    expect(before).toEqual({ orders: 1, licences: 3, downloads: 3, history: 3 });
    expect(await seedDemoHistory(server.db, { now: NOW })).toBeNull();
    expect(await seedDemoHistory(server.db, { now: new Date('2026-06-01T00:00:00Z') })).toBeNull();
    expect(await counts()).toEqual(before);
  });

  it('declares last month (200), which then carries its notes and date', async () => {
    const res = await api(declareUsageEndpoint, { params: DECEMBER, body: { notes: 'Used in the recap.' } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ ...DECEMBER, notes: 'Used in the recap.' });
    expect(res.json.declareDate).not.toBeNull();
    const read = await api(usageMonthEndpoint, { params: DECEMBER });
    expect(read.json.declareDate).toBe(res.json.declareDate);
  });

  it('can download its licensed clips for real: the master for Basic Pro, the watermarked file for Personal', async () => {
    const clips = await server.db
      .selectFrom('licences as l')
      .innerJoin('clips as c', 'c.jmId', 'l.jmId')
      .select(['l.tier', 'c.jmId', 'c.previewUrl', 'c.imgUrl'])
      .where('l.userId', '=', buyerId)
      .orderBy('l.number')
      .execute();
    for (const clip of clips) {
      const number = footageNumberOf(clip);
      const res = await download(
        server.url + fillPath(clipDownloadEndpoint.path, { jmId: clip.jmId }),
        token,
      );
      expect(res.status).toBe(200);
      expect(res.bytes.toString()).toBe(`${clip.tier === 'personal' ? 'preview' : 'master'} ${number}`);
    }
  });
});
