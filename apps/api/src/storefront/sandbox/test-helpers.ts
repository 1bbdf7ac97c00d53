import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createStorefrontApiClient } from '@shopify/storefront-api-client';
import { loadStorefrontConfig, type StorefrontConfig } from '../config';
import { ORDERS_PAID_WEBHOOK_PATH, SANDBOX_STOREFRONT_PREFIX, STOREFRONT_API_VERSION } from '../port';

/** A storefront config for tests: the environment's defaults (the sandbox on) with `overrides`. */
export function testStorefrontConfig(overrides: Partial<StorefrontConfig> = {}): StorefrontConfig {
  return { ...loadStorefrontConfig({ NODE_ENV: 'test' }), ...overrides };
}

/** One request a test webhook receiver got: the exact bytes and the headers. */
export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** The status it was answered with. */
  status: number;
}

export interface TestReceiver {
  url: string;
  received: ReceivedWebhook[];
  /** The statuses to answer with, in turn; after the last, 200. 0: never answer (the request hangs). */
  answers: number[];
  close(): Promise<void>;
}

/** A stand-in for the server's webhook endpoint: records every POST and answers `answers` in turn. */
export async function startTestReceiver(answers: number[] = []): Promise<TestReceiver> {
  const received: ReceivedWebhook[] = [];
  const receiver: { answers: number[] } = { answers: [...answers] };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const status = receiver.answers.shift() ?? 200;
      received.push({ headers: request.headers, body: Buffer.concat(chunks), status });
      if (status === 0) return;
      response.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'ok' : 'no');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${ORDERS_PAID_WEBHOOK_PATH}`,
    received,
    get answers() {
      return receiver.answers;
    },
    set answers(list: number[]) {
      receiver.answers = list;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Shopify's own Storefront API client, pointed at a test server's sandbox (its base URL as the "store"). */
export function sandboxClient(serverUrl: string, token = 'sandbox') {
  const endpoint = `${serverUrl}${SANDBOX_STOREFRONT_PREFIX}`;
  return createStorefrontApiClient({
    // The client only builds https://<domain>/api/<version>/graphql.json; its transport sends it to the sandbox.
    storeDomain: 'sandbox.test',
    apiVersion: STOREFRONT_API_VERSION,
    publicAccessToken: token,
    customFetchApi: (url, init) => fetch(url.replace('https://sandbox.test', endpoint), init as RequestInit),
  });
}

/** The path and query of an absolute URL (checkout URLs name `localhost`; tests call the server's address). */
export function pathOf(url: string): string {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

/** A form post as a browser sends it. */
export function postForm(url: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

/** The hidden form key in a checkout page. */
export function formKeyOf(html: string): string {
  const match = /name="form_key" value="([^"]+)"/.exec(html);
  if (!match) throw new Error('no form key in the page');
  return match[1]!;
}
