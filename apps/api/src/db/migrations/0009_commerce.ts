import { sql, type Kysely } from 'kysely';

/**
 * Commerce (decisions.md "Commerce"; docs/adr/0023-commerce-model.md): the per-user cart, checkouts built on
 * the storefront, the orders its `orders/paid` webhook reports, the licences they grant, Discount Pack credits,
 * gift cards, short links and resolved infractions. Money is integer cents with an ISO currency.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE cart_lines (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      -- The cart's order: lines added in one transaction share created_at (now() is the transaction's start).
      seq bigint GENERATED ALWAYS AS IDENTITY,
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('licence', 'inquiry', 'rightsFee', 'discountPack', 'giftCard')),
      jm_id text REFERENCES clips (jm_id) ON DELETE CASCADE,
      tier text CHECK (tier IN ('personal', 'basicPro', 'superPro', 'custom')),
      -- A product line's storefront variant; a licence line's is looked up from its tier when priced.
      variant_id text,
      quantity integer NOT NULL DEFAULT 1 CHECK (quantity BETWEEN 1 AND 10),
      -- Not a foreign key: a line outlives its playlist (the cart then says the playlist is gone).
      playlist_uuid uuid,
      project_name text,
      po_number text,
      content_usage text,
      post_urls text[] NOT NULL DEFAULT '{}',
      for_line_id uuid REFERENCES cart_lines (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  // One line per clip and tier; a fee line per licence line.
  await sql`
    CREATE UNIQUE INDEX cart_lines_clip_tier_key ON cart_lines (user_id, jm_id, tier)
    WHERE kind IN ('licence', 'inquiry')
  `.execute(db);
  await sql`CREATE UNIQUE INDEX cart_lines_fee_key ON cart_lines (for_line_id) WHERE for_line_id IS NOT NULL`.execute(
    db,
  );
  await sql`CREATE INDEX cart_lines_user_idx ON cart_lines (user_id, seq)`.execute(db);

  await sql`
    CREATE TABLE checkouts (
      reference text PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      playlist_uuid uuid,
      storefront_cart_id text UNIQUE,
      cart_token text UNIQUE,
      checkout_url text,
      status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'paid')),
      -- The lines as they were checked out (ids, clips, tiers, variants, prices, project, PO, post URLs, credit).
      lines jsonb NOT NULL,
      currency text NOT NULL,
      total_cents integer NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      paid_at timestamptz
    )
  `.execute(db);
  await sql`CREATE INDEX checkouts_user_idx ON checkouts (user_id, created_at DESC)`.execute(db);

  await sql`
    CREATE TABLE orders (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      checkout_reference text NOT NULL UNIQUE REFERENCES checkouts (reference),
      -- The storefront's order id; null for a checkout paid wholly with credits.
      storefront_order_id text UNIQUE,
      name text,
      email text,
      currency text NOT NULL,
      subtotal_cents integer NOT NULL,
      total_cents integer NOT NULL,
      paid_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  await sql`CREATE INDEX orders_user_idx ON orders (user_id, paid_at DESC)`.execute(db);

  // Webhooks seen, by Shopify's webhook id: a replay or a retry of one already handled changes nothing.
  await sql`
    CREATE TABLE storefront_webhooks (
      webhook_id text PRIMARY KEY,
      topic text NOT NULL,
      storefront_order_id text,
      received_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);

  await sql`CREATE SEQUENCE licence_number_seq`.execute(db);
  await sql`
    CREATE TABLE licences (
      number text PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
      -- The checkout line it was granted for: one licence per paid line, whatever the webhook repeats.
      line_key text NOT NULL,
      jm_id text NOT NULL REFERENCES clips (jm_id),
      tier text NOT NULL CHECK (tier IN ('personal', 'basicPro', 'superPro')),
      terms jsonb NOT NULL,
      licensee_name text NOT NULL,
      licensee_company text,
      licensee_email text NOT NULL,
      project_name text,
      po_number text,
      price_cents integer NOT NULL,
      currency text NOT NULL,
      paid_with text NOT NULL CHECK (paid_with IN ('money', 'credit')),
      post_urls text[] NOT NULL DEFAULT '{}',
      revoked_at timestamptz,
      granted_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (order_id, line_key)
    )
  `.execute(db);
  await sql`CREATE INDEX licences_user_idx ON licences (user_id, granted_at DESC)`.execute(db);
  await sql`CREATE INDEX licences_user_clip_idx ON licences (user_id, jm_id)`.execute(db);

  // What an order bought besides licences: Discount Packs, gift cards, rights management fees.
  await sql`
    CREATE TABLE order_items (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      line_key text NOT NULL,
      kind text NOT NULL CHECK (kind IN ('rightsFee', 'discountPack', 'giftCard')),
      sku text,
      title text NOT NULL,
      jm_id text,
      quantity integer NOT NULL,
      amount_cents integer NOT NULL,
      currency text NOT NULL,
      UNIQUE (order_id, line_key)
    )
  `.execute(db);

  // Discount Pack credits as a ledger: a pack adds, a licence paid with a credit takes one away.
  await sql`
    CREATE TABLE credit_entries (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      tier text NOT NULL CHECK (tier IN ('personal', 'basicPro', 'superPro')),
      delta integer NOT NULL CHECK (delta <> 0),
      order_id uuid REFERENCES orders (id) ON DELETE CASCADE,
      -- Reserved by an open checkout (the credits it will spend), until it is paid or replaced.
      checkout_reference text REFERENCES checkouts (reference) ON DELETE CASCADE,
      -- The cart line a reservation is for (not a foreign key: the line goes when its licence is granted).
      cart_line_id uuid,
      licence_number text,
      created_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  await sql`CREATE INDEX credit_entries_user_idx ON credit_entries (user_id, tier)`.execute(db);

  await sql`
    CREATE TABLE gift_cards (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
      storefront_gift_card_id text NOT NULL UNIQUE,
      code text,
      last_characters text NOT NULL,
      initial_cents integer NOT NULL,
      balance_cents integer NOT NULL,
      currency text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);

  await sql`
    CREATE TABLE short_links (
      code text PRIMARY KEY,
      target text NOT NULL UNIQUE,
      created_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);

  await sql`
    CREATE TABLE infraction_resolutions (
      jm_id text NOT NULL REFERENCES clips (jm_id) ON DELETE CASCADE,
      url text NOT NULL,
      licence_number text NOT NULL REFERENCES licences (number) ON DELETE CASCADE,
      resolved_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (jm_id, url)
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'infraction_resolutions',
    'short_links',
    'gift_cards',
    'credit_entries',
    'order_items',
    'licences',
    'storefront_webhooks',
    'orders',
    'checkouts',
    'cart_lines',
  ]) {
    await sql`DROP TABLE IF EXISTS ${sql.table(table)}`.execute(db);
  }
  await sql`DROP SEQUENCE IF EXISTS licence_number_seq`.execute(db);
}
