import { sql, type Kysely } from 'kysely';

/**
 * Every clip download, one row each (decisions.md "Fulfilment": every download is recorded). Account ›
 * History's "Clips you downloaded" and the monthly usage declaration read it; `history_entries` keeps only
 * the latest time per clip, while a month's declaration needs each download with its time. Plain SQL for
 * PGlite and PostgreSQL 15.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE clip_downloads (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      jm_id text NOT NULL REFERENCES clips (jm_id),
      -- The licence that allowed it (null for staff, who need none).
      licence_number text REFERENCES licences (number) ON DELETE SET NULL,
      -- What was served: the clean master, or the watermarked preview (Personal tier).
      file text NOT NULL CHECK (file IN ('master', 'preview')),
      -- 'clip' from a clip's download button, 'zip' inside a playlist download-all.
      via text NOT NULL CHECK (via IN ('clip', 'zip')),
      downloaded_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  await sql`CREATE INDEX clip_downloads_user_time_idx ON clip_downloads (user_id, downloaded_at DESC)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE clip_downloads`.execute(db);
}
