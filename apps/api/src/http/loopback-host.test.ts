import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';

/** A DNS-rebinding page: its requests come from this machine, under the attacker's host name. */
describe('the development outbox under a forged Host', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  }, 60_000);
  afterAll(() => server.close());

  const outbox = (host: string | undefined, headers: Record<string, string> = {}) =>
    server.app.inject({
      method: 'GET',
      url: '/api/dev/outbox',
      remoteAddress: '127.0.0.1',
      headers: host === undefined ? headers : { ...headers, host },
    });

  it('answers 404 to a request from loopback that names another host, whatever X-Forwarded-Host says', async () => {
    for (const host of [
      'rebind.evil.example:3000',
      'rebind.evil.example',
      '127.0.0.1.nip.io:3000',
      'localhost.evil.example',
      'evil.example:3000@localhost',
      '10.0.0.7:3000',
      '0.0.0.0:3000',
    ]) {
      const res = await outbox(host, { 'x-forwarded-host': 'localhost:3000' });
      expect(res.statusCode, host).toBe(404);
      expect(res.body, host).not.toContain('"data"');
    }
  });

  it('answers this machine by its own names, with or without the port', async () => {
    for (const host of [
      'localhost:3107',
      'localhost',
      'LOCALHOST:3107',
      '127.0.0.1:3107',
      '[::1]:3107',
      '[::1]',
    ]) {
      expect((await outbox(host)).statusCode, host).toBe(200);
    }
  });

  it('answers over real HTTP to 127.0.0.1, as a developer opens it', async () => {
    expect((await fetch(`${server.url}/api/dev/outbox`)).status).toBe(200);
  });
});
