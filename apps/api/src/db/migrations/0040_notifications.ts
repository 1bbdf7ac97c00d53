import { sql, type Kysely } from 'kysely';

/**
 * Notifications (issue 33, item 5; ADR 89): the account's last events, kept on the server so the header's bell
 * lists them on any page and any device, read or unread. Written in the transaction of the event they tell of
 * (a zip's completion); the newest `NOTIFICATION_LIMITS.kept` of an account are kept.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE notifications (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('zip-ready')),
      title text NOT NULL,
      -- The app's page where it can be acted on.
      href text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      read_at timestamptz
    )
  `.execute(db);
  await sql`CREATE INDEX notifications_user_idx ON notifications (user_id, id DESC)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE notifications`.execute(db);
}
