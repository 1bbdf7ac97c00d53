import { sql, type Kysely } from 'kysely';

/**
 * An order as it was paid, and who its receipt is made out to (issue 32, items 1 and 2; docs/adr/0081): what
 * the storefront's `orders/paid` said beyond its subtotal and total (the discounts and their codes, the tax
 * and its lines, whether the prices include it, the gift cards spent on it), the buyer's billing details as
 * they were when the order was recorded, and each account's billing details. Orders recorded before this
 * have no discount, tax or gift card to show: zeros and empty lists, and no snapshot (their page shows the
 * account's details now).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE orders
      ADD COLUMN discount_cents integer NOT NULL DEFAULT 0,
      -- [{ code, amountCents }] as the storefront named them (code null: a discount without one).
      ADD COLUMN discount_codes jsonb NOT NULL DEFAULT '[]',
      ADD COLUMN tax_cents integer NOT NULL DEFAULT 0,
      ADD COLUMN taxes_included boolean NOT NULL DEFAULT false,
      -- [{ title, rate, amountCents }]; rate as the storefront gives it (0.2 for 20 %).
      ADD COLUMN tax_lines jsonb NOT NULL DEFAULT '[]',
      -- [{ lastCharacters, amountCents }]: gift cards are a way of paying, not a discount.
      ADD COLUMN gift_card_applications jsonb NOT NULL DEFAULT '[]',
      -- The buyer's billing details when the order was recorded: a later change does not rewrite a receipt.
      ADD COLUMN billing_details jsonb
  `.execute(db);

  await sql`
    CREATE TABLE billing_details (
      user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
      name text NOT NULL,
      company text,
      address_line1 text,
      address_line2 text,
      city text,
      postal_code text,
      region text,
      country text,
      vat_number text,
      updated_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS billing_details`.execute(db);
  await sql`
    ALTER TABLE orders
      DROP COLUMN IF EXISTS discount_cents,
      DROP COLUMN IF EXISTS discount_codes,
      DROP COLUMN IF EXISTS tax_cents,
      DROP COLUMN IF EXISTS taxes_included,
      DROP COLUMN IF EXISTS tax_lines,
      DROP COLUMN IF EXISTS gift_card_applications,
      DROP COLUMN IF EXISTS billing_details
  `.execute(db);
}
