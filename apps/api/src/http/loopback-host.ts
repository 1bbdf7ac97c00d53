import type { FastifyRequest } from 'fastify';

/** `localhost`, `127.0.0.1` or `[::1]`, with or without a port, in any letter case. */
const LOOPBACK_HOST = /^(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/i;

/**
 * Does the request name this machine in its `Host` header? A page on another site can make a browser on this
 * machine send requests to the development server under the attacker's own name (DNS rebinding: the name is
 * made to resolve to 127.0.0.1 after the page loaded, so the browser takes the answers as same-origin). Such a
 * request comes from loopback, but its `Host` is the attacker's name. Only the raw header counts: never
 * `X-Forwarded-Host`, which that page can set on its own requests.
 */
export function namesLoopbackHost(request: FastifyRequest): boolean {
  const host = request.headers.host;
  return typeof host === 'string' && LOOPBACK_HOST.test(host);
}
