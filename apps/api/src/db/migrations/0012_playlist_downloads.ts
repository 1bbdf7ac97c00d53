import { sql, type Kysely } from 'kysely';

/**
 * Playlist download-all (decisions.md "Fulfilment"; issue 13, item 3): one row per zip job, which is also the
 * job queue (docs in apps/api/src/zips/runner.ts). A runner claims a due IN_PROGRESS row with
 * `FOR UPDATE SKIP LOCKED` and holds it by a lease (`locked_until`, renewed while it builds), so a job whose
 * process died is claimed again once the lease ends, and two processes never build one job at the same time.
 * Plain SQL for PGlite and PostgreSQL 15.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE playlist_downloads (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      -- Null once the playlist is deleted: the row stays until its zip is removed from the files store.
      playlist_uuid uuid REFERENCES playlists (uuid) ON DELETE SET NULL,
      status text NOT NULL DEFAULT 'IN_PROGRESS'
        CHECK (status IN ('IN_PROGRESS', 'COMPLETED', 'CANCELED', 'FAILED')),
      -- Why a CANCELED row was canceled: by its owner, or because the playlist's clips changed.
      cancel_reason text CHECK (cancel_reason IN ('user', 'changed')),
      included_count integer NOT NULL DEFAULT 0 CHECK (included_count >= 0),
      excluded_count integer NOT NULL DEFAULT 0 CHECK (excluded_count >= 0),
      bytes bigint CHECK (bytes >= 0),
      -- The zip in the files store (zips/<id>.zip) once built; cleared when the file is removed.
      file_key text,
      -- The clips in the zip: [{ "jmId", "licenceNumber", "file": "master" | "preview" }], recorded as
      -- downloads each time the zip is downloaded.
      contents jsonb NOT NULL DEFAULT '[]',
      -- The queue: attempts made, when the next may start, who holds it and until when.
      attempts integer NOT NULL DEFAULT 0,
      run_at timestamptz NOT NULL DEFAULT now(),
      locked_until timestamptz,
      claim_token uuid,
      last_error text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      completed_at timestamptz
    )
  `.execute(db);
  // One live job per playlist.
  await sql`
    CREATE UNIQUE INDEX playlist_downloads_live_idx ON playlist_downloads (playlist_uuid)
    WHERE status = 'IN_PROGRESS'
  `.execute(db);
  // What a runner claims: due live jobs, oldest first.
  await sql`
    CREATE INDEX playlist_downloads_due_idx ON playlist_downloads (run_at) WHERE status = 'IN_PROGRESS'
  `.execute(db);
  await sql`
    CREATE INDEX playlist_downloads_playlist_idx ON playlist_downloads (playlist_uuid, created_at DESC)
  `.execute(db);
  await sql`CREATE INDEX playlist_downloads_user_idx ON playlist_downloads (user_id)`.execute(db);
  // Zips to remove from the files store: of canceled, failed or orphaned rows.
  await sql`
    CREATE INDEX playlist_downloads_stale_file_idx ON playlist_downloads (id)
    WHERE file_key IS NOT NULL AND (status <> 'COMPLETED' OR playlist_uuid IS NULL)
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE playlist_downloads`.execute(db);
}
