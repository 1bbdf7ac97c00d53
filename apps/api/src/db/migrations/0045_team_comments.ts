import { sql, type Kysely } from 'kysely';

/**
 * Colleagues' comments on a playlist (issue 33, item 1; ADR 92): a member of the owner's team comments on its
 * clips. A comment is a row of `playlist_reviews`, as a guest's is, with the colleague's account in `user_id`
 * rather than a guest in `guest_id` (exactly one of the two), so the owner reads guests and colleagues in one
 * log. A colleague decides nothing: their rows carry a comment and no decision.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE playlist_reviews
      ALTER COLUMN guest_id DROP NOT NULL,
      ADD COLUMN user_id uuid REFERENCES users (id) ON DELETE CASCADE,
      ADD CONSTRAINT playlist_reviews_author_check CHECK ((guest_id IS NULL) <> (user_id IS NULL)),
      ADD CONSTRAINT playlist_reviews_colleague_check
        CHECK (user_id IS NULL OR (decision IS NULL AND comment IS NOT NULL))
  `.execute(db);
  await sql`
    CREATE INDEX playlist_reviews_user_idx ON playlist_reviews (user_id, jm_id) WHERE user_id IS NOT NULL
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM playlist_reviews WHERE user_id IS NOT NULL`.execute(db);
  await sql`
    ALTER TABLE playlist_reviews
      DROP CONSTRAINT playlist_reviews_colleague_check,
      DROP CONSTRAINT playlist_reviews_author_check,
      DROP COLUMN user_id,
      ALTER COLUMN guest_id SET NOT NULL
  `.execute(db);
}
