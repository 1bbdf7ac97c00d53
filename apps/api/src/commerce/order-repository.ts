/**
 * The orders' SQL (ADR 64): checkouts, the orders they become and what a grant writes (licences, purchases, gift
 * cards, resolved infractions), the storefront's webhooks, refunds and the line items they name, the orders held
 * for review, and the short links, as functions of the executor they run on (the database, or a transaction the
 * caller opened). No rule lives here: what a paid order grants, what a refund takes back, when an order is held,
 * and in which order and under which lock these run are the services' (checkout.ts, grant.ts, refunds.ts,
 * integrity.ts, webhook.ts).
 */
import { sql, type Insertable, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { DB } from '../db/schema';
import type { StorefrontRefundsTable } from './refund-tables';
import type {
  CheckoutsTable,
  GiftCardsTable,
  LicencesTable,
  OrderItemsTable,
  OrdersTable,
  StorefrontWebhooksTable,
} from './tables';

/** What a repository function runs on: the database, or a transaction. */
export type Executor = Kysely<DB> | Transaction<DB>;

// ---------------------------------------------------------------------------------------------------------
// Checkouts

export async function insertCheckout(q: Executor, values: Insertable<CheckoutsTable>): Promise<void> {
  await q.insertInto('checkouts').values(values).execute();
}

/** A checkout, locked for the rest of the transaction (a grant of it happens once). */
export function lockCheckout(trx: Transaction<DB>, reference: string) {
  return trx
    .selectFrom('checkouts')
    .selectAll()
    .where('reference', '=', reference)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

export function checkoutOf(q: Executor, reference: string) {
  return q.selectFrom('checkouts').selectAll().where('reference', '=', reference).executeTakeFirstOrThrow();
}

/** The user's checkout by its storefront cart id. */
export function findCheckoutOfCart(q: Executor, userId: string, storefrontCartId: string) {
  return q
    .selectFrom('checkouts')
    .selectAll()
    .where('storefrontCartId', '=', storefrontCartId)
    .where('userId', '=', userId)
    .executeTakeFirst();
}

/** What a paid order must match of the checkout it names: its user and its storefront cart's token. */
export function findCheckoutKeys(q: Executor, reference: string) {
  return q
    .selectFrom('checkouts')
    .select(['reference', 'userId', 'cartToken'])
    .where('reference', '=', reference)
    .executeTakeFirst();
}

/** Deletes a checkout; its credit reservations go with it (ON DELETE CASCADE). */
export async function deleteCheckout(q: Executor, reference: string): Promise<void> {
  await q.deleteFrom('checkouts').where('reference', '=', reference).execute();
}

/** Records the storefront cart a checkout was built in. */
export async function setStorefrontCart(
  q: Executor,
  reference: string,
  cart: { storefrontCartId: string; cartToken: string; checkoutUrl: string },
): Promise<void> {
  await q
    .updateTable('checkouts')
    .set({
      storefrontCartId: cart.storefrontCartId,
      cartToken: cart.cartToken,
      checkoutUrl: cart.checkoutUrl,
    })
    .where('reference', '=', reference)
    .execute();
}

export async function markCheckoutPaid(q: Executor, reference: string): Promise<void> {
  await q
    .updateTable('checkouts')
    .set({ status: 'paid', paidAt: sql`now()` })
    .where('reference', '=', reference)
    .execute();
}

// ---------------------------------------------------------------------------------------------------------
// Orders and what they grant

/** A new order; undefined when the storefront order or the checkout already has one. */
export function insertOrder(q: Executor, values: Insertable<OrdersTable>) {
  return q
    .insertInto('orders')
    .values(values)
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
}

/** The order a checkout was paid by: what its terms page shows. */
export function paidOrderOf(q: Executor, checkoutReference: string) {
  return q
    .selectFrom('orders')
    .select(['id', 'name', 'subtotalCents', 'currency', 'paidAt'])
    .where('checkoutReference', '=', checkoutReference)
    .executeTakeFirstOrThrow();
}

/** The storefront order that paid a checkout, if one did. */
export function storefrontOrderOf(q: Executor, checkoutReference: string) {
  return q
    .selectFrom('orders')
    .select('storefrontOrderId')
    .where('checkoutReference', '=', checkoutReference)
    .executeTakeFirst();
}

/** An order as a refund needs it (its user and what it cost), by its storefront order. */
export function orderOfStorefrontOrder(q: Executor, storefrontOrderId: string) {
  return q
    .selectFrom('orders')
    .select(['id', 'userId', 'totalCents'])
    .where('storefrontOrderId', '=', storefrontOrderId)
    .executeTakeFirst();
}

/** An order as a refund needs it, by its id. */
export function orderById(q: Executor, orderId: string) {
  return q
    .selectFrom('orders')
    .select(['id', 'userId', 'totalCents'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
}

export async function markOrderCancelled(q: Executor, orderId: string): Promise<void> {
  await q
    .updateTable('orders')
    .set({ cancelledAt: sql`now()` })
    .where('id', '=', orderId)
    .execute();
}

/** The name, company and address a licence is granted to. */
export function licensee(q: Executor, userId: string) {
  return q
    .selectFrom('users')
    .select(['firstName', 'lastName', 'company', 'email'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

/** The licences an order granted the user, by number, with their clips' titles. */
export function orderLicences(q: Executor, orderId: string, userId: string) {
  return q
    .selectFrom('licences as l')
    .innerJoin('clips as c', 'c.jmId', 'l.jmId')
    .select(['l.number', 'l.jmId', 'l.tier', 'l.grantedAt', 'c.title', 'c.publishingTitle'])
    .where('l.orderId', '=', orderId)
    .where('l.userId', '=', userId)
    .orderBy('l.number')
    .execute();
}

/** A licence as a grant writes it; its clip is the paid line's, which may have left the library since. */
type NewLicence = Omit<
  Selectable<LicencesTable>,
  'jmId' | 'teamId' | 'revokedAt' | 'revokedReason' | 'showCompany' | 'grantedAt' | 'discountCents'
> & { jmId: string | null; discountCents?: number };

/**
 * A licence of a paid line, of the clip as the library has it; answers its number, or undefined when the clip
 * is no longer in the library or the line already has its licence.
 */
export async function insertLicence(q: Executor, licence: NewLicence): Promise<string | undefined> {
  const { rows } = await sql<{ number: string }>`
    INSERT INTO licences (
      number, user_id, order_id, line_key, jm_id, tier, terms, licensee_name, licensee_company,
      licensee_email, project_name, po_number, price_cents, discount_cents, currency, paid_with, post_urls, team_id
    )
    SELECT
      ${licence.number}::text,
      ${licence.userId}::uuid, ${licence.orderId}::uuid, ${licence.lineKey}::text, c.jm_id, ${licence.tier}::text,
      ${JSON.stringify(licence.terms)}::jsonb, ${licence.licenseeName}::text, ${licence.licenseeCompany}::text,
      ${licence.licenseeEmail}::text, ${licence.projectName}::text, ${licence.poNumber}::text,
      ${licence.priceCents}::int, ${licence.discountCents ?? 0}::int, ${licence.currency}::text,
      ${licence.paidWith}::text, ${licence.postUrls}::text[],
      (SELECT o.team_id FROM orders o WHERE o.id = ${licence.orderId}::uuid)
    FROM clips c WHERE c.jm_id = ${licence.jmId}
    ON CONFLICT (order_id, line_key) DO NOTHING
    RETURNING number
  `.execute(q);
  return rows[0]?.number;
}

/**
 * Revokes the order's licence of one line (every licence of the order, `lineKey` null) still in force; answers
 * those it revoked.
 */
export function revokeLicences(q: Executor, orderId: string, reason: string, lineKey: string | null) {
  let query = q
    .updateTable('licences')
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where('orderId', '=', orderId)
    .where('revokedAt', 'is', null);
  if (lineKey !== null) query = query.where('lineKey', '=', lineKey);
  return query.returning(['number', 'tier', 'paidWith']).execute();
}

/** The infraction URLs recorded for a clip. */
export async function infractionUrlsOf(q: Executor, jmId: string): Promise<string[]> {
  const clip = await q
    .selectFrom('clips')
    .select('infractionUrls')
    .where('jmId', '=', jmId)
    .executeTakeFirst();
  return clip?.infractionUrls ?? [];
}

/** Records that a licence resolves an infraction of its clip (once). */
export async function resolveInfraction(
  q: Executor,
  resolution: { jmId: string; url: string; licenceNumber: string },
): Promise<void> {
  await q
    .insertInto('infractionResolutions')
    .values(resolution)
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** A licence that no longer stands resolves no infraction. */
export async function reopenInfractions(q: Executor, licenceNumber: string): Promise<void> {
  await q.deleteFrom('infractionResolutions').where('licenceNumber', '=', licenceNumber).execute();
}

/** A purchase of an order (a fee, a Discount Pack, a Gift Card), once per line. */
export async function insertOrderItem(q: Executor, values: Insertable<OrderItemsTable>): Promise<void> {
  await q
    .insertInto('orderItems')
    .values(values)
    .onConflict((oc) => oc.columns(['orderId', 'lineKey']).doNothing())
    .execute();
}

/** The lines of an order's purchases. */
export function orderItemKeys(q: Executor, orderId: string) {
  return q.selectFrom('orderItems').select('lineKey').where('orderId', '=', orderId).execute();
}

/** The purchase of an order's line. */
export function findOrderItem(q: Executor, orderId: string, lineKey: string) {
  return q
    .selectFrom('orderItems')
    .select(['id', 'kind', 'sku', 'quantity', 'refundedQuantity'])
    .where('orderId', '=', orderId)
    .where('lineKey', '=', lineKey)
    .executeTakeFirst();
}

export async function setItemRefunded(q: Executor, itemId: string, refundedQuantity: number): Promise<void> {
  await q
    .updateTable('orderItems')
    .set({ refundedQuantity, refundedAt: sql`now()` })
    .where('id', '=', itemId)
    .execute();
}

// ---------------------------------------------------------------------------------------------------------
// Gift cards

/** A gift card an order issued (once per storefront card). */
export async function insertGiftCard(q: Executor, values: Insertable<GiftCardsTable>): Promise<void> {
  await q
    .insertInto('giftCards')
    .values(values)
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** Takes what an order spent from the user's oldest card with those last characters and a balance left. */
export async function spendGiftCard(
  q: Executor,
  userId: string,
  lastCharacters: string,
  amountCents: number,
): Promise<void> {
  await sql`
    UPDATE gift_cards SET balance_cents = greatest(0, balance_cents - ${amountCents})
    WHERE id = (
      SELECT id FROM gift_cards
      WHERE user_id = ${userId} AND last_characters = ${lastCharacters}
        AND balance_cents > 0
      ORDER BY created_at LIMIT 1
    )
  `.execute(q);
}

/**
 * An order's cards not yet revoked (of one line item, or recorded without one, when `lineItemId` is given),
 * largest balance first, at most `limit`, locked for the rest of the transaction.
 */
export function lockGiftCardsToRevoke(
  q: Executor,
  orderId: string,
  lineItemId: string | null,
  limit: number,
) {
  let cards = q
    .selectFrom('giftCards')
    .select(['id', 'initialCents', 'balanceCents'])
    .where('orderId', '=', orderId)
    .where('revokedAt', 'is', null);
  if (lineItemId !== null) {
    cards = cards.where((eb) => eb.or([eb('lineItemId', '=', lineItemId), eb('lineItemId', 'is', null)]));
  }
  return cards.orderBy('balanceCents', 'desc').orderBy('createdAt').limit(limit).forUpdate().execute();
}

/** Revokes a card, keeping the balance it took back. */
export async function revokeGiftCard(q: Executor, cardId: string, balanceCents: number): Promise<void> {
  await q
    .updateTable('giftCards')
    .set({ balanceCents: 0, revokedAt: sql`now()`, revokedCents: balanceCents })
    .where('id', '=', cardId)
    .execute();
}

/** Records which storefront line item issued one of an order's cards. */
export async function setGiftCardLineItem(
  q: Executor,
  orderId: string,
  storefrontGiftCardId: string,
  lineItemId: string,
): Promise<void> {
  await q
    .updateTable('giftCards')
    .set({ lineItemId })
    .where('orderId', '=', orderId)
    .where('storefrontGiftCardId', '=', storefrontGiftCardId)
    .execute();
}

/** Cards recorded without a storefront id of their own carry their line item in theirs (grant.ts). */
export async function fillGiftCardLineItems(
  q: Executor,
  orderId: string,
  storefrontOrderId: string,
): Promise<void> {
  await sql`
    UPDATE gift_cards SET line_item_id = split_part(storefront_gift_card_id, ':', 2)
    WHERE order_id = ${orderId} AND line_item_id IS NULL
      AND storefront_gift_card_id LIKE ${`${storefrontOrderId}:%`}
  `.execute(q);
}

// ---------------------------------------------------------------------------------------------------------
// Webhooks, refunds and the line items they name

/** Records a webhook delivery; false when its id was already recorded (a repeat). */
export async function recordWebhook(
  q: Executor,
  values: Insertable<StorefrontWebhooksTable>,
): Promise<boolean> {
  const first = await q
    .insertInto('storefrontWebhooks')
    .values(values)
    .onConflict((oc) => oc.doNothing())
    .returning('webhookId')
    .executeTakeFirst();
  return first !== undefined;
}

/** Refunds and grants of one storefront order wait for each other until the transaction ends. */
export async function lockStorefrontOrder(trx: Transaction<DB>, storefrontOrderId: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`storefront-order:${storefrontOrderId}`}))`.execute(trx);
}

/** Records a refund or cancellation; false when it was already recorded. */
export async function insertRefund(
  q: Executor,
  values: Insertable<StorefrontRefundsTable>,
): Promise<boolean> {
  const inserted = await q
    .insertInto('storefrontRefunds')
    .values(values)
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** A recorded refund, locked for the rest of the transaction (it is applied once). */
export function lockRefund(trx: Transaction<DB>, refundId: string) {
  return trx
    .selectFrom('storefrontRefunds')
    .selectAll()
    .where('id', '=', refundId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

/** What an applied refund took back. */
export async function markRefundApplied(
  q: Executor,
  refundId: string,
  applied: {
    orderId: string;
    licencesRevoked: number;
    creditsTaken: number;
    creditsKept: number;
    giftCardCentsTaken: number;
    giftCardCentsKept: number;
  },
): Promise<void> {
  await q
    .updateTable('storefrontRefunds')
    .set({
      orderId: applied.orderId,
      appliedAt: sql`now()`,
      licencesRevoked: applied.licencesRevoked,
      creditsTaken: applied.creditsTaken,
      creditsKept: applied.creditsKept,
      giftCardCentsTaken: applied.giftCardCentsTaken,
      giftCardCentsKept: applied.giftCardCentsKept,
    })
    .where('id', '=', refundId)
    .execute();
}

/** The refunds of a storefront order not applied yet, in the order they came. */
export function pendingRefunds(q: Executor, storefrontOrderId: string) {
  return q
    .selectFrom('storefrontRefunds')
    .select('id')
    .where('storefrontOrderId', '=', storefrontOrderId)
    .where('appliedAt', 'is', null)
    .orderBy('receivedAt')
    .orderBy('id')
    .execute();
}

/** Which storefront line item paid for which checkout line (once). */
export async function insertOrderLine(
  q: Executor,
  line: { orderId: string; lineItemId: string; lineKey: string; quantity: number },
): Promise<void> {
  await q
    .insertInto('orderLines')
    .values(line)
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** One of the order's line items. */
export function findOrderLine(q: Executor, orderId: string, lineItemId: string) {
  return q
    .selectFrom('orderLines')
    .select(['lineKey', 'quantity', 'refundedQuantity'])
    .where('orderId', '=', orderId)
    .where('lineItemId', '=', lineItemId)
    .executeTakeFirst();
}

export async function setLineRefunded(
  q: Executor,
  orderId: string,
  lineItemId: string,
  refundedQuantity: number,
): Promise<void> {
  await q
    .updateTable('orderLines')
    .set({ refundedQuantity })
    .where('orderId', '=', orderId)
    .where('lineItemId', '=', lineItemId)
    .execute();
}

/** Every line item of the order refunded in full. */
export async function refundAllLines(q: Executor, orderId: string): Promise<void> {
  await q
    .updateTable('orderLines')
    .set({ refundedQuantity: sql`quantity` })
    .where('orderId', '=', orderId)
    .execute();
}

// ---------------------------------------------------------------------------------------------------------
// Orders held for review (integrity.ts)

/** The review a checkout or a storefront order is held under, if any. */
export function findReview(q: Executor, checkoutReference: string, storefrontOrderId: string) {
  return q
    .selectFrom('orderReviews')
    .select('storefrontOrderId')
    .where((eb) =>
      eb.or([
        eb('checkoutReference', '=', checkoutReference),
        eb('storefrontOrderId', '=', storefrontOrderId),
      ]),
    )
    .executeTakeFirst();
}

/** Whether a checkout's paid order is held for review. */
export async function isHeld(q: Executor, checkoutReference: string): Promise<boolean> {
  const row = await q
    .selectFrom('orderReviews')
    .select('id')
    .where('checkoutReference', '=', checkoutReference)
    .executeTakeFirst();
  return row !== undefined;
}

// The table is declared by integrity.ts, which imports this module: named through DB, not imported.
export async function insertReview(q: Executor, values: Insertable<DB['orderReviews']>): Promise<void> {
  await q.insertInto('orderReviews').values(values).execute();
}

/** A page of the orders held, newest first, with the buyer's address. */
export function reviewPage(q: Executor, page: { offset: number; max: number }) {
  return q
    .selectFrom('orderReviews as r')
    .innerJoin('users as u', 'u.id', 'r.userId')
    .select([
      'r.id',
      'r.checkoutReference',
      'r.storefrontOrderId',
      'r.name',
      'u.email as userEmail',
      'r.currency',
      'r.subtotalCents',
      'r.expectedCents',
      'r.test',
      'r.reasons',
      'r.receivedAt',
    ])
    .orderBy('r.receivedAt', 'desc')
    .orderBy('r.id')
    .offset(page.offset)
    .limit(page.max)
    .execute();
}

export async function countReviews(q: Executor): Promise<number> {
  const { total } = await q
    .selectFrom('orderReviews')
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(total);
}

// ---------------------------------------------------------------------------------------------------------
// Short links (shortLinks.ts)

/** Stores a code for a target; a target that has one, or a code taken, stores nothing. */
export async function insertShortLink(q: Executor, code: string, target: string): Promise<void> {
  await q
    .insertInto('shortLinks')
    .values({ code, target })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function codeOf(q: Executor, target: string): Promise<string | undefined> {
  const row = await q.selectFrom('shortLinks').select('code').where('target', '=', target).executeTakeFirst();
  return row?.code;
}

export async function targetOf(q: Executor, code: string): Promise<string | undefined> {
  const row = await q.selectFrom('shortLinks').select('target').where('code', '=', code).executeTakeFirst();
  return row?.target;
}
