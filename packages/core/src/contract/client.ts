import type { z } from 'zod';
import type { Endpoint } from './endpoint';
import { fillPath, queryString, readAnswer } from './wire';

type Input<T> = T extends z.ZodNever ? undefined : T extends z.ZodType ? z.input<T> : undefined;

/** What a call takes: the endpoint's params, query and body, each only where the endpoint has one. */
export type CallInput<E extends Endpoint> = {
  [K in 'params' | 'query' | 'body' as Input<NonNullable<E[K]>> extends undefined ? never : K]: Input<
    NonNullable<E[K]>
  >;
};

export type CallOutput<E extends Endpoint> = z.output<E['response']>;

export interface ClientOptions {
  /** Origin of the API; '' for the same origin. */
  baseUrl?: string;
  /** A bearer token; the web app uses the HttpOnly session cookie instead. */
  token?: () => string | null | undefined;
  fetch?: typeof fetch;
}

/** A typed client: `call(endpoint, input)` builds the request from the contract and parses the answer. */
export function createClient(options: ClientOptions = {}) {
  // The page's fetch at the time of each call, so what wraps it later (instrumentation, a test's mocks) sees it.
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const baseUrl = options.baseUrl ?? '';

  async function call<E extends Endpoint>(e: E, input?: CallInput<E>): Promise<CallOutput<E>> {
    const { params, query, body } = (input ?? {}) as {
      params?: Record<string, string | number>;
      query?: Record<string, unknown>;
      body?: unknown;
    };
    const headers: Record<string, string> = { accept: 'application/json' };
    const token = options.token?.();
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await doFetch(`${baseUrl}${fillPath(e.path, params)}${queryString(query)}`, {
      method: e.method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = await readAnswer(res);
    return e.response.parse(json) as CallOutput<E>;
  }

  return { call };
}

export type ApiClient = ReturnType<typeof createClient>;
