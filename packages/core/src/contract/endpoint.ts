import { z } from './zod';
import type { ApiError } from './wire';

/** Who may call an endpoint: anyone, a signed-in user (bearer token or session cookie), or either. */
export type EndpointAuth = 'public' | 'user' | 'optional';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One endpoint of the API, described once. The server validates requests and serialises responses from it,
 * the typed client builds calls from it, the OpenAPI document is generated from it, and mock fixtures are
 * parsed by it. `path` is written as the spec writes it, with `{name}` parameters.
 */
export interface Endpoint<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  path: string;
  auth: EndpointAuth;
  /** One line for the API reference. */
  summary: string;
  /** Reference section, e.g. 'Playlists'. */
  tag: string;
  params?: P;
  query?: Q;
  body?: B;
  /** The success answer. */
  response: R;
  /**
   * A file answer of this media type (a PDF, a zip, CSV) instead of JSON; `response` then describes nothing
   * and the route streams the file itself.
   */
  produces?: 'application/pdf' | 'application/zip' | 'text/csv' | 'video/mp4';
  /** Success status; 200 unless given. */
  status?: 200 | 201 | 202 | 204;
  /** Answers other than success that a client should expect, with what each means. */
  errors?: Partial<Record<400 | 401 | 403 | 404 | 405 | 409 | 410 | 413 | 416 | 429 | 503, string>>;
}

/** Declares an endpoint, keeping its exact schema types for the client and the server. */
export function endpoint<
  P extends z.ZodType = z.ZodNever,
  Q extends z.ZodType = z.ZodNever,
  B extends z.ZodType = z.ZodNever,
  R extends z.ZodType = z.ZodType,
>(e: Endpoint<P, Q, B, R>): Endpoint<P, Q, B, R> {
  return e;
}

/** The error body every endpoint answers with; `messages` carries a list where the spec's client shows one. */
export const apiErrorSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  messages: z.array(z.string()).optional(),
  /** The download service's error field (spec section 7). */
  errorMessage: z.string().optional(),
});
export type { ApiError } from './wire';
export { fillPath } from './wire';

// The schema and the zod-free shape must stay one: this fails to compile if they part.
const sameShape: ApiError = {} as z.infer<typeof apiErrorSchema>;
void sameShape;

/** `/api/user/licensing/lists/{uuid}` → `/api/user/licensing/lists/:uuid` (Fastify's form). */
export function toFastifyPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}
