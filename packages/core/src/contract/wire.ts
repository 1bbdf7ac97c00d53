// What travels over HTTP, without the schemas: the error body, the error a failed call throws, and how a
// path and a query string are written. Free of zod, so a browser bundle that only calls the API (the web app's
// lean client, `routes.ts`) does not carry the schema library.

/** The error body every endpoint answers with; `messages` carries a list where the spec's client shows one. */
export interface ApiError {
  statusCode: number;
  error: string;
  message: string;
  messages?: string[];
  /** The download service's error field (spec section 7). */
  errorMessage?: string;
}

/** Is this parsed JSON an error body of the API? (The same shape `apiErrorSchema` checks on the server side.) */
export function isApiError(value: unknown): value is ApiError {
  if (typeof value !== 'object' || value === null) return false;
  const body = value as Record<string, unknown>;
  return (
    typeof body.statusCode === 'number' &&
    typeof body.error === 'string' &&
    typeof body.message === 'string' &&
    (body.messages === undefined ||
      (Array.isArray(body.messages) && body.messages.every((m) => typeof m === 'string'))) &&
    (body.errorMessage === undefined || typeof body.errorMessage === 'string')
  );
}

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

/** Fills `{name}` parameters, encoding each value. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** `?a=1&b=x&b=y` from a query object; undefined and null values are left out, arrays repeat their key. */
export function queryString(query: Record<string, unknown> | undefined): string {
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

/** The error a failed answer becomes: its body when it is the API's error shape, else its status text. */
export function errorOf(status: number, statusText: string, json: unknown): ApiRequestError {
  return new ApiRequestError(
    status,
    isApiError(json) ? json : { statusCode: status, error: statusText, message: statusText },
  );
}

/**
 * The answer's JSON, or the error it stands for: a failed answer whose body is not JSON (a proxy's HTML page)
 * still becomes an `ApiRequestError` with its status, never a parse error.
 */
export async function readAnswer(res: Response): Promise<unknown> {
  const text = await res.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch (error) {
    if (res.ok) throw error;
  }
  if (!res.ok) throw errorOf(res.status, res.statusText, json);
  return json;
}
