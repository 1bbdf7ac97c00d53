import { randomUUID } from 'node:crypto';
import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { MailConfig } from './config';
import { createSmtpTransport, isPermanentFailure, type MailTransport } from './transport';

/**
 * The mail worker (ADR 58). The queue is the `outbox` table, claimed with `FOR UPDATE SKIP LOCKED` like the
 * playlist zips (ADR 27) and the webhook deliveries (ADR 22), not pg-boss, which cannot run on the app's
 * database handle. So:
 *
 * - a mail is written `queued` by the request (auth/mail.ts) and the request goes on: SMTP is never waited on;
 * - a worker claims the oldest due mail under a lease (`locked_until`, a claim token) renewed while it sends,
 *   so two processes never send one mail at once, and a mail whose process died is sent by the next worker
 *   once the lease ends (at least once: a process killed after the server accepted the mail, before it was
 *   marked, sends it again);
 * - a refusal with a 5xx reply fails the mail at once; any other failure (4xx, no connection, no STARTTLS) is
 *   retried with backoff up to `maxAttempts`, then the mail is `failed`, with a log line at error level;
 * - once sent or failed, the stored body loses its links (`[link removed once sent]`): a reset or verification
 *   link lives in the database only until the mail is handed to SMTP;
 * - without SMTP, development keeps each mail (`kept`, links and all: the development outbox is its delivery),
 *   and production fails it at once without its links, logging each;
 * - every mail but a queued one is deleted `retentionMs` after it was written (at start, then hourly).
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

interface Claimed {
  id: string;
  toAddress: string;
  subject: string;
  textBody: string;
  kind: string;
  attempts: number;
  claimToken: string;
}

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
  let started = false;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let purgeTimer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let again = false;

  const emit = (event: MailWorkerEvent) => {
    try {
      onEvent?.(event);
    } catch {
      // A listener's failure is not the mail's.
    }
  };
  const leaseEnd = () => sql<Date>`now() + ${leaseMs} * interval '1 millisecond'`;

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
      .set({ status: 'failed', lastError: reason, textBody: withoutLinks() })
      .where('status', '=', 'queued')
      .returning(['id', 'kind'])
      .execute();
    for (const { id, kind } of dropped) {
      log?.error({ mailId: id, kind }, 'mail not sent: SMTP_URL is not set (its links were removed)');
      emit({ type: 'failed', mailId: id, attempt: 0, error: reason });
    }
    return dropped.length;
  }

  async function claim(): Promise<Claimed | null> {
    const claimToken = randomUUID();
    const due = (w: ExpressionBuilder<DB, 'outbox'>) =>
      w.or([w('lockedUntil', 'is', null), w('lockedUntil', '<=', sql<Date>`now()`)]);
    const row = await db
      .updateTable('outbox')
      .set((eb) => ({ attempts: eb('attempts', '+', 1), lockedUntil: leaseEnd(), claimToken }))
      .where('id', '=', (eb) =>
        eb
          .selectFrom('outbox')
          .select('id')
          .where('status', '=', 'queued')
          .where('runAt', '<=', sql<Date>`now()`)
          .where(due)
          .orderBy('runAt')
          .orderBy('createdAt')
          .limit(1)
          .forUpdate()
          .skipLocked(),
      )
      // Checked again on the row as it is when locked: one another worker claimed meanwhile is not due.
      .where('status', '=', 'queued')
      .where(due)
      .returning(['id', 'toAddress', 'subject', 'textBody', 'kind', 'attempts'])
      .executeTakeFirst();
    return row ? { ...row, claimToken } : null;
  }

  async function send(mail: Claimed, smtp: MailTransport): Promise<void> {
    emit({ type: 'claimed', mailId: mail.id, attempt: mail.attempts });
    const heartbeat = setInterval(
      () => {
        db.updateTable('outbox')
          .set({ lockedUntil: leaseEnd() })
          .where('id', '=', mail.id)
          .where('claimToken', '=', mail.claimToken)
          .execute()
          .catch((error: unknown) => log?.warn({ err: error, mailId: mail.id }, 'mail lease renewal failed'));
      },
      Math.max(50, Math.floor(leaseMs / 3)),
    );
    heartbeat.unref();
    try {
      await smtp.send({
        from: config.mailFrom,
        to: mail.toAddress,
        subject: mail.subject,
        text: mail.textBody,
      });
    } catch (error) {
      clearInterval(heartbeat);
      await failed(mail, error);
      return;
    }
    clearInterval(heartbeat);
    await db
      .updateTable('outbox')
      .set({
        status: 'sent',
        sentAt: sql<Date>`now()`,
        lastError: null,
        lockedUntil: null,
        claimToken: null,
        textBody: withoutLinks(),
      })
      .where('id', '=', mail.id)
      .where('claimToken', '=', mail.claimToken)
      .execute();
    emit({ type: 'sent', mailId: mail.id, attempt: mail.attempts });
  }

  async function failed(mail: Claimed, error: unknown): Promise<void> {
    const { reason, ...codes } = describe(error);
    if (mail.attempts >= maxAttempts || isPermanentFailure(error)) {
      await db
        .updateTable('outbox')
        .set({
          status: 'failed',
          lastError: reason,
          lockedUntil: null,
          claimToken: null,
          textBody: withoutLinks(),
        })
        .where('id', '=', mail.id)
        .where('claimToken', '=', mail.claimToken)
        .execute();
      log?.error(
        { mailId: mail.id, kind: mail.kind, attempts: mail.attempts, ...codes },
        'mail not sent; given up',
      );
      emit({ type: 'failed', mailId: mail.id, attempt: mail.attempts, error: reason });
      return;
    }
    const delay = retryDelaysMs[Math.min(mail.attempts - 1, retryDelaysMs.length - 1)] ?? 60_000;
    await db
      .updateTable('outbox')
      .set({
        lastError: reason,
        lockedUntil: null,
        claimToken: null,
        runAt: sql<Date>`now() + ${delay} * interval '1 millisecond'`,
      })
      .where('id', '=', mail.id)
      .where('claimToken', '=', mail.claimToken)
      .execute();
    log?.warn(
      { mailId: mail.id, kind: mail.kind, attempts: mail.attempts, retryInMs: delay, ...codes },
      'mail not sent; will retry',
    );
    emit({ type: 'retry', mailId: mail.id, attempt: mail.attempts, error: reason });
  }

  async function runDue(): Promise<number> {
    if (!transport) return settleWithoutSmtp();
    let claimed = 0;
    while (!stopped) {
      const mail = await claim();
      if (!mail) break;
      await send(mail, transport);
      claimed++;
    }
    return claimed;
  }

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
        .set({ textBody: withoutLinks() })
        .where('status', '<>', 'queued')
        .where(sql<boolean>`(text_body ~ ${LINK_PATTERN} OR text_body ~ ${TOKEN_PATTERN})`)
        .execute();
    const count = Number(numDeletedRows);
    if (count > 0) emit({ type: 'purged', count });
    return count;
  }

  /** Sets the timer for the next mail due (a retry, a lease ending), at most a poll interval away. */
  async function schedule(): Promise<void> {
    if (stopped) return;
    const next = await sql<{ waitMs: number | null }>`
      SELECT (extract(epoch FROM min(greatest(run_at, coalesce(locked_until, run_at))) - now()) * 1000)::float8
        AS wait_ms
      FROM outbox WHERE status = 'queued'
    `.execute(db);
    if (stopped) return;
    const due = next.rows[0]?.waitMs;
    const wait = Math.max(
      0,
      Math.min(pollIntervalMs, due === null || due === undefined ? Infinity : due + 5),
    );
    if (timer) clearTimeout(timer);
    timer = setTimeout(kick, wait);
    timer.unref();
  }

  function kick(): void {
    if (!started || stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await runDue();
        } catch (error) {
          if (!stopped) log?.error({ err: error }, 'mail worker failed');
        }
      } while (again && !stopped);
      try {
        await schedule();
      } catch (error) {
        if (stopped) return;
        log?.error({ err: error }, 'mail worker scheduling failed');
        timer = setTimeout(kick, pollIntervalMs);
        timer.unref();
      }
    })().finally(() => {
      running = null;
    });
  }

  function purgeNow(): void {
    purge().catch((error: unknown) => {
      if (!stopped) log?.error({ err: error }, 'mail purge failed');
    });
  }

  return {
    start() {
      if (started) return;
      started = true;
      let kicks = workersByDb.get(db);
      if (!kicks) workersByDb.set(db, (kicks = new Set()));
      kicks.add(kick);
      if (!transport && config.production)
        log?.warn(
          {},
          'SMTP_URL is not set: no mail is sent (password reset and e-mail verification cannot work); ' +
            'each mail is failed without its links',
        );
      kick();
      purgeNow();
      purgeTimer = setInterval(purgeNow, purgeIntervalMs);
      purgeTimer.unref();
    },
    kick,
    runDue,
    purge,
    async stop() {
      stopped = true;
      workersByDb.get(db)?.delete(kick);
      if (timer) clearTimeout(timer);
      if (purgeTimer) clearInterval(purgeTimer);
      timer = null;
      purgeTimer = null;
      // A send under way gets a few seconds; past them its lease (and the next worker) covers it.
      let grace: NodeJS.Timeout | undefined;
      await Promise.race([
        running,
        new Promise<void>((resolve) => {
          grace = setTimeout(resolve, 5_000);
          grace.unref();
        }),
      ]);
      clearTimeout(grace);
      transport?.close();
    },
  };
}
