import { ApiRequestError, type CallInput, type CallOutput, type Endpoint } from '@clipmarket/core';
import { routes, createLeanClient, type Route } from '@clipmarket/core/routes';

/**
 * The app's one client. Same origin: the server serves the app, so the HttpOnly session cookie it sets at
 * login is the credential and no token is kept in script-readable storage. It calls the contract's routes
 * without the schemas (ADR 15): the server validated the request and serialised the answer from them.
 */
const client = createLeanClient({ baseUrl: '' });

/**
 * The calls whose 401 means "your session expired" (spec section 8: list-by-video, detail, additional info
 * and usage). Other calls' 401s are answered where they are made (a login form shows its own message).
 */
const EXPIRING: ReadonlySet<Route> = new Set<Route>([
  routes.playlistsForVideoEndpoint,
  routes.videoDetailsEndpoint,
  routes.usageMonthsEndpoint,
  routes.usageMonthEndpoint,
  routes.saveUsageEndpoint,
  routes.declareUsageEndpoint,
]);

type ExpiryListener = () => void;
const expiryListeners = new Set<ExpiryListener>();

/** Subscribes to "a call said the session expired"; the auth provider logs out and shows the toast. */
export function onSessionExpired(listener: ExpiryListener): () => void {
  expiryListeners.add(listener);
  return () => expiryListeners.delete(listener);
}

/** Calls a route of the contract; a 401 on one of the expiring calls tells the auth provider. */
export async function call<E extends Endpoint>(
  route: Route<E>,
  input?: CallInput<E>,
): Promise<CallOutput<E>> {
  try {
    return await client.call(route, input);
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401 && EXPIRING.has(route as Route)) {
      for (const listener of expiryListeners) listener();
    }
    throw error;
  }
}

/** Whether a failed call answered "there is no such thing" (404, or 400 for an id that cannot exist). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 404 || error.status === 400);
}
