/**
 * The licences' SQL (ADR 64): licences with their orders and clips, the commerce history's rows (licences,
 * purchases, gift cards) and its filters, the public check and the orders' standing, as functions of the
 * executor they run on. The service (service.ts) keeps the rules: which range is valid, what an export may
 * hold, what a terms link must match, and the answers' shapes.
 */
import { MESSAGES, type LicenceInvoice } from '@clipmarket/core';
import { sql, type Kysely, type RawBuilder, type Selectable, type Transaction } from 'kysely';
import type { LicencesTable, OnlineTierId } from '../commerce/tables';
import type { DB } from '../db/schema';
import { readable } from '../teams/repository';

/** What a repository function runs on: the database, or a transaction. */
export type Executor = Kysely<DB> | Transaction<DB>;

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

/**
 * A licence with everything its detail, certificate and CSV row show: its row (commerce/tables.ts) but its
 * owner and line key, with its clip's title and image and its order's reference and name.
 */
export interface LicenceRecord extends Omit<Selectable<LicencesTable>, 'userId' | 'lineKey' | 'teamId'> {
  title: string;
  imgUrl: string | null;
  orderReference: string;
  orderName: string | null;
  /** Its upgrades that stand (one refunded is undone), oldest first (migration 0036; docs/adr/0084). */
  upgrades: LicenceUpgradeRecord[];
  /** Its order's invoice, when the order was placed on account (docs/adr/0087); null for a card order. */
  invoice: LicenceInvoice | null;
}

/** A paid upgrade of a licence, with the number of the order that paid for it. */
export interface LicenceUpgradeRecord {
  fromTier: OnlineTierId;
  toTier: OnlineTierId;
  date: Date;
  orderNumber: string;
  priceCents: number;
  currency: string;
}

/** The title a gift card has in the history (the storefront product's name is the store's to choose). */
export const GIFT_CARD_TITLE = 'Gift Card';

export const asDate = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));

/** The clip's display title (packages/core's displayTitle, in SQL), from `clips c`. */
const CLIP_TITLE = sql<string>`coalesce(nullif(btrim(c.publishing_title), ''), nullif(btrim(c.title), ''), ${MESSAGES.noTitle})`;

/** A licence's columns, from `licences l JOIN orders o JOIN clips c`. */
const LICENCE_COLUMNS = sql`
  l.number, l.jm_id, ${CLIP_TITLE} AS title, c.img_url, l.tier, l.terms, l.licensee_name, l.licensee_company,
  l.licensee_email, l.project_name, l.po_number, l.price_cents, l.discount_cents, l.currency, l.paid_with, l.post_urls,
  l.revoked_at, l.revoked_reason, l.show_company, l.granted_at, l.order_id, o.checkout_reference AS order_reference,
  o.name AS order_name,
  (
    SELECT json_build_object(
      'state', CASE WHEN inv.cancelled_at IS NOT NULL THEN 'cancelled' WHEN inv.paid_on IS NULL THEN 'due' ELSE 'paid' END,
      'dueOn', inv.due_on::text
    )
    FROM invoices inv WHERE inv.order_id = o.id
  ) AS invoice,
  coalesce((
    SELECT json_agg(json_build_object(
      'fromTier', u.from_tier, 'toTier', u.to_tier, 'date', u.created_at, 'orderNumber', uo.checkout_reference,
      'priceCents', u.price_cents, 'currency', u.currency
    ) ORDER BY u.created_at, u.id)
    FROM licence_upgrades u JOIN orders uo ON uo.id = u.order_id
    WHERE u.licence_number = l.number AND u.reverted_at IS NULL
  ), '[]'::json) AS upgrades`;

const LICENCE_FROM = sql`licences l JOIN orders o ON o.id = l.order_id JOIN clips c ON c.jm_id = l.jm_id`;

export interface LicenceRow extends Omit<LicenceRecord, 'revokedAt' | 'grantedAt' | 'upgrades' | 'invoice'> {
  revokedAt: Date | string | null;
  grantedAt: Date | string;
  /** json: parsed by `pg`, text from a driver that does not parse it. */
  upgrades: (Omit<LicenceUpgradeRecord, 'date'> & { date: string })[] | string | null;
  invoice: LicenceInvoice | string | null;
}

export function toRecord(row: LicenceRow): LicenceRecord {
  const upgrades = typeof row.upgrades === 'string' ? JSON.parse(row.upgrades) : row.upgrades;
  return {
    ...row,
    postUrls: row.postUrls ?? [],
    revokedAt: row.revokedAt === null ? null : asDate(row.revokedAt),
    grantedAt: asDate(row.grantedAt),
    invoice: typeof row.invoice === 'string' ? (JSON.parse(row.invoice) as LicenceInvoice) : row.invoice,
    upgrades: ((upgrades ?? []) as (Omit<LicenceUpgradeRecord, 'date'> & { date: string })[]).map(
      (upgrade) => ({ ...upgrade, date: asDate(upgrade.date) }),
    ),
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
      WHERE ${readable('l', userId)}`);
  }
  if (type === 'all' || type === 'purchase' || type === undefined) {
    branches.push(sql`
      SELECT 'purchase' AS type, i.id::text AS key, o.paid_at AS date, i.title, i.jm_id, NULL::text AS po,
        NULL::text AS licence_number
      FROM order_items i JOIN orders o ON o.id = i.order_id
      WHERE i.user_id = ${userId}`);
    // A licence's upgrade is a purchase of its order (migration 0036), found by the licence's number too.
    branches.push(sql`
      SELECT 'purchase' AS type, ${UPGRADE_KEY_PREFIX}::text || u.id::text AS key, u.created_at AS date,
        ${CLIP_TITLE} AS title, l.jm_id, NULL::text AS po, l.number AS licence_number
      FROM licence_upgrades u JOIN licences l ON l.number = u.licence_number JOIN clips c ON c.jm_id = l.jm_id
      WHERE u.user_id = ${userId}`);
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

/** The history's key of a licence upgrade: this and its id (the other purchases' keys are bare ids). */
export const UPGRADE_KEY_PREFIX = 'upgrade:';

/** The user's licence by number, or their team's where their role reads it (another user's is none). */
export async function ownLicence(
  q: Executor,
  userId: string,
  number: string,
): Promise<LicenceRow | undefined> {
  const { rows } = await sql<LicenceRow>`
    SELECT ${LICENCE_COLUMNS} FROM ${LICENCE_FROM}
    WHERE l.number = ${number} AND ${readable('l', userId)}
  `.execute(q);
  return rows[0];
}

/** Licences by number, whoever holds them. */
export async function licencesNumbered(q: Executor, numbers: readonly string[]): Promise<LicenceRow[]> {
  const { rows } = await sql<LicenceRow>`
    SELECT ${LICENCE_COLUMNS} FROM ${LICENCE_FROM} WHERE l.number = ANY(${numbers}::text[])
  `.execute(q);
  return rows;
}

/** How many of the user's licences the filters keep. */
export async function countMatching(q: Executor, userId: string, filters: HistoryFilters): Promise<number> {
  const { rows } = await sql<{ total: number }>`
    SELECT count(*) AS total FROM (${historyRows(userId, 'licence')}) h WHERE ${filterSql(filters)}
  `.execute(q);
  return Number(rows[0]?.total ?? 0);
}

/** The user's licences the filters keep, newest first, at most `max`. */
export async function matching(
  q: Executor,
  userId: string,
  filters: HistoryFilters,
  max: number,
): Promise<LicenceRow[]> {
  const { rows } = await sql<LicenceRow>`
    SELECT ${LICENCE_COLUMNS} FROM ${LICENCE_FROM}
    WHERE l.number IN (
      SELECT h.key FROM (${historyRows(userId, 'licence')}) h WHERE ${filterSql(filters)}
    )
    ORDER BY l.granted_at DESC, l.number DESC
    LIMIT ${max}
  `.execute(q);
  return rows;
}

/** Shows or hides the company on the user's licence; whether the user holds it. */
export async function setShowCompany(
  q: Executor,
  userId: string,
  number: string,
  showCompany: boolean,
): Promise<boolean> {
  const updated = await q
    .updateTable('licences')
    .set({ showCompany })
    .where('number', '=', number)
    .where(readable('licences', userId))
    .returning('number')
    .executeTakeFirst();
  return updated !== undefined;
}

/** One page of the user's history (newest first) as (type, key), and how many rows the filters keep. */
export async function historyPage(
  q: Executor,
  userId: string,
  filters: HistoryFilters & { offset: number; max: number },
): Promise<{ page: { type: HistoryType; key: string }[]; total: number }> {
  const where = filterSql(filters);
  const rows = historyRows(userId, filters.type ?? 'all');
  const [page, count] = await Promise.all([
    sql<{ type: HistoryType; key: string }>`
      SELECT h.type, h.key FROM (${rows}) h WHERE ${where}
      ORDER BY h.date DESC, h.type, h.key DESC
      LIMIT ${filters.max} OFFSET ${filters.offset}
    `.execute(q),
    sql<{ total: number }>`SELECT count(*) AS total FROM (${rows}) h WHERE ${where}`.execute(q),
  ]);
  return { page: page.rows, total: Number(count.rows[0]?.total ?? 0) };
}

/** What the public check reads of a licence number. */
export async function verification(q: Executor, number: string) {
  const { rows } = await sql<{
    number: string;
    jmId: string;
    title: string;
    tier: OnlineTierId;
    licenseeCompany: string | null;
    revokedAt: Date | string | null;
    grantedAt: Date | string;
    upgradedAt: Date | string | null;
  }>`
    SELECT l.number, l.jm_id, ${CLIP_TITLE} AS title, l.tier,
      -- The company only when the buyer chose to show it (never a name, an e-mail or anything else personal).
      CASE WHEN l.show_company THEN nullif(btrim(l.licensee_company), '') END AS licensee_company,
      l.revoked_at, l.granted_at,
      (SELECT max(u.created_at) FROM licence_upgrades u
        WHERE u.licence_number = l.number AND u.reverted_at IS NULL) AS upgraded_at
    FROM licences l JOIN clips c ON c.jm_id = l.jm_id
    WHERE l.number = ${number}
  `.execute(q);
  return rows[0];
}

/** The order a checkout reference names. */
export function orderByReference(q: Executor, reference: string) {
  return q
    .selectFrom('orders')
    .select(['id', 'name', 'checkoutReference', 'subtotalCents', 'currency', 'paidAt'])
    .where('checkoutReference', '=', reference)
    .executeTakeFirst();
}

/** An order's licences' tiers and terms, in number order. */
export function orderLicenceTerms(q: Executor, orderId: string) {
  return q
    .selectFrom('licences')
    .select(['tier', 'terms'])
    .where('orderId', '=', orderId)
    .orderBy('number')
    .execute();
}

/** Order items (purchases) by id, with their orders' names and payment. */
export function purchaseItems(q: Executor, ids: readonly string[]) {
  return q
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
    .where('i.id', 'in', [...ids])
    .execute();
}

/** Licence upgrades by id, with their licences' clips and their orders' numbers. */
export async function upgradeItems(q: Executor, ids: readonly string[]) {
  const { rows } = await sql<{
    id: string;
    licenceNumber: string;
    fromTier: OnlineTierId;
    toTier: OnlineTierId;
    priceCents: number;
    currency: string;
    createdAt: Date | string;
    revertedAt: Date | string | null;
    orderId: string;
    checkoutReference: string;
    jmId: string;
    title: string;
  }>`
    SELECT u.id, u.licence_number, u.from_tier, u.to_tier, u.price_cents, u.currency, u.created_at, u.reverted_at,
      u.order_id, o.checkout_reference, l.jm_id, ${CLIP_TITLE} AS title
    FROM licence_upgrades u
      JOIN orders o ON o.id = u.order_id
      JOIN licences l ON l.number = u.licence_number
      JOIN clips c ON c.jm_id = l.jm_id
    WHERE u.id = ANY(${[...ids]}::uuid[])
  `.execute(q);
  return rows;
}

/** An order's licence upgrades, with their licences' clips (its page, receipt and mail). */
export async function orderUpgrades(q: Executor, orderId: string) {
  const { rows } = await sql<{
    id: string;
    lineKey: string;
    licenceNumber: string;
    fromTier: OnlineTierId;
    toTier: OnlineTierId;
    priceCents: number;
    discountCents: number;
    revertedAt: Date | string | null;
    jmId: string;
    title: string;
  }>`
    SELECT u.id, u.line_key, u.licence_number, u.from_tier, u.to_tier, u.price_cents, u.discount_cents,
      u.reverted_at, l.jm_id,
      ${CLIP_TITLE} AS title
    FROM licence_upgrades u JOIN licences l ON l.number = u.licence_number JOIN clips c ON c.jm_id = l.jm_id
    WHERE u.order_id = ${orderId}
    ORDER BY u.created_at, u.id
  `.execute(q);
  return rows;
}

/** Gift cards by id, with their orders' names. */
export function giftCards(q: Executor, ids: readonly string[]) {
  return q
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
    .where('g.id', 'in', [...ids])
    .execute();
}

/** Each order's parts (licences and units bought) and how many were taken back, and whether it was cancelled. */
export async function orderParts(q: Executor, ids: readonly string[]) {
  const { rows } = await sql<{
    id: string;
    cancelled: boolean;
    invoiced: boolean;
    parts: number;
    taken: number;
  }>`
    SELECT o.id, o.cancelled_at IS NOT NULL AS cancelled,
      -- Placed on account and its invoice not paid yet (docs/adr/0087).
      EXISTS (
        SELECT 1 FROM invoices i WHERE i.order_id = o.id AND i.paid_on IS NULL AND i.cancelled_at IS NULL
      ) AS invoiced,
      (SELECT count(*) FROM licences l WHERE l.order_id = o.id)
        + (SELECT coalesce(sum(i.quantity), 0) FROM order_items i WHERE i.order_id = o.id)
        + (SELECT count(*) FROM licence_upgrades u WHERE u.order_id = o.id) AS parts,
      (SELECT count(*) FROM licences l WHERE l.order_id = o.id AND l.revoked_at IS NOT NULL)
        + (SELECT coalesce(sum(i.refunded_quantity), 0) FROM order_items i WHERE i.order_id = o.id)
        + (SELECT count(*) FROM licence_upgrades u WHERE u.order_id = o.id AND u.reverted_at IS NOT NULL) AS taken
    FROM orders o WHERE o.id = ANY(${ids}::uuid[])
  `.execute(q);
  return rows;
}

// ---------------------------------------------------------------------------------------------------------
// One order as its page, receipt and confirmation mail show it (orders.ts)

/**
 * The user's order by its number, or their team's where their role reads it (another user's is none), with the buyer's account and the checkout's lines
 * (the order the buyer put them in).
 */
export function ownOrder(q: Executor, userId: string, reference: string) {
  return q
    .selectFrom('orders as o')
    .innerJoin('users as u', 'u.id', 'o.userId')
    .innerJoin('checkouts as c', 'c.reference', 'o.checkoutReference')
    .select([
      'o.id',
      'o.checkoutReference',
      'o.name',
      'o.currency',
      'o.subtotalCents',
      'o.totalCents',
      'o.discountCents',
      'o.discountCodes',
      'o.taxCents',
      'o.taxesIncluded',
      'o.taxLines',
      'o.giftCardApplications',
      'o.billingDetails',
      'o.paidAt',
      'u.email',
      'u.firstName',
      'u.lastName',
      'c.lines as checkoutLines',
    ])
    .where('o.checkoutReference', '=', reference)
    .where(readable('o', userId))
    .executeTakeFirst();
}

/** An order's licences, with the checkout line each was granted for. */
export async function orderLicenceRecords(
  q: Executor,
  orderId: string,
): Promise<(LicenceRow & { lineKey: string })[]> {
  const { rows } = await sql<LicenceRow & { lineKey: string }>`
    SELECT ${LICENCE_COLUMNS}, l.line_key FROM ${LICENCE_FROM}
    WHERE l.order_id = ${orderId}
    ORDER BY l.granted_at, l.number
  `.execute(q);
  return rows;
}

/** An order's purchases (fees, Discount Packs, Gift Cards). */
export function orderPurchases(q: Executor, orderId: string) {
  return q
    .selectFrom('orderItems')
    .select([
      'id',
      'lineKey',
      'kind',
      'sku',
      'title',
      'jmId',
      'quantity',
      'amountCents',
      'discountCents',
      'currency',
      'refundedQuantity',
      'refundedAt',
    ])
    .where('orderId', '=', orderId)
    .orderBy('id')
    .execute();
}

/** What the refunds applied to an order gave back, in cents. */
export async function refundedCents(q: Executor, orderId: string): Promise<number> {
  const { total } = await q
    .selectFrom('storefrontRefunds')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amountCents'), eb.lit(0)).as('total'))
    .where('orderId', '=', orderId)
    .where('appliedAt', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(total);
}
