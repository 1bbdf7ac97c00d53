import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';
import { createShortLink, isShortLinkTarget } from './shortLinks';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 600_000 });

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

const TERMS =
  '/licensing/checkout/terms?id=%231001&reference=CMO-7F3A9C2B&subtotal=447.00&currency=USD&date=2026-11-26';

describe('the built-in link shortener', () => {
  it('gives a page of the site a short code, the same one each time, that redirects to it', async () => {
    const link = await createShortLink(server.db, TERMS);
    expect(link).toMatch(/^\/s\/[0-9A-Za-z]{10}$/);
    expect(await createShortLink(server.db, TERMS)).toBe(link);
    expect(await createShortLink(server.db, `${TERMS}&x=1`)).not.toBe(link);
    const res = await fetch(server.url + link, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(TERMS);
  });

  it('never makes a link away from the site’s licensing pages', async () => {
    for (const target of [
      'https://evil.example/',
      '//evil.example/licensing/',
      '/\\evil.example',
      '/api/user/licensing/cart',
      '/licensing/../api/x',
      '/licensing/a b',
      '/licensing/\u0000',
      `/licensing/${'x'.repeat(3000)}`,
    ]) {
      expect(isShortLinkTarget(target), target).toBe(false);
      await expect(createShortLink(server.db, target)).rejects.toThrow(/Not a short link target/);
    }
    // Even a row written around the function does not redirect off the site.
    await server.db
      .insertInto('shortLinks')
      .values({ code: 'EvilCode01', target: 'https://evil.example/' })
      .execute();
    expect((await fetch(`${server.url}/s/EvilCode01`, { redirect: 'manual' })).status).toBe(404);
  });
});

describe('an external link shortener', () => {
  let external: Server;
  let url: string;
  const seen: { headers: IncomingMessage['headers']; body: unknown }[] = [];
  let answer: (body: unknown) => { status: number; body: unknown } = () => ({
    status: 200,
    body: { response: { link: 'https://sho.rt/Ab3' } },
  });

  beforeAll(async () => {
    external = createServer((req, res) => {
      let data = '';
      req.on('data', (chunk: Buffer) => (data += chunk.toString()));
      req.on('end', () => {
        const body = JSON.parse(data || 'null') as unknown;
        seen.push({ headers: req.headers, body });
        const reply = req.url === '/link' && req.method === 'POST' ? answer(body) : { status: 404, body: {} };
        res.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify(reply.body));
      });
    });
    await new Promise<void>((resolve) => external.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(external.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => external.close(resolve));
  });

  it('posts the absolute target with the API key and answers response.response.link', async () => {
    const link = await createShortLink(server.db, TERMS, {
      shortener: { url, key: 'secret-key' },
      publicBaseUrl: 'https://clips.example',
    });
    expect(link).toBe('https://sho.rt/Ab3');
    expect(seen.at(-1)).toMatchObject({
      headers: { 'x-api-key': 'secret-key' },
      body: { target: `https://clips.example${TERMS}` },
    });
  });

  it('falls back to a built-in link when the service fails', async () => {
    const errors: unknown[] = [];
    answer = () => ({ status: 500, body: {} });
    const failed = await createShortLink(server.db, TERMS, {
      shortener: { url, key: 'k' },
      onError: (error) => errors.push(error),
    });
    expect(failed).toMatch(/^\/s\//);
    answer = () => ({ status: 200, body: { response: {} } });
    expect(
      await createShortLink(server.db, TERMS, {
        shortener: { url, key: 'k' },
        onError: (e) => errors.push(e),
      }),
    ).toMatch(/^\/s\//);
    expect(errors).toHaveLength(2);
  });
});
