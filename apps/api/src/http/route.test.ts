import { endpoint } from '@clipmarket/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app';
import { httpError } from './errors';

const echo = endpoint({
  method: 'POST',
  path: '/api/test/echo/{id}',
  auth: 'public',
  summary: 'Echo',
  tag: 'Test',
  params: z.object({ id: z.string().regex(/^\d+$/) }),
  query: z.object({ n: z.coerce.number().int().min(1).max(5).default(1) }),
  body: z.object({ name: z.string().min(3) }),
  response: z.object({ id: z.string(), name: z.string(), n: z.number() }),
});

const mine = endpoint({
  method: 'GET',
  path: '/api/test/mine',
  auth: 'user',
  summary: 'Mine',
  tag: 'Test',
  response: z.object({ username: z.string() }),
});

const gone = endpoint({
  method: 'GET',
  path: '/api/test/gone',
  auth: 'public',
  summary: 'Gone',
  tag: 'Test',
  response: z.object({}),
});

let app: FastifyInstance;
let base: string;

beforeAll(async () => {
  app = await buildApp({
    resolveUser: async ({ bearer }) =>
      bearer === 'good'
        ? { id: 'u1', username: 'ann', email: 'ann@example.com', roles: [], staff: false }
        : null,
  });
  const { route } = await import('./route');
  route(app, echo, ({ params, query, body }) => ({
    id: params.id,
    name: body.name,
    n: query.n,
    secret: 'x',
  }));
  route(app, mine, ({ request }) => ({ username: request.user!.username }));
  route(app, gone, () => {
    throw httpError(404, "List doesn't exists");
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(async () => {
  await app.close();
});

describe('routes from the contract', () => {
  it('validates input and answers only the fields of the response schema', async () => {
    const res = await fetch(`${base}/api/test/echo/42?n=3`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Dogs' }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: '42', name: 'Dogs', n: 3 });
  });

  it('answers invalid input with a 400 that names every failing field', async () => {
    const res = await fetch(`${base}/api/test/echo/abc?n=9`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'x' }),
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string; messages: string[] };
    expect(body.message).toMatch(/^Invalid request: /);
    expect(body.messages.join(' ')).toMatch(/params\.id/);
  });

  it('refuses a body over the size limit with 413', async () => {
    const res = await fetch(`${base}/api/test/echo/1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'x'.repeat(100_000) }),
    });
    expect(res.status).toBe(413);
  });

  it('requires a signed-in user where the contract says so', async () => {
    expect((await fetch(`${base}/api/test/mine`)).status).toBe(401);
    expect((await fetch(`${base}/api/test/mine`, { headers: { authorization: 'Bearer bad' } })).status).toBe(
      401,
    );
    const ok = await fetch(`${base}/api/test/mine`, { headers: { authorization: 'Bearer good' } });
    expect(await ok.json()).toEqual({ username: 'ann' });
  });

  it("answers an HttpError with its status and the client's expected message", async () => {
    const res = await fetch(`${base}/api/test/gone`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ statusCode: 404, error: 'Not Found', message: "List doesn't exists" });
  });
});

describe('API reference', () => {
  it('lists the routes in the OpenAPI document', async () => {
    const doc = (await (await fetch(`${base}/api/docs/json`)).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/test/echo/{id}', '/api/test/mine']));
  });

  it('serves an interactive reference page without third-party assets', async () => {
    const res = await fetch(`${base}/api/docs/`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('swagger-ui');
    expect(html).not.toMatch(/https?:\/\/(?!localhost|127\.0\.0\.1)[^"']*\.(js|css)/);
  });
});
