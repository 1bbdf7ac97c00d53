import { sql, type Kysely } from 'kysely';

/**
 * The onboarding service built into the server (spec section 7: `{onboarding service}/create` and `/update`;
 * issue 13, item 6): one record per user of the buyer's choices, the highest step completed, whether it is
 * finished, and the playlist ('My First Playlist') that finishing with clips picked filled. Plain SQL for
 * PGlite and PostgreSQL 15.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE onboardings (
      uuid uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      -- One per user: create is idempotent.
      user_id uuid NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
      collections text[] NOT NULL DEFAULT '{}',
      -- The clips picked, as sent (ids the library does not have are kept, and not saved to the playlist).
      videos text[] NOT NULL DEFAULT '{}',
      step_completed smallint NOT NULL DEFAULT 0 CHECK (step_completed BETWEEN 0 AND 4),
      is_finish boolean NOT NULL DEFAULT false,
      project_type text CHECK (project_type IN ('social', 'advertising', 'tv-film', 'editorial', 'other')),
      -- The playlist the clips went to; a deleted playlist leaves the onboarding without one.
      playlist_uuid uuid REFERENCES playlists (uuid) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      finished_at timestamptz
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS onboardings`.execute(db);
}
