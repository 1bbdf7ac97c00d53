import { ApiRequestError, PAGE_BASE } from '@clipmarket/core';
import {
  ClipmarketProvider,
  SnackbarProvider,
  ThemeProvider,
  ToastProvider,
  useSnackbar,
} from '@clipmarket/ui';
import { lazy, Suspense, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { SWRConfig, useSWRConfig, type SWRConfiguration } from 'swr';
import { Route, Router, Switch, useLocation } from 'wouter';
import { AuthProvider } from './session/AuthProvider';
import { AppLink } from './components/AppLink';
import { CardPriceProvider, CartLink } from './features/commerce';
import { Layout } from './components/Layout';
import { KeyboardShortcuts } from './keyboard/KeyboardShortcuts';
import { RouteErrorBoundary } from './components/RouteErrorBoundary';
import { useAppLocation } from './navigation';
import { LoginModalProvider } from './features/auth';
import { SaveToPlaylistProvider } from './features/playlists';
import { PACKAGE_LINKS } from './packageLinks';
import { NotFoundRoute, routes } from './routes';
import type { Bootstrap } from './ssr/bootstrap';
import { serverDataFresh } from './ssr/serverData';

const swrConfig: SWRConfiguration = {
  revalidateOnFocus: false,
  keepPreviousData: true,
  // A 4xx will answer the same again; only a failed connection or a 5xx is worth retrying.
  shouldRetryOnError: (error: unknown) => !(error instanceof ApiRequestError && error.status < 500),
  errorRetryCount: 2,
};

export interface AppProvidersProps {
  children?: ReactNode;
  /** What the server rendered the page with, when it did (ADR 17): the data, read before any call. */
  bootstrap?: Bootstrap | null;
}

/**
 * The providers every page relies on: theme, the package's links (every `@clipmarket/ui` link is an in-app
 * `AppLink` under /licensing), data cache, notices and the session.
 */
export function AppProviders({ children, bootstrap = null }: AppProvidersProps) {
  const fallback = bootstrap?.fallback;
  const config = useMemo(
    () => (fallback ? { ...swrConfig, fallback, use: [serverDataFresh(Object.keys(fallback))] } : swrConfig),
    [fallback],
  );
  return (
    // The device's light or dark setting, as CSS alone: the server-rendered page is drawn right at once.
    <ThemeProvider theme="system">
      <ClipmarketProvider linkComponent={AppLink} links={PACKAGE_LINKS}>
        <SWRConfig value={config}>
          <ToastProvider>
            <SnackbarProvider>
              <AuthProvider storedSession={bootstrap?.storedSession}>{children}</AuthProvider>
            </SnackbarProvider>
          </ToastProvider>
        </SWRConfig>
      </ClipmarketProvider>
    </ThemeProvider>
  );
}

// The privacy tab and its consent manager load after the page: nothing on first paint needs them, and the
// scripts they may allow load later still.
const ConsentLayer = lazy(() =>
  import('./consent/ConsentLayer').then((module) => ({ default: module.ConsentLayer })),
);

export interface AppProps {
  /** On the server: the address being rendered (the browser reads its own). */
  ssrPath?: string;
  /** On the server: the address's query, with its `?`. */
  ssrSearch?: string;
  /** What the server rendered with, when the page came server-rendered (ssr/bootstrap.ts). */
  bootstrap?: Bootstrap | null;
}

/** The error boundary around the pages, started afresh at each address. */
function PageErrorBoundary({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const { mutate } = useSWRConfig();
  // Trying again asks for every answer afresh, as the page may have failed on one of them: dropped first, so
  // the page is not drawn from them again, then asked for once the page is back (past SWR's deduplication).
  const dropAnswers = () => {
    void mutate(() => true, undefined, { revalidate: false });
    setTimeout(() => void mutate(() => true), 0);
  };
  return (
    <RouteErrorBoundary location={location} onRetry={dropAnswers}>
      {children}
    </RouteErrorBoundary>
  );
}

/** The whole app: providers, the router under /licensing, the layout and the lazily loaded pages. */
export function App({ ssrPath, ssrSearch, bootstrap = null }: AppProps) {
  return (
    <AppProviders bootstrap={bootstrap}>
      <Router base={PAGE_BASE} hook={useAppLocation} ssrPath={ssrPath} ssrSearch={ssrSearch}>
        <LoginModalProvider>
          <SaveToPlaylistProvider>
            <Layout cart={<CartLink />}>
              {/* Every clip card's "from" price, inside the main area, around the pages. */}
              <CardPriceProvider>
                <PageErrorBoundary>
                  {/* No Suspense boundary here: a page whose code is not here yet has its own (lazyPage.ts). */}
                  <Switch>
                    {routes.map(({ path, component }) => (
                      <Route key={path} path={path} component={component} />
                    ))}
                    <Route component={NotFoundRoute} />
                  </Switch>
                  <AppReady />
                </PageErrorBoundary>
              </CardPriceProvider>
            </Layout>
            <Suspense fallback={null}>
              <ConsentLayer />
            </Suspense>
            <KeyboardShortcuts />
            <PageNotices />
          </SaveToPlaylistProvider>
        </LoginModalProvider>
      </Router>
    </AppProviders>
  );
}

/**
 * A new page puts away the snackbars that answered something done on the page before it ("Video added to cart"
 * is not news on the cart): those of scope 'page', the one showing and those waiting. A query's change (a
 * search's filters) is the same page.
 */
function PageNotices() {
  const [location] = useLocation();
  const { dismissPage } = useSnackbar();
  const seen = useRef(location);
  useEffect(() => {
    if (seen.current === location) return;
    seen.current = location;
    dismissPage();
  }, [location, dismissPage]);
  return null;
}

/**
 * Sets `<html data-app="ready">` once the app has taken the page over: until then a server-rendered page's
 * controls do nothing (end-to-end tests wait for it before they press anything). The first page's code is
 * loaded before the app renders (main.tsx), so the page hydrates in the same pass as the shell and this
 * effect runs once both have.
 */
function AppReady() {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  return null;
}
