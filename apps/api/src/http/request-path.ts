import type { FastifyRequest } from 'fastify';

/**
 * The path of a request URL as the router reads it: without its query or fragment, each percent escape
 * decoded (`/%61pi/logout` is `/api/logout` to find-my-way). A malformed escape is kept as it came (the
 * router answers such a path 400 or 404 anyway).
 */
export function decodedPath(url: string): string {
  const end = url.search(/[?#]/);
  const raw = end < 0 ? url : url.slice(0, end);
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * Whether a request is for the API (`/api/…`), judged as the router judges it, never on the raw URL: the route
 * it matched, or, for a path no route matched, its decoded path with repeated slashes folded and letters in
 * lower case, so no spelling of `/api/` (`/%61pi/`, `//api/`, `/API/`, `/api%2F…`) is taken for another path.
 * Erring towards "API" only ever applies a check more.
 */
export function isApiRequest(request: FastifyRequest): boolean {
  const routed = request.routeOptions?.url;
  if (routed?.startsWith('/api/')) return true;
  return decodedPath(request.url)
    .replace(/\/{2,}/g, '/')
    .toLowerCase()
    .startsWith('/api/');
}
