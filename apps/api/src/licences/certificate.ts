import { formatAllowance, formatJvId, licencePriceFact } from '@clipmarket/core';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { formatMoney, longDay, tierName } from './format';
import { longDate } from './invoice-words';
import type { LicenceRecord } from './service';

/** What a certificate prints: the licence and where anyone can check it. */
export interface CertificateInput {
  licence: LicenceRecord;
  /** The public verification page (printed, linked and QR-coded). */
  verificationUrl: string;
}

// US Letter in points, shared with the receipt (receipt.ts); every position below is fixed so the certificate
// is always exactly one page.
export const PAGE = { width: 612, height: 792 };
export const MARGIN = 54;
export const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;
export const COLUMN_GAP = 24;
export const COLUMN_WIDTH = (CONTENT_WIDTH - COLUMN_GAP) / 2;
/** The verification block (QR code and address) sits at the foot of the page, above the footer line. */
const QR_SIZE = 92;
export const FOOTER_Y = PAGE.height - MARGIN + 14;
const VERIFY_TOP = FOOTER_Y - 16 - QR_SIZE;

// The design system's colours (packages/ui theme tokens: text, textMuted, accent, accentSubtle, border, danger),
// shared with the receipt (receipt.ts) so the buyer's documents look like one set.
export const INK = '#14161b';
export const MUTED = '#4a5260';
export const ACCENT = '#5835e0';
export const ACCENT_SUBTLE = '#f3f0ff';
export const RULE = '#d9dde4';
export const DANGER = '#a3231b';

export const REGULAR = 'Helvetica';
export const BOLD = 'Helvetica-Bold';

/** Characters the documents write that Windows-1252 lacks, and what stands in for each ('Upgrade Personal -> Basic Pro'). */
const STAND_INS: Readonly<Record<string, string>> = { '→': '->' };

/** Characters Windows-1252 (the built-in fonts' WinAnsiEncoding) has beyond Latin-1. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/**
 * Text the built-in Helvetica can draw. It has no glyphs outside Windows-1252, and PDFKit would write other
 * characters as unrelated ones (a CJK title came out as 'N-e‡'): accents are dropped where that leaves a Latin
 * letter ('ł' has none and becomes '?'), and anything else becomes '?'. The licence number and JV# id, which
 * identify the clip, are ASCII.
 */
export function printable(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC')) {
    const stand = STAND_INS[char];
    if (stand !== undefined) {
      out += stand;
      continue;
    }
    const code = char.codePointAt(0)!;
    if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char)) {
      out += char;
      continue;
    }
    if (char === '\n' || char === '\t' || char === '\r') {
      out += ' ';
      continue;
    }
    const base = char.normalize('NFKD').replace(/\p{M}/gu, '');
    out += base !== char && /^[\x20-\x7e]+$/.test(base) ? base : '?';
  }
  return out;
}

const allowance = (value: number | 'unlimited') => formatAllowance(value);

/** The tier's terms as the certificate lists them (compilation rights are in no tier). */
function termRows(terms: LicenceRecord['terms']): [string, string][] {
  return [
    ['Monetization', terms.monetization ? 'Allowed' : 'Not allowed'],
    ['Watermark', terms.watermarked ? 'The clip carries a watermark' : 'No watermark'],
    ['Pages or channels', allowance(terms.pagesOrChannels)],
    ['Maximum audience', allowance(terms.maxAudience)],
    ['Posts per channel', allowance(terms.postsPerChannel)],
    ['Brands', allowance(terms.brands)],
    ['Distribution', terms.distribution.join(', ') || '—'],
    ['Compilation rights', 'Not included'],
  ];
}

/** 'Upgraded on 3 May 2026 from Personal (order CMO-1A2B3C4D, $100.00 USD)'. */
export function upgradedLine(upgrade: LicenceRecord['upgrades'][number]): string {
  return `Upgraded on ${longDay(upgrade.date)} from ${tierName(upgrade.fromTier)} (order ${upgrade.orderNumber}, ${formatMoney(upgrade.priceCents, upgrade.currency)} ${upgrade.currency})`;
}

/**
 * Draws the QR code as filled squares (vector: sharp at any print size, and no image to decode or embed).
 * The page around it is left blank for the four-module quiet zone scanners need.
 */
function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number): void {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const count = qr.modules.size;
  const module = size / count;
  doc.save();
  for (let row = 0; row < count; row++) {
    for (let col = 0; col < count; col++) {
      if (qr.modules.get(row, col)) doc.rect(x + col * module, y + row * module, module, module);
    }
  }
  doc.fillColor(INK).fill();
  doc.restore();
}

/**
 * A licence's certificate: one US Letter page typeset with PDFKit's built-in Helvetica (nothing downloaded or
 * embedded), its text real text (searchable, copyable, read back by the tests). Long fields are cut with an
 * ellipsis at fixed heights so nothing can push the page onto a second one.
 */
export function renderCertificate(
  { licence, verificationUrl }: CertificateInput,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const tier = tierName(licence.tier);
  // The upgrade that made it this tier, if any (docs/adr/0084): the certificate is issued again, same number.
  const upgrade = licence.upgrades.at(-1) ?? null;
  const doc = new PDFDocument({
    size: 'LETTER',
    // A small bottom margin: the footer sits below MARGIN, and PDFKit starts a new page for text past it.
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: 18 },
    compress: options.compress ?? true,
    lang: 'en',
    displayTitle: true,
    info: {
      Title: `Clipmarket licence ${licence.number}`,
      Author: 'Clipmarket',
      Subject: `${tier} licence for ${formatJvId(licence.jmId)}`,
      Creator: 'Clipmarket',
      // The licence's dates, not the moment of the download: the same licence gives the same document.
      CreationDate: licence.grantedAt,
      ModDate: upgrade?.date ?? licence.grantedAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const label = (text: string, x: number, y: number, width = COLUMN_WIDTH) =>
    doc
      .font(BOLD)
      .fontSize(7.5)
      .fillColor(MUTED)
      .text(text.toUpperCase(), x, y, { width, characterSpacing: 0.6, lineBreak: false });

  /** Writes at most `lines` lines of `text`, cut with an ellipsis; answers the height used. */
  const value = (
    text: string,
    x: number,
    y: number,
    { width = COLUMN_WIDTH, size = 10.5, lines = 2, font = REGULAR, color = INK } = {},
  ) => {
    doc.font(font).fontSize(size).fillColor(color);
    const safe = printable(text);
    const lineHeight = doc.currentLineHeight(true);
    const height = Math.min(doc.heightOfString(safe, { width }), lineHeight * lines);
    doc.text(safe, x, y, { width, height: lineHeight * lines, ellipsis: '…' });
    return height;
  };

  // Header: the wordmark and what the document is.
  doc
    .font(BOLD)
    .fontSize(10)
    .fillColor(ACCENT)
    .text('CLIPMARKET', MARGIN, MARGIN, { characterSpacing: 2.5, lineBreak: false });
  doc
    .font(REGULAR)
    .fontSize(9)
    .fillColor(MUTED)
    .text('Licence certificate', MARGIN, MARGIN + 1, { width: CONTENT_WIDTH, align: 'right' });
  doc
    .moveTo(MARGIN, MARGIN + 20)
    .lineTo(PAGE.width - MARGIN, MARGIN + 20)
    .lineWidth(2)
    .strokeColor(ACCENT)
    .stroke();

  let y = MARGIN + 40;
  doc
    .font(BOLD)
    .fontSize(28)
    .fillColor(INK)
    .text('Certificate of Licence', MARGIN, y, { width: CONTENT_WIDTH });
  y += 38;
  doc
    .font(REGULAR)
    .fontSize(12)
    .fillColor(MUTED)
    .text(`Digital publishing licence, ${tier} tier`, MARGIN, y, { width: CONTENT_WIDTH });
  if (upgrade) {
    value(upgradedLine(upgrade), MARGIN, y + 15, {
      width: CONTENT_WIDTH,
      size: 9,
      lines: 1,
      font: BOLD,
      color: ACCENT,
    });
  }
  y += 30;

  // The number and the date, in a tinted band.
  const bandHeight = 58;
  doc.rect(MARGIN, y, CONTENT_WIDTH, bandHeight).fillColor(ACCENT_SUBTLE).fill();
  label('Licence number', MARGIN + 16, y + 12);
  // 20 pt, smaller when the number would reach the date's column (a random number is longer than a legacy one).
  const numberRoom = COLUMN_WIDTH + COLUMN_GAP - 16 - 8;
  const numberSize = Math.min(
    20,
    (20 * numberRoom) / doc.font(BOLD).fontSize(20).widthOfString(licence.number),
  );
  doc
    .font(BOLD)
    .fontSize(numberSize)
    .fillColor(INK)
    .text(licence.number, MARGIN + 16, y + 25 + (20 - numberSize) / 2, { lineBreak: false });
  const right = MARGIN + COLUMN_WIDTH + COLUMN_GAP;
  label('Date granted', right, y + 12);
  value(longDay(licence.grantedAt), right, y + 27, { size: 12, lines: 1 });
  if (licence.revokedAt) {
    value(`Revoked on ${longDay(licence.revokedAt)}`, right, y + 42, {
      size: 9,
      lines: 1,
      font: BOLD,
      color: DANGER,
    });
  }
  y += bandHeight + 20;

  // The clip.
  label('Clip', MARGIN, y, CONTENT_WIDTH);
  y += 12;
  value(formatJvId(licence.jmId), MARGIN, y, { width: CONTENT_WIDTH, size: 11, lines: 1, font: BOLD });
  y += 15;
  y += value(licence.title, MARGIN, y, { width: CONTENT_WIDTH, size: 13, lines: 2 }) + 16;

  // Who, for what, and how it was paid (or invoiced: docs/adr/0087): two columns of label and value.
  const price = licencePriceFact(
    licence.invoice,
    `${formatMoney(licence.priceCents, licence.currency)} ${licence.currency}`,
    longDate,
  );
  const grid: [string, string][] = [
    ['Licensee', licence.licenseeName],
    ['Company', licence.licenseeCompany ?? '—'],
    ['Project', licence.projectName ?? '—'],
    ['PO number', licence.poNumber ?? '—'],
    [price.label, licence.paidWith === 'credit' ? 'Discount Pack credit' : price.value],
    ['Licence tier', tier],
    ['Order number', licence.orderReference],
    ['Storefront order', licence.orderName ?? '—'],
  ];
  for (let i = 0; i < grid.length; i += 2) {
    const [leftLabel, leftValue] = grid[i]!;
    const [rightLabel, rightValue] = grid[i + 1]!;
    label(leftLabel, MARGIN, y);
    label(rightLabel, right, y);
    const used = Math.max(value(leftValue, MARGIN, y + 11), value(rightValue, right, y + 11));
    y += 11 + used + 12;
  }

  // The tier's terms, as bought (the licence's snapshot, not today's tiers).
  y += 2;
  doc
    .moveTo(MARGIN, y)
    .lineTo(PAGE.width - MARGIN, y)
    .lineWidth(0.75)
    .strokeColor(RULE)
    .stroke();
  y += 10;
  label(`What the ${tier} licence allows`, MARGIN, y, CONTENT_WIDTH);
  y += 14;
  const rows = termRows(licence.terms);
  const half = Math.ceil(rows.length / 2);
  rows.forEach(([name, text], i) => {
    const x = i < half ? MARGIN : right;
    const rowY = y + (i % half) * 14;
    doc
      .font(REGULAR)
      .fontSize(9.5)
      .fillColor(MUTED)
      .text(`${name}:`, x, rowY, { width: 104, lineBreak: false });
    doc
      .font(BOLD)
      .fontSize(9.5)
      .fillColor(INK)
      .text(printable(text), x + 104, rowY, {
        width: COLUMN_WIDTH - 104,
        height: 12,
        ellipsis: '…',
      });
  });
  y += half * 14 + 10;

  // The posts it covers ("I already used this clip"), as many as fit above the verification block.
  if (licence.postUrls.length > 0) {
    label('Covers the clip as already posted at', MARGIN, y, CONTENT_WIDTH);
    y += 12;
    const bottom = VERIFY_TOP - 14;
    doc.font(REGULAR).fontSize(8.5);
    const lineHeight = doc.currentLineHeight(true);
    let shown = 0;
    for (const url of licence.postUrls) {
      const left = licence.postUrls.length - shown;
      // Room for this line, and for the 'and N more' line if others would not fit.
      const needed = lineHeight * (left > 1 ? 2 : 1);
      if (y + needed > bottom) break;
      value(url, MARGIN, y, { width: CONTENT_WIDTH, size: 8.5, lines: 1 });
      y += lineHeight + 1;
      shown++;
    }
    if (shown < licence.postUrls.length) {
      value(
        `and ${licence.postUrls.length - shown} more: the licence covers all ${licence.postUrls.length} post URLs it was bought for.`,
        MARGIN,
        y,
        { width: CONTENT_WIDTH, size: 8.5, lines: 1, color: MUTED },
      );
    }
  }

  // Verification: the address printed and as a QR code, both linked.
  const qrX = PAGE.width - MARGIN - QR_SIZE;
  drawQr(doc, verificationUrl, qrX, VERIFY_TOP, QR_SIZE);
  doc.link(qrX, VERIFY_TOP, QR_SIZE, QR_SIZE, verificationUrl);
  const textWidth = CONTENT_WIDTH - QR_SIZE - COLUMN_GAP;
  label('Verify this licence', MARGIN, VERIFY_TOP + 14, textWidth);
  value(
    'Anyone can check that this licence is real and valid: scan the code, or open this address.',
    MARGIN,
    VERIFY_TOP + 27,
    { width: textWidth, size: 9.5, lines: 2, color: MUTED },
  );
  const urlY = VERIFY_TOP + 56;
  const urlHeight = value(verificationUrl, MARGIN, urlY, {
    width: textWidth,
    size: 10,
    lines: 3,
    font: BOLD,
    color: ACCENT,
  });
  doc.link(MARGIN, urlY, textWidth, urlHeight, verificationUrl);

  doc
    .moveTo(MARGIN, FOOTER_Y - 6)
    .lineTo(PAGE.width - MARGIN, FOOTER_Y - 6)
    .lineWidth(0.75)
    .strokeColor(RULE)
    .stroke();
  doc
    .font(REGULAR)
    .fontSize(7.5)
    .fillColor(MUTED)
    .text(
      `Issued by Clipmarket for licence ${licence.number}, granted ${longDay(licence.grantedAt)}${upgrade ? `, upgraded ${longDay(upgrade.date)}` : ''}.`,
      MARGIN,
      FOOTER_Y,
      { width: CONTENT_WIDTH, lineBreak: false },
    );

  doc.end();
  return done;
}
