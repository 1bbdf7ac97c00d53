import {
  LICENCE_TERMS,
  LICENCE_TERMS_TEXT,
  sectionReference,
  type LicenceTermsClause,
  type LicenceTermsDocument,
  type LicenceTermsRun,
} from '@clipmarket/core/licenceTerms';
import PDFDocument from 'pdfkit';
import {
  ACCENT,
  ACCENT_SUBTLE,
  BOLD,
  CONTENT_WIDTH,
  FOOTER_Y,
  INK,
  MARGIN,
  MUTED,
  PAGE,
  REGULAR,
  RULE,
  printable,
} from './certificate';

/** What the terms PDF is typeset from: the one document, and where its links point. */
export interface LicenceTermsPdfInput {
  /** The server's public address (PUBLIC_BASE_URL): a page's link in the PDF is this plus the page's path. */
  origin: string;
  /** @default LICENCE_TERMS (a test may give another document) */
  terms?: LicenceTermsDocument;
}

// The certificate's page (US Letter), margins, type and colours (certificate.ts), as the receipt takes them.
/** The body's top on every page but the first: below the running header. */
const BODY_TOP = MARGIN + 36;
/** Nothing but the footer goes below this. */
const BODY_BOTTOM = FOOTER_Y - 18;

const BODY_SIZE = 9.5;
const LINE_GAP = 2;
/** The clause number's column; the clause's text starts after it. */
const NUMBER_WIDTH = 34;
/** A list item's label column, inside the clause's text. */
const LABEL_WIDTH = 20;

// The grant table: the row's question, then one column per tier.
const TABLE_LABEL_WIDTH = 132;
const TABLE_PADDING = 5;
const TABLE_SIZE = 8.5;

/** A piece of text as PDFKit writes it: its font and colour, and where it leads if anywhere. */
interface Piece {
  text: string;
  font: string;
  color: string;
  link?: string;
  goTo?: string;
  underline?: boolean;
}

/**
 * The Digital Publishing Licence terms as a PDF (issue 32, item 9; ADR 82): typeset with PDFKit from
 * `@clipmarket/core/licenceTerms`, the document the terms page renders, in the certificate's fonts, colours and
 * page geometry. A title page with the version and effective date and the contents (each entry linked, its
 * page number filled in once the body is laid out), then the sections, their clauses flowing over as many
 * pages as they need, the grant table with its heading repeated on a new page, a header and a "Page n of N"
 * footer on every page, and the sections as the PDF's bookmarks. Its text is real text (searchable, read back
 * by the tests). The same document and origin give the same bytes: the dates written into it are the
 * effective date's.
 */
export function renderLicenceTermsPdf(
  { origin, terms = LICENCE_TERMS }: LicenceTermsPdfInput,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const effective = new Date(`${terms.effectiveDate}T00:00:00Z`);
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: BODY_TOP, left: MARGIN, right: MARGIN, bottom: PAGE.height - BODY_BOTTOM },
    bufferPages: true,
    compress: options.compress ?? true,
    lang: 'en',
    displayTitle: true,
    info: {
      Title: `Clipmarket ${terms.title}`,
      Author: 'Clipmarket',
      Subject: terms.editionLine,
      Creator: 'Clipmarket',
      CreationDate: effective,
      ModDate: effective,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const base = origin.replace(/\/+$/, '');
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  const rule = (y: number, color = RULE, width = 0.75) =>
    doc
      .moveTo(MARGIN, y)
      .lineTo(PAGE.width - MARGIN, y)
      .lineWidth(width)
      .strokeColor(color)
      .stroke();
  const label = (text: string, x: number, y: number, width = CONTENT_WIDTH) =>
    doc
      .font(BOLD)
      .fontSize(7.5)
      .fillColor(MUTED)
      .text(text.toUpperCase(), x, y, { width, characterSpacing: 0.6, lineBreak: false });
  /** Starts a new page unless `height` more points fit on this one. */
  const room = (height: number) => {
    if (doc.y + height > bottom()) {
      doc.addPage();
      doc.y = BODY_TOP;
    }
  };

  /** The pieces of a clause's runs: words, links to the site's pages, references to sections. */
  const pieces = (text: readonly LicenceTermsRun[]): Piece[] =>
    text.flatMap((run): Piece[] => {
      if (typeof run === 'string') return [{ text: run, font: REGULAR, color: INK }];
      if ('section' in run) {
        return [{ text: sectionReference(run.section), font: REGULAR, color: ACCENT, goTo: run.section }];
      }
      const url = `${base}${run.href}`;
      // Read on paper, a link is its address: printed in full, after the words or as them.
      if (run.text.startsWith('/')) {
        return [{ text: `${base}${run.text}`, font: REGULAR, color: ACCENT, link: url, underline: true }];
      }
      return [
        { text: run.text, font: REGULAR, color: ACCENT, link: url, underline: true },
        { text: ` (${url})`, font: REGULAR, color: MUTED, link: url },
      ];
    });

  /** Writes pieces as one paragraph from (x, doc.y), `width` wide, flowing onto new pages as it must. */
  const paragraph = (parts: Piece[], x: number, width: number) => {
    const y = doc.y;
    parts.forEach((part, i) => {
      doc.font(part.font).fontSize(BODY_SIZE).fillColor(part.color);
      const options: PDFKit.Mixins.TextOptions = {
        width,
        lineGap: LINE_GAP,
        continued: i < parts.length - 1,
        link: part.link ?? null,
        underline: part.underline ?? false,
        ...(part.goTo ? { goTo: part.goTo } : {}),
      };
      if (i === 0) doc.text(printable(part.text), x, y, options);
      else doc.text(printable(part.text), options);
    });
  };

  /** About how tall a paragraph of these pieces is (one font's measure: enough to keep lines together). */
  const measure = (parts: Piece[], width: number) => {
    doc.font(REGULAR).fontSize(BODY_SIZE);
    return doc.heightOfString(printable(parts.map((part) => part.text).join('')), {
      width,
      lineGap: LINE_GAP,
    });
  };

  const clause = (block: LicenceTermsClause) => {
    const textX = MARGIN + NUMBER_WIDTH;
    const textWidth = CONTENT_WIDTH - NUMBER_WIDTH;
    const body = [
      ...(block.title ? [{ text: `${block.title}. `, font: BOLD, color: INK }] : []),
      ...pieces(block.text),
    ];
    // Never the clause's number alone at the foot of a page: at least two of its lines go with it.
    doc.font(REGULAR).fontSize(BODY_SIZE);
    room(Math.min(measure(body, textWidth), 2 * doc.currentLineHeight(true)) + LINE_GAP);
    const top = doc.y;
    doc
      .font(BOLD)
      .fontSize(BODY_SIZE)
      .fillColor(MUTED)
      .text(block.number, MARGIN, top, { width: NUMBER_WIDTH - 6, lineBreak: false });
    doc.y = top;
    paragraph(body, textX, textWidth);
    for (const item of block.items ?? []) {
      doc.y += 3;
      const itemX = textX + LABEL_WIDTH;
      const itemWidth = textWidth - LABEL_WIDTH;
      const lead: Piece[] = item.term
        ? [
            { text: `“${item.term}”`, font: BOLD, color: INK },
            { text: ' ', font: REGULAR, color: INK },
          ]
        : item.title
          ? [{ text: `${item.title}: `, font: BOLD, color: INK }]
          : [];
      const itemBody = [...lead, ...pieces(item.text)];
      doc.font(REGULAR).fontSize(BODY_SIZE);
      room(Math.min(measure(itemBody, itemWidth), 2 * doc.currentLineHeight(true)));
      const itemTop = doc.y;
      doc
        .font(REGULAR)
        .fontSize(BODY_SIZE)
        .fillColor(MUTED)
        .text(item.label, textX, itemTop, { width: LABEL_WIDTH, lineBreak: false });
      doc.y = itemTop;
      paragraph(itemBody, itemX, itemWidth);
    }
    doc.y += 7;
  };

  const grantTable = () => {
    const table = terms.grantTable;
    const columnWidth = (CONTENT_WIDTH - TABLE_LABEL_WIDTH) / table.columns.length;
    const columnX = (i: number) => MARGIN + TABLE_LABEL_WIDTH + i * columnWidth;
    const cellWidth = columnWidth - 2 * TABLE_PADDING;
    const cellHeight = (text: string, font: string, width: number) => {
      doc.font(font).fontSize(TABLE_SIZE);
      return doc.heightOfString(printable(text), { width });
    };

    const heading = () => {
      doc.font(BOLD).fontSize(9.5);
      const nameHeight = Math.max(
        ...table.columns.map((column) => doc.heightOfString(printable(column.name), { width: cellWidth })),
      );
      const priceHeight = Math.max(
        ...table.columns.map((column) => cellHeight(column.price, REGULAR, cellWidth)),
      );
      const height = nameHeight + priceHeight + 2 * TABLE_PADDING + 2;
      room(height + 40);
      const top = doc.y;
      doc.rect(MARGIN, top, CONTENT_WIDTH, height).fillColor(ACCENT_SUBTLE).fill();
      label(
        table.caption,
        MARGIN + TABLE_PADDING,
        top + TABLE_PADDING + 1,
        TABLE_LABEL_WIDTH - 2 * TABLE_PADDING,
      );
      table.columns.forEach((column, i) => {
        const x = columnX(i) + TABLE_PADDING;
        doc
          .font(BOLD)
          .fontSize(9.5)
          .fillColor(INK)
          .text(printable(column.name), x, top + TABLE_PADDING, { width: cellWidth });
        doc
          .font(REGULAR)
          .fontSize(TABLE_SIZE)
          .fillColor(MUTED)
          .text(printable(column.price), x, top + TABLE_PADDING + nameHeight + 2, { width: cellWidth });
      });
      doc.y = top + height;
    };

    heading();
    for (const row of table.rows) {
      const height =
        Math.max(
          cellHeight(row.label, BOLD, TABLE_LABEL_WIDTH - 2 * TABLE_PADDING),
          ...row.values.map((value) => cellHeight(value, REGULAR, cellWidth)),
        ) +
        2 * TABLE_PADDING;
      if (doc.y + height > bottom()) {
        doc.addPage();
        doc.y = BODY_TOP;
        heading();
      }
      const top = doc.y;
      doc
        .font(BOLD)
        .fontSize(TABLE_SIZE)
        .fillColor(INK)
        .text(printable(row.label), MARGIN + TABLE_PADDING, top + TABLE_PADDING, {
          width: TABLE_LABEL_WIDTH - 2 * TABLE_PADDING,
        });
      row.values.forEach((value, i) => {
        doc
          .font(REGULAR)
          .fontSize(TABLE_SIZE)
          .fillColor(INK)
          .text(printable(value), columnX(i) + TABLE_PADDING, top + TABLE_PADDING, { width: cellWidth });
      });
      rule(top + height);
      doc.y = top + height;
    }
    doc.y += 12;
  };

  // ---- The title page: the title, the version and effective date, what the terms are about, the contents.
  let y = MARGIN + 40;
  doc
    .font(BOLD)
    .fontSize(26)
    .fillColor(INK)
    .text(printable(terms.title), MARGIN, y, { width: CONTENT_WIDTH });
  y = doc.y + 6;
  doc
    .font(REGULAR)
    .fontSize(12)
    .fillColor(MUTED)
    .text(printable(terms.editionLine), MARGIN, y, { width: CONTENT_WIDTH });
  y = doc.y + 18;
  doc.font(REGULAR).fontSize(10.5);
  const summaryHeight = doc.heightOfString(printable(terms.summary), {
    width: CONTENT_WIDTH - 32,
    lineGap: 2,
  });
  doc
    .rect(MARGIN, y, CONTENT_WIDTH, summaryHeight + 28)
    .fillColor(ACCENT_SUBTLE)
    .fill();
  doc
    .fillColor(INK)
    .text(printable(terms.summary), MARGIN + 16, y + 14, { width: CONTENT_WIDTH - 32, lineGap: 2 });
  y += summaryHeight + 28 + 24;

  label(LICENCE_TERMS_TEXT.contents, MARGIN, y);
  y += 16;
  // Two columns of entries; each entry's page number is written once the body is laid out.
  const contentsColumn = (CONTENT_WIDTH - 24) / 2;
  const perColumn = Math.ceil(terms.sections.length / 2);
  const contentsRow = 16;
  const contentsSlots = terms.sections.map((section, i) => {
    const x = MARGIN + (i < perColumn ? 0 : contentsColumn + 24);
    const rowY = y + (i % perColumn) * contentsRow;
    doc
      .font(BOLD)
      .fontSize(BODY_SIZE)
      .fillColor(ACCENT)
      .text(`${section.number}`, x, rowY, { width: 20, lineBreak: false });
    doc
      .font(REGULAR)
      .fontSize(BODY_SIZE)
      .fillColor(INK)
      .text(printable(section.heading), x + 20, rowY, {
        width: contentsColumn - 20 - 28,
        height: contentsRow,
        ellipsis: '…',
        goTo: section.id,
      });
    return { x: x + contentsColumn - 28, y: rowY };
  });

  // ---- The body: each section on from the second page.
  doc.addPage();
  doc.y = BODY_TOP;
  const sectionPages: number[] = [];
  for (const section of terms.sections) {
    doc.font(BOLD).fontSize(12.5);
    const headingHeight = doc.currentLineHeight(true);
    // A heading keeps at least three lines of its section with it.
    doc.font(REGULAR).fontSize(BODY_SIZE);
    room(headingHeight + 10 + 3 * doc.currentLineHeight(true));
    doc.y += sectionPages.length === 0 || doc.y === BODY_TOP ? 0 : 8;
    const top = doc.y;
    sectionPages.push(doc.bufferedPageRange().start + doc.bufferedPageRange().count - 1);
    doc.outline.addItem(printable(`${section.number}. ${section.heading}`));
    doc.font(BOLD).fontSize(12.5).fillColor(ACCENT).text(`${section.number}`, MARGIN, top, {
      width: NUMBER_WIDTH,
      lineBreak: false,
      destination: section.id,
    });
    doc
      .font(BOLD)
      .fontSize(12.5)
      .fillColor(INK)
      .text(printable(section.heading), MARGIN + NUMBER_WIDTH, top, { width: CONTENT_WIDTH - NUMBER_WIDTH });
    doc.y += 6;
    for (const block of section.blocks) {
      if (block.kind === 'grantTable') grantTable();
      else clause(block);
    }
  }

  // ---- Every page: the running header and the footer with its page number; the contents' page numbers.
  const pages = doc.bufferedPageRange();
  for (let i = 0; i < pages.count; i++) {
    doc.switchToPage(pages.start + i);
    // The header and footer sit in the margins: text past the body's bottom would otherwise start a page.
    doc.page.margins.bottom = 0;
    doc
      .font(BOLD)
      .fontSize(10)
      .fillColor(ACCENT)
      .text('CLIPMARKET', MARGIN, MARGIN, { characterSpacing: 2.5, lineBreak: false });
    doc
      .font(REGULAR)
      .fontSize(9)
      .fillColor(MUTED)
      .text(printable(terms.title), MARGIN, MARGIN + 1, {
        width: CONTENT_WIDTH,
        align: 'right',
        lineBreak: false,
      });
    rule(MARGIN + 20, ACCENT, 2);
    rule(FOOTER_Y - 6);
    doc
      .font(REGULAR)
      .fontSize(7.5)
      .fillColor(MUTED)
      .text(printable(`Clipmarket ${terms.title}. ${terms.editionLine}.`), MARGIN, FOOTER_Y, {
        width: CONTENT_WIDTH - 80,
        lineBreak: false,
      })
      .text(`Page ${i + 1} of ${pages.count}`, MARGIN, FOOTER_Y, {
        width: CONTENT_WIDTH,
        align: 'right',
        lineBreak: false,
      });
  }
  doc.switchToPage(pages.start);
  contentsSlots.forEach((slot, i) => {
    doc
      .font(REGULAR)
      .fontSize(BODY_SIZE)
      .fillColor(MUTED)
      .text(String((sectionPages[i] ?? 0) - pages.start + 1), slot.x, slot.y, {
        width: 28,
        align: 'right',
        lineBreak: false,
      });
  });

  doc.end();
  return done;
}
