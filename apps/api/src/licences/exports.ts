import { once } from 'node:events';
import type { Readable } from 'node:stream';
import { COMMERCE_LIMITS, formatJvId } from '@clipmarket/core';
import { stringify } from 'csv-stringify';
import { decimalAmount, isoDay, tierName } from './format';
import type { LicenceRecord } from './service';

/** The CSV's columns, in order (one row per licence). */
export const CSV_HEADER = [
  'Licence number',
  'Date',
  'JV#',
  'Title',
  'Tier',
  'Project',
  'PO number',
  'Price',
  'Currency',
  'Paid with',
  'Order',
  'Verification URL',
  'Receipt',
  'Payment',
  'Upgraded',
  'Upgrade price',
] as const;

/**
 * One licence as a CSV row, in CSV_HEADER's order; `receiptUrl` is its order's receipt, `payment` its order's
 * payment state in words ('Paid', 'Unpaid' for an invoice not paid yet, 'Refunded'…). 'Tier' is the tier now;
 * 'Price' what its own order paid, and an upgraded licence's last two columns say when, from which tier and by
 * which order it was raised, and what its upgrades that stand cost (docs/adr/0084), so the rows add up to what
 * was paid.
 */
export function csvRow(
  licence: LicenceRecord,
  verificationUrl: string,
  receiptUrl: string,
  payment: string,
): string[] {
  return [
    licence.number,
    isoDay(licence.grantedAt),
    formatJvId(licence.jmId),
    licence.title,
    tierName(licence.tier),
    licence.projectName ?? '',
    licence.poNumber ?? '',
    decimalAmount(licence.priceCents),
    licence.currency,
    licence.paidWith === 'credit' ? 'Discount Pack credit' : 'Money',
    licence.orderReference,
    verificationUrl,
    receiptUrl,
    payment,
    licence.upgrades.map(upgradeText).join('; '),
    licence.upgrades.length > 0
      ? decimalAmount(licence.upgrades.reduce((sum, upgrade) => sum + upgrade.priceCents, 0))
      : '',
  ];
}

/** '2026-12-04 from Personal (CMO-7F3A9C2B)': one upgrade that stands. */
const upgradeText = (upgrade: LicenceRecord['upgrades'][number]) =>
  `${isoDay(upgrade.date)} from ${tierName(upgrade.fromTier)} (${upgrade.orderNumber})`;

/**
 * The licences as CSV, streamed: a header row, then one row per licence. A byte-order mark tells spreadsheets
 * the text is UTF-8 (without it Excel reads titles as Windows-1252). Every cell a buyer could have typed
 * (title, project, PO) is neutralised against formula injection: one starting with = + - @, a tab or a
 * carriage return gets a leading apostrophe, so a spreadsheet shows it as text instead of running it
 * (csv-stringify's `escape_formulas`, OWASP's "CSV injection").
 */
export function licencesCsv(
  licences: readonly LicenceRecord[],
  verificationUrlOf: (number: string) => string,
  receiptUrlOf: (orderNumber: string) => string,
  paymentOf: (orderId: string) => string,
): Readable {
  const rows = [
    [...CSV_HEADER],
    ...licences.map((licence) =>
      csvRow(
        licence,
        verificationUrlOf(licence.number),
        receiptUrlOf(licence.orderReference),
        paymentOf(licence.orderId),
      ),
    ),
  ];
  return stringify(rows, { bom: true, escape_formulas: true, quoted: true, record_delimiter: 'windows' });
}

/** A licence's file name inside the zip, and as a single download. */
export const certificateFileName = (number: string) => `Clipmarket-licence-${number}.pdf`;

/**
 * The certificates in one zip (at most `max`), streamed: each PDF is made only once the archive has taken the
 * one before, so the certificates never sit in memory together, and a client that stops reading stops the work. PDFs
 * are stored, not deflated: their content is compressed already. A failure after the first bytes were sent
 * can only cut the download short (`onError` logs it).
 */
export async function certificatesZip(
  licences: readonly LicenceRecord[],
  render: (licence: LicenceRecord) => Promise<Buffer>,
  onError: (error: unknown) => void,
  max: number = COMMERCE_LIMITS.certificatesZipMax,
): Promise<Readable> {
  // The route refuses more with a 400 before this; a caller that did not is stopped before any PDF is made.
  if (licences.length > max) throw new RangeError(`A certificate zip holds at most ${max} certificates`);
  // The zip writer loads on the first zip, not at every start (ADR 104).
  const { ZipArchive } = await import('archiver');
  const archive = new ZipArchive({ store: true });
  const closed = new AbortController();
  archive.once('close', () => closed.abort());
  void (async () => {
    try {
      for (const licence of licences) {
        const pdf = await render(licence);
        if (closed.signal.aborted) return;
        const taken = once(archive, 'entry', { signal: closed.signal });
        archive.append(pdf, { name: certificateFileName(licence.number), date: licence.grantedAt });
        await taken;
      }
      await archive.finalize();
    } catch (error) {
      // The client went away: nothing is wrong, there is just no one to send the rest to.
      if (closed.signal.aborted) return;
      onError(error);
      archive.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  })();
  return archive;
}
