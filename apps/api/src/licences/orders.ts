import {
  fillPath,
  licenceCertificateEndpoint,
  orderReceiptEndpoint,
  upgradeLabel,
  type BillingDetails,
  type Order,
  type OrderLine,
} from '@clipmarket/core';
import type { Kysely, Transaction } from 'kysely';
import type { MailMessage } from '../auth/mail';
import { queueMail } from '../auth/repository';
import { billingOf } from '../commerce/billing-repository';
import { invoiceOfOrder } from '../commerce/invoice-repository';
import type {
  BillingSnapshot,
  CheckoutLineSnapshot,
  OrderDiscountCode,
  OrderGiftCardApplication,
  OrderTaxLine,
} from '../commerce/tables';
import type { DB } from '../db/schema';
import type { LicenceConfig } from './config';
import { tierName } from './format';
import { invoicePaidMail, orderConfirmationMail } from './order-mail';
import type { OrderView } from './order-view';
import { renderReceipt } from './documents';
import * as licences from './repository';
import { asDate, toRecord, type Executor } from './repository';
import { orderStatusesIn, purchaseProductName } from './service';

/**
 * One order as it was paid (issue 32, items 1 and 2; docs/adr/0081): its page, its receipt and the mail that
 * confirms it, all from one reading of it, so the three never disagree. Its number is the checkout's reference
 * (ADR 80). Every figure is the storefront's as the order recorded it, never worked out again from the lines:
 *
 * - `subtotalCents` is what the lines cost before discounts: Shopify's `subtotal_price` is net of the order's
 *   discounts, so it is the recorded subtotal and `total_discounts` together;
 * - the discounts listed add up to `total_discounts` (one without a code takes what the codes do not explain);
 * - `totalCents` is Shopify's `total_price`: the subtotal less the discounts, plus the tax unless the prices
 *   include it; gift cards are a way of paying it, listed beside it.
 */

/** jsonb comes back parsed from `pg`, and as text from a driver that does not parse it. */
function parsed<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

/** The codes as the storefront named them, adding up to the order's `total_discounts`. */
export function discountsOf(
  totalCents: number,
  codes: readonly OrderDiscountCode[],
): { code: string | null; amountCents: number }[] {
  const out: { code: string | null; amountCents: number }[] = [];
  let left = totalCents;
  for (const code of codes) {
    const amountCents = Math.min(code.amountCents, left);
    if (amountCents <= 0) continue;
    out.push({ code: code.code, amountCents });
    left -= amountCents;
  }
  // An automatic discount (or one Shopify names only in `discount_applications`) has no code.
  if (left > 0) out.push({ code: null, amountCents: left });
  return out;
}

const certificateUrl = (number: string) => fillPath(licenceCertificateEndpoint.path, { number });

/** The receipt's path (same origin, the owner's session): the page's link; the CSV's after the origin. */
export const receiptPath = (orderNumber: string) => fillPath(orderReceiptEndpoint.path, { orderNumber });

export type OrderService = ReturnType<typeof createOrderService>;

export function createOrderService(db: Kysely<DB>, config: LicenceConfig) {
  /** The user's order by number, read on `q` (for its mail, the transaction that recorded it); else null. */
  async function read(q: Executor, userId: string, number: string): Promise<OrderView | null> {
    const row = await licences.ownOrder(q, userId, number);
    if (!row) return null;
    const [licenceRows, purchases, upgrades, statuses, refunded, current] = await Promise.all([
      licences.orderLicenceRecords(q, row.id),
      licences.orderPurchases(q, row.id),
      licences.orderUpgrades(q, row.id),
      orderStatusesIn(q, [row.id]),
      licences.refundedCents(q, row.id),
      row.billingDetails ? Promise.resolve(undefined) : billingOf(q, userId),
    ]);

    // The lines in the order the buyer put them in the cart (the checkout's snapshot), a rights management
    // fee after the licence it is for.
    const snapshot = parsed<CheckoutLineSnapshot[]>(row.checkoutLines);
    const position = new Map(snapshot.map((line, i) => [line.lineId, i]));
    const at = (lineKey: string) => position.get(lineKey) ?? Number.MAX_SAFE_INTEGER;

    const licenceLines = licenceRows.map((licenceRow) => {
      const l = toRecord(licenceRow);
      const line: OrderLine = {
        id: `licence-${l.number}`,
        kind: 'licence',
        title: l.title,
        jmId: l.jmId,
        tier: l.tier,
        productName: tierName(l.tier),
        quantity: 1,
        // The line's price before the order's discounts: what it paid (the licence's price) and what they took.
        unitPriceCents: l.priceCents + l.discountCents,
        amountCents: l.priceCents + l.discountCents,
        discountCents: l.discountCents,
        paidWith: l.paidWith,
        licenceNumber: l.number,
        certificateUrl: certificateUrl(l.number),
        projectName: l.projectName,
        poNumber: l.poNumber,
        revokedAt: l.revokedAt?.toISOString() ?? null,
      };
      return { at: at(licenceRow.lineKey), line };
    });
    const purchaseLines = purchases.map((item) => {
      const line: OrderLine = {
        id: `purchase-${item.id}`,
        kind: item.kind,
        title: item.title,
        jmId: item.jmId,
        tier: null,
        productName: purchaseProductName(item),
        quantity: item.quantity,
        unitPriceCents: Math.round((item.amountCents + item.discountCents) / Math.max(1, item.quantity)),
        amountCents: item.amountCents + item.discountCents,
        discountCents: item.discountCents,
        paidWith: 'money',
        licenceNumber: null,
        certificateUrl: null,
        projectName: null,
        poNumber: null,
        revokedAt:
          item.refundedQuantity > 0 && item.refundedAt ? asDate(item.refundedAt).toISOString() : null,
      };
      return { at: at(item.lineKey), line };
    });
    // A licence's upgrade (docs/adr/0084): 'Upgrade Personal → Basic Pro', with the licence it raised.
    const upgradeLines = upgrades.map((upgrade) => {
      const line: OrderLine = {
        id: `upgrade-${upgrade.id}`,
        kind: 'upgrade',
        title: upgrade.title,
        jmId: upgrade.jmId,
        tier: upgrade.toTier,
        productName: upgradeLabel(tierName(upgrade.fromTier), tierName(upgrade.toTier)),
        quantity: 1,
        // Before the order's discounts, as every line (what was paid is the amount less `discountCents`).
        unitPriceCents: upgrade.priceCents + upgrade.discountCents,
        amountCents: upgrade.priceCents + upgrade.discountCents,
        discountCents: upgrade.discountCents,
        paidWith: 'money',
        licenceNumber: upgrade.licenceNumber,
        certificateUrl: certificateUrl(upgrade.licenceNumber),
        projectName: null,
        poNumber: null,
        revokedAt: upgrade.revertedAt ? asDate(upgrade.revertedAt).toISOString() : null,
      };
      return { at: at(upgrade.lineKey), line };
    });
    const lines = [...licenceLines, ...purchaseLines, ...upgradeLines]
      .sort((a, b) => a.at - b.at)
      .map(({ line }) => line);

    const billing = parsed<BillingSnapshot | null>(row.billingDetails) ?? current ?? null;
    // An order placed on account has an invoice (docs/adr/0087): unpaid until staff record the payment.
    const invoice = await invoiceOfOrder(q, row.id);
    const order: Order = {
      number: row.checkoutReference,
      storefrontName: row.name,
      date: asDate(row.paidAt).toISOString(),
      currency: row.currency,
      status: statuses.get(row.id) ?? 'paid',
      lines,
      subtotalCents: row.subtotalCents + row.discountCents,
      discounts: discountsOf(row.discountCents, parsed<OrderDiscountCode[]>(row.discountCodes)),
      giftCards: parsed<OrderGiftCardApplication[]>(row.giftCardApplications).map((card) => ({
        lastCharacters: card.lastCharacters,
        amountCents: card.amountCents,
      })),
      tax: {
        cents: row.taxCents,
        included: row.taxesIncluded,
        lines: parsed<OrderTaxLine[]>(row.taxLines).map((tax) => ({
          title: tax.title,
          rate: tax.rate,
          amountCents: tax.amountCents,
        })),
      },
      totalCents: row.totalCents,
      refundedCents: refunded,
      billing: billing satisfies BillingDetails | null,
      buyerEmail: row.email,
      receiptUrl: receiptPath(row.checkoutReference),
      invoice: invoice
        ? {
            poNumber: invoice.poNumber,
            dueDate: invoice.dueDate,
            overdue: Boolean(invoice.overdue),
            paidOn: invoice.paidOn,
            cancelledAt: invoice.cancelledAt ? asDate(invoice.cancelledAt).toISOString() : null,
            bankDetails: config.seller.bankDetails,
          }
        : null,
    };
    const name = `${row.firstName} ${row.lastName}`.trim() || row.email;
    return { order, account: { name, email: row.email } };
  }

  /** Queues a mail about the order, made from its view, to the buyer's account address. */
  async function queue(
    trx: Transaction<DB>,
    order: { userId: string; reference: string },
    make: (view: OrderView, baseUrl: string) => MailMessage,
  ): Promise<void> {
    const view = await read(trx, order.userId, order.reference);
    if (!view) return;
    const mail = make(view, config.publicBaseUrl);
    await queueMail(trx, { toAddress: mail.to, subject: mail.subject, textBody: mail.text, kind: mail.kind });
  }

  return {
    /** The user's order by number; null when it is not theirs or does not exist (the route's 404). */
    async order(userId: string, number: string): Promise<Order | null> {
      return (await read(db, userId, number))?.order ?? null;
    },

    /** The order's receipt (PDF); null as `order`. */
    async receipt(userId: string, number: string): Promise<Buffer | null> {
      const view = await read(db, userId, number);
      return view ? renderReceipt({ ...view, seller: config.seller }) : null;
    },

    /** The receipt's address as a link outside the app has it (the CSV's Receipt column). */
    receiptUrl(orderNumber: string): string {
      return `${config.publicBaseUrl}${receiptPath(orderNumber)}`;
    },

    /**
     * Queues the confirmation mail of an order just recorded, to the buyer's account address, in the
     * transaction that recorded it (so it is sent once, and only for an order that exists). The caller tells
     * the mail worker after the commit (`mailQueued`).
     */
    async queueConfirmation(
      trx: Transaction<DB>,
      order: { userId: string; reference: string },
    ): Promise<void> {
      await queue(trx, order, orderConfirmationMail);
    },

    /**
     * Queues the mail that an order's invoice was paid (docs/adr/0087), in the transaction that marks it paid;
     * the caller tells the mail worker after the commit, as above.
     */
    async queuePaymentReceipt(
      trx: Transaction<DB>,
      order: { userId: string; reference: string },
    ): Promise<void> {
      await queue(trx, order, invoicePaidMail);
    },
  };
}
