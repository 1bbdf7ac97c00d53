import { sql, type Kysely } from 'kysely';

/**
 * Playlist zips expire (ADR 60): `last_used_at` is when the zip was last downloaded (null: never since it was
 * built, so its completion counts), and a zip removed after going unused is CANCELED with the reason
 * 'expired', so its entry can say it can be built again. The partial index finds the finished zips to expire
 * and sums a user's stored bytes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE playlist_downloads ADD COLUMN last_used_at timestamptz`.execute(db);
  await sql`
    ALTER TABLE playlist_downloads DROP CONSTRAINT IF EXISTS playlist_downloads_cancel_reason_check
  `.execute(db);
  await sql`
    ALTER TABLE playlist_downloads ADD CONSTRAINT playlist_downloads_cancel_reason_check
      CHECK (cancel_reason IN ('user', 'changed', 'expired'))
  `.execute(db);
  await sql`
    CREATE INDEX playlist_downloads_kept_idx ON playlist_downloads (user_id, coalesce(last_used_at, completed_at))
    WHERE status = 'COMPLETED' AND file_key IS NOT NULL
  `.execute(db);
}

/** An expired zip reads as one whose playlist changed: both can be built again. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS playlist_downloads_kept_idx`.execute(db);
  await sql`
    ALTER TABLE playlist_downloads DROP CONSTRAINT IF EXISTS playlist_downloads_cancel_reason_check
  `.execute(db);
  await sql`UPDATE playlist_downloads SET cancel_reason = 'changed' WHERE cancel_reason = 'expired'`.execute(
    db,
  );
  await sql`
    ALTER TABLE playlist_downloads ADD CONSTRAINT playlist_downloads_cancel_reason_check
      CHECK (cancel_reason IN ('user', 'changed'))
  `.execute(db);
  await sql`ALTER TABLE playlist_downloads DROP COLUMN last_used_at`.execute(db);
}
