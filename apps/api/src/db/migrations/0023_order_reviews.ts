import { sql, type Kysely } from 'kysely';

/**
 * Orders held for review (issue 28, items 1 and 3; docs/adr/0054): a paid storefront order that does not match
 * its checkout's snapshot (a line's SKU, variant, quantity or price, the currency, the subtotal, a line too many
 * or too few), or a Shopify test order in production, grants nothing and is recorded here for staff, with the
 * reasons. One row per storefront order and at most one per checkout, so a repeated or reordered webhook
 * records nothing more.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE order_reviews (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      checkout_reference text NOT NULL UNIQUE REFERENCES checkouts (reference) ON DELETE CASCADE,
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      storefront_order_id text NOT NULL UNIQUE,
      name text,
      email text,
      currency text NOT NULL,
      subtotal_cents integer NOT NULL,
      total_cents integer NOT NULL,
      -- What the checkout's snapshot says was to be paid (its lines not paid by credits), in its currency.
      expected_cents integer NOT NULL,
      -- A Shopify test order (test: true).
      test boolean NOT NULL DEFAULT false,
      -- [{ "code": "variant", "lineId": "…", "message": "…" }, …]
      reasons jsonb NOT NULL,
      -- The order's lines as paid: [{ "lineId", "sku", "variantId", "quantity", "priceCents" }, …]
      lines jsonb NOT NULL,
      received_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  await sql`CREATE INDEX order_reviews_received ON order_reviews (received_at DESC)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS order_reviews`.execute(db);
}
