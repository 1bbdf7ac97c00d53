import { sql, type Kysely } from 'kysely';

/**
 * Sessions an account can see and end, and registrations finished by a mailed link
 * (docs/adr/0057-sessions-and-registration.md):
 * - each session gets a public id (the token's hash stays the database's key and never leaves the server), the
 *   browser's user agent and the network it signed in from (an address prefix, never the whole address);
 * - a registration waits in `registrations` until the link mailed to its address is followed: only then is the
 *   account created and signed in, so registering answers the same for a new and a taken address.
 * Plain SQL for PGlite and PostgreSQL 15.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE sessions ADD COLUMN IF NOT EXISTS id uuid NOT NULL DEFAULT gen_random_uuid()`.execute(
    db,
  );
  await sql`CREATE UNIQUE INDEX IF NOT EXISTS sessions_id_idx ON sessions (id)`.execute(db);
  await sql`ALTER TABLE sessions ADD COLUMN IF NOT EXISTS user_agent text`.execute(db);
  await sql`ALTER TABLE sessions ADD COLUMN IF NOT EXISTS client_network text`.execute(db);

  await sql`
    CREATE TABLE IF NOT EXISTS registrations (
      id_hash text PRIMARY KEY,
      email text NOT NULL,
      password_hash text NOT NULL,
      first_name text NOT NULL,
      last_name text NOT NULL,
      company text,
      terms_accepted boolean NOT NULL,
      marketing_accepted boolean NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    )
  `.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS registrations_email_idx ON registrations (email)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS registrations`.execute(db);
  await sql`DROP INDEX IF EXISTS sessions_id_idx`.execute(db);
  await sql`ALTER TABLE sessions DROP COLUMN IF EXISTS client_network`.execute(db);
  await sql`ALTER TABLE sessions DROP COLUMN IF EXISTS user_agent`.execute(db);
  await sql`ALTER TABLE sessions DROP COLUMN IF EXISTS id`.execute(db);
}
