import { ApiRequestError } from '@clipmarket/core';
import { SnackbarProvider, ThemeProvider, ToastProvider } from '@clipmarket/ui';
import { lazy, Suspense, type ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { Route, Router, Switch } from 'wouter';
import { AuthProvider } from './auth/AuthProvider';
import { Layout } from './components/Layout';
import { RouteLoading } from './components/RouteLoading';
import { APP_BASE } from './paths';
import { LoginModalProvider } from './pages/Auth/LoginModalHost';
import { SaveToPlaylistProvider } from './playlists/SaveToPlaylist';
import { NotFoundRoute, routes } from './routes';

const swrConfig: SWRConfiguration = {
  revalidateOnFocus: false,
  keepPreviousData: true,
  // A 4xx will answer the same again; only a failed connection or a 5xx is worth retrying.
  shouldRetryOnError: (error: unknown) => !(error instanceof ApiRequestError && error.status < 500),
  errorRetryCount: 2,
};

/** The providers every page relies on: theme, data cache, notices and the session. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider>
      <SWRConfig value={swrConfig}>
        <ToastProvider>
          <SnackbarProvider>
            <AuthProvider>{children}</AuthProvider>
          </SnackbarProvider>
        </ToastProvider>
      </SWRConfig>
    </ThemeProvider>
  );
}

// The privacy tab and its consent manager load after the page: nothing on first paint needs them, and the
// scripts they may allow load later still.
const ConsentLayer = lazy(() =>
  import('./consent/ConsentLayer').then((module) => ({ default: module.ConsentLayer })),
);

/** The whole app: providers, the router under /licensing, the layout and the lazily loaded pages. */
export function App() {
  return (
    <AppProviders>
      <Router base={APP_BASE}>
        <LoginModalProvider>
          <SaveToPlaylistProvider>
            <Layout>
              <Suspense fallback={<RouteLoading />}>
                <Switch>
                  {routes.map(({ path, component }) => (
                    <Route key={path} path={path} component={component} />
                  ))}
                  <Route component={NotFoundRoute} />
                </Switch>
              </Suspense>
            </Layout>
            <Suspense fallback={null}>
              <ConsentLayer />
            </Suspense>
          </SaveToPlaylistProvider>
        </LoginModalProvider>
      </Router>
    </AppProviders>
  );
}
