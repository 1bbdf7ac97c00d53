import { randomUUID } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { STOREFRONT_API_VERSION, WEBHOOK_HEADERS } from '../port';
import { signWebhook } from '../signature';

/**
 * Sends the sandbox's webhooks as Shopify does: a POST of the JSON body with the `X-Shopify-*` headers and the
 * HMAC, retried with backoff until the receiver answers 2xx. The queue is the `sandbox_webhook_deliveries`
 * table, written in the payment's transaction, so a restart resumes what was not delivered. A sender claims due
 * rows with `FOR UPDATE SKIP LOCKED` and a lease (their next attempt moves past the attempt it makes), so two
 * server processes never send one at the same time, and one that dies mid-attempt leaves the row to be sent
 * again when the lease ends. The receiver drops repeats by webhook id, which stays the same on every retry.
 */

/** Where to send, resolved at each attempt. */
export interface WebhookTarget {
  url: string;
  /** The server's own loopback address over TLS: its certificate names the public host, not 127.0.0.1. */
  trustSelfSigned?: boolean;
}

export interface WebhookDelivererOptions {
  db: Kysely<DB>;
  /** The shared secret (storefront/secret.ts). */
  secret: () => Promise<string>;
  /** Null while there is nowhere to send (the server is not listening yet): nothing is claimed. */
  target: () => WebhookTarget | null;
  /** `X-Shopify-Shop-Domain`, read at each attempt. */
  shopDomain: () => string;
  /** @default () => new Date() */
  now?: () => Date;
  /**
   * Waits after the 1st, 2nd… failed attempt; the last repeats.
   * @default 5 s, 30 s, 2 min, 10 min, 30 min, 1 h, 2 h, 4 h
   */
  retryDelaysMs?: readonly number[];
  /**
   * A delivery still failing this long after its event is given up (marked failed and logged).
   * @default 24 h
   */
  giveUpAfterMs?: number;
  /** How long an attempt waits for the receiver's answer (Shopify waits 5 s). @default 5 s */
  attemptTimeoutMs?: number;
  /** A claimed row is left alone by other senders this long. @default 60 s */
  leaseMs?: number;
  /** How often to look for rows other processes queued or abandoned. @default 60 s */
  pollIntervalMs?: number;
  /** Rows claimed at once. @default 10 */
  batchSize?: number;
  log?: {
    info(obj: object, msg: string): void;
    warn(obj: object, msg: string): void;
    error(obj: object, msg: string): void;
  };
}

export interface WebhookDeliverer {
  /** Starts sending: what is due now, then on timers (which never keep the process alive). */
  start(): void;
  /** Something new is due: send it soon. */
  kick(): void;
  /** Claims and attempts every due delivery once; resolves with the number of attempts. For tests and tools. */
  runDue(): Promise<number>;
  /** Stops: no new attempt, the one in flight is abandoned (its row is due again at once), timers cleared. */
  stop(): Promise<void>;
}

export const DEFAULT_RETRY_DELAYS_MS = [
  5_000, 30_000, 120_000, 600_000, 1_800_000, 3_600_000, 7_200_000, 14_400_000,
];

interface Claimed {
  id: number;
  webhookId: string;
  topic: string;
  body: string;
  triggeredAt: Date;
  attempts: number;
  claimToken: string;
}

/** One HTTP POST; resolves with the status, or rejects on a network error, a timeout or an abort. */
function post(
  target: WebhookTarget,
  body: Buffer,
  headers: Record<string, string>,
  timeoutMs: number,
  signal: AbortSignal,
): Promise<number> {
  const url = new URL(target.url);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(body.length) },
        timeout: timeoutMs,
        signal,
        // Only ever for the server's own loopback address (WebhookTarget.trustSelfSigned).
        ...(url.protocol === 'https:' && target.trustSelfSigned ? { rejectUnauthorized: false } : {}),
        agent: false,
      },
      (response) => {
        // The answer's body is not read by Shopify either; drain it so the socket closes.
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    request.on('error', reject);
    request.end(body);
  });
}

export function createWebhookDeliverer(options: WebhookDelivererOptions): WebhookDeliverer {
  const {
    db,
    now = () => new Date(),
    retryDelaysMs = DEFAULT_RETRY_DELAYS_MS,
    giveUpAfterMs = 24 * 3600_000,
    attemptTimeoutMs = 5_000,
    leaseMs = 60_000,
    pollIntervalMs = 60_000,
    batchSize = 10,
    log,
  } = options;
  let started = false;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  const abort = new AbortController();

  async function claim(): Promise<Claimed[]> {
    const at = now();
    const claimToken = randomUUID();
    const rows = await db
      .updateTable('sandboxWebhookDeliveries')
      .set((eb) => ({
        attempts: eb('attempts', '+', 1),
        nextAttemptAt: new Date(at.getTime() + leaseMs),
        claimToken,
      }))
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('sandboxWebhookDeliveries')
          .select('id')
          .where('deliveredAt', 'is', null)
          .where('failedAt', 'is', null)
          .where('nextAttemptAt', '<=', at)
          .orderBy('nextAttemptAt')
          .orderBy('id')
          .limit(batchSize)
          .forUpdate()
          .skipLocked(),
      )
      // Checked again on the row as it is when locked: a row another sender claimed meanwhile is not due.
      .where('nextAttemptAt', '<=', at)
      .where('deliveredAt', 'is', null)
      .returning(['id', 'webhookId', 'topic', 'body', 'triggeredAt', 'attempts'])
      .execute();
    return rows.map((row) => ({ ...row, claimToken }));
  }

  async function attempt(row: Claimed, target: WebhookTarget): Promise<void> {
    const body = Buffer.from(row.body, 'utf8');
    const secret = await options.secret();
    const headers = {
      'content-type': 'application/json',
      'user-agent': 'Shopify-Captain-Hook',
      [WEBHOOK_HEADERS.topic]: row.topic,
      [WEBHOOK_HEADERS.webhookId]: row.webhookId,
      [WEBHOOK_HEADERS.hmac]: signWebhook(body, secret),
      [WEBHOOK_HEADERS.shopDomain]: options.shopDomain(),
      [WEBHOOK_HEADERS.apiVersion]: STOREFRONT_API_VERSION,
      [WEBHOOK_HEADERS.triggeredAt]: row.triggeredAt.toISOString(),
    };
    let status: number | null = null;
    let error: string | null = null;
    try {
      status = await post(target, body, headers, attemptTimeoutMs, abort.signal);
    } catch (caught) {
      error = (caught as Error).message;
    }
    const done = now();
    // Only while the claim is still ours: a sender whose lease ran out must not overwrite the next one's result.
    const update = () => db.updateTable('sandboxWebhookDeliveries');
    const mine = (qb: ReturnType<typeof update>) =>
      qb.where('id', '=', row.id).where('claimToken', '=', row.claimToken);
    if (status !== null && status >= 200 && status < 300) {
      await mine(
        update().set({ deliveredAt: done, lastStatus: status, lastError: null, claimToken: null }),
      ).execute();
      log?.info({ webhookId: row.webhookId, attempts: row.attempts }, 'sandbox webhook delivered');
      return;
    }
    if (stopped) {
      // Cut short by the server stopping: not the receiver's failure; due again as soon as anyone runs.
      await mine(
        update().set({ nextAttemptAt: done, claimToken: null, attempts: row.attempts - 1 }),
      ).execute();
      return;
    }
    const reason = error ?? `answered ${status}`;
    const delay = retryDelaysMs[Math.min(row.attempts - 1, retryDelaysMs.length - 1)] ?? 60_000;
    const next = new Date(done.getTime() + delay);
    if (next.getTime() - row.triggeredAt.getTime() > giveUpAfterMs) {
      await mine(
        update().set({ failedAt: done, lastStatus: status, lastError: reason, claimToken: null }),
      ).execute();
      log?.error(
        { webhookId: row.webhookId, attempts: row.attempts, reason },
        'sandbox webhook given up: the receiver never answered 2xx',
      );
      return;
    }
    await mine(
      update().set({ nextAttemptAt: next, lastStatus: status, lastError: reason, claimToken: null }),
    ).execute();
    log?.warn(
      { webhookId: row.webhookId, attempts: row.attempts, reason, retryInMs: delay },
      'sandbox webhook not accepted; will retry',
    );
  }

  async function runDue(): Promise<number> {
    let attempts = 0;
    while (!stopped) {
      const target = options.target();
      if (!target) break;
      const rows = await claim();
      for (const row of rows) {
        await attempt(row, target);
        attempts++;
      }
      if (rows.length < batchSize) break;
    }
    return attempts;
  }

  /** Sets the timer for the next due row (at most a poll interval away). */
  async function schedule(): Promise<void> {
    // Without a target (not listening yet) there is nothing to do until the server's onListen kicks again.
    if (stopped || !options.target()) return;
    const next = await db
      .selectFrom('sandboxWebhookDeliveries')
      .select((eb) => eb.fn.min('nextAttemptAt').as('at'))
      .where('deliveredAt', 'is', null)
      .where('failedAt', 'is', null)
      .executeTakeFirst();
    if (stopped) return;
    const at = next?.at ? new Date(next.at).getTime() : Infinity;
    const wait = Math.max(0, Math.min(pollIntervalMs, at - now().getTime()));
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
          log?.error({ err: error }, 'sandbox webhook delivery failed');
        }
      } while (again && !stopped);
      try {
        await schedule();
      } catch (error) {
        log?.error({ err: error }, 'sandbox webhook scheduling failed');
        if (!stopped) {
          timer = setTimeout(kick, pollIntervalMs);
          timer.unref();
        }
      }
    })().finally(() => {
      running = null;
    });
  }

  return {
    start() {
      if (started) return;
      started = true;
      kick();
    },
    kick,
    runDue,
    async stop() {
      stopped = true;
      abort.abort();
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}
