import { sql, type Kysely } from 'kysely';

/**
 * Auth (docs/adr/0009-auth-sessions.md): accounts with argon2id password hashes, sessions and password reset
 * links stored only as SHA-256 hashes, agreements, the mail outbox and the rate-limit counters. Plain SQL that
 * runs on PGlite (Postgres 18) and on a PostgreSQL 15 server (gen_random_uuid is built in since 13).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE users (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      email text NOT NULL,
      password_hash text NOT NULL,
      first_name text NOT NULL,
      last_name text NOT NULL,
      company text,
      roles text[] NOT NULL DEFAULT '{}',
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT users_email_normalised CHECK (email = lower(btrim(email)) AND email <> '')
    )
  `.execute(db);
  await sql`CREATE UNIQUE INDEX users_email_key ON users (email)`.execute(db);

  await sql`
    CREATE TABLE sessions (
      token_hash text PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      revoked_at timestamptz
    )
  `.execute(db);
  await sql`CREATE INDEX sessions_user_id_idx ON sessions (user_id)`.execute(db);
  await sql`CREATE INDEX sessions_expires_at_idx ON sessions (expires_at)`.execute(db);

  await sql`
    CREATE TABLE user_agreements (
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      kind text NOT NULL,
      version text NOT NULL,
      accepted_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, kind)
    )
  `.execute(db);

  await sql`
    CREATE TABLE password_resets (
      id_hash text PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    )
  `.execute(db);
  await sql`CREATE INDEX password_resets_user_id_idx ON password_resets (user_id)`.execute(db);

  await sql`
    CREATE TABLE outbox (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      to_address text NOT NULL,
      subject text NOT NULL,
      text_body text NOT NULL,
      kind text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      sent_at timestamptz,
      last_error text
    )
  `.execute(db);
  await sql`CREATE INDEX outbox_created_at_idx ON outbox (created_at DESC)`.execute(db);

  await sql`
    CREATE TABLE rate_limits (
      key text PRIMARY KEY,
      window_start timestamptz NOT NULL,
      hits integer NOT NULL
    )
  `.execute(db);
  await sql`CREATE INDEX rate_limits_window_start_idx ON rate_limits (window_start)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['rate_limits', 'outbox', 'password_resets', 'user_agreements', 'sessions', 'users']) {
    await sql`DROP TABLE IF EXISTS ${sql.table(table)}`.execute(db);
  }
}
