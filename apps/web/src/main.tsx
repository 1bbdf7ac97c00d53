import { PAGE_BASE } from '@clipmarket/core';
import { CacheProvider } from '@emotion/react';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { preloadHome } from './features/browse';
import { browserStyleCache } from './pageStyles';
import { preloadRoute } from './routes';
import { readBootstrap } from './ssr/bootstrap';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const bootstrap = readBootstrap();
// The HTML carries the global styles and, when the server rendered the page, the page's own (pageStyles.ts).
const app = (
  <StrictMode>
    <CacheProvider value={browserStyleCache()}>
      <App bootstrap={bootstrap} />
    </CacheProvider>
  </StrictMode>
);

// The page's own code is loaded before React starts, so the page renders with its shell in one pass
// (lazyPage.ts): a server-rendered page is hydrated, not drawn again at its first update, and a page drawn here
// appears whole. Both are transitions, so React can yield to the browser while it works through the page
// instead of holding the main thread for the whole tree at once (a tap during start-up is answered sooner).
const path = window.location.pathname.slice(PAGE_BASE.length) || '/';
const pageCode = preloadRoute(path).catch(() => {
  // The page loads it again when it renders, and shows the failure the usual way.
});
if (bootstrap && root.hasChildNodes()) {
  // The server rendered the page (ADR 17): React attaches to its markup instead of drawing it again.
  void pageCode.then(() =>
    startTransition(() => {
      hydrateRoot(root, app);
    }),
  );
} else {
  // The home page is where most visits land: its data is asked for while the page's code is still loading.
  if (window.location.pathname.replace(/\/+$/, '') === PAGE_BASE) preloadHome();
  void pageCode.then(() =>
    startTransition(() => {
      createRoot(root).render(app);
    }),
  );
}
