import { searchEndpoint } from '@clipmarket/core';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';

/**
 * Every other search suite warms its server up with a normal search first. These start a fresh server for
 * each test and send a search that finds nothing as its very first request: on PGlite (one connection) this
 * once waited forever, and every later request with it (issue 11, finding 9).
 */
describe('a fresh server', () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  const search = (q: string) =>
    fetch(server!.url + searchEndpoint.path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ q }),
      // A hang fails the test instead of the run.
      signal: AbortSignal.timeout(20_000),
    });

  for (const q of ['zzzzqqq', 'JV#1202783']) {
    it(`answers a first search for "${q}" that finds nothing, and keeps answering`, async () => {
      server = await startTestServer({ seedClips: 30 });
      const first = await search(q);
      expect(first.status).toBe(200);
      expect(await first.json()).toMatchObject({ noResults: true });
      const health = await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(20_000) });
      expect(health.status).toBe(200);
      expect((await search('dog')).status).toBe(200);
    }, 60_000);
  }
});
