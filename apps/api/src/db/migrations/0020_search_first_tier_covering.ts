import { sql, type Kysely } from 'kysely';

/**
 * The first tier's walk without reading the table (ADR 50): the B-tree in the order equally relevant clips are
 * listed (popularity, signed date, id; migration 0019) also carries each clip's `title_vector`, so a broad
 * search checks clip after clip for the words in its title from the index alone (an index-only scan, about
 * 0.6 µs a clip where reading each row cost about 2.5 µs). It replaces 0019's index of the same order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX IF NOT EXISTS clips_first_tier_idx ON clips (popularity_score DESC, signed_date DESC, jm_id DESC) INCLUDE (title_vector)`.execute(
    db,
  );
  await sql`DROP INDEX IF EXISTS clips_popularity_order_idx`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX IF NOT EXISTS clips_popularity_order_idx ON clips (popularity_score DESC, signed_date DESC, jm_id DESC)`.execute(
    db,
  );
  await sql`DROP INDEX IF EXISTS clips_first_tier_idx`.execute(db);
}
