import { COMMERCE_LIMITS } from '@clipmarket/core';
import { describe, expect, it, vi } from 'vitest';
import { certificatesZip, CSV_HEADER, licencesCsv } from './exports';
import type { LicenceRecord } from './service';
import { parseCsv, termsOf } from './test-helpers';

const licence = (n: number) =>
  ({
    number: `CM-2026-${String(n).padStart(6, '0')}`,
    grantedAt: new Date('2026-01-01T00:00:00Z'),
  }) as LicenceRecord;

describe('the certificate zip', () => {
  it('renders nothing for more certificates than its bound, whoever calls it', async () => {
    const render = vi.fn(async () => Buffer.from('%PDF-1.7'));
    const many = Array.from({ length: COMMERCE_LIMITS.certificatesZipMax + 1 }, (_, i) => licence(i + 1));
    await expect(certificatesZip(many, render, () => {})).rejects.toThrow(
      `at most ${COMMERCE_LIMITS.certificatesZipMax} certificates`,
    );
    await expect(certificatesZip(many.slice(0, 3), render, () => {}, 2)).rejects.toThrow(/at most 2/);
    expect(render).not.toHaveBeenCalled();
  });

  it('renders each certificate of a zip within the bound', async () => {
    const render = vi.fn(async () => Buffer.from('%PDF-1.7'));
    const zip = await certificatesZip([licence(1), licence(2)], render, () => {}, 2);
    const chunks: Buffer[] = [];
    for await (const chunk of zip) chunks.push(chunk as Buffer);
    expect(render).toHaveBeenCalledTimes(2);
    expect(Buffer.concat(chunks).subarray(0, 2).toString()).toBe('PK');
  });
});

/** A licence as the CSV reads it: a Basic Pro licence of one order, never upgraded. */
const licenceRow = (): LicenceRecord => ({
  number: 'CM-2026-000123',
  jmId: '1202783',
  title: 'Dog surfs',
  imgUrl: null,
  tier: 'basicPro',
  terms: termsOf('basicPro'),
  licenseeName: 'Ada Lovelace',
  licenseeCompany: null,
  licenseeEmail: 'ada@example.com',
  projectName: null,
  poNumber: null,
  priceCents: 14_900,
  discountCents: 0,
  currency: 'USD',
  paidWith: 'money',
  postUrls: [],
  revokedAt: null,
  revokedReason: null,
  showCompany: false,
  grantedAt: new Date('2026-05-01T10:30:00Z'),
  orderId: '00000000-0000-4000-8000-000000000001',
  orderReference: 'CMO-7F3A9C2B',
  orderName: '#1001',
  upgrades: [],
  invoice: null,
});

/** The CSV of the licences, parsed: the header row, then one row per licence. */
async function rowsOf(licences: LicenceRecord[]): Promise<string[][]> {
  const csv = licencesCsv(
    licences,
    (number) => `https://clips.example/licensing/verify/${number}`,
    (order) => `https://clips.example/api/user/licensing/orders/${order}/receipt`,
    () => 'Paid',
  );
  let text = '';
  for await (const chunk of csv) text += String(chunk);
  return parseCsv(text);
}

describe('the licences CSV', () => {
  it("links each licence's order receipt ('Receipt') and says how its order stands ('Payment')", async () => {
    const row = licenceRow();
    const csv = licencesCsv(
      [row],
      (number) => `https://clips.example/licensing/verify/${number}`,
      (order) => `https://clips.example/api/user/licensing/orders/${order}/receipt`,
      (orderId) => (orderId === row.orderId ? 'Unpaid' : 'Paid'),
    );
    let text = '';
    for await (const chunk of csv) text += String(chunk);
    const [header, line] = parseCsv(text);
    expect(header).toEqual([...CSV_HEADER]);
    expect(line![CSV_HEADER.indexOf('Receipt')]).toBe(
      'https://clips.example/api/user/licensing/orders/CMO-7F3A9C2B/receipt',
    );
    // The order's payment state, as its page says it (an invoice not paid yet is 'Unpaid').
    expect(line![CSV_HEADER.indexOf('Payment')]).toBe('Unpaid');
  });

  it('says of an upgraded licence its tier now, what its own order paid, and when, from what and for how much it was raised', async () => {
    const upgraded: LicenceRecord = {
      ...licenceRow(),
      tier: 'superPro',
      priceCents: 4_900,
      upgrades: [
        {
          fromTier: 'personal',
          toTier: 'basicPro',
          date: new Date('2026-06-01T09:00:00Z'),
          orderNumber: 'CMO-00000001',
          priceCents: 10_000,
          currency: 'USD',
        },
        {
          fromTier: 'basicPro',
          toTier: 'superPro',
          date: new Date('2026-07-01T09:00:00Z'),
          orderNumber: 'CMO-00000002',
          priceCents: 15_000,
          currency: 'USD',
        },
      ],
    };
    const [, line, plain] = await rowsOf([upgraded, licenceRow()]);
    const cell = (row: string[] | undefined, column: (typeof CSV_HEADER)[number]) =>
      row![CSV_HEADER.indexOf(column)];
    expect(cell(line, 'Tier')).toBe('Super Pro');
    expect(cell(line, 'Price')).toBe('49.00');
    expect(cell(line, 'Upgraded')).toBe(
      '2026-06-01 from Personal (CMO-00000001); 2026-07-01 from Basic Pro (CMO-00000002)',
    );
    expect(cell(line, 'Upgrade price')).toBe('250.00');
    // A licence never upgraded leaves both empty.
    expect(cell(plain, 'Upgraded')).toBe('');
    expect(cell(plain, 'Upgrade price')).toBe('');
  });
});
