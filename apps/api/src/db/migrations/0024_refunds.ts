import { sql, type Kysely } from 'kysely';

/**
 * Refunds, cancellations and chargebacks (issue 28 items 2 and 11; docs/adr/0055-refunds-and-licence-numbers.md):
 * why a licence was revoked, whether its public check shows the company, the storefront's line item ids of each
 * order (what a refund names), the refunds and cancellations received (applied at once, or when their order is
 * granted), and what each took back of Discount Pack credits and gift cards.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE licences ADD COLUMN revoked_reason text`.execute(db);
  // The public check shows the licensee's company only when the buyer chose to (every existing licence: not).
  await sql`ALTER TABLE licences ADD COLUMN show_company boolean NOT NULL DEFAULT false`.execute(db);
  await sql`ALTER TABLE orders ADD COLUMN cancelled_at timestamptz`.execute(db);
  await sql`ALTER TABLE order_items ADD COLUMN refunded_quantity integer NOT NULL DEFAULT 0`.execute(db);
  await sql`ALTER TABLE order_items ADD COLUMN refunded_at timestamptz`.execute(db);
  await sql`ALTER TABLE gift_cards ADD COLUMN line_item_id text`.execute(db);
  await sql`ALTER TABLE gift_cards ADD COLUMN revoked_at timestamptz`.execute(db);
  // What a refund took off the card's balance (what had been spent stays spent).
  await sql`ALTER TABLE gift_cards ADD COLUMN revoked_cents integer`.execute(db);
  // A credit entry a refund wrote: the unspent credits of a refunded pack taken back, or a credit given back.
  await sql`ALTER TABLE credit_entries ADD COLUMN refund_id text`.execute(db);

  // The storefront order's line items and the checkout line each paid for, from the orders/paid body.
  await sql`
    CREATE TABLE order_lines (
      order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
      line_item_id text NOT NULL,
      line_key text NOT NULL,
      quantity integer NOT NULL,
      refunded_quantity integer NOT NULL DEFAULT 0,
      PRIMARY KEY (order_id, line_item_id)
    )
  `.execute(db);

  // Every refund and cancellation received, once per storefront refund id ('cancel:' + order id for a
  // cancellation): a replay under another webhook id finds it here and takes back nothing twice. One that came
  // before its order was granted waits here (applied_at null) and is applied when the order is.
  await sql`
    CREATE TABLE storefront_refunds (
      id text PRIMARY KEY,
      storefront_order_id text NOT NULL,
      kind text NOT NULL CHECK (kind IN ('refund', 'cancel')),
      reason text NOT NULL,
      -- [{ lineItemId, quantity, lineKey }] as the storefront named them; [] for a whole order.
      lines jsonb NOT NULL,
      whole_order boolean NOT NULL,
      amount_cents integer NOT NULL DEFAULT 0,
      received_at timestamptz NOT NULL DEFAULT now(),
      order_id uuid REFERENCES orders (id) ON DELETE CASCADE,
      applied_at timestamptz,
      licences_revoked integer NOT NULL DEFAULT 0,
      credits_taken integer NOT NULL DEFAULT 0,
      -- Credits the refunded packs had bought that were already spent: they stay spent, recorded here.
      credits_kept integer NOT NULL DEFAULT 0,
      gift_card_cents_taken integer NOT NULL DEFAULT 0,
      gift_card_cents_kept integer NOT NULL DEFAULT 0
    )
  `.execute(db);
  await sql`
    CREATE INDEX storefront_refunds_pending_idx ON storefront_refunds (storefront_order_id) WHERE applied_at IS NULL
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS storefront_refunds`.execute(db);
  await sql`DROP TABLE IF EXISTS order_lines`.execute(db);
  await sql`ALTER TABLE credit_entries DROP COLUMN IF EXISTS refund_id`.execute(db);
  await sql`ALTER TABLE gift_cards DROP COLUMN IF EXISTS revoked_cents`.execute(db);
  await sql`ALTER TABLE gift_cards DROP COLUMN IF EXISTS revoked_at`.execute(db);
  await sql`ALTER TABLE gift_cards DROP COLUMN IF EXISTS line_item_id`.execute(db);
  await sql`ALTER TABLE order_items DROP COLUMN IF EXISTS refunded_at`.execute(db);
  await sql`ALTER TABLE order_items DROP COLUMN IF EXISTS refunded_quantity`.execute(db);
  await sql`ALTER TABLE orders DROP COLUMN IF EXISTS cancelled_at`.execute(db);
  await sql`ALTER TABLE licences DROP COLUMN IF EXISTS show_company`.execute(db);
  await sql`ALTER TABLE licences DROP COLUMN IF EXISTS revoked_reason`.execute(db);
}
