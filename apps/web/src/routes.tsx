import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * Every route of the app, relative to `/licensing` (spec section 2). Each page is its own chunk, loaded
 * when first visited. Add a route here; `App` renders them in this order and the first match wins.
 */
export interface AppRoute {
  /** A wouter pattern relative to the base, e.g. `/view/:videoId`. Patterns match exactly. */
  path: string;
  component: LazyExoticComponent<ComponentType>;
}

export const routes: AppRoute[] = [{ path: '/', component: lazy(() => import('./pages/Home/HomePage')) }];

/** Shown for any path no route matches. */
export const NotFoundRoute = lazy(() => import('./pages/NotFound/NotFoundPage'));
