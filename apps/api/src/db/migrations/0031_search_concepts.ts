import { sql, type Kysely, type RawBuilder } from 'kysely';
import { clipConcepts } from '../../search/concepts';

/**
 * Concepts in the search document (issue 31, ADR 75): each clip's `concepts`, the words its nouns are kinds of
 * in WordNet (a Corgi clip is also a dog, a mammal, an animal; search/concepts.ts), written by whoever writes
 * the clip, and in its search vector at weight D, below its own words (A title, B description and category, C
 * tags). A search for "dog" then finds the Corgi through the same index lookup as any word, ranked after the
 * clips that say "dog" themselves.
 *
 * The vector is a stored generated column, whose expression PostgreSQL 15 cannot alter: it is dropped and added
 * again, and the indexes on it are made again as they were.
 */

/** The search document of migration 0002, with the clip's concepts at weight D. */
const SEARCH_VECTOR = (withConcepts: boolean) => sql`tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english'::regconfig, coalesce(nullif(publishing_title, ''), title, '')), 'A') ||
  setweight(to_tsvector('english'::regconfig, coalesce(publishing_description, '')), 'B') ||
  setweight(to_tsvector('english'::regconfig, coalesce(category, '')), 'B') ||
  setweight(to_tsvector('english'::regconfig, search_array_text(tags)), 'C') ||
  setweight(to_tsvector('english'::regconfig, search_array_text(private_tags)), 'C')${
    withConcepts
      ? sql` ||
  setweight(to_tsvector('english'::regconfig, search_array_text(concepts)), 'D')`
      : sql``
  }
) STORED`;

/** Clips whose concepts are worked out per statement when a library is there already. */
const BATCH = 1000;

/**
 * The search vector made again as `column` (a stored generated column's type and expression), with the indexes
 * on it as they were (migration 0032 uses it too).
 */
export async function replaceSearchVector(db: Kysely<unknown>, column: RawBuilder<unknown>): Promise<void> {
  const { rows: indexes } = await sql<{ definition: string }>`
    SELECT pg_get_indexdef(i.indexrelid) AS definition FROM pg_index i
    WHERE i.indrelid = 'clips'::regclass AND pg_get_indexdef(i.indexrelid) LIKE '%search_vector%'
  `.execute(db);
  await sql`ALTER TABLE clips DROP COLUMN search_vector`.execute(db);
  await sql`ALTER TABLE clips ADD COLUMN search_vector ${column}`.execute(db);
  for (const { definition } of indexes) await sql.raw(definition).execute(db);
}

const rebuildSearchVector = (db: Kysely<unknown>, withConcepts: boolean) =>
  replaceSearchVector(db, SEARCH_VECTOR(withConcepts));

export async function up(migrating: Kysely<unknown>): Promise<void> {
  // Column names as SQL spells them, whatever plugins the server's connection has (it camel-cases them).
  const db = migrating.withoutPlugins();
  await sql`ALTER TABLE clips ADD COLUMN IF NOT EXISTS concepts text[] NOT NULL DEFAULT '{}'`.execute(db);
  // A library from before: its clips' concepts, batch by batch in the order of their ids.
  let after = '';
  for (;;) {
    const { rows } = await sql<{
      jm_id: string;
      title: string;
      publishing_title: string | null;
      publishing_description: string | null;
      category: string | null;
      tags: string[] | null;
    }>`
      SELECT jm_id, title, publishing_title, publishing_description, category, tags FROM clips
      WHERE jm_id > ${after} ORDER BY jm_id LIMIT ${BATCH}
    `.execute(db);
    if (rows.length === 0) break;
    const concepts = rows.map((row) =>
      clipConcepts({
        title: row.title,
        publishingTitle: row.publishing_title,
        publishingDescription: row.publishing_description,
        category: row.category,
        tags: row.tags,
      }),
    );
    await sql`
      UPDATE clips SET concepts = c.concepts
      FROM jsonb_to_recordset(${JSON.stringify(rows.map((row, i) => ({ jm_id: row.jm_id, concepts: concepts[i] })))}::jsonb)
        AS c(jm_id text, concepts text[])
      WHERE clips.jm_id = c.jm_id
    `.execute(db);
    after = rows.at(-1)!.jm_id;
  }
  await rebuildSearchVector(db, true);
  await sql`ANALYZE clips`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await rebuildSearchVector(db, false);
  await sql`ALTER TABLE clips DROP COLUMN IF EXISTS concepts`.execute(db);
}
