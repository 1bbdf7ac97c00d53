import { sql, type Kysely } from 'kysely';

/**
 * URL search (spec section 5) through one index. A pasted link finds a clip by any of its claimed YouTube ids,
 * its source URL, or its published or infraction URLs. Four conditions joined by OR over three GIN indexes and
 * a B-tree were planned as a sequential scan at 1,000,000 clips (about 5 s; docs/benchmarks.md), so every key
 * a link can match now sits in one generated array with one GIN index, compared with `&&`. Ids and URLs cannot
 * collide: a URL always has a scheme, a YouTube id never does.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE clips ADD COLUMN IF NOT EXISTS url_keys text[] GENERATED ALWAYS AS (
      claimed_you_tube_ids || published_urls || infraction_urls || array_remove(ARRAY[original_source_url], NULL)
    ) STORED
  `.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS clips_url_keys_idx ON clips USING gin (url_keys)`.execute(db);
  for (const index of [
    'clips_claimed_ids_idx',
    'clips_published_urls_idx',
    'clips_infraction_urls_idx',
    'clips_source_url_idx',
  ]) {
    await sql`DROP INDEX IF EXISTS ${sql.id(index)}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS clips_url_keys_idx`.execute(db);
  await sql`ALTER TABLE clips DROP COLUMN IF EXISTS url_keys`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS clips_claimed_ids_idx ON clips USING gin (claimed_you_tube_ids)`.execute(
    db,
  );
  await sql`CREATE INDEX IF NOT EXISTS clips_published_urls_idx ON clips USING gin (published_urls)`.execute(
    db,
  );
  await sql`CREATE INDEX IF NOT EXISTS clips_infraction_urls_idx ON clips USING gin (infraction_urls)`.execute(
    db,
  );
  await sql`CREATE INDEX IF NOT EXISTS clips_source_url_idx ON clips (original_source_url)`.execute(db);
}
