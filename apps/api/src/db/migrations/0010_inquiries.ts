import { sql, type Kysely } from 'kysely';

/**
 * Licensing inquiries (`POST /api/mail/licensing`, decisions.md "Commerce"): each one as the buyer sent it, the
 * clips it names, and whether its CRM web-to-lead post got through. Plain SQL for PGlite and PostgreSQL 15.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE inquiries (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      -- 'INQ-' + 6 uppercase hex: what the buyer quotes when they write to the licensing team.
      reference text NOT NULL UNIQUE CHECK (reference ~ '^INQ-[0-9A-F]{6}$'),
      -- A lead outlives the account that sent it: the licensing team may still be talking to the buyer.
      user_id uuid REFERENCES users (id) ON DELETE SET NULL,
      -- The validated payload, as sent (its cart too, unknown ids included: what the buyer asked about).
      payload jsonb NOT NULL,
      crm_status text NOT NULL CHECK (crm_status IN ('notConfigured', 'pending', 'sent', 'failed')),
      crm_error text,
      crm_attempted_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  await sql`CREATE INDEX inquiries_created_idx ON inquiries (created_at DESC, id)`.execute(db);
  await sql`CREATE INDEX inquiries_user_idx ON inquiries (user_id) WHERE user_id IS NOT NULL`.execute(db);

  // The clips of the library the inquiry names, with the title the team was mailed. No foreign key to clips:
  // the record of what was asked about stays even if a clip later leaves the library.
  await sql`
    CREATE TABLE inquiry_clips (
      inquiry_id uuid NOT NULL REFERENCES inquiries (id) ON DELETE CASCADE,
      position integer NOT NULL CHECK (position >= 0),
      jm_id text NOT NULL,
      title text NOT NULL,
      PRIMARY KEY (inquiry_id, position),
      UNIQUE (inquiry_id, jm_id)
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS inquiry_clips`.execute(db);
  await sql`DROP TABLE IF EXISTS inquiries`.execute(db);
}
