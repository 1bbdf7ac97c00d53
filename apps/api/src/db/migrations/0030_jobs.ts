import { sql, type Kysely } from 'kysely';

/**
 * The `jobs` table (ADR 65): the queue of the jobs that have no table of their own (usage reminder mails, the
 * periodic purges and reminder passes, any later kind), run by the server's one job mechanism
 * (jobs/worker.ts) under a lease, like the playlist zips, the mails and the sandbox's webhooks on theirs.
 * A periodic job is one row per kind (`every_ms` set) that stays `queued` and moves its `run_at` on after each
 * run. Plain SQL for PGlite and PostgreSQL 15.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE jobs (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      kind text NOT NULL,
      payload jsonb NOT NULL DEFAULT '{}',
      status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'done', 'failed')),
      every_ms bigint CHECK (every_ms > 0),
      attempts integer NOT NULL DEFAULT 0,
      run_at timestamptz NOT NULL DEFAULT now(),
      locked_until timestamptz,
      claim_token uuid,
      last_error text,
      created_at timestamptz NOT NULL DEFAULT now(),
      finished_at timestamptz
    )
  `.execute(db);
  await sql`CREATE INDEX jobs_queued_idx ON jobs (kind, run_at) WHERE status = 'queued'`.execute(db);
  await sql`CREATE UNIQUE INDEX jobs_periodic_idx ON jobs (kind) WHERE every_ms IS NOT NULL`.execute(db);
  await sql`CREATE INDEX jobs_finished_idx ON jobs (finished_at) WHERE status <> 'queued'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS jobs`.execute(db);
}
