import http from 'node:http';
import https from 'node:https';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { createJobWorker } from '../../jobs/worker';
import { STOREFRONT_API_VERSION, WEBHOOK_HEADERS } from '../port';
import { signWebhook } from '../signature';

/**
 * Sends the sandbox's webhooks as Shopify does: a POST of the JSON body with the `X-Shopify-*` headers and the
 * HMAC, retried with backoff until the receiver answers 2xx. The queue is the `sandbox_webhook_deliveries`
 * table, written in the payment's transaction, so a restart resumes what was not delivered. It runs on the
 * server's one job mechanism (jobs/worker.ts, ADR 65): a sender claims due rows under a lease (their next attempt
 * moves past the attempt it makes), so two server processes never send one at the same time, and one that dies
 * mid-attempt leaves the row to be sent again when the lease ends. The receiver drops repeats by webhook id, which stays the same on every retry.
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

/** The columns the sender reads of a claimed delivery. */
interface DeliveryRow {
  webhookId: string;
  topic: string;
  body: string;
  triggeredAt: Date;
}

/** A receiver's answer other than 2xx. */
class NotAccepted extends Error {
  constructor(readonly status: number) {
    super(`answered ${status}`);
  }
}

const statusOf = (error: unknown) => (error instanceof NotAccepted ? error.status : null);

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
  /** Where this pass sends, resolved before each claim. */
  let target: WebhookTarget | null = null;

  return createJobWorker<DeliveryRow>({
    db,
    name: 'sandbox webhook',
    queue: {
      table: 'sandboxWebhookDeliveries',
      waiting: sql<boolean>`${sql.ref('deliveredAt')} IS NULL AND ${sql.ref('failedAt')} IS NULL`,
      runAt: 'nextAttemptAt',
      // The lease is the next attempt moved past this one.
      lockedUntil: null,
      columns: ['webhookId', 'topic', 'body', 'triggeredAt'],
    },
    clock: now,
    leaseMs,
    pollIntervalMs,
    batchSize,
    retryDelaysMs,
    maxAttempts: Infinity,
    giveUp: (row, nextRunAt) => nextRunAt.getTime() - new Date(row.triggeredAt).getTime() > giveUpAfterMs,
    // Without a target (not listening yet) nothing is claimed until the server's onListen kicks again.
    canClaim: () => (target = options.target()) !== null,
    async handler(row, { signal }) {
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
        [WEBHOOK_HEADERS.triggeredAt]: new Date(row.triggeredAt).toISOString(),
      };
      const status = await post(target!, body, headers, attemptTimeoutMs, signal);
      if (status < 200 || status >= 300) throw new NotAccepted(status);
      log?.info({ webhookId: row.webhookId, attempts: row.attempts }, 'sandbox webhook delivered');
      return { deliveredAt: now(), lastStatus: status, lastError: null };
    },
    retried: (_row, error) => ({ lastStatus: statusOf(error) }),
    failed: (_row, reason, error) => ({ failedAt: now(), lastStatus: statusOf(error), lastError: reason }),
    report(event) {
      const { job: row, reason } = event;
      if (event.type === 'retry')
        log?.warn(
          { webhookId: row.webhookId, attempts: row.attempts, reason, retryInMs: event.delayMs },
          'sandbox webhook not accepted; will retry',
        );
      else
        log?.error(
          { webhookId: row.webhookId, attempts: row.attempts, reason },
          'sandbox webhook given up: the receiver never answered 2xx',
        );
    },
    log,
  });
}
