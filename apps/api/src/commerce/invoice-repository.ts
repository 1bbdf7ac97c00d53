/**
 * Paying on account's SQL (ADR 64; docs/adr/0087): the accounts staff approved, the invoices of orders placed
 * on account, and the staff's acts on them, as functions of the executor they run on (the database, or the
 * transaction of a checkout or a staff act). No rule lives here: who may pay on account, what a limit allows and
 * what a cancellation takes back are invoices.ts's.
 */
import { INVOICE_DUE_DAYS } from '@clipmarket/core';
import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../db/schema';
import type { InvoiceEventsTable } from './invoice-tables';

/** What a repository function runs on: the database, or a transaction. */
export type Executor = Kysely<DB> | Transaction<DB>;

/** Today in UTC, the server's one calendar ('yyyy-MM-dd' dates compare as text). */
const TODAY = sql<string>`(now() AT TIME ZONE 'UTC')::date`;

// ---------------------------------------------------------------------------------------------------------
// Approvals

/**
 * The account's approval to pay on account, if any. In a checkout it is read FOR SHARE: a withdrawal waits for
 * the checkout to end, and a checkout that starts after it finds none.
 */
export function approvalOf(q: Executor, userId: string, options: { lock?: boolean } = {}) {
  const query = q
    .selectFrom('onAccountApprovals')
    .select(['userId', 'creditLimitCents'])
    .where('userId', '=', userId);
  return (options.lock ? query.forShare() : query).executeTakeFirst();
}

/** Approves an account, or changes its limit (the approver and the date are the latest act's). */
export async function upsertApproval(
  q: Executor,
  values: { userId: string; creditLimitCents: number | null; approvedBy: string },
): Promise<void> {
  await q
    .insertInto('onAccountApprovals')
    .values(values)
    .onConflict((oc) =>
      oc.column('userId').doUpdateSet({
        creditLimitCents: values.creditLimitCents,
        approvedBy: values.approvedBy,
        approvedAt: sql`now()`,
      }),
    )
    .execute();
}

/** Withdraws an account's approval; false when it had none. */
export async function deleteApproval(q: Executor, userId: string): Promise<boolean> {
  const row = await q
    .deleteFrom('onAccountApprovals')
    .where('userId', '=', userId)
    .returning('userId')
    .executeTakeFirst();
  return row !== undefined;
}

/** What the account's open invoices (unpaid, not cancelled) add up to. */
export async function openCents(q: Executor, userId: string): Promise<number> {
  const { total } = await q
    .selectFrom('invoices as i')
    .innerJoin('orders as o', 'o.id', 'i.orderId')
    .select(sql<string>`coalesce(sum(o.total_cents), 0)`.as('total'))
    .where('i.userId', '=', userId)
    .where('i.paidOn', 'is', null)
    .where('i.cancelledAt', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(total);
}

/** The approved accounts, by e-mail, with their billing company, open invoices and approver. */
export function approvals(q: Executor, userId?: string) {
  let query = q
    .selectFrom('onAccountApprovals as a')
    .innerJoin('users as u', 'u.id', 'a.userId')
    .leftJoin('users as s', 's.id', 'a.approvedBy')
    .leftJoin('billingDetails as b', 'b.userId', 'a.userId')
    .select([
      'a.userId',
      'u.email',
      'u.firstName',
      'u.lastName',
      'b.company',
      'a.creditLimitCents',
      'a.approvedAt',
      's.email as approvedBy',
      sql<string>`(
        SELECT coalesce(sum(o.total_cents), 0) FROM invoices i JOIN orders o ON o.id = i.order_id
        WHERE i.user_id = a.user_id AND i.paid_on IS NULL AND i.cancelled_at IS NULL
      )`.as('openCents'),
    ]);
  if (userId) query = query.where('a.userId', '=', userId);
  return query.orderBy('u.email').execute();
}

/** The account an e-mail address names (the staff's approval form). */
export function accountByEmail(q: Executor, email: string) {
  return q
    .selectFrom('users')
    .select(['id', 'email'])
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

export function accountById(q: Executor, userId: string) {
  return q.selectFrom('users').select(['id', 'email']).where('id', '=', userId).executeTakeFirst();
}

// ---------------------------------------------------------------------------------------------------------
// Invoices

/** The invoice one submission of the user's made, with its order's number. */
export function invoiceOfSubmission(q: Executor, userId: string, submissionId: string) {
  return q
    .selectFrom('invoices as i')
    .innerJoin('orders as o', 'o.id', 'i.orderId')
    .select(['i.orderId', 'o.checkoutReference'])
    .where('i.userId', '=', userId)
    .where('i.submissionId', '=', submissionId)
    .executeTakeFirst();
}

/** The invoice of an order just placed on account: due INVOICE_DUE_DAYS after today (UTC). */
export async function insertInvoice(
  q: Executor,
  values: { orderId: string; userId: string; poNumber: string; submissionId: string },
): Promise<void> {
  await q
    .insertInto('invoices')
    .values({ ...values, dueOn: sql<string>`${TODAY} + ${INVOICE_DUE_DAYS}::int` })
    .execute();
}

/** An order's invoice as its page, receipt and mail show it; undefined for an order paid at checkout. */
export function invoiceOfOrder(q: Executor, orderId: string) {
  return q
    .selectFrom('invoices as i')
    .select([
      'i.poNumber',
      sql<string>`i.due_on::text`.as('dueDate'),
      sql<string | null>`i.paid_on::text`.as('paidOn'),
      'i.cancelledAt',
      sql<boolean>`i.paid_on IS NULL AND i.cancelled_at IS NULL AND i.due_on < ${TODAY}`.as('overdue'),
    ])
    .where('i.orderId', '=', orderId)
    .executeTakeFirst();
}

/** The user's order placed on account, by its number, with its invoice's PO and due date. */
export function onAccountOrder(q: Executor, userId: string, orderNumber: string) {
  return q
    .selectFrom('invoices as i')
    .innerJoin('orders as o', 'o.id', 'i.orderId')
    .select(['o.id', 'o.currency', 'o.totalCents', 'i.poNumber', sql<string>`i.due_on::text`.as('dueDate')])
    .where('o.checkoutReference', '=', orderNumber)
    .where('i.userId', '=', userId)
    .executeTakeFirstOrThrow();
}

/** The order and buyer of an invoice, by the order's number. */
export function invoiceKey(q: Executor, orderNumber: string) {
  return q
    .selectFrom('invoices as i')
    .innerJoin('orders as o', 'o.id', 'i.orderId')
    .select(['i.orderId', 'i.userId', 'o.checkoutReference'])
    .where('o.checkoutReference', '=', orderNumber)
    .executeTakeFirst();
}

/** An invoice, locked for the rest of the transaction (a staff act on it happens once). */
export function lockInvoice(trx: Transaction<DB>, orderId: string) {
  return trx
    .selectFrom('invoices')
    .select([
      'orderId',
      'userId',
      sql<string | null>`paid_on::text`.as('paidOn'),
      'cancelledAt',
      sql<string>`(created_at AT TIME ZONE 'UTC')::date::text`.as('issuedOn'),
    ])
    .where('orderId', '=', orderId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

export async function setPaid(
  q: Executor,
  orderId: string,
  paid: { paidOn: string; staffUserId: string },
): Promise<void> {
  await q
    .updateTable('invoices')
    .set({ paidOn: paid.paidOn, paidRecordedAt: sql`now()`, paidBy: paid.staffUserId })
    .where('orderId', '=', orderId)
    .execute();
}

export async function setCancelled(q: Executor, orderId: string, staffUserId: string): Promise<void> {
  await q
    .updateTable('invoices')
    .set({ cancelledAt: sql`now()`, cancelledBy: staffUserId })
    .where('orderId', '=', orderId)
    .execute();
}

/** The staff's list: one invoice, or a page of them (open ones oldest due first, else newest first). */
function invoiceRows(q: Executor) {
  return q
    .selectFrom('invoices as i')
    .innerJoin('orders as o', 'o.id', 'i.orderId')
    .innerJoin('users as u', 'u.id', 'i.userId')
    .leftJoin('users as p', 'p.id', 'i.paidBy')
    .leftJoin('users as c', 'c.id', 'i.cancelledBy')
    .select([
      'i.orderId',
      'o.checkoutReference as orderNumber',
      'i.poNumber',
      'u.email as buyerEmail',
      'u.firstName',
      'u.lastName',
      sql<string | null>`o.billing_details ->> 'company'`.as('company'),
      'o.totalCents',
      'o.currency',
      'i.createdAt as issuedAt',
      sql<string>`i.due_on::text`.as('dueDate'),
      sql<string | null>`i.paid_on::text`.as('paidOn'),
      'p.email as paidBy',
      'i.cancelledAt',
      'c.email as cancelledBy',
      sql<boolean>`i.paid_on IS NULL AND i.cancelled_at IS NULL AND i.due_on < ${TODAY}`.as('overdue'),
    ]);
}

export function invoiceRow(q: Executor, orderId: string) {
  return invoiceRows(q).where('i.orderId', '=', orderId).executeTakeFirstOrThrow();
}

export function invoicePage(q: Executor, page: { open: boolean; offset: number; max: number }) {
  let query = invoiceRows(q);
  if (page.open) {
    query = query
      .where('i.paidOn', 'is', null)
      .where('i.cancelledAt', 'is', null)
      .orderBy('i.dueOn')
      .orderBy('i.createdAt');
  } else {
    query = query.orderBy('i.createdAt', 'desc');
  }
  return query.orderBy('i.orderId').offset(page.offset).limit(page.max).execute();
}

export async function countInvoices(q: Executor, open: boolean): Promise<number> {
  let query = q.selectFrom('invoices').select((eb) => eb.fn.countAll<string>().as('total'));
  if (open) query = query.where('paidOn', 'is', null).where('cancelledAt', 'is', null);
  const { total } = await query.executeTakeFirstOrThrow();
  return Number(total);
}

// ---------------------------------------------------------------------------------------------------------
// The staff's acts

export async function insertEvent(q: Executor, values: Insertable<InvoiceEventsTable>): Promise<void> {
  await q.insertInto('invoiceEvents').values(values).execute();
}

/** An account's acts, newest first (tests and support). */
export function eventsOf(q: Executor, userId: string) {
  return q
    .selectFrom('invoiceEvents')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('at', 'desc')
    .orderBy('id')
    .execute();
}
