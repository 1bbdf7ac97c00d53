import { sql, type Kysely } from 'kysely';

/**
 * Client review of shared playlists (issue 33, item 2; ADR 91).
 *
 * - A playlist's share link now expires (`share_expires_at`, set with every token) and may be limited to named
 *   e-mail addresses (`share_emails`; empty: anyone holding it). Links shared before expire 30 days from now.
 * - A link turned off or replaced leaves the hash of its token in `playlist_retired_shares`, so opening it says
 *   so (410) rather than that the playlist does not exist.
 * - A guest is one person's name and e-mail on one playlist, tied to the link they came through (a replaced link
 *   ends their access) and to their browser by the hash of a cookie's secret. On a limited link they start
 *   unverified, with the hash of a code mailed to them; opening the mailed link verifies them.
 * - Each decision and comment is a row of `playlist_reviews`, never changed: who, what, when.
 * - The owner's mail of a guest's session is due `quiet` minutes after its last review (`notify_due_at`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE playlists
      ADD COLUMN share_expires_at timestamptz,
      ADD COLUMN share_emails text[] NOT NULL DEFAULT '{}'
  `.execute(db);
  await sql`UPDATE playlists SET share_expires_at = now() + interval '30 days' WHERE share_token IS NOT NULL`.execute(
    db,
  );
  await sql`
    ALTER TABLE playlists ADD CONSTRAINT playlists_share_expiry_check
      CHECK ((share_token IS NULL) = (share_expires_at IS NULL))
  `.execute(db);
  await sql`
    CREATE TABLE playlist_retired_shares (
      token_hash text PRIMARY KEY,
      playlist_uuid uuid NOT NULL REFERENCES playlists (uuid) ON DELETE CASCADE,
      retired_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  await sql`
    CREATE TABLE playlist_guests (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      playlist_uuid uuid NOT NULL REFERENCES playlists (uuid) ON DELETE CASCADE,
      share_hash text NOT NULL,
      name text NOT NULL,
      email text NOT NULL,
      session_hash text NOT NULL UNIQUE,
      verified_at timestamptz,
      code_hash text UNIQUE,
      code_expires_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      last_review_at timestamptz,
      notify_due_at timestamptz,
      notified_at timestamptz
    )
  `.execute(db);
  await sql`CREATE INDEX playlist_guests_playlist_idx ON playlist_guests (playlist_uuid, email)`.execute(db);
  await sql`
    CREATE TABLE playlist_reviews (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      guest_id uuid NOT NULL REFERENCES playlist_guests (id) ON DELETE CASCADE,
      playlist_uuid uuid NOT NULL REFERENCES playlists (uuid) ON DELETE CASCADE,
      jm_id text NOT NULL,
      decision text CHECK (decision IN ('approved', 'rejected', 'cleared')),
      comment text,
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK (decision IS NOT NULL OR comment IS NOT NULL)
    )
  `.execute(db);
  await sql`CREATE INDEX playlist_reviews_playlist_idx ON playlist_reviews (playlist_uuid, jm_id, id)`.execute(
    db,
  );
  await sql`CREATE INDEX playlist_reviews_guest_idx ON playlist_reviews (guest_id, jm_id)`.execute(db);
  await sql`
    ALTER TABLE notifications
      DROP CONSTRAINT notifications_kind_check,
      ADD CONSTRAINT notifications_kind_check
        CHECK (kind IN ('zip-ready', 'usage-to-declare', 'saved-search-alert', 'playlist-review'))
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM notifications WHERE kind = 'playlist-review'`.execute(db);
  await sql`
    ALTER TABLE notifications
      DROP CONSTRAINT notifications_kind_check,
      ADD CONSTRAINT notifications_kind_check
        CHECK (kind IN ('zip-ready', 'usage-to-declare', 'saved-search-alert'))
  `.execute(db);
  await sql`DROP TABLE playlist_reviews`.execute(db);
  await sql`DROP TABLE playlist_guests`.execute(db);
  await sql`DROP TABLE playlist_retired_shares`.execute(db);
  await sql`ALTER TABLE playlists DROP CONSTRAINT playlists_share_expiry_check`.execute(db);
  await sql`ALTER TABLE playlists DROP COLUMN share_expires_at, DROP COLUMN share_emails`.execute(db);
}
