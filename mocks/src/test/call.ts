import { apiErrorSchema, fillPath, type ApiError, type Endpoint } from '@clipmarket/core';
import { getResponse, type HttpHandler } from 'msw';
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest';

/** What a test sends to a handler: path params, query and a JSON body. */
export interface MockCallInput {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
}

/** MSW resolves the handlers' relative paths against the page's location; a node test has none. */
export function useMswLocation(): void {
  beforeAll(() => {
    vi.stubGlobal('location', new URL('http://localhost/'));
  });
  afterAll(() => {
    vi.unstubAllGlobals();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

/** The request a client of the contract would send for `endpoint`. */
export function mockRequest(endpoint: Endpoint, input: MockCallInput = {}): Request {
  const query = new URLSearchParams(input.query).toString();
  const url = `http://localhost${fillPath(endpoint.path, input.params)}${query ? `?${query}` : ''}`;
  return new Request(url, {
    method: endpoint.method,
    headers: input.body === undefined ? {} : { 'content-type': 'application/json' },
    body: input.body === undefined ? undefined : JSON.stringify(input.body),
  });
}

/** The handlers' answer to one call; an empty body reads as `undefined`. */
export async function send(handlers: HttpHandler[], endpoint: Endpoint, input: MockCallInput = {}) {
  const response = await getResponse(handlers, mockRequest(endpoint, input));
  if (!response) throw new Error(`No handler for ${endpoint.method} ${endpoint.path}`);
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    json: (text ? JSON.parse(text) : undefined) as unknown,
  };
}

/** The answer, which must have the endpoint's success status and parse with its response schema. */
export async function ok(
  handlers: HttpHandler[],
  endpoint: Endpoint,
  input: MockCallInput = {},
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads its endpoint's shape
): Promise<any> {
  const res = await send(handlers, endpoint, input);
  expect(res.status, JSON.stringify(res.json)).toBe(endpoint.status ?? 200);
  return endpoint.response.parse(res.json);
}

/** The error answer, which must have this status and parse with the error schema, with its headers. */
export async function failsWithHeaders(
  handlers: HttpHandler[],
  endpoint: Endpoint,
  status: number,
  input: MockCallInput = {},
): Promise<{ body: ApiError; headers: Headers }> {
  const res = await send(handlers, endpoint, input);
  expect(res.status, JSON.stringify(res.json)).toBe(status);
  const body = apiErrorSchema.parse(res.json);
  expect(body.statusCode).toBe(status);
  return { body, headers: res.headers };
}

/** The error answer's body, which must have this status and parse with the error schema. */
export async function fails(
  handlers: HttpHandler[],
  endpoint: Endpoint,
  status: number,
  input: MockCallInput = {},
): Promise<ApiError> {
  return (await failsWithHeaders(handlers, endpoint, status, input)).body;
}
