import { pathInApp, PAGES } from '@clipmarket/core';

/** Where the account home is, as a full path. */
export const ACCOUNT_HOME_PATH = PAGES.account.href();

/**
 * A `?next=` value the login page may follow: a path of this app (under /licensing) on this site. Anything
 * else (another host, `//host`, `javascript:`, a path outside the app) is ignored, so a crafted link cannot
 * send a user who just signed in somewhere else.
 */
export function safeNextPath(next: string | null | undefined, origin: string): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(next, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const path = pathInApp(url.pathname);
  if (path === null) return null;
  // The auth screens themselves would only loop back here.
  if (PAGES.login.match(path) ?? PAGES.register.match(path)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Where a user goes once signed in on the login or register page: back to the page of a save clicked while
 * signed out (the playlists flow then opens the add-to-list popup there), else the `?next=` page, else the
 * account home. A full path under /licensing.
 */
export function destinationAfterLogin(
  pendingSavePath: string | null | undefined,
  next: string | null | undefined,
  origin: string,
): string {
  const fromSave = pendingSavePath ? safeNextPath(pendingSavePath, origin) : null;
  return fromSave ?? safeNextPath(next, origin) ?? ACCOUNT_HOME_PATH;
}

/** The login page's address that returns to `path` (a full path under /licensing) after signing in. */
export function loginHrefFor(path: string): string {
  return PAGES.login.path({ next: path });
}
