import {
  CART_SERVER_MESSAGES,
  INVOICE_DUE_DAYS,
  INVOICE_MESSAGES,
  INVOICE_REVOKED_REASON,
  displayTitle,
  type Invoice,
  type OnAccountApproval,
  type OnAccountCheckoutResponse,
  type OnAccountStatus,
} from '@clipmarket/core';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { AuthUser } from '../http/auth-types';
import { httpError } from '../http/errors';
import { formatMoney, isoDay } from '../licences/format';
import { mailQueued } from '../mail/worker';
import { billingOf } from './billing-repository';
import { cartOf, priceLines } from './cart';
import * as carts from './cart-repository';
import { tierName, type CatalogueCache } from './catalogue';
import { newOrderReference, recordCheckout } from './checkout';
import { spendableCredits } from './credits';
import { grantOrder, type ConfirmOrder, type GrantEvent, type PaidOrder } from './grant';
import * as invoices from './invoice-repository';
import * as orders from './order-repository';
import { cancelWholeOrder } from './refunds';
import { assertMayPurchase } from '../teams/access';
import type { CartLineKind } from './tables';

/**
 * Paying on account (issue 32, item 6; decisions.md "Commerce"; docs/adr/0087). A company account that staff
 * approved checks out its whole cart with a purchase order (PO) number instead of a card:
 *
 * - the cart is priced exactly as the card checkout prices it (`priceLines` over the same cached storefront
 *   catalogue, Discount Pack credits spent first), never from anything the request says;
 * - in one transaction, under the buyer's lock: a checkout snapshot is written under a new order number, the
 *   order is recorded and granted by the same `grantOrder` a paid storefront order goes through (licences,
 *   certificates naming the PO, the lines out of the cart), its invoice is written (due INVOICE_DUE_DAYS later,
 *   unpaid), and the confirmation mail, which is the invoice, is queued;
 * - only licences and their rights management fees are sold on account: a Custom line is by inquiry, and a
 *   Discount Pack, a Gift Card or an upgrade is paid by card (credit or a card bought on an unpaid invoice
 *   could be spent before the invoice is paid, and kept after it is cancelled);
 * - the same submission sent twice answers the one order it made (UNIQUE (user_id, submission_id), read under
 *   the buyer's lock), and an approval withdrawn before the checkout refuses it with 403.
 *
 * Staff approve an account (its billing details must name a company), with an optional credit limit its open
 * invoices may not pass; they mark an invoice paid (the date it arrived), or cancel it, which takes the order
 * back as the storefront's cancellation does (refunds.ts `cancelWholeOrder`: its licences revoked, a credit
 * given back). Every staff act is recorded with who did it and when (invoice_events).
 */

/** How a line the account cannot pay for on account is named in the refusal. */
const CARD_ONLY_LINES: Partial<Record<CartLineKind, string>> = {
  discountPack: 'A Discount Pack',
  giftCard: 'A Gift Card',
  upgrade: 'A licence upgrade',
};

/** The kinds of line sold on account. */
const ON_ACCOUNT_KINDS: ReadonlySet<CartLineKind> = new Set<CartLineKind>(['licence', 'rightsFee']);

/** The name of the credit entries and revocations a cancelled invoice writes. */
const cancelActId = (orderNumber: string) => `invoice-cancel:${orderNumber}`;

/** The store's currency when no price has been read yet (the contract's default, USD). */
const DEFAULT_CURRENCY = 'USD';

export interface InvoiceServiceOptions {
  db: Kysely<DB>;
  catalogues: CatalogueCache;
  /** The confirmation mail (the invoice), queued in the transaction that records the order. */
  confirmOrder: ConfirmOrder;
  /** The mail that the invoice was paid, queued in the transaction that marks it paid. */
  paymentReceipt: ConfirmOrder;
  /** Where grant warnings go (the server's logger). */
  log: (event: GrantEvent) => void;
}

export type InvoiceService = ReturnType<typeof createInvoiceService>;

type Staff = Pick<AuthUser, 'id' | 'email'>;

export function createInvoiceService({
  db,
  catalogues,
  confirmOrder,
  paymentReceipt,
  log,
}: InvoiceServiceOptions) {
  async function currency(): Promise<string> {
    return (await catalogues.current())?.currency ?? DEFAULT_CURRENCY;
  }

  function approvalAnswer(row: Awaited<ReturnType<typeof invoices.approvals>>[number]): OnAccountApproval {
    return {
      userId: row.userId,
      email: row.email,
      name: `${row.firstName} ${row.lastName}`.trim() || row.email,
      company: row.company ?? null,
      creditLimitCents: row.creditLimitCents,
      openCents: Number(row.openCents),
      approvedAt: new Date(row.approvedAt).toISOString(),
      approvedBy: row.approvedBy ?? '',
    };
  }

  function invoiceAnswer(row: Awaited<ReturnType<typeof invoices.invoiceRow>>): Invoice {
    return {
      orderNumber: row.orderNumber,
      poNumber: row.poNumber,
      buyerEmail: row.buyerEmail,
      buyerName: `${row.firstName} ${row.lastName}`.trim() || row.buyerEmail,
      company: row.company,
      totalCents: row.totalCents,
      currency: row.currency,
      issuedAt: new Date(row.issuedAt).toISOString(),
      dueDate: row.dueDate,
      status: row.cancelledAt ? 'cancelled' : row.paidOn ? 'paid' : 'open',
      overdue: Boolean(row.overdue),
      paidOn: row.paidOn,
      paidBy: row.paidBy,
      cancelledAt: row.cancelledAt ? new Date(row.cancelledAt).toISOString() : null,
      cancelledBy: row.cancelledBy,
    };
  }

  /** The answer of an on-account checkout: the order it made, its invoice and its licences. */
  async function checkoutAnswer(
    userId: string,
    reference: string,
    replayed: boolean,
  ): Promise<OnAccountCheckoutResponse> {
    const order = await invoices.onAccountOrder(db, userId, reference);
    const rows = await orders.orderLicences(db, order.id, userId);
    return {
      orderNumber: reference,
      dueDate: order.dueDate,
      poNumber: order.poNumber,
      totalCents: order.totalCents,
      currency: order.currency,
      licences: rows.map((row) => ({
        number: row.number,
        jmId: row.jmId,
        title: displayTitle(row),
        tier: row.tier,
        tierName: tierName(row.tier),
        grantedAt: new Date(row.grantedAt).toISOString(),
      })),
      replayed,
    };
  }

  return {
    /** Whether the buyer may pay on account, their limit and what their open invoices add up to. */
    async status(userId: string): Promise<OnAccountStatus> {
      const [approval, billing, open] = await Promise.all([
        invoices.approvalOf(db, userId),
        billingOf(db, userId),
        invoices.openCents(db, userId),
      ]);
      const company = billing?.company ?? null;
      return {
        available: approval !== undefined && company !== null,
        approved: approval !== undefined,
        company,
        creditLimitCents: approval?.creditLimitCents ?? null,
        openCents: open,
        currency: await currency(),
        dueDays: INVOICE_DUE_DAYS,
      };
    },

    /** Checks out the buyer's whole cart on account (see above); 403 unless approved with a company. */
    async checkout(
      user: Pick<AuthUser, 'id' | 'email'>,
      body: { poNumber: string; submissionId: string },
    ): Promise<OnAccountCheckoutResponse> {
      const catalogue = await catalogues.current();
      const made = await db.transaction().execute(async (trx) => {
        await carts.lockUser(trx, user.id);
        // The same submission again (a double click, a retry): the order it made, whatever changed since.
        const earlier = await invoices.invoiceOfSubmission(trx, user.id, body.submissionId);
        if (earlier) return { reference: earlier.checkoutReference, replayed: true };
        // A team's member shortlists; its owner and purchasers check out (ADR 92).
        await assertMayPurchase(trx, user.id);

        const approval = await invoices.approvalOf(trx, user.id, { lock: true });
        if (!approval) throw httpError(403, INVOICE_MESSAGES.notApproved);
        const billing = await billingOf(trx, user.id);
        if (!billing?.company) throw httpError(403, INVOICE_MESSAGES.noCompany);

        const rows = await carts.cartLineRows(trx, user.id);
        if (rows.length === 0) throw httpError(400, CART_SERVER_MESSAGES.checkoutEmpty);
        if (rows.some((row) => row.kind === 'inquiry')) throw httpError(400, INVOICE_MESSAGES.inquiryLine);
        const cardOnly = rows.find((row) => !ON_ACCOUNT_KINDS.has(row.kind));
        if (cardOnly) {
          throw httpError(400, INVOICE_MESSAGES.cardOnly(CARD_ONLY_LINES[cardOnly.kind] ?? 'This line'));
        }
        if (!catalogue) throw httpError(503, CART_SERVER_MESSAGES.storefrontDown);

        // As the card checkout: an open checkout's reservations for these lines give way, then credits are spent.
        await carts.releaseReservations(
          trx,
          user.id,
          rows.map((row) => row.id),
        );
        const credits = await spendableCredits(trx, user.id);
        const priced = priceLines(rows, catalogue, credits);
        for (const { line } of priced) {
          if (line.creditApplied) continue;
          if (line.kind === 'rightsFee' && !catalogue.rightsFee) {
            throw httpError(400, CART_SERVER_MESSAGES.noRightsFee);
          }
          if (!line.variantId || line.priceCents === null) {
            throw httpError(400, CART_SERVER_MESSAGES.variantUnknown);
          }
        }
        const cart = cartOf(priced, catalogue.currency, credits);
        if (cart.totalCents <= 0) throw httpError(400, INVOICE_MESSAGES.nothingToInvoice);
        if (approval.creditLimitCents !== null) {
          const open = await invoices.openCents(trx, user.id);
          if (open + cart.totalCents > approval.creditLimitCents) {
            const money = (cents: number) => formatMoney(cents, catalogue.currency);
            throw httpError(
              409,
              INVOICE_MESSAGES.overLimit(
                money(cart.totalCents),
                money(open),
                money(approval.creditLimitCents),
              ),
            );
          }
        }

        const reference = newOrderReference();
        // The PO names every licence: a line's own PO (set in the cart) is kept, the others take the order's.
        await recordCheckout(trx, {
          reference,
          userId: user.id,
          playlistUuid: null,
          priced,
          currency: catalogue.currency,
          totalCents: cart.totalCents,
          poNumber: body.poNumber,
        });

        // The order as the storefront would report it paid: every line that costs money, at the catalogue's price.
        const order: PaidOrder = {
          storefrontOrderId: null,
          name: null,
          email: user.email,
          currency: catalogue.currency,
          subtotalCents: cart.totalCents,
          totalCents: cart.totalCents,
          lines: new Map(
            priced
              .filter((p) => !p.line.creditApplied)
              .map((p) => [
                p.line.lineId,
                {
                  lineItemId: `on-account:${p.line.lineId}`,
                  priceCents: p.line.priceCents ?? 0,
                  quantity: p.line.quantity,
                  title: p.line.productName ?? p.line.title ?? '',
                  sku: p.sku,
                },
              ]),
          ),
          giftCards: [],
          giftCardApplications: [],
        };
        const checkout = await orders.lockCheckout(trx, reference);
        const granted = await grantOrder(trx, checkout, order, log);
        if (!granted.orderId) throw new Error(`The new order ${reference} was already recorded.`);
        await invoices.insertInvoice(trx, {
          orderId: granted.orderId,
          userId: user.id,
          poNumber: body.poNumber,
          submissionId: body.submissionId,
        });
        await confirmOrder(trx, { userId: user.id, reference });
        return { reference, replayed: false };
      });
      if (!made.replayed) mailQueued(db);
      return checkoutAnswer(user.id, made.reference, made.replayed);
    },

    /** Staff: the approved accounts. */
    async approvals(): Promise<{ data: OnAccountApproval[] }> {
      return { data: (await invoices.approvals(db)).map(approvalAnswer) };
    },

    /** Staff: approves an account by e-mail (again: changes its limit). Its billing details must name a company. */
    async approve(
      staff: Staff,
      email: string,
      creditLimitCents: number | null,
    ): Promise<{ message: string; approval: OnAccountApproval }> {
      const userId = await db.transaction().execute(async (trx) => {
        const account = await invoices.accountByEmail(trx, email);
        if (!account) throw httpError(404, INVOICE_MESSAGES.accountMissing);
        const billing = await billingOf(trx, account.id);
        if (!billing?.company) throw httpError(400, INVOICE_MESSAGES.accountNoCompany);
        await invoices.upsertApproval(trx, { userId: account.id, creditLimitCents, approvedBy: staff.id });
        await invoices.insertEvent(trx, {
          kind: 'approved',
          userId: account.id,
          staffUserId: staff.id,
          detail: JSON.stringify({ creditLimitCents }),
        });
        return account.id;
      });
      const [row] = await invoices.approvals(db, userId);
      return { message: INVOICE_MESSAGES.approved(row!.email), approval: approvalAnswer(row!) };
    },

    /** Staff: withdraws an approval; the account's open invoices stay as they are. */
    async withdraw(staff: Staff, userId: string): Promise<{ message: string }> {
      const email = await db.transaction().execute(async (trx) => {
        const account = await invoices.accountById(trx, userId);
        if (!account || !(await invoices.deleteApproval(trx, userId))) {
          throw httpError(404, INVOICE_MESSAGES.approvalMissing);
        }
        await invoices.insertEvent(trx, { kind: 'withdrawn', userId, staffUserId: staff.id });
        return account.email;
      });
      return { message: INVOICE_MESSAGES.withdrawn(email) };
    },

    /** Staff: the open invoices, oldest due first, or every invoice, newest first. */
    async list(query: {
      status: 'open' | 'all';
      offset: number;
      max: number;
    }): Promise<{ data: Invoice[]; total: number }> {
      const open = query.status === 'open';
      const rows = await invoices.invoicePage(db, { open, offset: query.offset, max: query.max });
      return { data: rows.map(invoiceAnswer), total: await invoices.countInvoices(db, open) };
    },

    /** Staff: records that an open invoice was paid on `paidOn` (today unless given); the order becomes paid. */
    async markPaid(
      staff: Staff,
      orderNumber: string,
      paidOn: string | undefined,
    ): Promise<{ message: string; invoice: Invoice }> {
      const today = isoDay(new Date());
      const day = paidOn ?? today;
      if (day > today) throw httpError(400, INVOICE_MESSAGES.paidInFuture);
      const orderId = await db.transaction().execute(async (trx) => {
        const key = await invoices.invoiceKey(trx, orderNumber);
        if (!key) throw httpError(404, INVOICE_MESSAGES.invoiceMissing);
        const invoice = await invoices.lockInvoice(trx, key.orderId);
        if (invoice.cancelledAt) throw httpError(409, INVOICE_MESSAGES.alreadyCancelled);
        if (invoice.paidOn) throw httpError(409, INVOICE_MESSAGES.alreadyPaid);
        if (day < invoice.issuedOn) throw httpError(400, INVOICE_MESSAGES.paidBeforeIssued);
        await invoices.setPaid(trx, key.orderId, { paidOn: day, staffUserId: staff.id });
        await invoices.insertEvent(trx, {
          kind: 'paid',
          userId: key.userId,
          orderId: key.orderId,
          staffUserId: staff.id,
          detail: JSON.stringify({ paidOn: day }),
        });
        await paymentReceipt(trx, { userId: key.userId, reference: orderNumber });
        return key.orderId;
      });
      mailQueued(db);
      return {
        message: INVOICE_MESSAGES.markedPaid(orderNumber),
        invoice: invoiceAnswer(await invoices.invoiceRow(db, orderId)),
      };
    },

    /**
     * Staff: cancels an open invoice: the order is taken back as the storefront's cancellation takes one back
     * (its licences revoked, "Invoice cancelled", a Discount Pack credit given back) and marked cancelled.
     */
    async cancel(
      staff: Staff,
      orderNumber: string,
      reason: string | null | undefined,
    ): Promise<{ message: string; invoice: Invoice }> {
      const orderId = await db.transaction().execute(async (trx) => {
        const key = await invoices.invoiceKey(trx, orderNumber);
        if (!key) throw httpError(404, INVOICE_MESSAGES.invoiceMissing);
        // The buyer first, as a refund locks them: their credits may come back.
        await carts.lockUser(trx, key.userId);
        const invoice = await invoices.lockInvoice(trx, key.orderId);
        if (invoice.cancelledAt) throw httpError(409, INVOICE_MESSAGES.alreadyCancelled);
        if (invoice.paidOn) throw httpError(409, INVOICE_MESSAGES.alreadyPaid);
        const order = await orders.orderById(trx, key.orderId);
        const outcome = await cancelWholeOrder(trx, order, cancelActId(orderNumber), INVOICE_REVOKED_REASON);
        await invoices.setCancelled(trx, key.orderId, staff.id);
        await invoices.insertEvent(trx, {
          kind: 'cancelled',
          userId: key.userId,
          orderId: key.orderId,
          staffUserId: staff.id,
          detail: JSON.stringify({ reason: reason || null, licencesRevoked: outcome.licencesRevoked }),
        });
        return key.orderId;
      });
      return {
        message: INVOICE_MESSAGES.cancelled(orderNumber),
        invoice: invoiceAnswer(await invoices.invoiceRow(db, orderId)),
      };
    },
  };
}
