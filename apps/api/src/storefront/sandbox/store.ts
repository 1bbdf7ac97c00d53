import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { StorefrontAttribute } from '../port';
import { ensureCatalogue, SANDBOX_CURRENCY } from './catalogue';
import { newCartToken, newSecret, numericId } from './ids';

/**
 * The sandbox's carts and catalogue in the database: what its GraphQL resolvers and its checkout page read and
 * write. Money is integer cents.
 */

type Db = Kysely<DB> | Transaction<DB>;

/** Shopify forgets a cart unused for 10 days; so does the sandbox. */
export const CART_LIFETIME_MS = 10 * 24 * 3600 * 1000;

/** Limits of a cart, near Shopify's (it refuses more than 500 lines). */
export const CART_LIMITS = {
  lines: 500,
  quantity: 10_000,
  attributes: 250,
  keyLength: 255,
  valueLength: 2_048,
  noteLength: 5_000,
  emailLength: 254,
} as const;

export interface VariantRecord {
  id: number;
  productId: number;
  title: string;
  sku: string | null;
  priceCents: number;
  currency: string;
  availableForSale: boolean;
  position: number;
  product: ProductRecord;
}

export interface ProductRecord {
  id: number;
  handle: string;
  title: string;
  description: string;
  productType: string;
  vendor: string;
  position: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface CartLineRecord {
  id: string;
  position: number;
  quantity: number;
  attributes: StorefrontAttribute[];
  variant: VariantRecord;
}

export interface AppliedGiftCardRecord {
  id: number;
  lastCharacters: string;
  balanceCents: number;
  currency: string;
}

export interface CartRecord {
  token: string;
  formKey: string;
  note: string | null;
  buyerEmail: string | null;
  buyerPhone: string | null;
  buyerCountryCode: string | null;
  attributes: StorefrontAttribute[];
  currency: string;
  createdAt: Date;
  updatedAt: Date;
  checkedOutAt: Date | null;
  lines: CartLineRecord[];
  giftCards: AppliedGiftCardRecord[];
  /** The discount code applied at its checkout page (pricing.ts TEST_DISCOUNT_CODES); null: none. */
  discountCode: string | null;
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** The catalogue, products in order with their variants in order. */
export async function listProducts(
  db: Kysely<DB>,
): Promise<(ProductRecord & { variants: VariantRecord[] })[]> {
  await ensureCatalogue(db);
  const products = await db
    .selectFrom('sandboxProducts')
    .selectAll()
    .orderBy('position')
    .orderBy('id')
    .execute();
  const variants = await db
    .selectFrom('sandboxVariants')
    .selectAll()
    .orderBy('productId')
    .orderBy('position')
    .orderBy('id')
    .execute();
  return products.map((product) => ({
    ...product,
    variants: variants.filter((v) => v.productId === product.id).map((v) => ({ ...v, product })),
  }));
}

/** Variants by id, each with its product. */
export async function variantsById(db: Db, ids: number[]): Promise<Map<number, VariantRecord>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('sandboxVariants as v')
    .innerJoin('sandboxProducts as p', 'p.id', 'v.productId')
    .select([
      'v.id',
      'v.productId',
      'v.title',
      'v.sku',
      'v.priceCents',
      'v.currency',
      'v.availableForSale',
      'v.position',
      'p.handle as productHandle',
      'p.title as productTitle',
      'p.description as productDescription',
      'p.productType',
      'p.vendor',
      'p.position as productPosition',
      'p.createdAt as productCreatedAt',
      'p.updatedAt as productUpdatedAt',
    ])
    .where('v.id', 'in', [...new Set(ids)])
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        productId: row.productId,
        title: row.title,
        sku: row.sku,
        priceCents: row.priceCents,
        currency: row.currency,
        availableForSale: row.availableForSale,
        position: row.position,
        product: {
          id: row.productId,
          handle: row.productHandle,
          title: row.productTitle,
          description: row.productDescription,
          productType: row.productType,
          vendor: row.vendor,
          position: row.productPosition,
          createdAt: row.productCreatedAt,
          updatedAt: row.productUpdatedAt,
        },
      },
    ]),
  );
}

export interface CartLineInput {
  merchandiseId: string;
  quantity?: number | null;
  attributes?: StorefrontAttribute[] | null;
}

export interface CartInput {
  lines?: CartLineInput[] | null;
  attributes?: StorefrontAttribute[] | null;
  note?: string | null;
  buyerEmail?: string | null;
  buyerPhone?: string | null;
  /** An ISO country code (Shopify's `CountryCode`). */
  buyerCountryCode?: string | null;
}

/** Shopify's `CartUserError`: `field` is the path to the input that is wrong. */
export interface CartUserError {
  code: string;
  field: string[];
  message: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Shopify wants E.164 phone numbers. */
const PHONE = /^\+[1-9]\d{6,14}$/;

export function attributeErrors(attributes: StorefrontAttribute[], field: string[]): CartUserError[] {
  const errors: CartUserError[] = [];
  if (attributes.length > CART_LIMITS.attributes)
    errors.push({
      code: 'INVALID',
      field,
      message: `At most ${CART_LIMITS.attributes} attributes are allowed.`,
    });
  attributes.forEach((attribute, i) => {
    if (attribute.key.trim() === '')
      errors.push({ code: 'INVALID', field: [...field, String(i), 'key'], message: 'Key can’t be blank.' });
    else if (attribute.key.length > CART_LIMITS.keyLength)
      errors.push({
        code: 'INVALID',
        field: [...field, String(i), 'key'],
        message: `Key is too long (maximum is ${CART_LIMITS.keyLength} characters).`,
      });
    if (attribute.value.length > CART_LIMITS.valueLength)
      errors.push({
        code: 'INVALID',
        field: [...field, String(i), 'value'],
        message: `Value is too long (maximum is ${CART_LIMITS.valueLength} characters).`,
      });
  });
  return errors;
}

/**
 * `cartCreate`: checks the input as Shopify does (unknown merchandise, quantities, e-mail) and answers its user
 * errors, or stores the cart and answers its token and key. Lines with the same merchandise and attributes
 * merge into one, as on Shopify.
 */
export async function createCart(
  db: Kysely<DB>,
  input: CartInput,
  now: Date,
): Promise<{ userErrors: CartUserError[]; token?: string; key?: string }> {
  await ensureCatalogue(db);
  const lines = input.lines ?? [];
  const attributes = input.attributes ?? [];
  const errors: CartUserError[] = [];
  if (lines.length > CART_LIMITS.lines)
    errors.push({
      code: 'INVALID',
      field: ['input', 'lines'],
      message: `A cart can have at most ${CART_LIMITS.lines} lines.`,
    });
  const ids = lines.map((line) => numericId('ProductVariant', line.merchandiseId));
  const variants = await variantsById(
    db,
    ids.filter((id): id is number => id !== null),
  );
  lines.forEach((line, i) => {
    const field = ['input', 'lines', String(i)];
    const variant = ids[i] === null ? undefined : variants.get(ids[i]!);
    if (!variant)
      errors.push({
        code: 'INVALID',
        field: [...field, 'merchandiseId'],
        message: `The merchandise with id ${line.merchandiseId} does not exist.`,
      });
    else if (!variant.availableForSale)
      errors.push({
        code: 'INVALID',
        field: [...field, 'merchandiseId'],
        message: `The product '${variant.product.title}' is already sold out.`,
      });
    const quantity = line.quantity ?? 1;
    if (quantity < 1)
      errors.push({
        code: 'LESS_THAN',
        field: [...field, 'quantity'],
        message: 'The quantity must be greater than 0.',
      });
    else if (quantity > CART_LIMITS.quantity)
      errors.push({
        code: 'INVALID',
        field: [...field, 'quantity'],
        message: `The quantity must be at most ${CART_LIMITS.quantity}.`,
      });
    errors.push(...attributeErrors(line.attributes ?? [], [...field, 'attributes']));
  });
  errors.push(...attributeErrors(attributes, ['input', 'attributes']));
  if (input.note && input.note.length > CART_LIMITS.noteLength)
    errors.push({
      code: 'INVALID',
      field: ['input', 'note'],
      message: `Note is too long (maximum is ${CART_LIMITS.noteLength} characters).`,
    });
  const email = input.buyerEmail?.trim() || null;
  if (email !== null && (email.length > CART_LIMITS.emailLength || !EMAIL.test(email)))
    errors.push({
      code: 'INVALID',
      field: ['input', 'buyerIdentity', 'email'],
      message: 'Email is invalid.',
    });
  const phone = input.buyerPhone?.trim() || null;
  if (phone !== null && !PHONE.test(phone))
    errors.push({
      code: 'INVALID',
      field: ['input', 'buyerIdentity', 'phone'],
      message: 'Phone is invalid: give it in E.164 format, e.g. +16135551111.',
    });
  if (errors.length > 0) return { userErrors: errors };

  // Same merchandise and attributes: one line with the quantities added.
  const merged = new Map<
    string,
    { variantId: number; quantity: number; attributes: StorefrontAttribute[] }
  >();
  lines.forEach((line, i) => {
    const lineAttributes = (line.attributes ?? []).map(({ key, value }) => ({ key, value }));
    const mergeKey = JSON.stringify([ids[i], lineAttributes]);
    const existing = merged.get(mergeKey);
    if (existing) existing.quantity += line.quantity ?? 1;
    else
      merged.set(mergeKey, { variantId: ids[i]!, quantity: line.quantity ?? 1, attributes: lineAttributes });
  });

  const token = newCartToken();
  const key = newSecret();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('sandboxCarts')
      .values({
        token,
        keyHash: sha256(key),
        formKey: newSecret(),
        note: input.note ?? null,
        buyerEmail: email,
        buyerPhone: phone,
        buyerCountryCode: input.buyerCountryCode ?? null,
        attributes: JSON.stringify(attributes.map(({ key, value }) => ({ key, value }))),
        currency: SANDBOX_CURRENCY,
        createdAt: now,
        updatedAt: now,
      })
      .execute();
    const rows = [...merged.values()].map((line, position) => ({
      id: randomUUID(),
      cartToken: token,
      position,
      variantId: line.variantId,
      quantity: Math.min(line.quantity, CART_LIMITS.quantity),
      attributes: JSON.stringify(line.attributes),
    }));
    if (rows.length > 0) await trx.insertInto('sandboxCartLines').values(rows).execute();
  });
  return { userErrors: [], token, key };
}

/** The cart with this token, whatever its state, with its lines and applied gift cards. */
export async function loadCart(db: Db, token: string): Promise<CartRecord | null> {
  const cart = await db.selectFrom('sandboxCarts').selectAll().where('token', '=', token).executeTakeFirst();
  if (!cart) return null;
  const lines = await db
    .selectFrom('sandboxCartLines')
    .selectAll()
    .where('cartToken', '=', token)
    .orderBy('position')
    .execute();
  const variants = await variantsById(
    db,
    lines.map((line) => line.variantId),
  );
  const giftCards = await db
    .selectFrom('sandboxCartGiftCards as a')
    .innerJoin('sandboxGiftCards as g', 'g.id', 'a.giftCardId')
    .select(['g.id', 'g.lastCharacters', 'g.balanceCents', 'g.currency'])
    .where('a.cartToken', '=', token)
    .orderBy('a.appliedAt')
    .orderBy('g.id')
    .execute();
  return {
    token: cart.token,
    formKey: cart.formKey,
    note: cart.note,
    buyerEmail: cart.buyerEmail,
    buyerPhone: cart.buyerPhone,
    buyerCountryCode: cart.buyerCountryCode,
    attributes: cart.attributes,
    currency: cart.currency,
    createdAt: cart.createdAt,
    updatedAt: cart.updatedAt,
    checkedOutAt: cart.checkedOutAt,
    lines: lines.map((line) => ({
      id: line.id,
      position: line.position,
      quantity: line.quantity,
      attributes: line.attributes,
      variant: variants.get(line.variantId)!,
    })),
    giftCards,
    discountCode: cart.discountCode ?? null,
  };
}

/** True when `key` is the cart's key (compared in constant time). */
export async function cartKeyMatches(
  db: Db,
  token: string,
  key: string | null | undefined,
): Promise<boolean> {
  if (!key) return false;
  const row = await db
    .selectFrom('sandboxCarts')
    .select('keyHash')
    .where('token', '=', token)
    .executeTakeFirst();
  if (!row) return false;
  return timingSafeEqual(Buffer.from(sha256(key), 'hex'), Buffer.from(row.keyHash, 'hex'));
}

/**
 * `cart(id)`: the cart when the id's key is right and the cart can still be bought; null once it is checked out
 * or after 10 days unused, as on Shopify.
 */
export async function findOpenCart(
  db: Kysely<DB>,
  token: string,
  key: string | null,
  now: Date,
): Promise<CartRecord | null> {
  if (!(await cartKeyMatches(db, token, key))) return null;
  const cart = await loadCart(db, token);
  if (!cart || cart.checkedOutAt !== null) return null;
  if (now.getTime() - cart.updatedAt.getTime() > CART_LIFETIME_MS) return null;
  return cart;
}

/** The cart's lines' total in cents, before the checkout's discount and tax (pricing.ts). */
export function cartSubtotalCents(cart: Pick<CartRecord, 'lines'>): number {
  return cart.lines.reduce((sum, line) => sum + line.variant.priceCents * line.quantity, 0);
}
