import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { StorefrontAttribute } from '../port';
import { numericId } from './ids';
import {
  attributeErrors,
  CART_LIFETIME_MS,
  CART_LIMITS,
  cartKeyMatches,
  variantsById,
  type CartLineInput,
  type CartUserError,
  type VariantRecord,
} from './store';

/**
 * The cart line mutations of Shopify's Storefront API: `cartLinesAdd`, `cartLinesUpdate` and
 * `cartLinesRemove`. As on Shopify, whoever holds a cart's id (its token and key) may change its lines, swap a
 * line's merchandise for another variant, change quantities and attributes, until the cart is checked out. The
 * marketplace must not trust a storefront cart for what it grants (commerce/integrity.ts); these mutations are
 * here so that a buyer who edits the cart can be tested against the real thing (docs/adr/0054).
 */

/** Shopify refuses more than 250 lines in one mutation. */
export const MAX_LINES_PER_MUTATION = 250;

/** Shopify's words for a cart id that names no open cart. */
export const CART_MISSING_MESSAGE = 'The specified cart does not exist.';

export interface CartLineUpdateInput {
  id: string;
  merchandiseId?: string | null;
  quantity?: number | null;
  /** Omitted or null keeps the line's attributes; an empty list clears them. */
  attributes?: StorefrontAttribute[] | null;
}

export type CartLinesChange =
  | { kind: 'add'; lines: CartLineInput[] }
  | { kind: 'update'; lines: CartLineUpdateInput[] }
  | { kind: 'remove'; lineIds: string[] };

/** `gid://shopify/CartLine/<uuid>?cart=<token>` → the uuid, when the line is of this cart. */
function lineIdOf(id: string, token: string): string | null {
  const match = /^gid:\/\/shopify\/CartLine\/([0-9a-f-]{36})(?:\?cart=([A-Za-z0-9_-]{1,100}))?$/.exec(id);
  if (!match) return null;
  if (match[2] !== undefined && match[2] !== token) return null;
  return match[1]!;
}

interface LineRow {
  id: string;
  position: number;
  variantId: number;
  quantity: number;
  attributes: StorefrontAttribute[];
}

const sameAttributes = (a: StorefrontAttribute[], b: StorefrontAttribute[]) =>
  JSON.stringify(a.map(({ key, value }) => [key, value])) ===
  JSON.stringify(b.map(({ key, value }) => [key, value]));

function quantityErrors(quantity: number, field: string[]): CartUserError[] {
  if (quantity < 0 || !Number.isInteger(quantity))
    return [{ code: 'LESS_THAN', field, message: 'The quantity must be greater than 0.' }];
  if (quantity > CART_LIMITS.quantity)
    return [{ code: 'INVALID', field, message: `The quantity must be at most ${CART_LIMITS.quantity}.` }];
  return [];
}

function merchandiseErrors(
  merchandiseId: string,
  variant: VariantRecord | undefined,
  field: string[],
): CartUserError[] {
  if (!variant)
    return [{ code: 'INVALID', field, message: `The merchandise with id ${merchandiseId} does not exist.` }];
  if (!variant.availableForSale)
    return [
      { code: 'INVALID', field, message: `The product '${variant.product.title}' is already sold out.` },
    ];
  return [];
}

/**
 * Applies one change to the open cart `token` (its `key` checked in constant time), in one transaction that
 * holds the cart's row lock (so a payment in progress either sees the lines before the change or after it).
 * Answers Shopify's user errors and changes nothing when there are any.
 */
export async function changeCartLines(
  db: Kysely<DB>,
  cart: { token: string; key: string | null },
  change: CartLinesChange,
  now: Date,
): Promise<{ userErrors: CartUserError[] }> {
  const missing = { userErrors: [{ code: 'INVALID', field: ['cartId'], message: CART_MISSING_MESSAGE }] };
  const count = change.kind === 'remove' ? change.lineIds.length : change.lines.length;
  if (count > MAX_LINES_PER_MUTATION) {
    const field = change.kind === 'remove' ? 'lineIds' : 'lines';
    return {
      userErrors: [
        {
          code: 'INVALID',
          field: [field],
          message: `The input must not contain more than ${MAX_LINES_PER_MUTATION} values.`,
        },
      ],
    };
  }
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('sandboxCarts')
      .select(['token', 'checkedOutAt', 'updatedAt'])
      .where('token', '=', cart.token)
      .forUpdate()
      .executeTakeFirst();
    if (!row || row.checkedOutAt !== null) return missing;
    if (now.getTime() - new Date(row.updatedAt).getTime() > CART_LIFETIME_MS) return missing;
    if (!(await cartKeyMatches(trx, cart.token, cart.key))) return missing;

    const lines: LineRow[] = await trx
      .selectFrom('sandboxCartLines')
      .select(['id', 'position', 'variantId', 'quantity', 'attributes'])
      .where('cartToken', '=', cart.token)
      .orderBy('position')
      .execute();
    const result = plan(lines, change, cart.token, await variantsFor(trx, change));
    if (result.userErrors.length > 0) return { userErrors: result.userErrors };
    if (result.lines.length > CART_LIMITS.lines)
      return {
        userErrors: [
          {
            code: 'INVALID',
            field: ['lines'],
            message: `A cart can have at most ${CART_LIMITS.lines} lines.`,
          },
        ],
      };

    await trx.deleteFrom('sandboxCartLines').where('cartToken', '=', cart.token).execute();
    if (result.lines.length > 0)
      await trx
        .insertInto('sandboxCartLines')
        .values(
          result.lines.map((line, position) => ({
            id: line.id,
            cartToken: cart.token,
            position,
            variantId: line.variantId,
            quantity: line.quantity,
            attributes: JSON.stringify(line.attributes),
          })),
        )
        .execute();
    await trx.updateTable('sandboxCarts').set({ updatedAt: now }).where('token', '=', cart.token).execute();
    return { userErrors: [] };
  });
}

async function variantsFor(
  trx: Transaction<DB>,
  change: CartLinesChange,
): Promise<Map<number, VariantRecord>> {
  if (change.kind === 'remove') return new Map();
  const ids = change.lines
    .map((line) => (line.merchandiseId ? numericId('ProductVariant', line.merchandiseId) : null))
    .filter((id): id is number => id !== null);
  return variantsById(trx, ids);
}

/** The cart's lines after the change, or the user errors that refuse it. */
function plan(
  current: LineRow[],
  change: CartLinesChange,
  token: string,
  variants: Map<number, VariantRecord>,
): { userErrors: CartUserError[]; lines: LineRow[] } {
  const errors: CartUserError[] = [];
  const lines = current.map((line) => ({ ...line, attributes: [...line.attributes] }));
  const variantOf = (merchandiseId: string) => {
    const id = numericId('ProductVariant', merchandiseId);
    return id === null ? undefined : variants.get(id);
  };

  if (change.kind === 'add') {
    change.lines.forEach((input, i) => {
      const field = ['lines', String(i)];
      const variant = variantOf(input.merchandiseId);
      const quantity = input.quantity ?? 1;
      errors.push(...merchandiseErrors(input.merchandiseId, variant, [...field, 'merchandiseId']));
      if (quantity < 1)
        errors.push({
          code: 'LESS_THAN',
          field: [...field, 'quantity'],
          message: 'The quantity must be greater than 0.',
        });
      else errors.push(...quantityErrors(quantity, [...field, 'quantity']));
      const attributes = (input.attributes ?? []).map(({ key, value }) => ({ key, value }));
      errors.push(...attributeErrors(attributes, [...field, 'attributes']));
      if (!variant || errors.length > 0) return;
      // The same merchandise with the same attributes: one line, quantities added (as on Shopify).
      const same = lines.find((l) => l.variantId === variant.id && sameAttributes(l.attributes, attributes));
      if (same) same.quantity = Math.min(CART_LIMITS.quantity, same.quantity + quantity);
      else
        lines.push({ id: randomUUID(), position: lines.length, variantId: variant.id, quantity, attributes });
    });
    return { userErrors: errors, lines };
  }

  if (change.kind === 'remove') {
    const remove = new Set<string>();
    change.lineIds.forEach((id, i) => {
      const lineId = lineIdOf(id, token);
      if (!lineId || !lines.some((l) => l.id === lineId))
        errors.push({
          code: 'INVALID',
          field: ['lineIds', String(i)],
          message: `The merchandise line with id ${id} does not exist.`,
        });
      else remove.add(lineId);
    });
    return { userErrors: errors, lines: lines.filter((l) => !remove.has(l.id)) };
  }

  const removed = new Set<string>();
  change.lines.forEach((input, i) => {
    const field = ['lines', String(i)];
    const lineId = lineIdOf(input.id, token);
    const line = lineId ? lines.find((l) => l.id === lineId) : undefined;
    if (!line) {
      errors.push({
        code: 'INVALID',
        field: [...field, 'id'],
        message: `The merchandise line with id ${input.id} does not exist.`,
      });
      return;
    }
    if (input.merchandiseId != null) {
      const variant = variantOf(input.merchandiseId);
      const problems = merchandiseErrors(input.merchandiseId, variant, [...field, 'merchandiseId']);
      errors.push(...problems);
      if (variant && problems.length === 0) line.variantId = variant.id;
    }
    if (input.quantity != null) {
      const problems = quantityErrors(input.quantity, [...field, 'quantity']);
      errors.push(...problems);
      // Quantity 0 removes the line, as on Shopify.
      if (problems.length === 0) {
        if (input.quantity === 0) removed.add(line.id);
        else line.quantity = input.quantity;
      }
    }
    if (input.attributes != null) {
      const attributes = input.attributes.map(({ key, value }) => ({ key, value }));
      const problems = attributeErrors(attributes, [...field, 'attributes']);
      errors.push(...problems);
      if (problems.length === 0) line.attributes = attributes;
    }
  });
  return { userErrors: errors, lines: lines.filter((l) => !removed.has(l.id)) };
}
