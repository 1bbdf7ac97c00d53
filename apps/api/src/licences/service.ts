import {
  COMMERCE_LIMITS,
  MESSAGES,
  fillPath,
  licenceCertificateEndpoint,
  type CheckoutTermsResponse,
  type CommerceHistoryRecord,
  type CommerceHistoryResponse,
  type Licence,
  type LicenceVerification,
  PAGES,
} from '@clipmarket/core';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { LicenceTermsSnapshot, OnlineTierId } from '../commerce/tables';
import { SKU_PATTERNS } from '../storefront/port';
import type { DB } from '../db/schema';
import type { LicenceConfig } from './config';
import { formatMoney, isoDay, parseDecimalCents, tierName } from './format';

export type HistoryType = 'licence' | 'purchase' | 'giftCard';

/** The history's filters (commerceHistoryQuerySchema), as the exports take them too. */
export interface HistoryFilters {
  type?: HistoryType | 'all';
  /** Inclusive, 'yyyy-MM-dd' (UTC). */
  from?: string;
  to?: string;
  q?: string;
  po?: string;
}

/** A licence with everything its detail, certificate and CSV row show. */
export interface LicenceRecord {
  number: string;
  jmId: string;
  title: string;
  imgUrl: string | null;
  tier: OnlineTierId;
  terms: LicenceTermsSnapshot;
  licenseeName: string;
  licenseeCompany: string | null;
  licenseeEmail: string;
  projectName: string | null;
  poNumber: string | null;
  priceCents: number;
  currency: string;
  paidWith: 'money' | 'credit';
  postUrls: string[];
  revokedAt: Date | null;
  /** Why it was revoked ('Refunded', 'Order cancelled (fraud)'). */
  revokedReason: string | null;
  /** Whether the public check shows the company (the buyer's choice). */
  showCompany: boolean;
  grantedAt: Date;
  orderId: string;
  orderReference: string;
  orderName: string | null;
}

/** The title a gift card has in the history (the storefront product's name is the store's to choose). */
export const GIFT_CARD_TITLE = 'Gift Card';

/** What an export of more licences than COMMERCE_LIMITS.exportMax answers (400). */
export const EXPORT_TOO_LARGE_MESSAGE = `More than ${COMMERCE_LIMITS.exportMax} licences match. Narrow the filters (a date range, a clip or a PO number) and export again.`;

/** What a certificate zip of more licences than COMMERCE_LIMITS.certificatesZipMax answers (400). */
export const CERTIFICATES_ZIP_TOO_LARGE_MESSAGE = `More than ${COMMERCE_LIMITS.certificatesZipMax} licences match, and one zip holds at most ${COMMERCE_LIMITS.certificatesZipMax} certificates. Narrow the filters (a date range, a clip or a PO number) and download again.`;

/** What a date range that ends before it starts answers (400). */
export const DATE_RANGE_MESSAGE = 'The start date (from) is after the end date (to).';

/** What the year 0000 answers (400): the contract's day format allows it, PostgreSQL's calendar does not. */
export const DATE_YEAR_MESSAGE = 'Use dates from the year 0001 on (yyyy-MM-dd).';

export class FilterError extends Error {}

const asDate = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));

/** The clip's display title (packages/core's displayTitle, in SQL), from `clips c`. */
const CLIP_TITLE = sql<string>`coalesce(nullif(btrim(c.publishing_title), ''), nullif(btrim(c.title), ''), ${MESSAGES.noTitle})`;

/** A licence's columns, from `licences l JOIN orders o JOIN clips c`. */
const LICENCE_COLUMNS = sql`
  l.number, l.jm_id, ${CLIP_TITLE} AS title, c.img_url, l.tier, l.terms, l.licensee_name, l.licensee_company,
  l.licensee_email, l.project_name, l.po_number, l.price_cents, l.currency, l.paid_with, l.post_urls,
  l.revoked_at, l.revoked_reason, l.show_company, l.granted_at, l.order_id, o.checkout_reference AS order_reference,
  o.name AS order_name`;

const LICENCE_FROM = sql`licences l JOIN orders o ON o.id = l.order_id JOIN clips c ON c.jm_id = l.jm_id`;

interface LicenceRow extends Omit<LicenceRecord, 'revokedAt' | 'grantedAt'> {
  revokedAt: Date | string | null;
  grantedAt: Date | string;
}

function toRecord(row: LicenceRow): LicenceRecord {
  return {
    ...row,
    postUrls: row.postUrls ?? [],
    revokedAt: row.revokedAt === null ? null : asDate(row.revokedAt),
    grantedAt: asDate(row.grantedAt),
  };
}

/** Escapes LIKE's wildcards so a buyer's `%` or `_` matches itself. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** 'JV#1202783', 'jv# 1202783' or '1202783' → '1202783'. */
function jmIdOf(q: string): string {
  return q.replace(/^jv#\s*/i, '').trim();
}

/**
 * The filters as SQL over the history's rows (`h`: type, key, date, title, jm_id, po, licence_number), the same
 * for every kind of record. Dates are whole UTC days, both ends included.
 */
function filterSql(filters: HistoryFilters): RawBuilder<boolean> {
  const conditions: RawBuilder<boolean>[] = [sql<boolean>`TRUE`];
  if (filters.from) conditions.push(sql<boolean>`h.date >= ${`${filters.from}T00:00:00Z`}::timestamptz`);
  if (filters.to) {
    conditions.push(sql<boolean>`h.date < ${`${filters.to}T00:00:00Z`}::timestamptz + interval '1 day'`);
  }
  const q = filters.q?.trim();
  if (q) {
    const words = q.split(/\s+/).filter(Boolean);
    const allWords = sql.join(
      words.map((word) => sql<boolean>`h.title ILIKE ${`%${likeEscape(word)}%`}`),
      sql` AND `,
    );
    conditions.push(
      sql<boolean>`((${allWords}) OR h.jm_id = ${jmIdOf(q)} OR h.licence_number = ${q.toUpperCase()})`,
    );
  }
  const po = filters.po?.trim();
  if (po) conditions.push(sql<boolean>`lower(h.po) = lower(${po})`);
  return sql<boolean>`${sql.join(conditions, sql` AND `)}`;
}

/** The user's history rows of the kinds asked for, each as (type, key, date, title, jm_id, po, licence_number). */
function historyRows(userId: string, type: HistoryFilters['type']): RawBuilder<unknown> {
  const branches: RawBuilder<unknown>[] = [];
  if (type === 'all' || type === 'licence' || type === undefined) {
    branches.push(sql`
      SELECT 'licence' AS type, l.number AS key, l.granted_at AS date, ${CLIP_TITLE} AS title, l.jm_id,
        l.po_number AS po, l.number AS licence_number
      FROM licences l JOIN clips c ON c.jm_id = l.jm_id
      WHERE l.user_id = ${userId}`);
  }
  if (type === 'all' || type === 'purchase' || type === undefined) {
    branches.push(sql`
      SELECT 'purchase' AS type, i.id::text AS key, o.paid_at AS date, i.title, i.jm_id, NULL::text AS po,
        NULL::text AS licence_number
      FROM order_items i JOIN orders o ON o.id = i.order_id
      WHERE i.user_id = ${userId}`);
  }
  if (type === 'all' || type === 'giftCard' || type === undefined) {
    branches.push(sql`
      SELECT 'giftCard' AS type, g.id::text AS key, g.created_at AS date,
        ${GIFT_CARD_TITLE}::text || ' ending in ' || g.last_characters AS title, NULL::text AS jm_id, NULL::text AS po,
        NULL::text AS licence_number
      FROM gift_cards g
      WHERE g.user_id = ${userId}`);
  }
  return sql`${sql.join(branches, sql` UNION ALL `)}`;
}

/** '10 × Basic Pro' for a Discount Pack, '$50.00' for a Gift Card, from the SKUs storefront/port.ts names. */
function purchaseProductName(item: {
  sku: string | null;
  title: string;
  quantity: number;
  currency: string;
}) {
  const pack = SKU_PATTERNS.pack.exec(item.sku ?? '');
  if (pack) return `${item.quantity * Number(pack[2])} × ${tierName(pack[1] as OnlineTierId)}`;
  const card = SKU_PATTERNS.giftCard.exec(item.sku ?? '');
  if (card) {
    const value = formatMoney(Number(card[1]) * 100, item.currency);
    return item.quantity > 1 ? `${item.quantity} × ${value}` : value;
  }
  return item.quantity > 1 ? `${item.quantity} × ${item.title}` : item.title;
}

export function createLicenceService(db: Kysely<DB>, config: LicenceConfig) {
  const certificateUrl = (number: string) => fillPath(licenceCertificateEndpoint.path, { number });
  const verificationUrl = (number: string) => `${config.publicBaseUrl}${PAGES.verify.href({ number })}`;

  function checkRange(filters: HistoryFilters): void {
    if (filters.from?.startsWith('0000') || filters.to?.startsWith('0000')) {
      throw new FilterError(DATE_YEAR_MESSAGE);
    }
    if (filters.from && filters.to && filters.from > filters.to) throw new FilterError(DATE_RANGE_MESSAGE);
  }

  /** The user's licence by number, or null (another user's is null too). */
  async function findLicence(userId: string, number: string): Promise<LicenceRecord | null> {
    const { rows } = await sql<LicenceRow>`
      SELECT ${LICENCE_COLUMNS} FROM ${LICENCE_FROM}
      WHERE l.number = ${number} AND l.user_id = ${userId}
    `.execute(db);
    return rows[0] ? toRecord(rows[0]) : null;
  }

  /** The contract's licence, from a record. */
  function toLicence(record: LicenceRecord): Licence {
    return {
      number: record.number,
      jmId: record.jmId,
      title: record.title,
      tier: record.tier,
      tierName: tierName(record.tier),
      grantedAt: record.grantedAt.toISOString(),
      imgUrl: record.imgUrl,
      terms: record.terms,
      licensee: {
        name: record.licenseeName,
        company: record.licenseeCompany,
        email: record.licenseeEmail,
      },
      projectName: record.projectName,
      poNumber: record.poNumber,
      priceCents: record.priceCents,
      currency: record.currency,
      paidWith: record.paidWith,
      orderReference: record.orderReference,
      orderName: record.orderName,
      postUrls: record.postUrls,
      certificateUrl: certificateUrl(record.number),
      verificationUrl: verificationUrl(record.number),
      revokedAt: record.revokedAt?.toISOString() ?? null,
      revokedReason: record.revokedReason,
      showCompany: record.showCompany,
    };
  }

  /** How many of the user's licences the filters keep. */
  async function countLicences(userId: string, filters: HistoryFilters): Promise<number> {
    checkRange(filters);
    const { rows } = await sql<{ total: number }>`
      SELECT count(*) AS total FROM (${historyRows(userId, 'licence')}) h WHERE ${filterSql(filters)}
    `.execute(db);
    return Number(rows[0]?.total ?? 0);
  }

  return {
    verificationUrl,
    toLicence,
    findLicence,

    /** Shows or hides the company on the licence's public check; null when the user holds no such licence. */
    async setShowCompany(
      userId: string,
      number: string,
      showCompany: boolean,
    ): Promise<LicenceRecord | null> {
      const updated = await db
        .updateTable('licences')
        .set({ showCompany })
        .where('number', '=', number)
        .where('userId', '=', userId)
        .returning('number')
        .executeTakeFirst();
      return updated ? findLicence(userId, number) : null;
    },

    /**
     * The user's licences the filters keep, newest first, for the exports. More than `max` throws FilterError
     * (counted first, so a too-broad export reads no rows).
     */
    async exportLicences(
      userId: string,
      filters: HistoryFilters,
      max: number = COMMERCE_LIMITS.exportMax,
      tooMany: string = EXPORT_TOO_LARGE_MESSAGE,
    ): Promise<LicenceRecord[]> {
      if ((await countLicences(userId, filters)) > max) throw new FilterError(tooMany);
      const { rows } = await sql<LicenceRow>`
        SELECT ${LICENCE_COLUMNS} FROM ${LICENCE_FROM}
        WHERE l.number IN (
          SELECT h.key FROM (${historyRows(userId, 'licence')}) h WHERE ${filterSql(filters)}
        )
        ORDER BY l.granted_at DESC, l.number DESC
        LIMIT ${max}
      `.execute(db);
      return rows.map(toRecord);
    },

    /** Licences, purchases and gift cards, newest first, filtered, one page. */
    async history(
      userId: string,
      filters: HistoryFilters & { offset: number; max: number },
    ): Promise<CommerceHistoryResponse> {
      checkRange(filters);
      const where = filterSql(filters);
      const rows = historyRows(userId, filters.type ?? 'all');
      const [page, count] = await Promise.all([
        sql<{ type: HistoryType; key: string }>`
          SELECT h.type, h.key FROM (${rows}) h WHERE ${where}
          ORDER BY h.date DESC, h.type, h.key DESC
          LIMIT ${filters.max} OFFSET ${filters.offset}
        `.execute(db),
        sql<{ total: number }>`SELECT count(*) AS total FROM (${rows}) h WHERE ${where}`.execute(db),
      ]);
      const keysOf = (type: HistoryType) => page.rows.filter((r) => r.type === type).map((r) => r.key);
      const [licences, purchases, giftCards] = await Promise.all([
        licenceRecords(keysOf('licence')),
        purchaseRecords(keysOf('purchase')),
        giftCardRecords(keysOf('giftCard')),
      ]);
      const byKey = new Map([...licences, ...purchases, ...giftCards]);
      return {
        data: page.rows.flatMap((r) => byKey.get(`${r.type}:${r.key}`) ?? []),
        total: Number(count.rows[0]?.total ?? 0),
      };
    },

    /** What anyone may learn from a licence number; null when no licence has it. */
    async verify(number: string): Promise<LicenceVerification | null> {
      const { rows } = await sql<{
        number: string;
        jmId: string;
        title: string;
        tier: OnlineTierId;
        licenseeCompany: string | null;
        revokedAt: Date | string | null;
        grantedAt: Date | string;
      }>`
        SELECT l.number, l.jm_id, ${CLIP_TITLE} AS title, l.tier,
          -- The company only when the buyer chose to show it (never a name, an e-mail or anything else personal).
          CASE WHEN l.show_company THEN nullif(btrim(l.licensee_company), '') END AS licensee_company,
          l.revoked_at, l.granted_at
        FROM licences l JOIN clips c ON c.jm_id = l.jm_id
        WHERE l.number = ${number}
      `.execute(db);
      const row = rows[0];
      if (!row) return null;
      return {
        number: row.number,
        valid: row.revokedAt === null,
        jmId: row.jmId,
        title: row.title,
        tier: row.tier,
        tierName: tierName(row.tier),
        company: row.licenseeCompany,
        date: isoDay(asDate(row.grantedAt)),
        revokedAt: row.revokedAt === null ? null : isoDay(asDate(row.revokedAt)),
      };
    },

    /**
     * The terms page's fields against a real order: valid only when every field given matches (the subtotal
     * as cents, the currency ignoring case, the date as the UTC day it was paid). The answer never says which
     * field was wrong, and never carries personal data.
     */
    async checkoutTerms(query: {
      id: string;
      reference: string;
      subtotal: string;
      currency?: string;
      date?: string;
    }): Promise<CheckoutTermsResponse> {
      const invalid: CheckoutTermsResponse = { valid: false, order: null };
      const subtotalCents = parseDecimalCents(query.subtotal);
      if (subtotalCents === null) return invalid;
      const order = await db
        .selectFrom('orders')
        .select(['id', 'name', 'checkoutReference', 'subtotalCents', 'currency', 'paidAt'])
        .where('checkoutReference', '=', query.reference.trim())
        .executeTakeFirst();
      if (!order) return invalid;
      // An order paid wholly with credits has no storefront name: its reference is its number.
      const name = order.name ?? order.checkoutReference;
      const paidDay = isoDay(asDate(order.paidAt));
      const matches =
        name === query.id.trim() &&
        order.subtotalCents === subtotalCents &&
        (query.currency === undefined || query.currency.trim().toUpperCase() === order.currency) &&
        (query.date === undefined || query.date.trim() === paidDay);
      if (!matches) return invalid;
      const licences = await db
        .selectFrom('licences')
        .select(['tier', 'terms'])
        .where('orderId', '=', order.id)
        .orderBy('number')
        .execute();
      const tiers = new Map<OnlineTierId, LicenceTermsSnapshot>();
      for (const licence of licences) if (!tiers.has(licence.tier)) tiers.set(licence.tier, licence.terms);
      return {
        valid: true,
        order: {
          name,
          reference: order.checkoutReference,
          date: paidDay,
          subtotalCents: order.subtotalCents,
          currency: order.currency,
          tiers: [...tiers].map(([tier, terms]) => ({ tier, tierName: tierName(tier), terms })),
          licenceCount: licences.length,
        },
      };
    },
  };

  async function licenceRecords(numbers: string[]): Promise<[string, CommerceHistoryRecord][]> {
    if (numbers.length === 0) return [];
    const { rows } = await sql<LicenceRow>`
      SELECT ${LICENCE_COLUMNS} FROM ${LICENCE_FROM} WHERE l.number = ANY(${numbers}::text[])
    `.execute(db);
    const statuses = await orderStatuses(rows.map((row) => row.orderId));
    return rows.map(toRecord).map((l) => [
      `licence:${l.number}`,
      {
        id: `licence-${l.number}`,
        type: 'licence',
        date: l.grantedAt.toISOString(),
        title: l.title,
        jmId: l.jmId,
        productName: tierName(l.tier),
        amountCents: l.priceCents,
        currency: l.currency,
        orderNumber: l.orderName ?? l.orderReference,
        licenceNumber: l.number,
        projectName: l.projectName,
        poNumber: l.poNumber,
        certificateUrl: certificateUrl(l.number),
        giftCard: null,
        revokedAt: l.revokedAt?.toISOString() ?? null,
        orderStatus: statuses.get(l.orderId) ?? 'paid',
      },
    ]);
  }

  async function purchaseRecords(ids: string[]): Promise<[string, CommerceHistoryRecord][]> {
    if (ids.length === 0) return [];
    const rows = await db
      .selectFrom('orderItems as i')
      .innerJoin('orders as o', 'o.id', 'i.orderId')
      .select([
        'i.id',
        'i.title',
        'i.jmId',
        'i.sku',
        'i.quantity',
        'i.amountCents',
        'i.currency',
        'o.paidAt',
        'o.name',
        'o.checkoutReference',
        'i.orderId',
        'i.refundedQuantity',
        'i.refundedAt',
      ])
      .where('i.id', 'in', ids)
      .execute();
    const statuses = await orderStatuses(rows.map((row) => row.orderId));
    return rows.map((i) => [
      `purchase:${i.id}`,
      {
        id: `purchase-${i.id}`,
        type: 'purchase',
        date: asDate(i.paidAt).toISOString(),
        title: i.title,
        jmId: i.jmId,
        productName: purchaseProductName(i),
        amountCents: i.amountCents,
        currency: i.currency,
        orderNumber: i.name ?? i.checkoutReference,
        licenceNumber: null,
        projectName: null,
        poNumber: null,
        certificateUrl: null,
        giftCard: null,
        revokedAt: i.refundedQuantity > 0 && i.refundedAt ? asDate(i.refundedAt).toISOString() : null,
        orderStatus: statuses.get(i.orderId) ?? 'paid',
      },
    ]);
  }

  async function giftCardRecords(ids: string[]): Promise<[string, CommerceHistoryRecord][]> {
    if (ids.length === 0) return [];
    const rows = await db
      .selectFrom('giftCards as g')
      .innerJoin('orders as o', 'o.id', 'g.orderId')
      .select([
        'g.id',
        'g.code',
        'g.lastCharacters',
        'g.initialCents',
        'g.balanceCents',
        'g.currency',
        'g.createdAt',
        'o.name',
        'o.checkoutReference',
        'g.orderId',
        'g.revokedAt',
      ])
      .where('g.id', 'in', ids)
      .execute();
    const statuses = await orderStatuses(rows.map((row) => row.orderId));
    return rows.map((g) => [
      `giftCard:${g.id}`,
      {
        id: `giftCard-${g.id}`,
        type: 'giftCard',
        date: asDate(g.createdAt).toISOString(),
        title: `${GIFT_CARD_TITLE} ending in ${g.lastCharacters}`,
        jmId: null,
        productName: formatMoney(g.initialCents, g.currency),
        amountCents: g.initialCents,
        currency: g.currency,
        orderNumber: g.name ?? g.checkoutReference,
        licenceNumber: null,
        projectName: null,
        poNumber: null,
        certificateUrl: null,
        giftCard: {
          code: g.code,
          lastCharacters: g.lastCharacters,
          balanceCents: g.balanceCents,
          initialCents: g.initialCents,
        },
        revokedAt: g.revokedAt ? asDate(g.revokedAt).toISOString() : null,
        orderStatus: statuses.get(g.orderId) ?? 'paid',
      },
    ]);
  }

  /**
   * Each order's standing as the history shows it: cancelled; refunded (every licence revoked and every unit
   * bought refunded); partly refunded (some); else paid.
   */
  async function orderStatuses(
    orderIds: string[],
  ): Promise<Map<string, CommerceHistoryRecord['orderStatus']>> {
    const ids = [...new Set(orderIds)];
    if (ids.length === 0) return new Map();
    const { rows } = await sql<{
      id: string;
      cancelled: boolean;
      parts: number;
      taken: number;
    }>`
      SELECT o.id, o.cancelled_at IS NOT NULL AS cancelled,
        (SELECT count(*) FROM licences l WHERE l.order_id = o.id)
          + (SELECT coalesce(sum(i.quantity), 0) FROM order_items i WHERE i.order_id = o.id) AS parts,
        (SELECT count(*) FROM licences l WHERE l.order_id = o.id AND l.revoked_at IS NOT NULL)
          + (SELECT coalesce(sum(i.refunded_quantity), 0) FROM order_items i WHERE i.order_id = o.id) AS taken
      FROM orders o WHERE o.id = ANY(${ids}::uuid[])
    `.execute(db);
    return new Map(
      rows.map((row) => {
        const parts = Number(row.parts);
        const taken = Number(row.taken);
        const status = row.cancelled
          ? 'cancelled'
          : taken === 0
            ? 'paid'
            : taken >= parts
              ? 'refunded'
              : 'partlyRefunded';
        return [row.id, status] as const;
      }),
    );
  }
}

export type LicenceService = ReturnType<typeof createLicenceService>;
