import { delay, http, HttpResponse, type HttpHandler, type HttpResponseResolver } from 'msw';
import { MESSAGES, toFastifyPath, type ApiError, type Endpoint } from '@clipmarket/core';
import { apiErrorBody, validationErrorBody, type ValidationIssue } from '../fixtures/errors';

/** The MSW path of an endpoint, from the contract (never retyped). */
export const path = (e: Endpoint): string => toFastifyPath(e.path);

/** A handler for an endpoint, on its contract method and path. */
export function route(e: Endpoint, resolver: HttpResponseResolver): HttpHandler {
  const method = e.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  return http[method](path(e), resolver);
}

/** An error answer shaped like the server's (`apiErrorSchema`). */
export function apiError(
  statusCode: number,
  message: string,
  options: { messages?: string[]; retryAfterSeconds?: number } = {},
): HttpResponse<ApiError> {
  return errorResponse(apiErrorBody(statusCode, message, options.messages), options.retryAfterSeconds);
}

/** Answers an error body as it is, with Retry-After when given (the server's 429s carry one). */
export function errorResponse(body: ApiError, retryAfterSeconds?: number): HttpResponse<ApiError> {
  return HttpResponse.json(body, {
    status: body.statusCode,
    headers: retryAfterSeconds === undefined ? {} : { 'retry-after': String(retryAfterSeconds) },
  });
}

/** The server's 400 for a body, query or path its contract schema refuses. */
export function invalid(
  context: 'body' | 'querystring' | 'params',
  issues: readonly ValidationIssue[],
): HttpResponse<ApiError> {
  return errorResponse(validationErrorBody(context, issues));
}

/** The query string as the object the contract's query schemas read. */
export function queryOf(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url).searchParams);
}

/** The JSON body, or undefined when there is none or it is not JSON (the schema then answers the 400). */
export async function bodyOf(request: Request): Promise<unknown> {
  const text = await request.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Every endpoint answering 500 with the generic message. */
export function failingRoutes(endpoints: readonly Endpoint[]): HttpHandler[] {
  return endpoints.map((e) => route(e, () => apiError(500, MESSAGES.serverError)));
}

/** Every endpoint never answering, for loading states (MSW's `delay('infinite')`). */
export function pendingRoutes(endpoints: readonly Endpoint[]): HttpHandler[] {
  return endpoints.map((e) =>
    route(e, async () => {
      await delay('infinite');
      return new HttpResponse(null, { status: 204 });
    }),
  );
}
