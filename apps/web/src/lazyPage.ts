import type { PageName } from '@clipmarket/core';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A page loaded when first shown, whose code can also be asked for ahead of that. */
export type LazyPage = LazyExoticComponent<ComponentType> & {
  preload: () => Promise<unknown>;
  /** Whether its code has arrived. */
  loaded: () => boolean;
};

/** A lazily loaded page; `preload()` and the first render share one request. */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let loading: Promise<{ default: ComponentType }> | null = null;
  let loaded = false;
  const once = () =>
    (loading ??= load().then(
      (module) => {
        loaded = true;
        return module;
      },
      (error: unknown) => {
        // A failed load (offline, a new deployment) is tried again on the next visit.
        loading = null;
        throw error;
      },
    ));
  return Object.assign(lazy(once), { preload: once, loaded: () => loaded });
}

/** What a route shows: a page in the first bundle (the home page), or one loaded when first visited. */
export type RouteComponent = ComponentType | LazyPage;

/**
 * A feature's route entries (its `routes.ts`): the page each of its page names shows, by its name in core's
 * page table (`PAGES`). The shell's route table (routes.tsx) joins every feature's. A lazily loaded page's
 * `import()` stays inside its feature, so the feature's index.ts, which the first bundle imports, stays light.
 */
export type PageRoutes = { readonly [K in PageName]?: RouteComponent };
