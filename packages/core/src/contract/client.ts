import type { z } from 'zod';
import { apiErrorSchema, fillPath, type ApiError, type Endpoint } from './endpoint';

type Input<T> = T extends z.ZodNever ? undefined : T extends z.ZodType ? z.input<T> : undefined;

/** What a call takes: the endpoint's params, query and body, each only where the endpoint has one. */
export type CallInput<E extends Endpoint> = {
  [K in 'params' | 'query' | 'body' as Input<NonNullable<E[K]>> extends undefined ? never : K]: Input<
    NonNullable<E[K]>
  >;
};

export type CallOutput<E extends Endpoint> = z.output<E['response']>;

/** A failed call: the HTTP status and the server's error body. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly body: ApiError;
  constructor(status: number, body: ApiError) {
    super(body.message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.body = body;
  }
}

export interface ClientOptions {
  /** Origin of the API; '' for the same origin. */
  baseUrl?: string;
  /** A bearer token; the web app uses the HttpOnly session cookie instead. */
  token?: () => string | null | undefined;
  fetch?: typeof fetch;
}

function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const v of value) params.append(key, String(v));
    else params.set(key, String(value));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** A typed client: `call(endpoint, input)` builds the request from the contract and parses the answer. */
export function createClient(options: ClientOptions = {}) {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
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
    const text = await res.text();
    const json: unknown = text ? JSON.parse(text) : undefined;
    if (!res.ok) {
      const parsed = apiErrorSchema.safeParse(json);
      throw new ApiRequestError(
        res.status,
        parsed.success
          ? parsed.data
          : { statusCode: res.status, error: res.statusText, message: res.statusText },
      );
    }
    return e.response.parse(json) as CallOutput<E>;
  }

  return { call };
}

export type ApiClient = ReturnType<typeof createClient>;
