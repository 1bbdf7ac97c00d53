import { formatJvId, ORDER_STATUS_WORDS, type BillingDetails } from '@clipmarket/core';
import PDFDocument from 'pdfkit';
import {
  ACCENT,
  ACCENT_SUBTLE,
  BOLD,
  COLUMN_GAP,
  COLUMN_WIDTH,
  CONTENT_WIDTH,
  DANGER,
  FOOTER_Y,
  INK,
  MARGIN,
  MUTED,
  PAGE,
  REGULAR,
  RULE,
  printable,
} from './certificate';
import type { SellerDetails } from './config';
import { documentName, longDate, paymentLines, unpaidInvoice } from './invoice-words';
import { decimalAmount, formatMoney, longDay } from './format';
import { productLabel, taxLineLabel, type OrderView } from './order-view';

/** What a receipt prints: the order, the account it belongs to, and who sold it. */
export interface ReceiptInput extends OrderView {
  seller: SellerDetails;
}

// The certificate's page and margins; the receipt flows onto as many pages as its lines need.
/** Nothing but the footer goes below this. */
const BODY_BOTTOM = FOOTER_Y - 18;

// The lines' table: the item (title, clip, licence), the product or tier, the amount.
const ITEM_WIDTH = 262;
const PRODUCT_X = MARGIN + ITEM_WIDTH + 12;
const PRODUCT_WIDTH = 140;
const AMOUNT_X = PRODUCT_X + PRODUCT_WIDTH + 12;
const AMOUNT_WIDTH = PAGE.width - MARGIN - AMOUNT_X;

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** 'United Kingdom' for 'GB'; the code itself when the runtime does not know it. */
function countryName(code: string): string {
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}

/** An amount as the receipt prints it: the currency's symbol when Helvetica can draw it, else its code. */
function money(cents: number, currency: string): string {
  const text = formatMoney(cents, currency);
  return printable(text) === text ? text : `${currency} ${decimalAmount(cents)}`;
}

/** Billing details as the lines of an address block. */
function billingLines(billing: BillingDetails): string[] {
  // One order for every country ('London, SW1Y 4LB'; 'Springfield, IL, 62701'): the parts are all there.
  const town = [billing.city, billing.region, billing.postalCode].filter(Boolean).join(', ');
  return [
    billing.name,
    billing.company,
    billing.addressLine1,
    billing.addressLine2,
    town || null,
    billing.country ? countryName(billing.country) : null,
    billing.vatNumber ? `VAT number: ${billing.vatNumber}` : null,
  ].filter((line): line is string => Boolean(line));
}

/**
 * An order's receipt: US Letter pages typeset with PDFKit's built-in Helvetica, in the certificate's colours
 * (certificate.ts), its text real text. The seller (SELLER_NAME, and SELLER_ADDRESS and SELLER_VAT_NUMBER when
 * set), the buyer (the billing details the order was paid under, else the account's name and address), the
 * order's number, storefront name, date and payment state, one row per line, then the subtotal, discounts,
 * tax, total, the gift cards that paid it and what was refunded. Rows flow onto further pages, the table's
 * heading repeated, so an order of any size prints whole; every page names the order and its page number.
 */
export function renderReceipt(
  { order, account, seller }: ReceiptInput,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const paidAt = new Date(order.date);
  // An order placed on account is an invoice until staff record its payment, then a receipt (docs/adr/0087).
  const invoice = unpaidInvoice(order);
  const name = documentName(order);
  const paidOn = order.invoice?.paidOn ? new Date(`${order.invoice.paidOn}T00:00:00Z`) : paidAt;
  const doc = new PDFDocument({
    size: 'LETTER',
    // A small bottom margin: the footer sits below MARGIN, and PDFKit starts a new page for text past it.
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: 18 },
    bufferPages: true,
    compress: options.compress ?? true,
    lang: 'en',
    displayTitle: true,
    info: {
      Title: `Clipmarket ${name.toLowerCase()} ${order.number}`,
      Author: printable(seller.name),
      Subject: `${name} for order ${order.number}`,
      Creator: 'Clipmarket',
      // The order's date, not the moment of the download: the same order gives the same document.
      CreationDate: paidAt,
      ModDate: paidAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const amount = (cents: number) => money(cents, order.currency);

  const label = (
    text: string,
    x: number,
    y: number,
    width = COLUMN_WIDTH,
    align: 'left' | 'right' = 'left',
  ) =>
    doc
      .font(BOLD)
      .fontSize(7.5)
      .fillColor(MUTED)
      .text(text.toUpperCase(), x, y, { width, align, characterSpacing: 0.6, lineBreak: false });

  /** The height `text` takes in `width`, at most `lines` lines. */
  const measure = (text: string, width: number, size: number, font: string, lines: number) => {
    doc.font(font).fontSize(size);
    return Math.min(doc.heightOfString(printable(text), { width }), doc.currentLineHeight(true) * lines);
  };

  /** Writes at most `lines` lines of `text`, cut with an ellipsis; answers the height used. */
  const value = (
    text: string,
    x: number,
    y: number,
    {
      width = COLUMN_WIDTH,
      size = 10,
      lines = 2,
      font = REGULAR,
      color = INK,
      align = 'left' as 'left' | 'right',
    } = {},
  ) => {
    const height = measure(text, width, size, font, lines);
    doc.font(font).fontSize(size).fillColor(color);
    doc.text(printable(text), x, y, {
      width,
      height: doc.currentLineHeight(true) * lines,
      ellipsis: '…',
      align,
    });
    return height;
  };

  const rule = (y: number, color = RULE, width = 0.75) =>
    doc
      .moveTo(MARGIN, y)
      .lineTo(PAGE.width - MARGIN, y)
      .lineWidth(width)
      .strokeColor(color)
      .stroke();

  const header = (title: string) => {
    doc
      .font(BOLD)
      .fontSize(10)
      .fillColor(ACCENT)
      .text('CLIPMARKET', MARGIN, MARGIN, { characterSpacing: 2.5, lineBreak: false });
    doc
      .font(REGULAR)
      .fontSize(9)
      .fillColor(MUTED)
      .text(title, MARGIN, MARGIN + 1, { width: CONTENT_WIDTH, align: 'right', lineBreak: false });
    rule(MARGIN + 20, ACCENT, 2);
  };

  header(name);
  let y = MARGIN + 40;
  doc.font(BOLD).fontSize(28).fillColor(INK).text(name, MARGIN, y, { width: CONTENT_WIDTH });
  y += 44;

  // The order: number, storefront name, date and payment state, in a tinted band.
  const bandHeight = 46;
  const cell = CONTENT_WIDTH / 4;
  doc.rect(MARGIN, y, CONTENT_WIDTH, bandHeight).fillColor(ACCENT_SUBTLE).fill();
  const band: [string, string, string][] = [
    ['Order number', order.number, INK],
    order.invoice
      ? ['PO number', order.invoice.poNumber, INK]
      : ['Storefront order', order.storefrontName ?? '—', INK],
    invoice
      ? ['Due date', longDate(invoice.dueDate), invoice.overdue ? DANGER : INK]
      : ['Date paid', longDay(paidOn), INK],
    ['Payment', ORDER_STATUS_WORDS[order.status], order.status === 'paid' ? INK : DANGER],
  ];
  band.forEach(([name, text, color], i) => {
    const x = MARGIN + 12 + i * cell;
    label(name, x, y + 10, cell - 16);
    value(text, x, y + 23, { width: cell - 16, size: 11, lines: 1, font: BOLD, color });
  });
  y += bandHeight + 22;

  // Who sold, and who bought.
  const right = MARGIN + COLUMN_WIDTH + COLUMN_GAP;
  const sellerLines = [
    seller.name,
    ...seller.addressLines,
    ...(seller.vatNumber ? [`VAT number: ${seller.vatNumber}`] : []),
  ];
  const buyerLines = order.billing ? billingLines(order.billing) : [account.name, account.email];
  label('Seller', MARGIN, y);
  label('Billed to', right, y);
  y += 13;
  const party = (lines: string[], x: number) => {
    let at = y;
    lines.forEach((line, i) => {
      at += value(line, x, at, { size: 10, lines: 2, font: i === 0 ? BOLD : REGULAR }) + 1;
    });
    return at;
  };
  y = Math.max(party(sellerLines, MARGIN), party(buyerLines, right)) + 20;

  const tableHeading = () => {
    label('Item', MARGIN, y, ITEM_WIDTH);
    label('Product', PRODUCT_X, y, PRODUCT_WIDTH);
    label('Amount', AMOUNT_X, y, AMOUNT_WIDTH, 'right');
    y += 12;
    rule(y);
    y += 7;
  };
  const newPage = () => {
    doc.addPage();
    header(`${name} ${order.number} (continued)`);
    y = MARGIN + 36;
  };

  tableHeading();
  for (const line of order.lines) {
    // What the row says under the title: the clip, the licence, the project and PO, a refund.
    const details = [
      [line.jmId ? formatJvId(line.jmId) : null, line.licenceNumber ? `Licence ${line.licenceNumber}` : null]
        .filter(Boolean)
        .join('  ·  '),
      [
        line.projectName ? `Project: ${line.projectName}` : null,
        line.poNumber ? `PO: ${line.poNumber}` : null,
      ]
        .filter(Boolean)
        .join('  ·  '),
      // What the line paid once the order's discounts fell on it: the licence's price on its certificate.
      line.discountCents > 0 && line.paidWith === 'money'
        ? `Paid ${amount(line.amountCents - line.discountCents)} after a discount of ${amount(line.discountCents)}`
        : '',
    ].filter(Boolean);
    const product =
      line.quantity > 1
        ? `${productLabel(line)} (${line.quantity} × ${amount(line.unitPriceCents)})`
        : productLabel(line);
    const price = line.paidWith === 'credit' ? 'Discount Pack credit' : amount(line.amountCents);

    const titleHeight = measure(line.title, ITEM_WIDTH, 9.5, BOLD, 3);
    const detailsHeight = details.reduce((sum, text) => sum + measure(text, ITEM_WIDTH, 8, REGULAR, 2), 0);
    const revokedHeight = line.revokedAt ? measure('Refunded', ITEM_WIDTH, 8, BOLD, 1) : 0;
    const rowHeight = Math.max(
      titleHeight + detailsHeight + revokedHeight,
      measure(product, PRODUCT_WIDTH, 9.5, REGULAR, 3),
      measure(price, AMOUNT_WIDTH, 9.5, BOLD, 2),
    );
    if (y + rowHeight > BODY_BOTTOM) {
      newPage();
      tableHeading();
    }
    let at = y;
    at += value(line.title, MARGIN, at, { width: ITEM_WIDTH, size: 9.5, lines: 3, font: BOLD });
    for (const text of details) {
      at += value(text, MARGIN, at, { width: ITEM_WIDTH, size: 8, lines: 2, color: MUTED });
    }
    if (line.revokedAt) {
      value(
        `${line.kind === 'licence' ? 'Revoked' : 'Refunded'} on ${longDay(new Date(line.revokedAt))}`,
        MARGIN,
        at,
        { width: ITEM_WIDTH, size: 8, lines: 1, font: BOLD, color: DANGER },
      );
    }
    value(product, PRODUCT_X, y, { width: PRODUCT_WIDTH, size: 9.5, lines: 3 });
    value(price, AMOUNT_X, y, { width: AMOUNT_WIDTH, size: 9.5, lines: 2, font: BOLD, align: 'right' });
    y += rowHeight + 6;
    rule(y - 3);
    y += 3;
  }
  if (order.lines.length === 0) {
    value('No line of this order was granted.', MARGIN, y, { width: CONTENT_WIDTH, color: MUTED });
    y += 18;
  }

  // The figures, as the storefront recorded them (orders.ts): each a label and an amount, right-aligned. Each
  // tax line is its own row, titled and rated as the storefront reported it ('VAT 20%').
  const taxText = (cents: number) => (order.tax.included ? `${amount(cents)} included` : amount(cents));
  const taxFigures =
    order.tax.lines.length > 0
      ? order.tax.lines.map((tax) => ({ name: taxLineLabel(tax), text: taxText(tax.amountCents) }))
      : order.tax.cents > 0
        ? [{ name: 'Tax', text: taxText(order.tax.cents) }]
        : [{ name: 'Tax', text: 'None' }];
  const figures: { name: string; text: string; bold?: boolean; color?: string }[] = [
    { name: 'Subtotal', text: amount(order.subtotalCents) },
    ...order.discounts.map((discount) => ({
      name: discount.code ? `Discount (${discount.code})` : 'Discount',
      text: `-${amount(discount.amountCents)}`,
    })),
    ...taxFigures,
    { name: 'Total', text: `${amount(order.totalCents)} ${order.currency}`, bold: true },
    // Gift cards paid part of the total: said beside it, not taken off it.
    ...order.giftCards.map((card) => ({
      name: `Paid with gift card ending in ${card.lastCharacters}`,
      text: amount(card.amountCents),
    })),
    ...(order.refundedCents > 0
      ? [{ name: 'Refunded', text: `-${amount(order.refundedCents)}`, color: DANGER }]
      : []),
  ];
  const nameWidth = 250;
  const nameX = PAGE.width - MARGIN - AMOUNT_WIDTH - 12 - nameWidth;
  const figuresHeight = figures.length * 16 + 12;
  if (y + figuresHeight > BODY_BOTTOM) newPage();
  y += 6;
  for (const figure of figures) {
    const font = figure.bold ? BOLD : REGULAR;
    const size = figure.bold ? 11 : 9.5;
    value(figure.name, nameX, y, { width: nameWidth, size, lines: 1, font, align: 'right' });
    value(figure.text, AMOUNT_X, y, {
      width: AMOUNT_WIDTH,
      size,
      lines: 1,
      font: BOLD,
      color: figure.color ?? INK,
      align: 'right',
    });
    y += 16;
  }

  // An open invoice says how to pay it: by bank transfer, quoting the order number (invoice-words.ts).
  if (invoice && !invoice.cancelledAt) {
    const lines = paymentLines(order, invoice);
    const height = 30 + lines.reduce((sum, text) => sum + measure(text, CONTENT_WIDTH, 9.5, REGULAR, 2), 0);
    if (y + 16 + height > BODY_BOTTOM) newPage();
    y += 16;
    label('How to pay', MARGIN, y, CONTENT_WIDTH);
    y += 13;
    lines.forEach((text, i) => {
      y += value(text, MARGIN, y, {
        width: CONTENT_WIDTH,
        size: 9.5,
        lines: 2,
        font: i === 0 ? BOLD : REGULAR,
      });
    });
  }

  // Every page names the order and where it stands among the others.
  const pages = doc.bufferedPageRange();
  for (let i = 0; i < pages.count; i++) {
    doc.switchToPage(pages.start + i);
    doc
      .moveTo(MARGIN, FOOTER_Y - 6)
      .lineTo(PAGE.width - MARGIN, FOOTER_Y - 6)
      .lineWidth(0.75)
      .strokeColor(RULE)
      .stroke();
    value(
      `${
        invoice
          ? `Invoice issued by ${seller.name} for order ${order.number} on ${longDay(paidAt)}, due ${longDate(invoice.dueDate)}.`
          : `Receipt issued by ${seller.name} for order ${order.number}, paid ${longDay(paidOn)}.`
      } Page ${i + 1} of ${pages.count}.`,
      MARGIN,
      FOOTER_Y,
      { width: CONTENT_WIDTH, size: 7.5, lines: 1, color: MUTED },
    );
  }

  doc.end();
  return done;
}
