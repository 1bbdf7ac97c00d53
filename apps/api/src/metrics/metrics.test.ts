import { searchEndpoint } from '@clipmarket/core';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { startTestServer, type TestServer } from '../test/harness';
import { mayReadMetrics, registerMetrics, serveMetrics } from './metrics';

const TOKEN = 'a'.repeat(16) + 'b'.repeat(16);

async function search(server: TestServer, query: string) {
  const res = await fetch(server.url + searchEndpoint.path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ q: query }),
  });
  expect(res.status).toBe(200);
}

describe('/metrics on a server open to it (development)', () => {
  let server: TestServer;
  let text: string;
  beforeAll(async () => {
    server = await startTestServer({ seedClips: 30, app: { metrics: { access: { kind: 'open' } } } });
    await search(server, 'dog');
    await search(server, 'dog');
    // A path with a secret in it: a share link's token.
    await fetch(`${server.url}/api/shared/lists/secret-share-token-0123456789`);
    await fetch(`${server.url}/api/no-such-thing?password=hunter2`);
    // A job of a kind no runner takes, due a minute ago, and one that failed for good.
    await sql`
      INSERT INTO jobs (kind, run_at) VALUES ('metrics-test', now() - interval '60 seconds');
      INSERT INTO jobs (kind, status, finished_at) VALUES ('metrics-test', 'failed', now())
    `.execute(server.db);
    const res = await fetch(`${server.url}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    text = await res.text();
  }, 60_000);
  afterAll(() => server?.close());

  it('counts requests by route pattern, method and status, with their latency', () => {
    expect(text).toContain('http_requests_total{route="/api/search",method="POST",status="200"} 2');
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="0\.001",route="\/api\/search",method="POST"\} \d+/,
    );
    expect(text).toContain('http_request_duration_seconds_count{route="/api/search",method="POST"} 2');
  });

  it('reports the search cache: the first search computed, the second kept', () => {
    expect(text).toContain('search_cache_answers_total{outcome="miss"} 1');
    expect(text).toContain('search_cache_answers_total{outcome="hit"} 1');
  });

  it('reports the job queue and the mail outbox from the database, and Node event-loop lag', () => {
    expect(text).toContain('jobs_due{kind="metrics-test"} 1');
    expect(text).toContain('jobs_failed{kind="metrics-test"} 1');
    const age = Number(/^jobs_oldest_due_age_seconds\{kind="metrics-test"\} ([\d.]+)$/m.exec(text)?.[1]);
    expect(age).toBeGreaterThanOrEqual(60);
    expect(text).toContain('# TYPE mail_outbox_messages gauge');
    expect(text).toContain('# TYPE jobs_oldest_due_age_seconds gauge');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });

  it('never puts a path, a token or a query in a label', () => {
    expect(text).not.toContain('secret-share-token');
    expect(text).not.toContain('hunter2');
    expect(text).not.toContain('no-such-thing');
  });
});

describe('who may read /metrics', () => {
  it('is nobody on the public port in production without a token, and only the token holder with one', () => {
    expect(mayReadMetrics({ kind: 'off' }, `Bearer ${TOKEN}`)).toBe(false);
    expect(mayReadMetrics({ kind: 'token', token: TOKEN }, undefined)).toBe(false);
    expect(mayReadMetrics({ kind: 'token', token: TOKEN }, `Bearer ${TOKEN}x`)).toBe(false);
    expect(mayReadMetrics({ kind: 'token', token: TOKEN }, `Basic ${TOKEN}`)).toBe(false);
    expect(mayReadMetrics({ kind: 'token', token: TOKEN }, `Bearer ${TOKEN}`)).toBe(true);
  });

  it('answers a reader without the token as for a path that does not exist', async () => {
    const app = Fastify();
    registerMetrics(app, { access: { kind: 'token', token: TOKEN } });
    app.get('/ok', async () => 'ok');
    const missing = await app.inject('/metrics');
    expect(missing.statusCode).toBe(404);
    const unknown = await app.inject('/nothing-here');
    expect(missing.body.replace('/metrics', '/nothing-here')).toBe(unknown.body);
    const wrong = await app.inject({ url: '/metrics', headers: { authorization: 'Bearer wrong' } });
    expect(wrong.statusCode).toBe(404);
    const right = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(right.statusCode).toBe(200);
    expect(right.body).toContain('# TYPE http_requests_total counter');
    await app.close();
  });

  it('serves a port of its own with nothing but /metrics', async () => {
    const app = Fastify();
    const registry = registerMetrics(app, { access: { kind: 'off' } });
    const server = await serveMetrics(registry, 0, '127.0.0.1');
    const { port } = server.address() as { port: number };
    try {
      expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(200);
      expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
      expect((await fetch(`http://127.0.0.1:${port}/metrics`, { method: 'POST' })).status).toBe(404);
    } finally {
      server.close();
      await app.close();
    }
  });

  it('takes a token of 32 characters or more, and no metrics port with several processes', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(
      'METRICS_TOKEN: must be at least 32 characters',
    );
    expect(loadConfig({ METRICS_TOKEN: TOKEN }).METRICS_TOKEN).toBe(TOKEN);
    expect(() =>
      loadConfig({ METRICS_PORT: '9464', WEB_CONCURRENCY: '2', DATABASE_URL: 'postgres://u@h/db' }),
    ).toThrow('METRICS_PORT: each server process keeps its own metrics');
    expect(loadConfig({ METRICS_PORT: '' }).METRICS_PORT).toBeUndefined();
  });
});
