import { createHash, randomInt, randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { COUNTRY_CODES } from '@clipmarket/core';
import type { DB } from '../../db/schema';
import type { OrderPaidPayload } from '../port';
import { DEFAULT_VARIANT_TITLE } from './catalogue';
import { restDecimal } from './money';
import {
  findDiscountCode,
  NO_TAX,
  priceCart,
  rateFraction,
  TEST_DISCOUNT_CODES,
  type CartPricing,
  type SandboxTaxSettings,
} from './pricing';
import { loadCart, type CartLineRecord, type CartRecord } from './store';

/**
 * Paying at the sandbox's checkout: test cards, gift cards, the order it creates, the gift cards it issues and
 * the `orders/paid` webhook it queues, all in one transaction.
 */

/** The test cards, as Stripe and Shopify's Bogus Gateway number them. */
export const TEST_CARDS = {
  paid: '4242424242424242',
  declined: '4000000000000002',
} as const;

export const CHECKOUT_MESSAGES = {
  cardRequired: 'Enter a card number.',
  cardDeclined:
    'Your card was declined. No money was taken and your cart is as it was: try the other test card.',
  cardUnknown:
    'This sandbox takes only its test cards: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined.',
  emptyCart: 'This cart is empty: there is nothing to pay for.',
  giftCardRequired: 'Enter a gift card code.',
  giftCardUnknown: 'No gift card has this code. Check it and try again.',
  giftCardEmpty: 'This gift card has no balance left.',
  giftCardAlreadyApplied: 'This gift card is already applied to this cart.',
  discountCodeRequired: 'Enter a discount code.',
  discountCodeUnknown: `No discount has this code. This test shop takes ${TEST_DISCOUNT_CODES.map((d) => d.code).join(' and ')}.`,
  countryUnknown: 'Choose a country from the list.',
} as const;

export const WEBHOOK_TOPIC = 'orders/paid';

/** A gift card code as the buyer types it: `ABCD EFGH JKLM NPQR` or lower case, spaces and dashes ignored. */
export function normaliseGiftCardCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]/g, '');
}

export function giftCardCodeHash(code: string): string {
  return createHash('sha256').update(normaliseGiftCardCode(code)).digest('hex');
}

/** Characters of a gift card code: no 0/O or 1/I to misread. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 16 characters, 80 random bits, as Shopify's gift card codes are 16 characters long. */
export function newGiftCardCode(): string {
  let code = '';
  for (let i = 0; i < 16; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

export type ApplyGiftCardResult =
  | { status: 'applied'; lastCharacters: string }
  | { status: 'invalid'; message: string }
  | { status: 'closed' };

/** Applies a gift card to an open cart (it is spent only when the cart is paid). */
export async function applyGiftCard(
  db: Kysely<DB>,
  token: string,
  code: string,
  now: Date,
): Promise<ApplyGiftCardResult> {
  const normalised = normaliseGiftCardCode(code);
  if (normalised === '') return { status: 'invalid', message: CHECKOUT_MESSAGES.giftCardRequired };
  return db.transaction().execute(async (trx) => {
    const cart = await trx
      .selectFrom('sandboxCarts')
      .select(['token', 'checkedOutAt'])
      .where('token', '=', token)
      .forUpdate()
      .executeTakeFirst();
    if (!cart || cart.checkedOutAt !== null) return { status: 'closed' } as const;
    const card = await trx
      .selectFrom('sandboxGiftCards')
      .select(['id', 'balanceCents', 'lastCharacters'])
      .where('codeHash', '=', giftCardCodeHash(normalised))
      .executeTakeFirst();
    if (!card) return { status: 'invalid', message: CHECKOUT_MESSAGES.giftCardUnknown } as const;
    if (card.balanceCents <= 0)
      return { status: 'invalid', message: CHECKOUT_MESSAGES.giftCardEmpty } as const;
    const inserted = await trx
      .insertInto('sandboxCartGiftCards')
      .values({ cartToken: token, giftCardId: card.id, appliedAt: now })
      .onConflict((oc) => oc.columns(['cartToken', 'giftCardId']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0)
      return { status: 'invalid', message: CHECKOUT_MESSAGES.giftCardAlreadyApplied } as const;
    await trx.updateTable('sandboxCarts').set({ updatedAt: now }).where('token', '=', token).execute();
    return { status: 'applied', lastCharacters: card.lastCharacters } as const;
  });
}

export type CartChangeResult =
  { status: 'applied' } | { status: 'invalid'; message: string } | { status: 'closed' };

/** Changes an open cart's row (locked), or answers that it is closed. */
async function changeOpenCart(
  db: Kysely<DB>,
  token: string,
  now: Date,
  values: { discountCode?: string | null; buyerCountryCode?: string | null },
): Promise<CartChangeResult> {
  return db.transaction().execute(async (trx) => {
    const cart = await trx
      .selectFrom('sandboxCarts')
      .select(['token', 'checkedOutAt'])
      .where('token', '=', token)
      .forUpdate()
      .executeTakeFirst();
    if (!cart || cart.checkedOutAt !== null) return { status: 'closed' } as const;
    await trx
      .updateTable('sandboxCarts')
      .set({ ...values, updatedAt: now })
      .where('token', '=', token)
      .execute();
    return { status: 'applied' } as const;
  });
}

/** Applies one of the shop's discount codes to an open cart (a second code replaces the first, as one code a cart). */
export async function applyDiscountCode(
  db: Kysely<DB>,
  token: string,
  code: string,
  now: Date,
): Promise<CartChangeResult> {
  if (code.trim() === '') return { status: 'invalid', message: CHECKOUT_MESSAGES.discountCodeRequired };
  const discount = findDiscountCode(code);
  if (!discount) return { status: 'invalid', message: CHECKOUT_MESSAGES.discountCodeUnknown };
  return changeOpenCart(db, token, now, { discountCode: discount.code });
}

/**
 * Sets the country the buyer's tax is charged for (the checkout page's address field), over the one the cart was
 * created with (`buyerIdentity.countryCode`, from the buyer's billing details); '' clears it.
 */
export async function setTaxCountry(
  db: Kysely<DB>,
  token: string,
  country: string,
  now: Date,
): Promise<CartChangeResult> {
  const code = country.trim().toUpperCase();
  if (code !== '' && !COUNTRY_CODES.includes(code))
    return { status: 'invalid', message: CHECKOUT_MESSAGES.countryUnknown };
  return changeOpenCart(db, token, now, { buyerCountryCode: code || null });
}

/**
 * What a cart costs at checkout (pricing.ts): its lines, the discount code applied, the tax of its buyer's
 * country, the gift cards applied (each up to its balance, paying the total with its tax) and what is due.
 */
export interface CheckoutTotals extends CartPricing {
  giftCards: { id: number; lastCharacters: string; amountCents: number }[];
  dueCents: number;
}

const isGiftCard = (line: CartLineRecord) => line.variant.product.productType === 'Gift Card';

export function checkoutTotals(cart: CartRecord, tax: SandboxTaxSettings = NO_TAX): CheckoutTotals {
  const pricing = priceCart(
    cart.lines.map((line) => ({
      unitCents: line.variant.priceCents,
      quantity: line.quantity,
      giftCard: isGiftCard(line),
    })),
    {
      discount: cart.discountCode ? findDiscountCode(cart.discountCode) : null,
      country: cart.buyerCountryCode,
      tax,
    },
  );
  let remaining = pricing.totalCents;
  const giftCards = cart.giftCards.map((card) => {
    const amountCents = Math.max(0, Math.min(card.balanceCents, remaining));
    remaining -= amountCents;
    return { id: card.id, lastCharacters: card.lastCharacters, amountCents };
  });
  return { ...pricing, giftCards: giftCards.filter((g) => g.amountCents > 0), dueCents: remaining };
}

export type PayResult =
  | { status: 'paid'; orderId: number; orderName: string; webhookId: string }
  | { status: 'already-paid'; orderName: string | null }
  | { status: 'invalid'; field: 'card_number' | 'cart'; message: string }
  | { status: 'declined'; message: string }
  | { status: 'missing' };

/**
 * Pays for the cart: refuses a declined or unknown card before changing anything; otherwise creates the order
 * (#1001, #1002…), issues a gift card for each Gift Card unit, spends the gift cards applied, closes the cart
 * and queues the `orders/paid` webhook, in one transaction that holds the cart's row lock, so a second post for
 * the same cart waits and then finds it paid.
 */
export async function payCart(
  db: Kysely<DB>,
  options: {
    token: string;
    cardNumber: string;
    now: Date;
    /** How the shop charges tax (storefront/config.ts). @default no tax */
    tax?: SandboxTaxSettings;
  },
): Promise<PayResult> {
  const { token, now } = options;
  const card = options.cardNumber.replace(/[\s-]/g, '');
  return db.transaction().execute(async (trx) => {
    const locked = await trx
      .selectFrom('sandboxCarts')
      .select(['token', 'checkedOutAt'])
      .where('token', '=', token)
      .forUpdate()
      .executeTakeFirst();
    if (!locked) return { status: 'missing' } as const;
    if (locked.checkedOutAt !== null) {
      const order = await trx
        .selectFrom('sandboxOrders')
        .select('number')
        .where('cartToken', '=', token)
        .executeTakeFirst();
      return { status: 'already-paid', orderName: order ? `#${order.number}` : null } as const;
    }
    // Lock the gift cards applied, so two carts cannot spend one balance twice.
    await trx
      .selectFrom('sandboxGiftCards')
      .select('id')
      .where('id', 'in', (eb) =>
        eb.selectFrom('sandboxCartGiftCards').select('giftCardId').where('cartToken', '=', token),
      )
      .forUpdate()
      .execute();
    const cart = (await loadCart(trx, token))!;
    if (cart.lines.length === 0)
      return { status: 'invalid', field: 'cart', message: CHECKOUT_MESSAGES.emptyCart } as const;
    const totals = checkoutTotals(cart, options.tax ?? NO_TAX);
    if (totals.dueCents > 0) {
      if (card === '')
        return { status: 'invalid', field: 'card_number', message: CHECKOUT_MESSAGES.cardRequired } as const;
      if (card === TEST_CARDS.declined)
        return { status: 'declined', message: CHECKOUT_MESSAGES.cardDeclined } as const;
      if (card !== TEST_CARDS.paid)
        return { status: 'invalid', field: 'card_number', message: CHECKOUT_MESSAGES.cardUnknown } as const;
    }
    return placeOrder(trx, cart, totals, now, totals.dueCents > 0 ? card : null);
  });
}

async function nextLineItemIds(trx: Transaction<DB>, count: number): Promise<number[]> {
  if (count === 0) return [];
  const { rows } = await sql<{ id: number }>`
    SELECT nextval('sandbox_line_item_id_seq') AS id FROM generate_series(1, ${count})
  `.execute(trx);
  return rows.map((row) => Number(row.id));
}

async function placeOrder(
  trx: Transaction<DB>,
  cart: CartRecord,
  totals: CheckoutTotals,
  now: Date,
  cardNumber: string | null,
): Promise<PayResult> {
  const order = await trx
    .insertInto('sandboxOrders')
    .values({
      cartToken: cart.token,
      email: cart.buyerEmail,
      currency: cart.currency,
      subtotalCents: totals.subtotalCents,
      totalCents: totals.totalCents,
      giftCardCents: totals.totalCents - totals.dueCents,
      payload: '{}',
      createdAt: now,
    })
    .returning(['id', 'number'])
    .executeTakeFirstOrThrow();
  const lineIds = await nextLineItemIds(trx, cart.lines.length);

  // One gift card per unit of each Gift Card line, worth the unit's price.
  const issued: NonNullable<OrderPaidPayload['gift_cards']> = [];
  for (const [i, line] of cart.lines.entries()) {
    if (!isGiftCard(line)) continue;
    for (let unit = 0; unit < line.quantity; unit++) {
      const code = newGiftCardCode();
      const row = await trx
        .insertInto('sandboxGiftCards')
        .values({
          codeHash: giftCardCodeHash(code),
          lastCharacters: code.slice(-4),
          initialCents: line.variant.priceCents,
          balanceCents: line.variant.priceCents,
          currency: cart.currency,
          orderId: order.id,
          lineItemId: lineIds[i]!,
          createdAt: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      issued.push({
        id: row.id,
        line_item_id: lineIds[i]!,
        code,
        initial_value: restDecimal(line.variant.priceCents),
        currency: cart.currency,
      });
    }
  }

  for (const card of totals.giftCards) {
    await trx
      .updateTable('sandboxGiftCards')
      .set((eb) => ({ balanceCents: eb('balanceCents', '-', card.amountCents) }))
      .where('id', '=', card.id)
      .execute();
  }

  const name = `#${order.number}`;
  const createdAt = now.toISOString();
  const currency = cart.currency;
  // Shopify's money fields: a decimal string, and its `_set` in the shop's and the buyer's currency (the same).
  const money = (cents: number) => restDecimal(cents);
  const moneySet = (cents: number) => {
    const amount = { amount: restDecimal(cents), currency_code: currency };
    return { shop_money: amount, presentment_money: amount };
  };
  const { discount } = totals;
  const taxLine = (title: string, milliPercent: number, cents: number) => ({
    title,
    price: money(cents),
    rate: rateFraction(milliPercent),
    price_set: moneySet(cents),
    channel_liable: false,
  });
  const orderTaxLine = totals.taxLines[0];
  const payload: OrderPaidPayload & Record<string, unknown> = {
    id: order.id,
    admin_graphql_api_id: `gid://shopify/Order/${order.id}`,
    name,
    order_number: order.number,
    email: cart.buyerEmail,
    contact_email: cart.buyerEmail,
    created_at: createdAt,
    processed_at: createdAt,
    updated_at: createdAt,
    currency: cart.currency,
    presentment_currency: cart.currency,
    // As Shopify writes them (pricing.ts, docs/adr/0085): the subtotal is net of the discount (and holds the
    // tax when the prices include it); the total adds the tax unless it is inside the prices.
    subtotal_price: money(totals.subtotalCents),
    subtotal_price_set: moneySet(totals.subtotalCents),
    total_line_items_price: money(totals.lineItemsCents),
    total_line_items_price_set: moneySet(totals.lineItemsCents),
    total_discounts: money(totals.discountCents),
    total_discounts_set: moneySet(totals.discountCents),
    discount_codes: discount
      ? [{ code: discount.code, amount: money(totals.discountCents), type: discount.type }]
      : [],
    discount_applications: discount
      ? [
          {
            type: 'discount_code',
            value: discount.type === 'percentage' ? `${discount.value}.0` : restDecimal(discount.value),
            value_type: discount.type,
            allocation_method: 'across',
            target_selection: 'all',
            target_type: 'line_item',
            code: discount.code,
          },
        ]
      : [],
    total_tax: money(totals.taxCents),
    total_tax_set: moneySet(totals.taxCents),
    taxes_included: totals.taxesIncluded,
    tax_lines: orderTaxLine ? [taxLine(orderTaxLine.title, orderTaxLine.milliPercent, totals.taxCents)] : [],
    total_price: money(totals.totalCents),
    total_price_set: moneySet(totals.totalCents),
    total_outstanding: '0.00',
    billing_address: cart.buyerCountryCode ? { country_code: cart.buyerCountryCode } : null,
    financial_status: 'paid',
    fulfillment_status: null,
    // Shopify marks orders paid through its test gateway; every sandbox order is one.
    test: true,
    gateway: cardNumber ? 'bogus' : 'gift_card',
    payment_gateway_names: [
      ...(totals.giftCards.length > 0 ? ['gift_card'] : []),
      ...(cardNumber ? ['bogus'] : []),
    ],
    source_name: 'web',
    cart_token: cart.token,
    checkout_token: cart.token,
    note: cart.note,
    note_attributes: cart.attributes.map(({ key, value }) => ({ name: key, value })),
    line_items: cart.lines.map((line, i) => ({
      id: lineIds[i]!,
      admin_graphql_api_id: `gid://shopify/LineItem/${lineIds[i]}`,
      variant_id: line.variant.id,
      product_id: line.variant.productId,
      title: line.variant.product.title,
      variant_title: line.variant.title === DEFAULT_VARIANT_TITLE ? null : line.variant.title,
      name:
        line.variant.title === DEFAULT_VARIANT_TITLE
          ? line.variant.product.title
          : `${line.variant.product.title} - ${line.variant.title}`,
      vendor: line.variant.product.vendor,
      sku: line.variant.sku,
      quantity: line.quantity,
      price: money(line.variant.priceCents),
      price_set: moneySet(line.variant.priceCents),
      total_discount: money(totals.lines[i]!.discountCents),
      total_discount_set: moneySet(totals.lines[i]!.discountCents),
      // The order's discount as it fell on this line (index 0: the one discount application).
      discount_allocations:
        totals.lines[i]!.discountCents > 0
          ? [
              {
                amount: money(totals.lines[i]!.discountCents),
                amount_set: moneySet(totals.lines[i]!.discountCents),
                discount_application_index: 0,
              },
            ]
          : [],
      gift_card: isGiftCard(line),
      requires_shipping: false,
      taxable: totals.lines[i]!.taxable,
      tax_lines:
        orderTaxLine && totals.lines[i]!.taxCents > 0
          ? [taxLine(orderTaxLine.title, orderTaxLine.milliPercent, totals.lines[i]!.taxCents)]
          : [],
      fulfillment_status: null,
      properties: line.attributes.map(({ key, value }) => ({ name: key, value })),
    })),
    gift_cards: issued,
    gift_card_applications: totals.giftCards.map((card) => ({
      last_characters: card.lastCharacters,
      amount: restDecimal(card.amountCents),
    })),
  };
  const body = JSON.stringify(payload);
  await trx.updateTable('sandboxOrders').set({ payload: body }).where('id', '=', order.id).execute();
  await trx
    .updateTable('sandboxCarts')
    .set({ checkedOutAt: now, updatedAt: now })
    .where('token', '=', cart.token)
    .execute();

  // The outbox row: committed with the order, or not at all.
  const webhookId = randomUUID();
  await trx
    .insertInto('sandboxWebhookDeliveries')
    .values({
      webhookId,
      topic: WEBHOOK_TOPIC,
      orderId: order.id,
      body,
      triggeredAt: now,
      nextAttemptAt: now,
    })
    .execute();
  return { status: 'paid', orderId: order.id, orderName: name, webhookId };
}
