import { ThemeProvider } from '@clipmarket/ui';
import { Suspense } from 'react';
import { Route, Router, Switch } from 'wouter';
import { Layout, RouteProgress } from './components/Layout';
import { APP_BASE } from './paths';
import { NotFoundRoute, routes } from './routes';

/** The whole app: theme, router under /licensing, the shared layout, and the lazily loaded pages. */
export function App() {
  return (
    <ThemeProvider>
      <Router base={APP_BASE}>
        <Layout>
          <Suspense fallback={<RouteProgress />}>
            <Switch>
              {routes.map(({ path, component }) => (
                <Route key={path} path={path} component={component} />
              ))}
              <Route component={NotFoundRoute} />
            </Switch>
          </Suspense>
        </Layout>
      </Router>
    </ThemeProvider>
  );
}
