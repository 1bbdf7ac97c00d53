import {
  FULFILMENT_MESSAGES,
  declareUsageEndpoint,
  saveUsageEndpoint,
  usageCsvEndpoint,
  usageMonthEndpoint,
  usageMonthResponseSchema,
  usageMonthsEndpoint,
  usageMonthsResponseSchema,
} from '@clipmarket/core';
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { fails, mockRequest, ok, useMswLocation } from '../test/call';
import { usageMonthFixtures, usageMonthsFixture, usageMonthToDeclare } from './fixtures';
import { USAGE_DECLARED_ELSEWHERE_NOTES, usageHandlers } from './handlers';

const october = { year: '2026', month: '10' };
const ids = usageMonthToDeclare.downloads.map((row) => row.videoId);

describe('usage fixtures', () => {
  it('parse with the contract schemas and list the months newest first', () => {
    for (const month of Object.values(usageMonthFixtures)) usageMonthResponseSchema.parse(month);
    expect(usageMonthsResponseSchema.parse(usageMonthsFixture)).toEqual({
      years: [
        { year: 2026, months: [11, 10, 9] },
        { year: 2025, months: [12] },
      ],
    });
  });

  it('hold a month to declare, a month not over, and declared months', () => {
    expect(usageMonthToDeclare).toMatchObject({ isOver: true, declareDate: null });
    expect(usageMonthFixtures['2026-11']).toMatchObject({ isOver: false, declareDate: null });
    expect(usageMonthFixtures['2026-9']!.declareDate).not.toBeNull();
    // Each download falls in its month (UTC).
    for (const month of Object.values(usageMonthFixtures)) {
      for (const row of month.downloads) {
        const at = new Date(row.downloadedAt);
        expect([at.getUTCFullYear(), at.getUTCMonth() + 1]).toEqual([month.year, month.month]);
      }
    }
  });
});

describe('usage handlers', () => {
  useMswLocation();

  it('save the used clips, and later reads show them', async () => {
    const handlers = usageHandlers.months();
    const saved = await ok(handlers, saveUsageEndpoint, { params: october, body: { videoIds: [ids[1]] } });
    expect(saved.downloads.map((row: { used: boolean }) => row.used)).toEqual([false, true, false, false]);
    const read = await ok(handlers, usageMonthEndpoint, { params: october });
    expect(read.downloads[1].used).toBe(true);
  });

  it('answer 400 for a clip not downloaded that month and for a bad month, 404 for a month without downloads', async () => {
    const handlers = usageHandlers.months();
    await fails(handlers, saveUsageEndpoint, 400, { params: october, body: { videoIds: ['9999999'] } });
    await fails(handlers, usageMonthEndpoint, 400, { params: { year: '2026', month: '13' } });
    const missing = await fails(handlers, usageMonthEndpoint, 404, { params: { year: '2026', month: '1' } });
    expect(missing.message).toBe(FULFILMENT_MESSAGES.monthMissing);
  });

  it('declare a month once it is over, once: then 409, and the CSV is there', async () => {
    const handlers = usageHandlers.months();
    await fails(handlers, usageCsvEndpoint, 409, { params: october });
    const declared = await ok(handlers, declareUsageEndpoint, { params: october, body: { notes: ' Blog ' } });
    expect(declared).toMatchObject({ notes: 'Blog' });
    expect(declared.declareDate).not.toBeNull();
    const again = await fails(handlers, declareUsageEndpoint, 409, { params: october, body: { notes: '' } });
    expect(again.message).toBe(FULFILMENT_MESSAGES.monthDeclared);
    const csv = await getResponse(handlers, mockRequest(usageCsvEndpoint, { params: october }));
    expect(csv?.status).toBe(200);
    const bytes = new Uint8Array(await csv!.arrayBuffer());
    // A byte-order mark first, for spreadsheets, as the server writes it.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).split('\r\n');
    expect(lines[0]).toBe('"JV#","Title","Downloaded at (UTC)","Used","Notes"');
    expect(lines[1]).toMatch(/^"JV#1254381",".+","2026-10-03T10:00:00Z","Yes","Blog"$/);

    const notOver = await fails(handlers, declareUsageEndpoint, 405, {
      params: { year: '2026', month: '11' },
      body: { notes: '' },
    });
    expect(notOver.message).toBe(FULFILMENT_MESSAGES.monthNotOver);
  });

  it('answer 409 to a month declared elsewhere meanwhile, which then reads as declared', async () => {
    const handlers = usageHandlers.declaredElsewhere();
    await fails(handlers, declareUsageEndpoint, 409, { params: october, body: { notes: 'Mine' } });
    const read = await ok(handlers, usageMonthEndpoint, { params: october });
    expect(read.notes).toBe(USAGE_DECLARED_ELSEWHERE_NOTES);
  });

  it('answer 404 to forUser (the buyer is not staff) and nothing for a buyer who never downloaded', async () => {
    await fails(usageHandlers.months(), usageMonthsEndpoint, 404, { query: { forUser: 'x@example.com' } });
    expect(await ok(usageHandlers.none(), usageMonthsEndpoint)).toEqual({ years: [] });
  });

  it('answer 401 when the session expired', async () => {
    await fails(usageHandlers.expired(), usageMonthsEndpoint, 401);
  });
});
