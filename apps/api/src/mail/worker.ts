import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { MailConfig } from './config';
import { createJobRunner } from '../jobs/jobs';
import { createJobWorker, type JobEvent } from '../jobs/worker';
import { createSmtpTransport, isPermanentFailure, type MailTransport } from './transport';

/**
 * The mail worker (ADR 58). The queue is the `outbox` table, run by the server's one job mechanism
 * (jobs/worker.ts, ADR 65) like the playlist zips and the webhook deliveries. So:
 *
 * - a mail is written `queued` by the request (auth/mail.ts) and the request goes on: SMTP is never waited on;
 * - a worker claims the oldest due mail under a lease (`locked_until`, a claim token) renewed while it sends,
 *   so two processes never send one mail at once, and a mail whose process died is sent by the next worker
 *   once the lease ends (at least once: a process killed after the server accepted the mail, before it was
 *   marked, sends it again);
 * - a refusal with a 5xx reply fails the mail at once; any other failure (4xx, no connection, no STARTTLS) is
 *   retried with backoff up to `maxAttempts`, then the mail is `failed`, with a log line at error level;
 * - once sent or failed, the stored body loses its links (`[link removed once sent]`), its HTML part and its
 *   headers: a reset, verification or unsubscribe link lives in the database only until the mail is handed to
 *   SMTP;
 * - without SMTP, development keeps each mail (`kept`, links and all: the development outbox is its delivery),
 *   and production fails it at once without its links, logging each;
 * - every mail but a queued one is deleted `retentionMs` after it was written (a periodic job: at start, then hourly).
 */

export interface MailWorkerLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** What the worker did, for tests and logs. */
export type MailWorkerEvent =
  | { type: 'claimed'; mailId: string; attempt: number }
  | { type: 'sent'; mailId: string; attempt: number }
  | { type: 'retry'; mailId: string; attempt: number; error: string }
  | { type: 'failed'; mailId: string; attempt: number; error: string }
  | { type: 'kept'; mailId: string }
  | { type: 'purged'; count: number };

export interface MailWorkerOptions {
  db: Kysely<DB>;
  config: MailConfig;
  /** @default nodemailer on `config.smtpUrl`, or none without it */
  transport?: MailTransport | null;
  /** A mail being sent is left alone by other workers this long after the last renewal. @default 2 min */
  leaseMs?: number;
  /** How often to look for mails other processes queued, or retries due. @default 5 s */
  pollIntervalMs?: number;
  /** Waits after the 1st, 2nd… failed attempt; the last repeats. @default 30 s, 2 min, 10 min, 30 min, 1 h */
  retryDelaysMs?: readonly number[];
  /** Attempts before a mail is failed. @default 6 (about 1 h 45 min of retries) */
  maxAttempts?: number;
  /** How often sent and failed mails past the retention are deleted. @default 1 h */
  purgeIntervalMs?: number;
  onEvent?: (event: MailWorkerEvent) => void;
  log?: MailWorkerLog;
}

export interface MailWorker {
  /** Starts: sends what is due, purges, then looks again on timers (which never keep the process alive). */
  start(): void;
  /** A mail was queued: look now. */
  kick(): void;
  /** Sends every due mail once, one at a time; resolves with the number claimed. */
  runDue(): Promise<number>;
  /** Deletes the mails past the retention (and, in production, removes any link left); answers the count. */
  purge(): Promise<number>;
  /** Stops: no new claim; waits a little for a mail being sent (its lease covers a send cut short). */
  stop(): Promise<void>;
}

/** The periodic job (jobs table) that deletes mails past the retention. */
export const MAIL_PURGE_JOB = 'mail-purge';

export const DEFAULT_MAIL_RETRY_DELAYS_MS = [30_000, 120_000, 600_000, 1_800_000, 3_600_000];

/** A link in a mail's text: removed from the stored copy once the mail is sent or failed. */
export const LINK_PATTERN = String.raw`https?://[^[:space:]<>"]+`;
export const LINK_REMOVED = '[link removed once sent]';

/**
 * A token outside a link (a code a mail might carry on its own line): 32 or more letters, digits, `-` or `_`,
 * as the project's secrets are (43 base64url characters). Removed too.
 */
export const TOKEN_PATTERN = '[A-Za-z0-9_-]{32,}';
export const TOKEN_REMOVED = '[removed once sent]';

/** The text without its links and tokens, as the database stores a mail once it is done with it. */
export const withoutLinks = () =>
  sql<string>`regexp_replace(
    regexp_replace(text_body, ${LINK_PATTERN}, ${LINK_REMOVED}, 'g'), ${TOKEN_PATTERN}, ${TOKEN_REMOVED}, 'g'
  )`;

/** The workers of each database handle in this process, kicked when a mail is queued on it. */
const workersByDb = new WeakMap<object, Set<() => void>>();

/** Tells this process's workers on `db` that a mail was queued (other processes find it by polling). */
export function mailQueued(db: object): void {
  for (const kick of workersByDb.get(db) ?? []) kick();
}

/** The columns the worker reads of a claimed mail. */
interface MailRow {
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string | null;
  headers: Record<string, string> | null;
  kind: string;
}

/** What a sent or failed mail keeps: its text without links or tokens, no HTML part, no headers. */
const done = () => ({ textBody: withoutLinks(), htmlBody: null, headers: null });

/** The error's message, for the row; its code and SMTP reply code, for the log (the message may hold an address). */
function describe(error: unknown): { reason: string; code?: string; responseCode?: number } {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  return {
    reason: (error instanceof Error ? error.message : String(error)).slice(0, 500),
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof responseCode === 'number' ? { responseCode } : {}),
  };
}

export function createMailWorker(options: MailWorkerOptions): MailWorker {
  const {
    db,
    config,
    leaseMs = 120_000,
    pollIntervalMs = 5_000,
    retryDelaysMs = DEFAULT_MAIL_RETRY_DELAYS_MS,
    maxAttempts = 6,
    purgeIntervalMs = 3_600_000,
    onEvent,
    log,
  } = options;
  const transport =
    options.transport !== undefined
      ? options.transport
      : config.smtpUrl
        ? createSmtpTransport({ ...config, smtpUrl: config.smtpUrl })
        : null;

  const emit = (event: MailWorkerEvent) => {
    try {
      onEvent?.(event);
    } catch {
      // A listener's failure is not the mail's.
    }
  };

  /** Without SMTP: development keeps the queued mails for its outbox; production fails them without links. */
  async function settleWithoutSmtp(): Promise<number> {
    if (!config.production) {
      const kept = await db
        .updateTable('outbox')
        .set({ status: 'kept' })
        .where('status', '=', 'queued')
        .returning('id')
        .execute();
      for (const { id } of kept) emit({ type: 'kept', mailId: id });
      return kept.length;
    }
    const reason = 'not sent: SMTP_URL is not set';
    const dropped = await db
      .updateTable('outbox')
      .set({ status: 'failed', lastError: reason, ...done() })
      .where('status', '=', 'queued')
      .returning(['id', 'kind'])
      .execute();
    for (const { id, kind } of dropped) {
      log?.error({ mailId: id, kind }, 'mail not sent: SMTP_URL is not set (its links were removed)');
      emit({ type: 'failed', mailId: id, attempt: 0, error: reason });
    }
    return dropped.length;
  }

  /** The mechanism's events as the mail worker's. */
  function mailEvent(event: JobEvent<MailRow>): void {
    const { job } = event;
    if (event.type === 'claimed') emit({ type: 'claimed', mailId: job.id, attempt: job.attempts });
    else if (event.type === 'completed') emit({ type: 'sent', mailId: job.id, attempt: job.attempts });
    else if (event.type === 'retry' || event.type === 'failed')
      emit({ type: event.type, mailId: job.id, attempt: job.attempts, error: event.reason });
  }

  const worker = createJobWorker<MailRow>({
    db,
    name: 'mail',
    queue: {
      table: 'outbox',
      waiting: sql<boolean>`${sql.ref('status')} = 'queued'`,
      order: ['runAt', 'createdAt'],
      columns: ['toAddress', 'subject', 'textBody', 'htmlBody', 'headers', 'kind'],
    },
    leaseMs,
    pollIntervalMs,
    retryDelaysMs,
    maxAttempts,
    isPermanent: isPermanentFailure,
    describe: (error) => describe(error).reason,
    // A send is not cut short by a stop: it gets a few seconds, and past them its lease covers it.
    abortOnStop: false,
    stopGraceMs: 5_000,
    prepare: transport ? undefined : settleWithoutSmtp,
    canClaim: () => transport !== null,
    async handler(mail) {
      await transport!.send({
        from: config.mailFrom,
        to: mail.toAddress,
        subject: mail.subject,
        text: mail.textBody,
        ...(mail.htmlBody ? { html: mail.htmlBody } : {}),
        ...(mail.headers ? { headers: mail.headers } : {}),
      });
      return { status: 'sent', sentAt: sql<Date>`now()`, lastError: null, ...done() };
    },
    failed: (_mail, reason) => ({ status: 'failed', lastError: reason, ...done() }),
    // The log has the mail's id, kind and SMTP codes, never its address or text (an error's message may hold them).
    report(event) {
      const { job: mail, error } = event;
      const { reason: _, ...codes } = describe(error);
      const fields = { mailId: mail.id, kind: mail.kind, attempts: mail.attempts, ...codes };
      if (event.type === 'retry')
        log?.warn({ ...fields, retryInMs: event.delayMs }, 'mail not sent; will retry');
      else log?.error(fields, 'mail not sent; given up');
    },
    onEvent: mailEvent,
    log,
  });

  async function purge(): Promise<number> {
    const { numDeletedRows } = await db
      .deleteFrom('outbox')
      .where('status', '<>', 'queued')
      .where('createdAt', '<', sql<Date>`now() - ${config.retentionMs} * interval '1 millisecond'`)
      .executeTakeFirst();
    // Production keeps no link at rest, whatever wrote it (a mail kept before an upgrade, or by hand).
    if (config.production)
      await db
        .updateTable('outbox')
        .set(done())
        .where('status', '<>', 'queued')
        .where(
          sql<boolean>`(text_body ~ ${LINK_PATTERN} OR text_body ~ ${TOKEN_PATTERN}
            OR html_body IS NOT NULL OR headers IS NOT NULL)`,
        )
        .execute();
    const count = Number(numDeletedRows);
    if (count > 0) emit({ type: 'purged', count });
    return count;
  }

  /** The retention's purge: a periodic job (jobs table), at start and then every `purgeIntervalMs`. */
  const purges = createJobRunner({
    db,
    name: 'mail purge',
    kinds: { [MAIL_PURGE_JOB]: { everyMs: purgeIntervalMs, run: () => purge().then(() => undefined) } },
    log,
  });

  let started = false;
  return {
    start() {
      if (started) return;
      started = true;
      let kicks = workersByDb.get(db);
      if (!kicks) workersByDb.set(db, (kicks = new Set()));
      kicks.add(worker.kick);
      if (!transport && config.production)
        log?.warn(
          {},
          'SMTP_URL is not set: no mail is sent (password reset and e-mail verification cannot work); ' +
            'each mail is failed without its links',
        );
      worker.start();
      purges.start();
    },
    kick: worker.kick,
    runDue: worker.runDue,
    purge,
    async stop() {
      workersByDb.get(db)?.delete(worker.kick);
      await Promise.all([worker.stop(), purges.stop()]);
      transport?.close();
    },
  };
}
