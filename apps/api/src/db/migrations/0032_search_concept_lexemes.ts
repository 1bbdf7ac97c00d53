import { sql, type Kysely } from 'kysely';
import { replaceSearchVector } from './0031_search_concepts';

/**
 * A clip's concepts as lexemes of their own (ADR 76): "~dog" where migration 0031 wrote "dog" at weight D. The
 * full-text index then tells a clip that says "dog" from one whose Corgi is a dog, so a search reads the clips
 * with its words as their own through the index alone and walks the rest (which all rank the same) in
 * popularity order; with one lexeme for both, the index handed over every clip of a broad concept to be
 * checked one by one (1.5 to 2.4 s for "mammal" at 1,000,000 clips).
 *
 * The category joins the concepts: "Cars & Vehicles" says what kind of clip it is, as a concept does, and a clip
 * that only sits in it ranks with the clips whose concepts match (in popularity order), after every clip that
 * says the word. As a word at weight B it made "vehicle" or "animals" rank each of the 38,000 to 126,000 clips
 * of their category one by one (0.5 to 2.4 s).
 *
 * A concept vector holds no positions: a concept is a kind the clip shows, not a word at a place in a text.
 * The search vector is a stored generated column, which PostgreSQL 15 cannot alter: it is dropped and added
 * again, and the indexes on it made again as they were.
 */

/** A clip's own words, as migration 0002 wrote them but its category (`withCategory`). */
const OWN_WORDS = (withCategory: boolean) => sql`
  setweight(to_tsvector('english'::regconfig, coalesce(nullif(publishing_title, ''), title, '')), 'A') ||
  setweight(to_tsvector('english'::regconfig, coalesce(publishing_description, '')), 'B') ||${
    withCategory
      ? sql`
  setweight(to_tsvector('english'::regconfig, coalesce(category, '')), 'B') ||`
      : sql``
  }
  setweight(to_tsvector('english'::regconfig, search_array_text(tags)), 'C') ||
  setweight(to_tsvector('english'::regconfig, search_array_text(private_tags)), 'C')`;

/**
 * The document with each concept's lexemes, and the category's, prefixed (this migration), or migration 0031's:
 * the category among the own words at weight B, the concepts at weight D.
 */
const SEARCH_VECTOR = (prefixed: boolean) =>
  prefixed
    ? sql`tsvector GENERATED ALWAYS AS (${OWN_WORDS(false)} ||
  search_concept_vector(array_append(concepts, category))) STORED`
    : sql`tsvector GENERATED ALWAYS AS (${OWN_WORDS(true)} ||
  setweight(to_tsvector('english'::regconfig, search_array_text(concepts)), 'D')) STORED`;

const rebuildSearchVector = (db: Kysely<unknown>, prefixed: boolean) =>
  replaceSearchVector(db, SEARCH_VECTOR(prefixed));

export async function up(migrating: Kysely<unknown>): Promise<void> {
  const db = migrating.withoutPlugins();
  // The concepts' English lexemes, each as "~lexeme" (search/query.ts, CONCEPT_PREFIX).
  await sql`
    CREATE OR REPLACE FUNCTION search_concept_vector(text[]) RETURNS tsvector
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$ SELECT array_to_tsvector(ARRAY(
      SELECT '~' || l FROM unnest(tsvector_to_array(to_tsvector('english'::regconfig, search_array_text($1)))) AS l
    )) $$
  `.execute(db);
  await rebuildSearchVector(db, true);
  await sql`ANALYZE clips`.execute(db);
}

export async function down(migrating: Kysely<unknown>): Promise<void> {
  const db = migrating.withoutPlugins();
  await rebuildSearchVector(db, false);
  await sql`DROP FUNCTION IF EXISTS search_concept_vector(text[])`.execute(db);
}
