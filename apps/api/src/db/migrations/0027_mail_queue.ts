import { sql, type Kysely } from 'kysely';

/**
 * The mail outbox becomes the mail queue (ADR 58): a mail is written `queued`, and a worker claims it with
 * `FOR UPDATE SKIP LOCKED` under a lease (`locked_until`, `claim_token`), sends it through SMTP, and marks it
 * `sent`, or retries it later (`run_at`, `attempts`) until it is `failed`; with no SMTP server in development it
 * is `kept` (the development outbox is its delivery). Once a mail is sent or failed its links are removed from
 * the stored body, and every mail but a queued one is deleted after the retention period.
 *
 * Mails written before this migration were sent inline: those SMTP accepted are `sent`, those it refused
 * `failed` (both lose their links here), the others `kept`, as the outbox they were.
 */
const LINK_PATTERN = String.raw`https?://[^[:space:]<>"]+`;
const LINK_REMOVED = '[link removed once sent]';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE outbox
      ADD COLUMN status text NOT NULL DEFAULT 'queued'
        CHECK (status IN ('queued', 'sent', 'failed', 'kept')),
      ADD COLUMN attempts integer NOT NULL DEFAULT 0,
      ADD COLUMN run_at timestamptz NOT NULL DEFAULT now(),
      ADD COLUMN locked_until timestamptz,
      ADD COLUMN claim_token uuid
  `.execute(db);
  await sql`
    UPDATE outbox SET status = CASE
      WHEN sent_at IS NOT NULL THEN 'sent'
      WHEN last_error IS NOT NULL THEN 'failed'
      ELSE 'kept'
    END
  `.execute(db);
  await sql`
    UPDATE outbox SET text_body = regexp_replace(text_body, ${LINK_PATTERN}, ${LINK_REMOVED}, 'g')
    WHERE status IN ('sent', 'failed')
  `.execute(db);
  await sql`CREATE INDEX outbox_queued_idx ON outbox (run_at) WHERE status = 'queued'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS outbox_queued_idx`.execute(db);
  await sql`
    ALTER TABLE outbox
      DROP COLUMN claim_token,
      DROP COLUMN locked_until,
      DROP COLUMN run_at,
      DROP COLUMN attempts,
      DROP COLUMN status
  `.execute(db);
}
