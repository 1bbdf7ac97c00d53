import { matchPage, PAGES, STAFF_PAGES, type PageName } from '@clipmarket/core';
import { parse } from 'regexparam';
import { matchRoute } from 'wouter';
import { accountRoutes } from './features/account';
import { authRoutes } from './features/auth';
import { browseRoutes } from './features/browse';
import { clipRoutes } from './features/clip';
import { commerceRoutes } from './features/commerce';
import { contentRoutes } from './features/content';
import { licencesRoutes } from './features/licences';
import { playlistsRoutes } from './features/playlists';
import { searchRoutes } from './features/search';
import { teamRoutes } from './features/teams';
import { lazyPage, type RouteComponent } from './lazyPage';

/**
 * Every route of the app, relative to the base (core's page table, `PAGES`), each page but the home page its
 * own chunk, loaded when first visited (the features' route entries keep each `import()`). `App` renders them in the table's order and the first match wins, so a
 * fixed path comes before a pattern that would also match it (`/checkout/terms` before `/checkout/:playlistUUID?`).
 */
export interface AppRoute {
  /** A wouter pattern relative to the base, e.g. `/view/:videoId`. Patterns match exactly. */
  path: string;
  component: RouteComponent;
}

/**
 * The page each route shows, by its name in the page table (`PAGES` of `@clipmarket/core`): every feature's
 * route entries (its `routes.ts`, through its index.ts). The type requires every page; routeEntries.test.ts
 * that no two features claim the same one.
 */
const COMPONENTS: { readonly [K in PageName]: RouteComponent } = {
  ...accountRoutes,
  ...authRoutes,
  ...browseRoutes,
  ...clipRoutes,
  ...commerceRoutes,
  ...contentRoutes,
  ...licencesRoutes,
  ...playlistsRoutes,
  ...searchRoutes,
  ...teamRoutes,
};

export const routes: AppRoute[] = (Object.keys(PAGES) as PageName[]).map((name) => ({
  path: PAGES[name].pattern,
  component: COMPONENTS[name],
}));

/** Shown for any path no route matches. */
export const NotFoundRoute = lazyPage(() => import('./components/NotFoundPage'));

/**
 * Loads the code of the page at `path` (relative to the base) before it is shown. The browser calls it before
 * hydrating a server-rendered page (ADR 17): React would otherwise meet the page's markup before its code and
 * draw the page again once an update reached it.
 */
export function preloadRoute(path: string): Promise<unknown> {
  const component = componentAt(path);
  return 'preload' in component ? component.preload() : Promise.resolve();
}

/** Whether the code of the page at `path` (relative to the base) is here. */
export function routeLoaded(path: string): boolean {
  const component = componentAt(path);
  return 'loaded' in component ? component.loaded() : true;
}

/**
 * The HTTP status of the page at `path` (relative to the base), for the server's answer: 404 for a path no
 * route claims, and for the staff tools when the visitor may not see them (`internal` false); else 200.
 */
export function pageStatus(path: string, internal: boolean): 200 | 404 {
  const page = matchPage(path);
  if (!page) return 404;
  // The staff tools' pages are not found for anyone isInternalViewer refuses.
  return (STAFF_PAGES as readonly PageName[]).includes(page.page) && !internal ? 404 : 200;
}

function componentAt(path: string): RouteComponent {
  const route = routes.find((candidate) => matchRoute(parse, candidate.path, path)[0]);
  return route ? route.component : NotFoundRoute;
}
