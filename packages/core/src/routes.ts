/**
 * The API's routes for browsers: every endpoint of the contract as its method and path only, typed by the
 * contract but free of its schemas, and a client that calls them. The web app calls the API through this, so
 * the pages a buyer loads do not carry the schema library (about 25 kB gzipped): the server already validates
 * every request and serialises every answer from the same contract. The methods and paths are the contract's
 * own (`contract/endpointPaths.ts`, where each is declared once); `routes.test.ts` fails if an endpoint has no
 * route.
 *
 * Import `routes` from `@clipmarket/core/routes`; its keys are the contract's endpoint names.
 */
import type { CallInput, CallOutput } from './contract/client';
import type * as contract from './contract';
import type { Endpoint } from './contract/endpoint';
import { ENDPOINT_PATHS } from './contract/endpointPaths';
import { fillPath, queryString, readAnswer } from './contract/wire';

/** An endpoint as a browser calls it. `E` carries the contract's types; nothing of it exists at run time. */
export interface Route<E extends Endpoint = Endpoint> {
  readonly method: E['method'];
  readonly path: string;
  /** Type only: the endpoint this route stands for. */
  readonly endpoint?: E;
}

type Contract = typeof contract;

/** Each endpoint's route, typed by the contract's endpoint of the same name. */
export type Routes = {
  readonly [K in keyof typeof ENDPOINT_PATHS]: K extends keyof Contract
    ? Contract[K] extends Endpoint
      ? Route<Contract[K]>
      : never
    : never;
};

/** Every route of the API: `routes.loginEndpoint`, `routes.playlistsEndpoint`, … */
export const routes: Routes = ENDPOINT_PATHS as unknown as Routes;

export interface LeanClientOptions {
  /** Origin of the API; '' for the same origin. */
  baseUrl?: string;
  fetch?: typeof fetch;
}

/**
 * A client over routes: builds the request as the contract's client does, sends the session cookie, and
 * answers the server's JSON typed by the contract (unchecked here: the server serialised it from the schema).
 * A failed answer throws `ApiRequestError` with the server's error body.
 */
export function createLeanClient(options: LeanClientOptions = {}) {
  const baseUrl = options.baseUrl ?? '';
  // The page's fetch at the time of each call, so what wraps it later (instrumentation, a test's mocks) sees it.
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  async function call<E extends Endpoint>(r: Route<E>, input?: CallInput<E>): Promise<CallOutput<E>> {
    const { params, query, body } = (input ?? {}) as {
      params?: Record<string, string | number>;
      query?: Record<string, unknown>;
      body?: unknown;
    };
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await doFetch(`${baseUrl}${fillPath(r.path, params)}${queryString(query)}`, {
      method: r.method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = await readAnswer(res);
    return json as CallOutput<E>;
  }

  return { call };
}

export type LeanClient = ReturnType<typeof createLeanClient>;
