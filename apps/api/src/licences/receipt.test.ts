import type { Order } from '@clipmarket/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SELLER_NAME, loadSellerDetails } from './config';
import { renderReceipt } from './receipt';
import { pdfText } from './test-helpers';

/** Whitespace as one space: pdf.js splits lines where PDFKit wrapped them. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

function order(overrides: Partial<Order> = {}): Order {
  return {
    number: 'CMO-7F3A9C2B',
    storefrontName: '#1001',
    date: '2026-05-01T10:30:00Z',
    currency: 'EUR',
    status: 'paid',
    lines: [
      {
        id: 'licence-CM-2026-AB12-CD34-EF56',
        kind: 'licence',
        title: 'Perro 中文 surfea',
        jmId: '1202783',
        tier: 'basicPro',
        productName: 'Basic Pro',
        quantity: 1,
        unitPriceCents: 14_900,
        amountCents: 14_900,
        discountCents: 0,
        paidWith: 'money',
        licenceNumber: 'CM-2026-AB12-CD34-EF56',
        certificateUrl: '/api/user/licensing/licences/CM-2026-AB12-CD34-EF56/certificate',
        projectName: 'Łódź 🐶 reel',
        poNumber: null,
        revokedAt: null,
      },
      {
        id: 'licence-CM-2026-AB12-CD34-EF57',
        kind: 'licence',
        title: 'Cat plays the piano',
        jmId: '1202784',
        tier: 'personal',
        productName: 'Personal',
        quantity: 1,
        unitPriceCents: 0,
        amountCents: 0,
        discountCents: 0,
        paidWith: 'credit',
        licenceNumber: 'CM-2026-AB12-CD34-EF57',
        certificateUrl: '/api/user/licensing/licences/CM-2026-AB12-CD34-EF57/certificate',
        projectName: null,
        poNumber: null,
        revokedAt: null,
      },
    ],
    subtotalCents: 14_900,
    discounts: [],
    giftCards: [],
    tax: { cents: 2_483, included: true, lines: [{ title: 'MwSt', rate: 0.2, amountCents: 2_483 }] },
    totalCents: 14_900,
    refundedCents: 0,
    billing: null,
    buyerEmail: 'ada@example.com',
    receiptUrl: '/api/user/licensing/orders/CMO-7F3A9C2B/receipt',
    ...overrides,
  };
}

describe('the receipt', () => {
  it("prints text Helvetica cannot draw as ?, the account's name and address without billing details, and a tax the prices include", async () => {
    const pdf = await renderReceipt({
      order: order(),
      account: { name: 'Ada Buyer', email: 'ada@example.com' },
      seller: loadSellerDetails({}),
    });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { pages, text } = await pdfText(pdf);
    const read = flat(text);
    expect(pages).toBe(1);
    for (const expected of [
      'Perro ?? surfea',
      'Project: ?ódz ? reel',
      'Ada Buyer',
      'ada@example.com',
      DEFAULT_SELLER_NAME,
      'MwSt 20%',
      '€24.83 included',
      'Total',
      '€149.00 EUR',
      'Discount Pack credit',
      'Page 1 of 1',
    ]) {
      expect(read, expected).toContain(expected);
    }
    // No seller address or VAT number unless configured.
    expect(read).not.toContain('VAT number');
  });

  it('prints each tax line with its title and rate, and what a discounted line paid after its discount', async () => {
    const base = order();
    const [licence] = base.lines;
    const pdf = await renderReceipt({
      order: order({
        lines: [{ ...licence!, discountCents: 1_490 }],
        discounts: [{ code: 'TEST10', amountCents: 1_490 }],
        tax: {
          cents: 2_982,
          included: false,
          lines: [
            { title: 'VAT', rate: 0.2, amountCents: 2_682 },
            { title: 'City tax', rate: 0.02235, amountCents: 300 },
          ],
        },
        totalCents: 14_900 - 1_490 + 2_982,
      }),
      account: { name: 'Ada Buyer', email: 'ada@example.com' },
      seller: loadSellerDetails({}),
    });
    const read = flat((await pdfText(pdf)).text);
    for (const expected of [
      'Paid €134.10 after a discount of €14.90',
      'Discount (TEST10)',
      '-€14.90',
      'VAT 20%',
      '€26.82',
      'City tax 2.235%',
      '€3.00',
      '€163.92 EUR',
    ]) {
      expect(read, expected).toContain(expected);
    }
    expect(read).not.toContain('included');
  });

  it('says what was refunded and that the order is refunded', async () => {
    const pdf = await renderReceipt({
      order: order({
        status: 'refunded',
        refundedCents: 14_900,
        tax: { cents: 0, included: false, lines: [] },
      }),
      account: { name: 'Ada Buyer', email: 'ada@example.com' },
      seller: loadSellerDetails({}),
    });
    const read = flat((await pdfText(pdf)).text);
    expect(read).toContain('Refunded');
    expect(read).toContain('-€149.00');
    expect(read).toMatch(/Tax\s*None/);
  });
});

describe('the seller on receipts', () => {
  it('is Clipmarket, with no address, VAT number or bank details, unless SELLER_NAME, SELLER_ADDRESS, SELLER_VAT_NUMBER and SELLER_BANK_DETAILS say', () => {
    expect(loadSellerDetails({})).toEqual({
      name: 'Clipmarket',
      addressLines: [],
      vatNumber: null,
      bankDetails: [],
    });
    expect(
      loadSellerDetails({
        SELLER_NAME: ' Clipmarket Ltd ',
        SELLER_ADDRESS: '1 Example Street | London EC1A 1AA\nUnited Kingdom||',
        SELLER_VAT_NUMBER: ' GB000000000 ',
        SELLER_BANK_DETAILS: 'Example Bank | IBAN GB00 EXMP 0000 0000 0000 00 ',
      }),
    ).toEqual({
      name: 'Clipmarket Ltd',
      addressLines: ['1 Example Street', 'London EC1A 1AA', 'United Kingdom'],
      vatNumber: 'GB000000000',
      bankDetails: ['Example Bank', 'IBAN GB00 EXMP 0000 0000 0000 00'],
    });
  });
});
