import { PAGE_BASE } from '@clipmarket/core';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { preloadHome } from './features/browse';
import { preloadRoute } from './routes';
import { readBootstrap } from './ssr/bootstrap';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const bootstrap = readBootstrap();
const app = (
  <StrictMode>
    <App bootstrap={bootstrap} />
  </StrictMode>
);

// Both are transitions, so React can yield to the browser while it works through the page instead of holding
// the main thread for the whole tree at once (a tap during start-up is answered sooner).
if (bootstrap && root.hasChildNodes()) {
  // The server rendered the page (ADR 17): React attaches to its markup instead of drawing it again, once the
  // page's own code is here (a page met before its code would be drawn again at the first update).
  const path = window.location.pathname.slice(PAGE_BASE.length) || '/';
  void preloadRoute(path)
    .catch(() => {
      // Hydration loads it again, and shows the failure the usual way.
    })
    .then(() =>
      startTransition(() => {
        hydrateRoot(root, app);
      }),
    );
} else {
  // The home page is where most visits land: its data is asked for while the page's code is still loading.
  if (window.location.pathname.replace(/\/+$/, '') === PAGE_BASE) preloadHome();
  startTransition(() => {
    createRoot(root).render(app);
  });
}
