/** The base every route and link of the app is relative to (spec section 2: all routes under /licensing). */
export const APP_BASE = '/licensing';

/**
 * wouter resolves a link against the router's base, so `/` would become `/licensing/`; the home page's one
 * address is `/licensing`, written as an absolute (`~`) href.
 */
export const HOME_HREF = `~${APP_BASE}`;

/** Full path of a clip's detail page, as cards link to it (spec section 2: /licensing/view/{videoId}). */
export const videoHref = (jmId: string): string => `${APP_BASE}/view/${jmId}`;

/** Full path of a licence's public verification page (`/licensing/verify/{number}`). */
export const verifyHref = (number: string): string => `${APP_BASE}/verify/${encodeURIComponent(number)}`;
