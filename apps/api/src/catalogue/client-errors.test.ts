// POST /api/public/client-errors (issue 30 item 3): a page that failed in a browser reaches the server's log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';

let server: TestServer;
const lines: string[] = [];

beforeAll(async () => {
  server = await startTestServer({
    app: { logger: { level: 'warn', stream: { write: (line: string) => void lines.push(line) } } },
  });
}, 120_000);
afterAll(async () => {
  await server?.close();
});

const send = (body: unknown) =>
  fetch(`${server.url}/api/public/client-errors`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe("a browser's report of a page that failed", () => {
  it('is logged once as a warning with the page, the kind and the message, and answered with no content', async () => {
    const res = await send({
      route: '/licensing/view/1254381?from=home',
      kind: 'render',
      message: 'tags is null',
    });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    const logged = lines
      .map((line) => JSON.parse(line))
      .filter((entry) => entry.msg === 'a page failed in a browser');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      level: 40,
      route: '/licensing/view/1254381?from=home',
      kind: 'render',
      error: 'tags is null',
    });
  });

  it('refuses with 400 a kind it does not know, a missing page, a message over 500 characters or another field', async () => {
    const before = lines.length;
    for (const body of [
      { route: '/licensing', kind: 'boom', message: '' },
      { kind: 'chunk', message: 'x' },
      { route: '/licensing', kind: 'chunk', message: 'x'.repeat(501) },
      { route: '/licensing', kind: 'chunk', message: 'x', user: 'admin' },
    ]) {
      expect((await send(body)).status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    expect(lines.slice(before).filter((line) => line.includes('a page failed in a browser'))).toEqual([]);
  });
});
