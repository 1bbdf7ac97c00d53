import { sql, type Kysely } from 'kysely';

/** A notification that a month's usage is due (issue 33, item 5; ADR 89): the usage reminder writes it. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE notifications
      DROP CONSTRAINT notifications_kind_check,
      ADD CONSTRAINT notifications_kind_check CHECK (kind IN ('zip-ready', 'usage-to-declare'))
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM notifications WHERE kind = 'usage-to-declare'`.execute(db);
  await sql`
    ALTER TABLE notifications
      DROP CONSTRAINT notifications_kind_check,
      ADD CONSTRAINT notifications_kind_check CHECK (kind IN ('zip-ready'))
  `.execute(db);
}
