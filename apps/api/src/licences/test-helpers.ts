// Rows of paid orders written straight into the database, so the licence tests need neither a storefront nor
// the webhook that fills these tables in production (apps/api/src/commerce/**).
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { inflateRawSync, inflateSync } from 'node:zlib';
import { LICENCE_TIERS } from '@clipmarket/core';
import { sql, type Kysely } from 'kysely';
import type { LicenceTermsSnapshot, OnlineTierId } from '../commerce/tables';
import type { DB } from '../db/schema';
import { bearer } from '../test/auth-helpers';

/** A tier's terms as a licence snapshots them (packages/core's tiers). */
export function termsOf(tier: OnlineTierId): LicenceTermsSnapshot {
  const t = LICENCE_TIERS.find((candidate) => candidate.id === tier)!;
  return {
    monetization: t.monetization,
    watermarked: t.watermarked,
    pagesOrChannels: t.pagesOrChannels,
    maxAudience: t.maxAudience,
    postsPerChannel: t.postsPerChannel,
    brands: t.brands,
    distribution: [...t.distribution],
  };
}

export interface TestOrder {
  id: string;
  reference: string;
  name: string | null;
}

/** A paid checkout and its order. `name: null` is a checkout paid wholly with Discount Pack credits. */
export async function insertOrder(
  db: Kysely<DB>,
  userId: string,
  options: {
    name?: string | null;
    subtotalCents?: number;
    currency?: string;
    paidAt?: Date;
  } = {},
): Promise<TestOrder> {
  const reference = `CMO-${randomBytes(4).toString('hex').toUpperCase()}`;
  const name = options.name === undefined ? `#${1000 + Math.floor(Math.random() * 9000)}` : options.name;
  const currency = options.currency ?? 'USD';
  const subtotalCents = options.subtotalCents ?? 14_900;
  const paidAt = options.paidAt ?? new Date();
  await db
    .insertInto('checkouts')
    .values({
      reference,
      userId,
      status: 'paid',
      lines: JSON.stringify([]),
      currency,
      totalCents: subtotalCents,
      paidAt,
    })
    .execute();
  const order = await db
    .insertInto('orders')
    .values({
      userId,
      checkoutReference: reference,
      storefrontOrderId: name === null ? null : `gid://shopify/Order/${randomBytes(5).toString('hex')}`,
      name,
      email: null,
      currency,
      subtotalCents,
      totalCents: subtotalCents,
      paidAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: order.id, reference, name };
}

export interface TestLicence {
  jmId: string;
  tier?: OnlineTierId;
  licenseeName?: string;
  licenseeCompany?: string | null;
  licenseeEmail?: string;
  projectName?: string | null;
  poNumber?: string | null;
  priceCents?: number;
  paidWith?: 'money' | 'credit';
  postUrls?: string[];
  grantedAt?: Date;
  revokedAt?: Date | null;
  /** Whether the public check shows the company (the buyer's choice). @default false */
  showCompany?: boolean;
  /** The number; by default a legacy sequential one. */
  number?: string;
}

/** A licence of the order's, with a legacy sequential number ('CM-' + year + the sequence, ADR 0055); its number. */
export async function insertLicence(
  db: Kysely<DB>,
  userId: string,
  order: TestOrder,
  licence: TestLicence,
): Promise<string> {
  const tier = licence.tier ?? 'basicPro';
  const grantedAt = licence.grantedAt ?? new Date();
  const { rows } = await sql<{ n: number }>`SELECT nextval('licence_number_seq')::int AS n`.execute(db);
  const number = licence.number ?? `CM-${grantedAt.getUTCFullYear()}-${String(rows[0]!.n).padStart(6, '0')}`;
  await db
    .insertInto('licences')
    .values({
      number,
      userId,
      orderId: order.id,
      lineKey: randomBytes(8).toString('hex'),
      jmId: licence.jmId,
      tier,
      terms: JSON.stringify(termsOf(tier)),
      licenseeName: licence.licenseeName ?? 'Ada Lovelace',
      licenseeCompany:
        licence.licenseeCompany === undefined ? 'Analytical Films Ltd' : licence.licenseeCompany,
      licenseeEmail: licence.licenseeEmail ?? 'ada@example.com',
      projectName: licence.projectName ?? null,
      poNumber: licence.poNumber ?? null,
      priceCents: licence.priceCents ?? 14_900,
      currency: 'USD',
      paidWith: licence.paidWith ?? 'money',
      postUrls: licence.postUrls ?? [],
      grantedAt,
      revokedAt: licence.revokedAt ?? null,
      showCompany: licence.showCompany ?? false,
    })
    .execute();
  return number;
}

/** What an order bought besides licences (a Discount Pack, a Gift Card, a rights management fee). */
export async function insertOrderItem(
  db: Kysely<DB>,
  userId: string,
  order: TestOrder,
  item: {
    kind: 'rightsFee' | 'discountPack' | 'giftCard';
    title: string;
    sku?: string | null;
    jmId?: string | null;
    quantity?: number;
    amountCents: number;
  },
): Promise<string> {
  const row = await db
    .insertInto('orderItems')
    .values({
      orderId: order.id,
      userId,
      lineKey: randomBytes(8).toString('hex'),
      kind: item.kind,
      sku: item.sku ?? null,
      title: item.title,
      jmId: item.jmId ?? null,
      quantity: item.quantity ?? 1,
      amountCents: item.amountCents,
      currency: 'USD',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A gift card the order issued. */
export async function insertGiftCard(
  db: Kysely<DB>,
  userId: string,
  order: TestOrder,
  card: { code: string | null; initialCents: number; balanceCents?: number; createdAt?: Date },
): Promise<string> {
  const row = await db
    .insertInto('giftCards')
    .values({
      userId,
      orderId: order.id,
      storefrontGiftCardId: `gid://shopify/GiftCard/${randomBytes(5).toString('hex')}`,
      code: card.code,
      lastCharacters: (card.code ?? randomBytes(2).toString('hex')).slice(-4).toUpperCase(),
      initialCents: card.initialCents,
      balanceCents: card.balanceCents ?? card.initialCents,
      currency: 'USD',
      createdAt: card.createdAt ?? new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The whole answer of a GET as bytes (files), with its status and headers. */
export async function download(
  url: string,
  token?: string,
): Promise<{ status: number; headers: Headers; bytes: Buffer }> {
  const res = await fetch(url, { headers: token ? bearer(token) : {} });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

/**
 * The files in a zip, read from its central directory (a few lines here rather than a zip library the server
 * does not need): each entry's name and bytes, stored or deflated.
 */
export function unzip(zip: Buffer): Map<string, Buffer> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('not a zip: no end of central directory');
  const entries = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const files = new Map<string, Buffer>();
  for (let i = 0; i < entries; i++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error(`bad central directory entry ${i}`);
    const method = zip.readUInt16LE(at + 10);
    const compressedSize = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const localHeader = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const localNameLength = zip.readUInt16LE(localHeader + 26);
    const localExtraLength = zip.readUInt16LE(localHeader + 28);
    const start = localHeader + 30 + localNameLength + localExtraLength;
    const data = zip.subarray(start, start + compressedSize);
    files.set(name, method === 0 ? Buffer.from(data) : inflateRawSync(data));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return files;
}

/**
 * A PDF's text as a reader's copy would give it (pdf.js, Firefox's PDF reader): one string per page, lines
 * joined by newlines; and the page count.
 */
export async function pdfText(bytes: Buffer): Promise<{ pages: number; text: string }> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const fonts = path.join(
    path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
    'standard_fonts/',
  );
  const task = pdfjs.getDocument({ data: new Uint8Array(bytes), standardFontDataUrl: fonts, verbosity: 0 });
  const pdf = await task.promise;
  let text = '';
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    for (const item of content.items) {
      if (!('str' in item)) continue;
      text += item.str + (item.hasEOL ? '\n' : '');
    }
    text += '\n';
  }
  const pages = pdf.numPages;
  await task.destroy();
  return { pages, text };
}

/** The drawing operators of every content stream of a PDF (inflated when compressed). */
export function pdfContentStreams(bytes: Buffer): string[] {
  const raw = bytes.toString('latin1');
  const streams: string[] = [];
  const pattern = /stream\r?\n/g;
  for (let match = pattern.exec(raw); match; match = pattern.exec(raw)) {
    if (raw.slice(Math.max(0, match.index - 3), match.index) === 'end') continue;
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    const data = bytes.subarray(start, end);
    try {
      streams.push(inflateSync(data).toString('latin1'));
    } catch {
      streams.push(data.toString('latin1'));
    }
  }
  return streams;
}

/**
 * The QR code drawn on a page, read back as a matrix of dark (true) and light modules: the filled squares of
 * one size (`x y w h re` with w = h), placed on their grid.
 */
export function drawnQrMatrix(bytes: Buffer): boolean[][] {
  const squares: { x: number; y: number; size: number }[] = [];
  for (const stream of pdfContentStreams(bytes)) {
    for (const m of stream.matchAll(/(-?[\d.]+) (-?[\d.]+) (-?[\d.]+) (-?[\d.]+) re/g)) {
      const [x, y, w, h] = [m[1], m[2], m[3], m[4]].map(Number) as [number, number, number, number];
      if (Math.abs(w - h) < 1e-6 && w < 10) squares.push({ x, y, size: w });
    }
  }
  if (squares.length === 0) return [];
  const size = squares[0]!.size;
  const minX = Math.min(...squares.map((s) => s.x));
  const minY = Math.min(...squares.map((s) => s.y));
  const count = Math.round((Math.max(...squares.map((s) => s.x)) - minX) / size) + 1;
  const matrix = Array.from({ length: count }, () => Array<boolean>(count).fill(false));
  for (const s of squares) matrix[Math.round((s.y - minY) / size)]![Math.round((s.x - minX) / size)] = true;
  return matrix;
}

/** RFC 4180 CSV (quoted fields, doubled quotes, CRLF or LF) as rows of cells; a leading byte-order mark is dropped. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const input = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < input.length; i++) {
    const char = input[i]!;
    if (quoted) {
      if (char === '"' && input[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || (char === '\r' && input[i + 1] === '\n')) {
      if (char === '\r') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}
