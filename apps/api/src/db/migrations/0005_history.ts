import { sql, type Kysely } from 'kysely';

/**
 * The user's view and download history of clips, their search preference (exact match only) and the clips
 * they bought (filled by commerce; until then empty). Plain SQL for PGlite and PostgreSQL 15.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // One row per user, kind and clip: a clip seen again moves to the top and counts once more.
  await sql`
    CREATE TABLE video_history (
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('view', 'download')),
      jm_id text NOT NULL REFERENCES clips (jm_id) ON DELETE CASCADE,
      first_at timestamptz NOT NULL DEFAULT now(),
      last_at timestamptz NOT NULL DEFAULT now(),
      times integer NOT NULL DEFAULT 1 CHECK (times >= 1),
      PRIMARY KEY (user_id, kind, jm_id)
    )
  `.execute(db);
  await sql`CREATE INDEX video_history_recent_idx ON video_history (user_id, kind, last_at DESC)`.execute(db);
  await sql`CREATE INDEX video_history_jm_id_idx ON video_history (jm_id)`.execute(db);

  await sql`
    CREATE TABLE user_preferences (
      user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
      exact_match_only boolean NOT NULL DEFAULT false,
      updated_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);

  await sql`
    CREATE TABLE purchases (
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      jm_id text NOT NULL,
      purchased_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, jm_id)
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['purchases', 'user_preferences', 'video_history']) {
    await sql`DROP TABLE IF EXISTS ${sql.table(table)}`.execute(db);
  }
}
