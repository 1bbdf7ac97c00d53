import { sql, type Kysely } from 'kysely';

/**
 * Saved searches that alert (issue 33, item 3; ADR 90). A saved search keeps a search's words and filters
 * (`query`, core's `SavedSearchQuery`) under a name unique to its account. `last_seen_at` is when the buyer last
 * opened it: its new clips are those that entered the library since. With an alert on, `alert_due_at` is when its
 * next digest is due and `alerted_until` where the last one stopped: a digest holds the clips that entered the
 * library in between. `unsubscribe_token` is the secret of its mails' one-click unsubscribe link (RFC 8058).
 *
 * A mail may now carry an HTML part and headers besides its text (the digest's posters, List-Unsubscribe); both
 * are removed once the mail is sent or failed, as its links are. Clips are found by when they entered the
 * library (`created_at`), by a new index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE saved_searches (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      name text NOT NULL,
      query jsonb NOT NULL,
      alert text NOT NULL DEFAULT 'off' CHECK (alert IN ('off', 'daily', 'weekly')),
      last_seen_at timestamptz NOT NULL DEFAULT now(),
      alerted_until timestamptz NOT NULL DEFAULT now(),
      alert_due_at timestamptz,
      unsubscribe_token text NOT NULL UNIQUE,
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK ((alert = 'off') = (alert_due_at IS NULL))
    )
  `.execute(db);
  await sql`CREATE UNIQUE INDEX saved_searches_name_idx ON saved_searches (user_id, lower(name))`.execute(db);
  await sql`CREATE INDEX saved_searches_due_idx ON saved_searches (alert_due_at) WHERE alert <> 'off'`.execute(
    db,
  );
  await sql`CREATE INDEX clips_created_at_idx ON clips (created_at)`.execute(db);
  await sql`ALTER TABLE outbox ADD COLUMN html_body text, ADD COLUMN headers jsonb`.execute(db);
  await sql`
    ALTER TABLE notifications
      DROP CONSTRAINT notifications_kind_check,
      ADD CONSTRAINT notifications_kind_check
        CHECK (kind IN ('zip-ready', 'usage-to-declare', 'saved-search-alert'))
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM notifications WHERE kind = 'saved-search-alert'`.execute(db);
  await sql`
    ALTER TABLE notifications
      DROP CONSTRAINT notifications_kind_check,
      ADD CONSTRAINT notifications_kind_check CHECK (kind IN ('zip-ready', 'usage-to-declare'))
  `.execute(db);
  await sql`ALTER TABLE outbox DROP COLUMN html_body, DROP COLUMN headers`.execute(db);
  await sql`DROP INDEX clips_created_at_idx`.execute(db);
  await sql`DROP TABLE saved_searches`.execute(db);
}
