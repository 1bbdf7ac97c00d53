import type { PageName } from '@clipmarket/core';
import { createElement, lazy, Suspense, useState, type ComponentType } from 'react';
import { RouteLoading } from './components/RouteLoading';

/** A page loaded when first shown, whose code can also be asked for ahead of that. */
export type LazyPage = ComponentType & {
  preload: () => Promise<unknown>;
  /** Whether its code has arrived. */
  loaded: () => boolean;
};

/**
 * A lazily loaded page; `preload()` and the first render share one request.
 *
 * A page whose code is here is drawn at once, with no Suspense boundary around it; one whose code is not is
 * drawn through `React.lazy` in a boundary of its own, which shows the route progress bar meanwhile. The
 * server and the browser both load the page's code before they render it (entry-server.tsx, main.tsx), so a
 * server-rendered page hydrates in one pass with its shell. A boundary around it would hydrate it in a second
 * pass, after the shell's effects had run: SWR then hands the page's data hooks a different first answer than
 * the one they hydrated with, and React draws the whole page again, synchronously, right after hydrating it
 * (a clip page: about 1,200 components, the longest task of its start on a phone).
 *
 * Each mounted page keeps the component it started with, so a page first shown through `lazy` is not mounted
 * again when a later render finds its code here.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let loading: Promise<{ default: ComponentType }> | null = null;
  let Loaded: ComponentType | null = null;
  const once = () =>
    (loading ??= load().then(
      (module) => {
        Loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // A failed load (offline, a new deployment) is tried again on the next visit.
        loading = null;
        throw error;
      },
    ));
  const Lazy = lazy(once);
  function Page(props: object) {
    const [loaded] = useState(() => Loaded);
    if (loaded) return createElement(loaded, props);
    return createElement(Suspense, { fallback: createElement(RouteLoading) }, createElement(Lazy, props));
  }
  return Object.assign(Page, { preload: once, loaded: () => Loaded !== null });
}

/** What a route shows: a page in the first bundle (the home page), or one loaded when first visited. */
export type RouteComponent = ComponentType | LazyPage;

/**
 * A feature's route entries (its `routes.ts`): the page each of its page names shows, by its name in core's
 * page table (`PAGES`). The shell's route table (routes.tsx) joins every feature's. A lazily loaded page's
 * `import()` stays inside its feature, so the feature's index.ts, which the first bundle imports, stays light.
 */
export type PageRoutes = { readonly [K in PageName]?: RouteComponent };
