import { sql, type Kysely } from 'kysely';

/**
 * Money that agrees (issue 32, item 3; docs/adr/0085):
 *
 * - what the order's discounts took off each licence and each purchase (Shopify's per-line
 *   `discount_allocations`): `price_cents` and `amount_cents` become what was paid for the line, and
 *   `discount_cents` what was taken off it, so the line's price before discounts is the two together. Rows from
 *   before were granted at the line's full price with no discount read: 0 is what they were.
 * - the discount code a buyer applied at the sandbox storefront's checkout (its test codes), kept on its cart
 *   until it is paid, like the gift cards applied.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE licences
      ADD COLUMN discount_cents integer NOT NULL DEFAULT 0 CHECK (discount_cents >= 0)
  `.execute(db);
  await sql`
    ALTER TABLE order_items
      ADD COLUMN discount_cents integer NOT NULL DEFAULT 0 CHECK (discount_cents >= 0)
  `.execute(db);
  await sql`ALTER TABLE sandbox_carts ADD COLUMN discount_code text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE sandbox_carts DROP COLUMN IF EXISTS discount_code`.execute(db);
  await sql`ALTER TABLE order_items DROP COLUMN IF EXISTS discount_cents`.execute(db);
  await sql`ALTER TABLE licences DROP COLUMN IF EXISTS discount_cents`.execute(db);
}
