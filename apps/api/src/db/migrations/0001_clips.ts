import { sql, type Kysely } from 'kysely';

/**
 * The clip library (spec section 3, "Video search document"). Plain SQL that runs on PGlite (Postgres 18)
 * and on a PostgreSQL 15 server. Search indexes come in 0002_search.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE clips (
      jm_id text PRIMARY KEY,
      title text,
      publishing_title text,
      publishing_description text,
      description text,
      original_publishing_date date,
      -- Every clip in the library was acquired (signed) on some day; rows added by hand default to today.
      signed_date date NOT NULL DEFAULT CURRENT_DATE,
      category text,
      tags text[] NOT NULL DEFAULT '{}',
      private_tags text[] NOT NULL DEFAULT '{}',
      tones text[] NOT NULL DEFAULT '{}',
      popularity text CHECK (popularity IN ('Viral', 'Popular', 'Topical')),
      footage_type text CHECK (footage_type IN ('Dashcam', 'Drone', 'Pov', 'Security')),
      is_hd boolean NOT NULL DEFAULT false,
      is_vertical boolean NOT NULL DEFAULT false,
      is_trending boolean NOT NULL DEFAULT false,
      duration integer NOT NULL CHECK (duration BETWEEN 1 AND 600),
      location text,
      country text,
      popularity_score integer NOT NULL DEFAULT 0,
      downloads integer NOT NULL DEFAULT 0,
      bright_cove_video_id text,
      original_source_url text,
      infraction_urls text[] NOT NULL DEFAULT '{}',
      published_urls text[] NOT NULL DEFAULT '{}',
      claimed_you_tube_ids text[] NOT NULL DEFAULT '{}',
      platform_id text,
      is_public_download_available boolean NOT NULL DEFAULT false,
      img_url text,
      preview_url text,
      clearance_status text NOT NULL CHECK (clearance_status IN ('CLEARED', 'LIMITATIONS', 'NO_AR_EDITORIAL_ONLY')),
      aci text NOT NULL CHECK (aci IN ('GREEN', 'YELLOW', 'RED')),
      iar boolean NOT NULL DEFAULT false,
      il boolean NOT NULL DEFAULT false,
      bo boolean NOT NULL DEFAULT false,
      og boolean NOT NULL DEFAULT false,
      rs boolean NOT NULL DEFAULT false,
      rsa boolean NOT NULL DEFAULT false,
      library_name text,
      library_short_name text,
      created_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  // The feeds: latest acquisitions (the wire, /api/public/videos?sort=latest), popular and trending clips.
  // Latest first, the most popular first within a day: the latest feed, and the wire's cards of one day.
  await sql`CREATE INDEX clips_signed_date_idx ON clips (signed_date DESC, popularity_score DESC, jm_id DESC)`.execute(
    db,
  );
  await sql`CREATE INDEX clips_popularity_score_idx ON clips (popularity_score DESC, jm_id DESC)`.execute(db);
  await sql`CREATE INDEX clips_trending_idx ON clips (popularity_score DESC, jm_id DESC) WHERE is_trending`.execute(
    db,
  );
  // Collections and the category list (read with a loose index scan).
  await sql`CREATE INDEX clips_category_idx ON clips (category, popularity_score DESC)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS clips`.execute(db);
}
