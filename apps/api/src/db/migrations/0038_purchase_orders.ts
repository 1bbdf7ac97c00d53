import { sql, type Kysely } from 'kysely';

/**
 * Paying on account (issue 32, item 6; docs/adr/0087): which accounts staff let pay on account, and with what
 * credit limit; the invoice of each order placed on account (its PO number, due date, and whether and when it
 * was paid or cancelled); and every staff act on them (who, when).
 *
 * An order on account is an ordinary `orders` row (granted at once, `paid_at` its date of order); its invoice
 * row says it is unpaid until staff record the payment.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE on_account_approvals (
      user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
      -- The most the account's open invoices may add up to, in the store's currency; null: no limit.
      credit_limit_cents integer CHECK (credit_limit_cents >= 0),
      approved_by uuid REFERENCES users (id) ON DELETE SET NULL,
      approved_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);

  await sql`
    CREATE TABLE invoices (
      order_id uuid PRIMARY KEY REFERENCES orders (id) ON DELETE CASCADE,
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      po_number text NOT NULL,
      due_on date NOT NULL,
      -- The page's id for one submission: the same one sent again answers this invoice's order.
      submission_id uuid NOT NULL,
      -- The day the payment arrived, as staff recorded it, when, and who recorded it.
      paid_on date,
      paid_recorded_at timestamptz,
      paid_by uuid REFERENCES users (id) ON DELETE SET NULL,
      cancelled_at timestamptz,
      cancelled_by uuid REFERENCES users (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (user_id, submission_id),
      CHECK (paid_on IS NULL OR cancelled_at IS NULL)
    )
  `.execute(db);
  await sql`
    CREATE INDEX invoices_open_idx ON invoices (due_on) WHERE paid_on IS NULL AND cancelled_at IS NULL
  `.execute(db);
  await sql`CREATE INDEX invoices_user_idx ON invoices (user_id)`.execute(db);

  // Who approved or withdrew an account, and who marked an invoice paid or cancelled it, and when.
  await sql`
    CREATE TABLE invoice_events (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      kind text NOT NULL CHECK (kind IN ('approved', 'withdrawn', 'paid', 'cancelled')),
      -- The account acted on (the buyer), and the order for an invoice's acts.
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      order_id uuid REFERENCES orders (id) ON DELETE CASCADE,
      staff_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
      -- What the act set: the credit limit, the payment date, the reason for a cancellation.
      detail jsonb NOT NULL DEFAULT '{}',
      at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  await sql`CREATE INDEX invoice_events_user_idx ON invoice_events (user_id, at DESC)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS invoice_events`.execute(db);
  await sql`DROP TABLE IF EXISTS invoices`.execute(db);
  await sql`DROP TABLE IF EXISTS on_account_approvals`.execute(db);
}
