import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countClips } from '../catalogue/seed';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seedClips: 50 });
}, 300_000);

afterAll(async () => {
  await server?.close();
});

describe('the test harness', () => {
  it('runs the whole server over real HTTP on a migrated, seeded database', async () => {
    const res = await fetch(`${server.url}/api/health`);
    expect(res.status).toBe(200);
    const expected = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
    expect(server.kind).toBe(expected);
    expect(await res.json()).toEqual({ status: 'ok', database: expected });
    expect(await countClips(server.db)).toBe(50);
  });

  it('gives every harness its own database', async () => {
    const other = await startTestServer();
    try {
      expect(await countClips(other.db)).toBe(0);
      expect(await countClips(server.db)).toBe(50);
    } finally {
      await other.close();
    }
  }, 120_000);
});
