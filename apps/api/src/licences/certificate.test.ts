import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { printable, renderCertificate } from './certificate';
import type { LicenceRecord } from './service';
import { drawnQrMatrix, pdfText, termsOf } from './test-helpers';

const VERIFY = 'https://clipmarket.example/licensing/verify/CM-2026-000123';

function licence(overrides: Partial<LicenceRecord> = {}): LicenceRecord {
  return {
    number: 'CM-2026-000123',
    jmId: '1202783',
    title: 'Dog surfs a wave at Huntington Beach',
    imgUrl: null,
    tier: 'basicPro',
    terms: termsOf('basicPro'),
    licenseeName: 'Ada Lovelace',
    licenseeCompany: 'Analytical Films Ltd',
    licenseeEmail: 'ada@example.com',
    projectName: 'Summer reel',
    poNumber: 'PO-4471',
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
    ...overrides,
  };
}

/** Whitespace as one space: pdf.js splits lines where PDFKit wrapped them. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

/** The QR code's modules for a text, at whichever error correction level the certificate chose. */
function encodings(text: string): boolean[][][] {
  return (['L', 'M', 'Q', 'H'] as const).map((level) => {
    const { modules } = QRCode.create(text, { errorCorrectionLevel: level });
    return Array.from({ length: modules.size }, (_, row) =>
      Array.from({ length: modules.size }, (_, col) => Boolean(modules.get(row, col))),
    );
  });
}

describe('the licence certificate', () => {
  it('calls the price invoiced, with its due date, while the order is on an unpaid invoice, and paid once it is paid', async () => {
    const dueOn = '2026-06-01';
    const read = async (state: 'due' | 'paid' | 'cancelled') =>
      flat(
        (
          await pdfText(
            await renderCertificate({
              licence: licence({ invoice: { state, dueOn } }),
              verificationUrl: VERIFY,
            }),
          )
        ).text,
      );
    const due = await read('due');
    expect(due).toContain('PRICE INVOICED');
    expect(due).toContain('$149.00 USD, invoice due 1 June 2026');
    expect(due).not.toContain('PRICE PAID');
    const cancelled = await read('cancelled');
    expect(cancelled).toContain('$149.00 USD, invoice cancelled');
    expect(cancelled).not.toContain('PRICE PAID');
    const paid = await read('paid');
    expect(paid).toContain('PRICE PAID');
    expect(paid).not.toContain('PRICE INVOICED');
  });

  it('prints, as real text, the number, clip, tier and terms, licensee, project, PO, date, price, order and verification address', async () => {
    const pdf = await renderCertificate({ licence: licence(), verificationUrl: VERIFY });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { pages, text } = await pdfText(pdf);
    const read = flat(text);
    expect(pages).toBe(1);
    for (const expected of [
      'Certificate of Licence',
      'CM-2026-000123',
      'JV#1202783',
      'Dog surfs a wave at Huntington Beach',
      'Basic Pro',
      'Ada Lovelace',
      'Analytical Films Ltd',
      'Summer reel',
      'PO-4471',
      '1 May 2026',
      '$149.00 USD',
      'CMO-7F3A9C2B',
      '#1001',
      VERIFY,
      // The Basic Pro terms, as the licence's snapshot has them.
      'Monetization: Allowed',
      'Watermark: No watermark',
      'Pages or channels: 3',
      'Maximum audience: 5 million',
      'Posts per channel: 1',
      'Brands: 1',
      'Distribution: Social, Digital',
      'Compilation rights: Not included',
    ]) {
      expect(read, expected).toContain(expected);
    }
    // Never the buyer's e-mail: a certificate is shown to clients and platforms.
    expect(read).not.toContain('ada@example.com');
  });

  it('draws a QR code of exactly the verification address', async () => {
    const pdf = await renderCertificate({ licence: licence(), verificationUrl: VERIFY });
    const drawn = drawnQrMatrix(pdf);
    expect(drawn.length).toBeGreaterThanOrEqual(21);
    expect(encodings(VERIFY)).toContainEqual(drawn);
    // A different address would draw a different code: the comparison can fail.
    expect(encodings(`${VERIFY}4`)).not.toContainEqual(drawn);
  });

  it("says 'Discount Pack credit' for a licence paid with a credit, and the tier's own terms", async () => {
    const pdf = await renderCertificate({
      licence: licence({
        paidWith: 'credit',
        priceCents: 0,
        tier: 'personal',
        terms: termsOf('personal'),
        orderName: null,
      }),
      verificationUrl: VERIFY,
    });
    const read = flat((await pdfText(pdf)).text);
    expect(read).toContain('Discount Pack credit');
    expect(read).not.toContain('$0.00');
    expect(read).toContain('Personal');
    expect(read).toContain('Monetization: Not allowed');
    expect(read).toContain('Watermark: The clip carries a watermark');
  });

  it('is issued again after an upgrade: the same number at the new tier and terms, with an "Upgraded on" line', async () => {
    const pdf = await renderCertificate({
      licence: licence({
        tier: 'basicPro',
        terms: termsOf('basicPro'),
        priceCents: 4_900,
        upgrades: [
          {
            fromTier: 'personal',
            toTier: 'basicPro',
            date: new Date('2026-05-03T08:00:00Z'),
            orderNumber: 'CMO-1A2B3C4D',
            priceCents: 10_000,
            currency: 'USD',
          },
        ],
      }),
      verificationUrl: VERIFY,
    });
    const { pages, text } = await pdfText(pdf);
    const read = flat(text);
    expect(pages).toBe(1);
    expect(read).toContain('CM-2026-000123');
    expect(read).toContain('Digital publishing licence, Basic Pro tier');
    expect(read).toContain('Upgraded on 3 May 2026 from Personal (order CMO-1A2B3C4D, $100.00 USD)');
    expect(read).toContain('Monetization: Allowed');
    expect(read).toContain('Watermark: No watermark');
    // The original purchase stays what it was: its price and its order.
    expect(read).toContain('$49.00 USD');
    expect(read).toContain('CMO-7F3A9C2B');
    expect(read).toContain('granted 1 May 2026, upgraded 3 May 2026.');
  });

  it('lists the post URLs the licence covers', async () => {
    const urls = ['https://www.tiktok.com/@ada/video/7301', 'https://youtu.be/dQw4w9WgXcQ'];
    const read = flat(
      (
        await pdfText(
          await renderCertificate({ licence: licence({ postUrls: urls }), verificationUrl: VERIFY }),
        )
      ).text,
    );
    expect(read).toContain('Covers the clip as already posted at'.toUpperCase());
    for (const url of urls) expect(read).toContain(url);
  });

  it('stays one page with the longest fields, saying how many post URLs did not fit', async () => {
    const long = (word: string, n: number) => Array.from({ length: n }, () => word).join(' ');
    const urls = Array.from({ length: 20 }, (_, i) => `https://example.com/${i}/${'x'.repeat(2000)}`);
    const pdf = await renderCertificate({
      licence: licence({
        title: long('Extraordinarily', 30),
        licenseeName: long('Name', 60),
        licenseeCompany: long('Company', 40),
        projectName: long('Project', 40),
        poNumber: 'P'.repeat(100),
        postUrls: urls,
        revokedAt: new Date('2026-06-02T00:00:00Z'),
      }),
      verificationUrl: VERIFY,
    });
    const { pages, text } = await pdfText(pdf);
    expect(pages).toBe(1);
    const read = flat(text);
    expect(read).toMatch(/and \d+ more: the licence covers all 20 post URLs/);
    expect(read).toContain('Revoked on 2 June 2026');
    // The verification address is printed whole, whatever came before it.
    expect(read).toContain(VERIFY);
  });

  it('prints titles in other scripts without garbage: accents kept, what Helvetica cannot draw as ?', async () => {
    expect(printable('Café “crème” — naïve Œuvre')).toBe('Café “crème” — naïve Œuvre');
    expect(printable('Łódź 中文 🐶')).toBe('?ódz ?? ?');
    // The upgrade's arrow, which the receipt prints ('Upgrade Personal → Basic Pro'), has a stand-in.
    expect(printable('Upgrade Personal → Basic Pro')).toBe('Upgrade Personal -> Basic Pro');
    const read = flat(
      (
        await pdfText(
          await renderCertificate({
            licence: licence({ title: 'Perro 中文 surfea' }),
            verificationUrl: VERIFY,
          }),
        )
      ).text,
    );
    expect(read).toContain('Perro ?? surfea');
  });
});
