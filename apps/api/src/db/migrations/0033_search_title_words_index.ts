import { sql, type Kysely } from 'kysely';

/**
 * The title's lexemes (`title_vector`, migration 0019) under a full-text index of their own (ADR 77): a words
 * search ranks the hits with a searched word in their title one by one, and the rest (the words in the tags, the
 * description or the concepts alone) all rank the same and are read in popularity order. This index looks the
 * titled hits up alone, where the search vector's index handed over every clip with the word anywhere: "athlete"
 * is a tag of 38,000 clips at 1,000,000 and in few titles.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX IF NOT EXISTS clips_title_vector_idx ON clips USING gin (title_vector)`.execute(db);
  await sql`ANALYZE clips (title_vector)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS clips_title_vector_idx`.execute(db);
}
