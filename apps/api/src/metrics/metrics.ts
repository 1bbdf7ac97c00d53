import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolStats } from '../db/database';
import type { DB } from '../db/schema';

/** How many answers a cache gave by how it got them, since the process started. */
export type CacheOutcomes = Readonly<Record<string, number>>;

/**
 * Who may read `/metrics` on the server's own port (ADR 99): `open` (outside production, with no token set),
 * `token` (a bearer token: METRICS_TOKEN), or `off` (production without a token: use METRICS_PORT). Whoever may
 * not gets 404, as for a path that does not exist.
 */
export type MetricsAccess = { kind: 'open' } | { kind: 'token'; token: string } | { kind: 'off' };

export interface MetricsOptions {
  access: MetricsAccess;
  db?: Kysely<DB>;
  pool?: () => PoolStats;
  searchCache?: () => CacheOutcomes | null;
  renderCache?: () => CacheOutcomes | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This server's metrics (one registry per server, so test servers in one process never share counts). */
    metrics: Registry;
  }
}

interface QueueRow {
  kind: string;
  due: number;
  age: number | null;
  failed: number;
}

/** Seconds; from a cached page's 1 ms to a deadline's 15 s. */
const LATENCY_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 15];

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Whether this request may read the metrics on the server's own port. */
export function mayReadMetrics(access: MetricsAccess, authorization: string | undefined): boolean {
  if (access.kind === 'open') return true;
  if (access.kind === 'off') return false;
  const match = /^Bearer (.+)$/.exec(authorization ?? '');
  return match !== null && sameToken(match[1]!, access.token);
}

/**
 * The Prometheus metrics of one server (prom-client): requests by route pattern, method and status, their
 * latency, the database pool, the caches' answers, the job queue and the mail outbox (read from the database
 * at each scrape, so every process reports the same queue), and Node's own (event-loop lag, memory, GC).
 * Labels are route patterns, never a request's path: no id, token or address is ever a label.
 */
export function registerMetrics(app: FastifyInstance, options: MetricsOptions): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  app.decorate('metrics', registry);

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by route pattern, method and status code.',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request arriving to its answer being sent, by route pattern and method.',
    labelNames: ['route', 'method'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const errors = new Counter({
    name: 'http_server_errors_total',
    help: 'Answers with a 5xx status, by route pattern.',
    labelNames: ['route'] as const,
    registers: [registry],
  });
  app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
    const route = request.routeOptions.url ?? '(no route)';
    const status = reply.statusCode;
    requests.inc({ route, method: request.method, status: String(status) });
    latency.observe({ route, method: request.method }, reply.elapsedTime / 1000);
    if (status >= 500) errors.inc({ route });
  });

  const { pool, searchCache, renderCache, db } = options;
  if (pool) {
    new Gauge({
      name: 'db_pool_connections',
      help: 'Database connections of this process by state (open, idle, max), and queries waiting for one.',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const stats = pool();
        this.set({ state: 'max' }, stats.max);
        this.set({ state: 'open' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
  }
  for (const [cache, outcomes] of [
    ['search', searchCache],
    ['render', renderCache],
  ] as const) {
    if (!outcomes) continue;
    new Counter({
      name: `${cache}_cache_answers_total`,
      help: `Answers of the ${cache} cache by outcome: hit (kept here), joined (computed for another request), shared (kept by another process), miss.`,
      labelNames: ['outcome'] as const,
      registers: [registry],
      collect() {
        this.reset();
        for (const [outcome, count] of Object.entries(outcomes() ?? {})) this.inc({ outcome }, count);
      },
    });
  }
  if (db) {
    // One read of the job queue per scrape for its three gauges (kept a second, so the three share it).
    let queueRead: { at: number; rows: Promise<QueueRow[]> } | null = null;
    const queue = () => {
      if (!queueRead || Date.now() - queueRead.at > 1_000) {
        queueRead = {
          at: Date.now(),
          rows: sql<QueueRow>`
            SELECT kind,
                   count(*) FILTER (WHERE status = 'queued' AND run_at <= now())::int AS due,
                   extract(epoch FROM now() - min(run_at) FILTER (WHERE status = 'queued' AND run_at <= now()))::float8 AS age,
                   count(*) FILTER (WHERE status = 'failed')::int AS failed
            FROM jobs GROUP BY kind
          `
            .execute(db)
            .then((result) => result.rows),
        };
      }
      return queueRead.rows;
    };
    const queueGauge = (name: string, help: string, value: (row: QueueRow) => number) =>
      new Gauge({
        name,
        help,
        labelNames: ['kind'] as const,
        registers: [registry],
        async collect() {
          this.reset();
          for (const row of await queue()) this.set({ kind: row.kind }, value(row));
        },
      });
    queueGauge('jobs_due', 'Jobs due to run and not yet done, by kind.', (row) => row.due);
    queueGauge(
      'jobs_oldest_due_age_seconds',
      'How long the longest-waiting due job has waited past its time, by kind (0: none due).',
      (row) => row.age ?? 0,
    );
    queueGauge('jobs_failed', 'Jobs that failed for good and are kept, by kind.', (row) => row.failed);
    new Gauge({
      name: 'mail_outbox_messages',
      help: 'Mails in the outbox by status: queued, sent, failed (delivery gave up), kept (development).',
      labelNames: ['status'] as const,
      registers: [registry],
      async collect() {
        this.reset();
        const rows = await sql<{ status: string; count: number }>`
          SELECT status, count(*)::int AS count FROM outbox GROUP BY status
        `.execute(db);
        for (const row of rows.rows) this.set({ status: row.status }, row.count);
      },
    });
  }

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    // Whoever may not read them is answered as for a path that does not exist.
    if (!mayReadMetrics(options.access, request.headers.authorization)) return reply.callNotFound();
    const text = await registry.metrics();
    return reply.header('content-type', registry.contentType).header('cache-control', 'no-store').send(text);
  });
  return registry;
}

/**
 * `/metrics` on a port of its own (METRICS_PORT), with no token: for a scraper on the host or its private
 * network. Anything else there is 404. Resolves once it listens.
 */
export async function serveMetrics(registry: Registry, port: number, host: string): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found\n');
      return;
    }
    registry.metrics().then(
      (text) =>
        response
          .writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' })
          .end(text),
      () => response.writeHead(500, { 'content-type': 'text/plain' }).end('Internal Server Error\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}
