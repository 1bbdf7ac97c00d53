import { sql, type Kysely } from 'kysely';

/**
 * Account security (docs/adr/0018-account-security.md): when each user's e-mail address was verified (staff
 * status needs it), the mailed verification links stored only as SHA-256 hashes, and when each session was
 * last used, so a session idle for too long expires. Plain SQL for PGlite and PostgreSQL 15.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users ADD COLUMN IF NOT EXISTS email_verified_at timestamptz`.execute(db);

  // Existing sessions count as last used when they were created: none outlives its 14-day lifetime anyway.
  await sql`ALTER TABLE sessions ADD COLUMN IF NOT EXISTS last_seen_at timestamptz`.execute(db);
  await sql`UPDATE sessions SET last_seen_at = created_at WHERE last_seen_at IS NULL`.execute(db);
  await sql`ALTER TABLE sessions ALTER COLUMN last_seen_at SET DEFAULT now()`.execute(db);
  await sql`ALTER TABLE sessions ALTER COLUMN last_seen_at SET NOT NULL`.execute(db);

  // `email` is the address the link was sent to: a link verifies that address only, never a later one.
  await sql`
    CREATE TABLE IF NOT EXISTS email_verifications (
      id_hash text PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      email text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    )
  `.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS email_verifications_user_id_idx ON email_verifications (user_id)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS email_verifications`.execute(db);
  await sql`ALTER TABLE sessions DROP COLUMN IF EXISTS last_seen_at`.execute(db);
  await sql`ALTER TABLE users DROP COLUMN IF EXISTS email_verified_at`.execute(db);
}
