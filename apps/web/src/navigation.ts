import { pathInApp } from '@clipmarket/core';
import type { BaseLocationHook } from 'wouter';
import { navigate as browserNavigate, useBrowserLocation } from 'wouter/use-browser-location';
import { beginRouteLoad } from './components/RouteLoading';
import { preloadRoute, routeLoaded } from './routes';

type NavigateOptions = Parameters<typeof browserNavigate>[1];

/** Only the latest navigation goes ahead: a click on B while A's code loads must end on B. */
let latest = 0;

/**
 * Goes to `to` (a full path, as wouter hands it over) once the next page's code is here. Until then the
 * current page stays on screen with the route progress bar, instead of the main area going blank while the
 * chunk loads. A page whose code is already here is shown at once, and so is a redirect (`replace`): the page
 * that redirects must not stay mounted, where it could redirect again.
 */
export function navigateWhenLoaded(to: string, options?: NavigateOptions): void {
  const ticket = (latest += 1);
  const { pathname } = new URL(to, window.location.origin);
  const path = pathInApp(pathname) ?? pathname;
  if (options?.replace || routeLoaded(path)) {
    browserNavigate(to, options);
    return;
  }
  const end = beginRouteLoad();
  void preloadRoute(path)
    .catch(() => {
      // Navigate anyway: the page's own loading shows the failure the usual way.
    })
    .then(() => {
      end();
      if (ticket === latest) browserNavigate(to, options);
    });
}

/** wouter's browser location, with navigation that waits for the next page's code (`<Router hook>`). */
export const useAppLocation: BaseLocationHook = (router: { ssrPath?: string }) => [
  useBrowserLocation(router)[0],
  navigateWhenLoaded,
];
