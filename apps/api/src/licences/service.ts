import {
  COMMERCE_LIMITS,
  fillPath,
  licenceCertificateEndpoint,
  type CheckoutTermsResponse,
  type CommerceHistoryRecord,
  type CommerceHistoryResponse,
  type Licence,
  type LicenceVerification,
  PAGES,
  upgradeLabel,
} from '@clipmarket/core';
import type { Kysely } from 'kysely';
import type { LicenceTermsSnapshot, OnlineTierId } from '../commerce/tables';
import { SKU_PATTERNS } from '../storefront/port';
import type { DB } from '../db/schema';
import type { LicenceConfig } from './config';
import { formatMoney, isoDay, parseDecimalCents, tierName } from './format';
import * as licences from './repository';
import {
  asDate,
  GIFT_CARD_TITLE,
  toRecord,
  type Executor,
  type HistoryFilters,
  type HistoryType,
  type LicenceRecord,
} from './repository';

export { GIFT_CARD_TITLE, type HistoryFilters, type HistoryType, type LicenceRecord } from './repository';

/** What an export of more licences than COMMERCE_LIMITS.exportMax answers (400). */
export const EXPORT_TOO_LARGE_MESSAGE = `More than ${COMMERCE_LIMITS.exportMax} licences match. Narrow the filters (a date range, a clip or a PO number) and export again.`;

/** What a certificate zip of more licences than COMMERCE_LIMITS.certificatesZipMax answers (400). */
export const CERTIFICATES_ZIP_TOO_LARGE_MESSAGE = `More than ${COMMERCE_LIMITS.certificatesZipMax} licences match, and one zip holds at most ${COMMERCE_LIMITS.certificatesZipMax} certificates. Narrow the filters (a date range, a clip or a PO number) and download again.`;

/** What a date range that ends before it starts answers (400). */
export const DATE_RANGE_MESSAGE = 'The start date (from) is after the end date (to).';

/** What the year 0000 answers (400): the contract's day format allows it, PostgreSQL's calendar does not. */
export const DATE_YEAR_MESSAGE = 'Use dates from the year 0001 on (yyyy-MM-dd).';

export class FilterError extends Error {}

/** '10 × Basic Pro' for a Discount Pack, '$50.00' for a Gift Card, from the SKUs storefront/port.ts names. */
export function purchaseProductName(item: {
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
    const row = await licences.ownLicence(db, userId, number);
    return row ? toRecord(row) : null;
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
      invoice: record.invoice,
      upgrades: record.upgrades.map((upgrade) => ({
        fromTier: upgrade.fromTier,
        toTier: upgrade.toTier,
        date: upgrade.date.toISOString(),
        orderNumber: upgrade.orderNumber,
        priceCents: upgrade.priceCents,
      })),
    };
  }

  /** How many of the user's licences the filters keep. */
  async function countLicences(userId: string, filters: HistoryFilters): Promise<number> {
    checkRange(filters);
    return licences.countMatching(db, userId, filters);
  }

  return {
    verificationUrl,
    toLicence,
    findLicence,
    /** Each order's payment state (the CSV's Payment column). */
    orderStatuses,

    /** Shows or hides the company on the licence's public check; null when the user holds no such licence. */
    async setShowCompany(
      userId: string,
      number: string,
      showCompany: boolean,
    ): Promise<LicenceRecord | null> {
      const updated = await licences.setShowCompany(db, userId, number, showCompany);
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
      return (await licences.matching(db, userId, filters, max)).map(toRecord);
    },

    /** Licences, purchases and gift cards, newest first, filtered, one page. */
    async history(
      userId: string,
      filters: HistoryFilters & { offset: number; max: number },
    ): Promise<CommerceHistoryResponse> {
      checkRange(filters);
      const { page, total } = await licences.historyPage(db, userId, filters);
      const keysOf = (type: HistoryType) => page.filter((r) => r.type === type).map((r) => r.key);
      // A purchase is a product bought (order_items) or a licence's upgrade ('upgrade:<id>', licence_upgrades).
      const purchaseKeys = keysOf('purchase');
      const isUpgradeKey = (key: string) => key.startsWith(licences.UPGRADE_KEY_PREFIX);
      const [licenceRows, purchases, upgrades, giftCards] = await Promise.all([
        licenceRecords(keysOf('licence')),
        purchaseRecords(purchaseKeys.filter((key) => !isUpgradeKey(key))),
        upgradeRecords(
          purchaseKeys.filter(isUpgradeKey).map((key) => key.slice(licences.UPGRADE_KEY_PREFIX.length)),
        ),
        giftCardRecords(keysOf('giftCard')),
      ]);
      const byKey = new Map([...licenceRows, ...purchases, ...upgrades, ...giftCards]);
      return { data: page.flatMap((r) => byKey.get(`${r.type}:${r.key}`) ?? []), total };
    },

    /** What anyone may learn from a licence number; null when no licence has it. */
    async verify(number: string): Promise<LicenceVerification | null> {
      const row = await licences.verification(db, number);
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
        // Its tier is the current one (an upgrade changes it; a refunded upgrade puts it back): and since when.
        upgradedAt: row.upgradedAt === null ? null : isoDay(asDate(row.upgradedAt)),
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
      const order = await licences.orderByReference(db, query.reference.trim());
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
      const held = await licences.orderLicenceTerms(db, order.id);
      const tiers = new Map<OnlineTierId, LicenceTermsSnapshot>();
      for (const licence of held) if (!tiers.has(licence.tier)) tiers.set(licence.tier, licence.terms);
      return {
        valid: true,
        order: {
          name,
          reference: order.checkoutReference,
          date: paidDay,
          subtotalCents: order.subtotalCents,
          currency: order.currency,
          tiers: [...tiers].map(([tier, terms]) => ({ tier, tierName: tierName(tier), terms })),
          licenceCount: held.length,
        },
      };
    },
  };

  async function licenceRecords(numbers: string[]): Promise<[string, CommerceHistoryRecord][]> {
    if (numbers.length === 0) return [];
    const rows = await licences.licencesNumbered(db, numbers);
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
        orderNumber: l.orderReference,
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
    const rows = await licences.purchaseItems(db, ids);
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
        orderNumber: i.checkoutReference,
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

  /** A licence's paid upgrades, as purchases of their orders ('Upgrade Personal → Basic Pro'). */
  async function upgradeRecords(ids: string[]): Promise<[string, CommerceHistoryRecord][]> {
    if (ids.length === 0) return [];
    const rows = await licences.upgradeItems(db, ids);
    const statuses = await orderStatuses(rows.map((row) => row.orderId));
    return rows.map((u) => [
      `purchase:${licences.UPGRADE_KEY_PREFIX}${u.id}`,
      {
        id: `upgrade-${u.id}`,
        type: 'purchase',
        date: asDate(u.createdAt).toISOString(),
        title: u.title,
        jmId: u.jmId,
        productName: upgradeLabel(tierName(u.fromTier), tierName(u.toTier)),
        amountCents: u.priceCents,
        currency: u.currency,
        orderNumber: u.checkoutReference,
        licenceNumber: u.licenceNumber,
        projectName: null,
        poNumber: null,
        certificateUrl: certificateUrl(u.licenceNumber),
        giftCard: null,
        revokedAt: u.revertedAt ? asDate(u.revertedAt).toISOString() : null,
        orderStatus: statuses.get(u.orderId) ?? 'paid',
      },
    ]);
  }

  async function giftCardRecords(ids: string[]): Promise<[string, CommerceHistoryRecord][]> {
    if (ids.length === 0) return [];
    const rows = await licences.giftCards(db, ids);
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
        orderNumber: g.checkoutReference,
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

  function orderStatuses(orderIds: string[]) {
    return orderStatusesIn(db, orderIds);
  }
}

/**
 * Each order's standing as the history, the order page and the receipt show it: cancelled; invoiced (placed on
 * account, its invoice unpaid); refunded (every licence revoked and every unit bought refunded); partly refunded
 * (some); else paid.
 */
export async function orderStatusesIn(
  q: Executor,
  orderIds: string[],
): Promise<Map<string, CommerceHistoryRecord['orderStatus']>> {
  const ids = [...new Set(orderIds)];
  if (ids.length === 0) return new Map();
  const rows = await licences.orderParts(q, ids);
  return new Map(
    rows.map((row) => {
      const parts = Number(row.parts);
      const taken = Number(row.taken);
      const status = row.cancelled
        ? 'cancelled'
        : row.invoiced
          ? 'invoiced'
          : taken === 0
            ? 'paid'
            : taken >= parts
              ? 'refunded'
              : 'partlyRefunded';
      return [row.id, status] as const;
    }),
  );
}

export type LicenceService = ReturnType<typeof createLicenceService>;
