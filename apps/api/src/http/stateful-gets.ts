import {
  checkoutStatusEndpoint,
  clipCompEndpoint,
  clipDownloadEndpoint,
  playlistDownloadFileEndpoint,
  toFastifyPath,
} from '@clipmarket/core';
import type { FastifyRequest } from 'fastify';

/**
 * The GETs that change something, and why each stays a GET (ADR 60). The cross-site check of writes
 * (security.ts) covers them too: a browser navigation from another site (`Sec-Fetch-Site: cross-site` or
 * `same-site`, which a SameSite=Lax cookie still goes along with) is refused with 403 before the handler runs,
 * so another site cannot make a signed-in buyer record downloads or start a build. Opening the link from this
 * site, typing or pasting it (`Sec-Fetch-Site: none`), and clients without browser headers are served.
 *
 * - the clip download, a clip's comp and the playlist zip's file: a file download must be a plain link (a POST
 *   cannot stream to the browser's download manager, nor resume with `Range`); each records a download, a comp
 *   is made on its first request (within the comps' limits, ADR 83), and the zip's file starts a new build
 *   when the zip is gone (expired, dropped), within the user's zip quotas;
 * - the checkout status: it makes the order's terms short link, the same code for the same order on every
 *   call (an insert that is a no-op once made), so a replay changes nothing more.
 *
 * The zip start (`playlistDownloadEndpoint`) was a GET and is a POST now.
 */
export const STATEFUL_GETS = [
  clipDownloadEndpoint,
  clipCompEndpoint,
  playlistDownloadFileEndpoint,
  checkoutStatusEndpoint,
] as const;

const STATEFUL_ROUTES = new Set<string>(STATEFUL_GETS.map((endpoint) => toFastifyPath(endpoint.path)));

/** Is this a GET (or HEAD) of a route that changes something? By the route the router matched. */
export function isStatefulGet(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const routed = request.routeOptions?.url;
  return routed !== undefined && STATEFUL_ROUTES.has(routed);
}

/** A navigation another site started: the browser says so in `Sec-Fetch-Site`. */
export function isCrossSiteNavigation(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  return site === 'cross-site' || site === 'same-site';
}
