import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { preloadHome } from './browse/useBrowseData';
import { APP_BASE } from './paths';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The home page is where most visits land: its data is asked for while the page's code is still loading.
if (window.location.pathname.replace(/\/+$/, '') === APP_BASE) preloadHome();

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
