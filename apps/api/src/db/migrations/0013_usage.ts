import { sql, type Kysely } from 'kysely';

/**
 * The monthly usage declaration (decisions.md "Fulfilment"; issue 13, item 4). A month's downloads are not
 * stored here: they are read from `clip_downloads` (migration 0011). What the buyer adds is stored per user and
 * calendar month (UTC): which of the month's clips they used, and, once declared, the notes and the time. The
 * reminder mail claims each (user, month) once in `usage_reminders`, so several server processes never mail
 * the same reminder twice. Plain SQL for PGlite and PostgreSQL 15.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE usage_months (
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      year integer NOT NULL CHECK (year BETWEEN 2000 AND 9999),
      month integer NOT NULL CHECK (month BETWEEN 1 AND 12),
      -- The clips of the month marked used (each one downloaded that month when saved); the others are unused.
      used_jm_ids text[] NOT NULL DEFAULT '{}',
      -- Written with the declaration.
      notes text,
      -- Null while undeclared; a month is declared once.
      declared_at timestamptz,
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, year, month),
      CHECK (cardinality(used_jm_ids) <= 1000),
      CHECK (notes IS NULL OR char_length(notes) <= 2000)
    )
  `.execute(db);

  await sql`
    CREATE TABLE usage_reminders (
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      year integer NOT NULL CHECK (year BETWEEN 2000 AND 9999),
      month integer NOT NULL CHECK (month BETWEEN 1 AND 12),
      -- When a server process claimed it (and then mailed it).
      claimed_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, year, month)
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS usage_reminders`.execute(db);
  await sql`DROP TABLE IF EXISTS usage_months`.execute(db);
}
