import { sql, type Kysely } from 'kysely';

/**
 * Licence upgrades (issue 32, item 4; docs/adr/0084): a licence holder pays the difference of two tiers'
 * prices and the licence moves to the higher tier, keeping its number.
 *
 * - `cart_lines` takes a new kind, 'upgrade', naming the licence it raises (`upgrade_of`); one such line per
 *   licence in a cart.
 * - `licence_upgrades` is a licence's tier history: each paid upgrade (the licence, the tiers and terms before
 *   and after, the order and line that paid, the price) once per order line; a refund of it reverts the licence
 *   to the tier and terms it had before and records when and why.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE cart_lines DROP CONSTRAINT IF EXISTS cart_lines_kind_check`.execute(db);
  await sql`
    ALTER TABLE cart_lines ADD CONSTRAINT cart_lines_kind_check
      CHECK (kind IN ('licence', 'inquiry', 'rightsFee', 'discountPack', 'giftCard', 'upgrade'))
  `.execute(db);
  await sql`
    ALTER TABLE cart_lines
      ADD COLUMN upgrade_of text REFERENCES licences (number) ON DELETE CASCADE,
      ADD CONSTRAINT cart_lines_upgrade_of_check CHECK ((kind = 'upgrade') = (upgrade_of IS NOT NULL))
  `.execute(db);
  // One upgrade line per licence: adding another tier changes that line.
  await sql`
    CREATE UNIQUE INDEX cart_lines_upgrade_key ON cart_lines (user_id, upgrade_of) WHERE kind = 'upgrade'
  `.execute(db);

  await sql`
    CREATE TABLE licence_upgrades (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      licence_number text NOT NULL REFERENCES licences (number),
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      order_id uuid NOT NULL REFERENCES orders (id),
      -- The checkout line that paid for it: one upgrade per paid line, whatever the webhook repeats.
      line_key text NOT NULL,
      from_tier text NOT NULL CHECK (from_tier IN ('personal', 'basicPro', 'superPro')),
      to_tier text NOT NULL CHECK (to_tier IN ('personal', 'basicPro', 'superPro')),
      -- The terms the licence had before: what a refund puts back.
      from_terms jsonb NOT NULL,
      -- What was paid for it (its price less the order's discounts on it), and what the discounts took off.
      price_cents integer NOT NULL CHECK (price_cents >= 0),
      discount_cents integer NOT NULL DEFAULT 0 CHECK (discount_cents >= 0),
      currency text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      -- Set by a refund or cancellation of the order that paid for it.
      reverted_at timestamptz,
      reverted_reason text,
      UNIQUE (order_id, line_key)
    )
  `.execute(db);
  await sql`CREATE INDEX licence_upgrades_licence_idx ON licence_upgrades (licence_number, created_at)`.execute(
    db,
  );
  await sql`CREATE INDEX licence_upgrades_user_idx ON licence_upgrades (user_id, created_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS licence_upgrades`.execute(db);
  await sql`DELETE FROM cart_lines WHERE kind = 'upgrade'`.execute(db);
  await sql`DROP INDEX IF EXISTS cart_lines_upgrade_key`.execute(db);
  await sql`
    ALTER TABLE cart_lines
      DROP CONSTRAINT IF EXISTS cart_lines_upgrade_of_check,
      DROP COLUMN IF EXISTS upgrade_of
  `.execute(db);
  await sql`ALTER TABLE cart_lines DROP CONSTRAINT IF EXISTS cart_lines_kind_check`.execute(db);
  await sql`
    ALTER TABLE cart_lines ADD CONSTRAINT cart_lines_kind_check
      CHECK (kind IN ('licence', 'inquiry', 'rightsFee', 'discountPack', 'giftCard'))
  `.execute(db);
}
