import { searchEndpoint } from '@clipmarket/core';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { registerDeadline } from '../http/lifecycle';
import { createSearchCache } from '../search/cache';
import { DEFAULT_SEARCH_CACHE, searchRoutes } from '../search/routes';
import type { SearchService } from '../search/service';
import { startTestServer, type TestServer } from '../test/harness';
import { cancelAtDeadline } from './waits';

const DEADLINE_MS = 150;

/** A gate the test opens once the request has been answered. */
function gate(): { opened: Promise<void>; open: () => void } {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

let server: TestServer;
let apps: FastifyInstance[] = [];
beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(() => server.close());
afterEach(async () => {
  for (const app of apps) await app.close();
  apps = [];
});

/** A bare server with the request deadline, as buildApp registers it. */
function appWithDeadline(deadlineMs = DEADLINE_MS): FastifyInstance {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('user', null);
  registerDeadline(app, deadlineMs);
  apps.push(app);
  return app;
}

describe('a search past the request deadline stops in the database (issue 28, item 10)', () => {
  it('a search still running at the deadline starts no further statement (PGlite and PostgreSQL)', async () => {
    const app = appWithDeadline();
    const { opened, open } = gate();
    // Set when the search starts (after the cache has read the catalogue's version, which may be after the 503).
    const started = gate();
    let outcome: Promise<unknown> | undefined;
    const service: SearchService = {
      search: () => {
        started.open();
        outcome = (async () => {
          await sql`SELECT 1`.execute(server.db);
          await opened;
          return sql`SELECT 2`.execute(server.db);
        })();
        return outcome as never;
      },
      similar: async () => null,
      suggestions: async () => ({ suggestions: [] }) as never,
      entered: async () => ({ total: 0, cards: [] }),
    };
    searchRoutes(app, { db: server.db, service, cache: createSearchCache(server.db, DEFAULT_SEARCH_CACHE) });

    const answer = await app.inject({ method: 'POST', url: searchEndpoint.path, payload: { q: 'dog' } });
    expect(answer.statusCode).toBe(503);
    await started.opened;
    open();
    await expect(outcome).rejects.toMatchObject({ code: '57014' });
    // Work outside a request, and other requests, are not touched.
    await expect(sql`SELECT 3 AS n`.execute(server.db)).resolves.toMatchObject({ rows: [{ n: 3 }] });
  });

  it('work not marked cancellable goes on after the deadline (a write the request began)', async () => {
    const app = appWithDeadline();
    const { opened, open } = gate();
    let outcome: Promise<unknown> | undefined;
    app.get('/write', async () => {
      outcome = (async () => {
        await opened;
        return sql`SELECT 4 AS n`.execute(server.db);
      })();
      await outcome.catch(() => {});
      return 'late';
    });
    expect((await app.inject('/write')).statusCode).toBe(503);
    open();
    await expect(outcome).resolves.toMatchObject({ rows: [{ n: 4 }] });
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'a statement running at the deadline is cancelled on the PostgreSQL server',
    async () => {
      // A connection ready in the pool, so the statement is surely running when the deadline comes.
      await sql`SELECT 1`.execute(server.db);
      const app = appWithDeadline(1_000);
      let outcome: Promise<unknown> | undefined;
      app.get('/sleep', async () => {
        outcome = cancelAtDeadline(() => sql`SELECT pg_sleep(60), 'deadline-cancel-test'`.execute(server.db));
        await outcome.catch(() => {});
        return 'late';
      });
      expect((await app.inject('/sleep')).statusCode).toBe(503);
      // Cancelled by the deadline ("user request"), not by the 10 s statement timeout.
      await expect(outcome).rejects.toMatchObject({
        code: '57014',
        message: expect.stringMatching(/user request/),
      });
      const { rows } = await sql<{ running: number }>`
        SELECT count(*)::int AS running FROM pg_stat_activity
        WHERE state = 'active' AND query LIKE '%deadline-cancel-test%' AND pid <> pg_backend_pid()`.execute(
        server.db,
      );
      expect(rows[0]!.running).toBe(0);
    },
    30_000,
  );
});
