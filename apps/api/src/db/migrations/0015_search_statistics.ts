import { sql, type Kysely } from 'kysely';

/**
 * Ranking and typo correction read how common each lexeme is from the statistics ANALYZE keeps for the search
 * column (ADR 38): its most common elements and their shares, the document frequencies of BM25 and the
 * dictionary a misspelt word is checked against. PostgreSQL tracks ten times the column's statistics target;
 * the default (100) tracks 1,000 lexemes, fewer than a library's vocabulary. 2,000 tracks 20,000, and ANALYZE
 * then samples 600,000 rows. Nothing is written on a clip's insert or update: ANALYZE (the seed, and
 * autovacuum on a server) keeps the figures in step.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE clips ALTER COLUMN search_vector SET STATISTICS 2000`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE clips ALTER COLUMN search_vector SET STATISTICS -1`.execute(db);
}
