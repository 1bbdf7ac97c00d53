import { sql, type Kysely } from 'kysely';

/**
 * Playlists (lists), their folders and their videos (docs/adr/0010-playlists-and-folders.md). A folder is a
 * child collection of one playlist; a video belongs to the playlist and sits in at most one of its folders
 * (`folder_uuid`), so the playlist's 1,000-video limit and its counts cover its folders too. Plain SQL that
 * runs on PGlite (Postgres 18) and on a PostgreSQL 15 server (`ON DELETE SET NULL (column)` is 15+).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE playlists (
      uuid uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      name text NOT NULL CHECK (name <> ''),
      description text,
      cart_url text,
      checkout_id text,
      share_token text UNIQUE,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  // Names are unique per user without regard to case ('List name must be unique').
  await sql`CREATE UNIQUE INDEX playlists_user_name_key ON playlists (user_id, lower(name))`.execute(db);
  await sql`CREATE INDEX playlists_user_updated_idx ON playlists (user_id, updated_at DESC)`.execute(db);

  await sql`
    CREATE TABLE playlist_folders (
      uuid uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      playlist_uuid uuid NOT NULL REFERENCES playlists (uuid) ON DELETE CASCADE,
      name text NOT NULL CHECK (name <> ''),
      description text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (playlist_uuid, uuid)
    )
  `.execute(db);
  await sql`
    CREATE UNIQUE INDEX playlist_folders_name_key ON playlist_folders (playlist_uuid, lower(name))
  `.execute(db);

  // A video's folder must be a folder of the same playlist (composite key); deleting the folder leaves the
  // video in the playlist.
  await sql`
    CREATE TABLE playlist_videos (
      playlist_uuid uuid NOT NULL REFERENCES playlists (uuid) ON DELETE CASCADE,
      jm_id text NOT NULL REFERENCES clips (jm_id) ON DELETE CASCADE,
      folder_uuid uuid,
      added_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (playlist_uuid, jm_id),
      FOREIGN KEY (playlist_uuid, folder_uuid) REFERENCES playlist_folders (playlist_uuid, uuid)
        ON DELETE SET NULL (folder_uuid)
    )
  `.execute(db);
  await sql`CREATE INDEX playlist_videos_added_idx ON playlist_videos (playlist_uuid, added_at DESC)`.execute(
    db,
  );
  await sql`
    CREATE INDEX playlist_videos_folder_idx ON playlist_videos (folder_uuid, added_at DESC)
    WHERE folder_uuid IS NOT NULL
  `.execute(db);
  await sql`CREATE INDEX playlist_videos_jm_id_idx ON playlist_videos (jm_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['playlist_videos', 'playlist_folders', 'playlists']) {
    await sql`DROP TABLE IF EXISTS ${sql.table(table)}`.execute(db);
  }
}
