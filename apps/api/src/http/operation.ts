import { parse as parseQueryString } from 'node:querystring';
import {
  AUTH_MESSAGES,
  findInputProblem,
  INPUT_TOO_DEEP_MESSAGE,
  queryString,
  UNSTORABLE_TEXT_MESSAGE,
  type Endpoint,
} from '@clipmarket/core';
import type { RenderCall } from '@clipmarket/core/render';
import type { FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AuthUser } from './auth-types';
import { httpError } from './errors';
import { route } from './route';

type Infer<T> = T extends z.ZodType ? z.output<T> : undefined;

/** What an operation receives: the validated params, query and body, and the signed-in user (the principal). */
export interface OperationInput<E extends Endpoint> {
  params: Infer<NonNullable<E['params']>>;
  query: Infer<NonNullable<E['query']>>;
  body: Infer<NonNullable<E['body']>>;
  user: AuthUser | null;
}

/** An endpoint's work that needs nothing of the request but its input and its user. */
export type Operation<E extends Endpoint> = (
  input: OperationInput<E>,
) => Promise<z.input<E['response']>> | z.input<E['response']>;

interface Entry {
  endpoint: Endpoint;
  operation: Operation<Endpoint>;
}

/** Each server's operations that its renderer may call in process, by `METHOD path`. */
const registries = new WeakMap<FastifyInstance, Map<string, Entry>>();

const keyOf = (r: { method: string; path: string }) => `${r.method} ${r.path}`;

/**
 * Lets the server's renderer call `e` in process (`inProcessCall`): the operation runs as it runs for the
 * route, with the same input validation, authorisation and response serialisation, but with no HTTP.
 * `serve` registers both; a route with more to do for HTTP (cached bytes, headers) registers this beside it.
 */
export function answerInProcess<E extends Endpoint>(
  app: FastifyInstance,
  e: E,
  operation: Operation<E>,
): void {
  let registry = registries.get(app);
  if (!registry) registries.set(app, (registry = new Map()));
  registry.set(keyOf(e), { endpoint: e, operation: operation as unknown as Operation<Endpoint> });
}

/**
 * Registers `e`'s route from its operation, and lets the server's renderer call the same operation in process:
 * a page's data comes from the same code, services and authorisation as the API's answer.
 */
export function serve<E extends Endpoint>(app: FastifyInstance, e: E, operation: Operation<E>): void {
  route(app, e, ({ params, query, body, request }) => operation({ params, query, body, user: request.user }));
  answerInProcess(app, e, operation);
}

/** The preValidation rule of app.ts for every input's strings and nesting, on an in-process call's input. */
function checkInput(where: 'params' | 'query' | 'body', value: unknown): void {
  const problem = findInputProblem(value);
  if (problem === null) return;
  const path = problem.kind === 'unstorable' ? problem.path : '';
  const field = where === 'body' ? path : [where, path].filter(Boolean).join('.');
  const rule = problem.kind === 'unstorable' ? UNSTORABLE_TEXT_MESSAGE : INPUT_TOO_DEEP_MESSAGE;
  throw httpError(400, `Invalid request: ${field || where}: ${rule}`);
}

/** Validates one part of the input with the endpoint's schema, as the route's validator does (400 otherwise). */
function validate(
  e: Endpoint,
  schema: z.ZodType | undefined,
  where: 'params' | 'query' | 'body',
  value: unknown,
): unknown {
  if (!schema) return undefined;
  checkInput(where, value);
  const result = validatorCompiler({ schema, method: e.method, url: e.path })(value) as {
    value?: unknown;
    error?: unknown;
  };
  if (result.error) throw httpError(400, `Invalid request: ${where}`);
  return result.value;
}

/**
 * The renderer's `call` for one page request, as `user` (the request's user, resolved once by app.ts's
 * onRequest hook). The input goes the way HTTP would take it (params as path text, the query as a query
 * string, the body as JSON) through the endpoint's own validation, and the answer through its response
 * serialiser, so the page's data is the JSON the browser would get for the same call, byte for byte.
 */
export function inProcessCall(app: FastifyInstance, user: AuthUser | null): RenderCall {
  const registry = registries.get(app);
  const call = async (r: { method: string; path: string }, input?: unknown): Promise<unknown> => {
    const entry = registry?.get(keyOf(r));
    if (!entry) throw new Error(`${keyOf(r)} is not answered in process`);
    const { endpoint: e, operation } = entry;
    if (e.auth === 'user' && !user) throw httpError(401, AUTH_MESSAGES.signInRequired);
    const given = (input ?? {}) as {
      params?: Record<string, unknown>;
      query?: Record<string, unknown>;
      body?: unknown;
    };
    const params = Object.fromEntries(Object.entries(given.params ?? {}).map(([k, v]) => [k, String(v)]));
    const query = { ...parseQueryString(queryString(given.query).slice(1)) };
    const body = given.body === undefined ? undefined : (JSON.parse(JSON.stringify(given.body)) as unknown);
    const result = await operation({
      params: validate(e, e.params, 'params', params),
      query: validate(e, e.query, 'query', query),
      body: validate(e, e.body, 'body', body),
      user,
    } as OperationInput<Endpoint>);
    const json = serializerCompiler({ schema: e.response, method: e.method, url: e.path })(result);
    return JSON.parse(json) as unknown;
  };
  return call as RenderCall;
}
