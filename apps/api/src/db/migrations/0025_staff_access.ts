import { sql, type Kysely } from 'kysely';

/**
 * Staff access by grant and a second factor (docs/adr/0056-staff-access-by-grant-and-second-factor.md).
 *
 * - `staff_grants`: accounts an administrator (or the development seed) made staff. Staff status no longer
 *   follows from a verified company address alone: an existing database has no grants, so every account that
 *   was staff by its domain alone stops being staff here, unless its address is on the operator's
 *   STAFF_EMAILS allow-list or an administrator grants it again.
 * - `second_factors`: each account's TOTP secret (RFC 6238); `confirmed_at` null while the set-up waits for a
 *   first code; `last_step` the newest time step used, so a code is never accepted twice.
 * - `recovery_codes`: one-time codes, stored as SHA-256 hashes.
 * - `sessions.second_factor_at`: when the session proved the second factor (staff powers need it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE IF NOT EXISTS staff_grants (
      user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
      admin boolean NOT NULL DEFAULT false,
      granted_by uuid REFERENCES users (id) ON DELETE SET NULL,
      granted_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  await sql`
    CREATE TABLE IF NOT EXISTS second_factors (
      user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
      secret text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      confirmed_at timestamptz,
      last_step bigint NOT NULL DEFAULT 0
    )
  `.execute(db);
  await sql`
    CREATE TABLE IF NOT EXISTS recovery_codes (
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      code_hash text NOT NULL,
      used_at timestamptz,
      PRIMARY KEY (user_id, code_hash)
    )
  `.execute(db);
  await sql`ALTER TABLE sessions ADD COLUMN IF NOT EXISTS second_factor_at timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE sessions DROP COLUMN IF EXISTS second_factor_at`.execute(db);
  await sql`DROP TABLE IF EXISTS recovery_codes`.execute(db);
  await sql`DROP TABLE IF EXISTS second_factors`.execute(db);
  await sql`DROP TABLE IF EXISTS staff_grants`.execute(db);
}
