// Renders the whole app at a path, in the browser, with the API answered by the mocks' MSW handlers: the
// same handler groups Storybook uses, overridable per test. Used by the app's component tests (the end-to-end
// suite runs against the real server instead).
import { BREAKPOINTS, PAGE_BASE } from '@clipmarket/core';
import {
  authHandlers,
  catalogueHandlers,
  commerceHandlers,
  healthHandlers,
  invoiceHandlers,
  notificationHandlers,
  savedSearchHandlers,
  playlistDownloadHandlers,
  playlistHandlers,
  searchHandlers,
  type defaultHandlers,
} from '@clipmarket/mocks';
import { cleanup, render, screen, within, type RenderResult } from '@testing-library/react';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { SWRConfig, mutate } from 'swr';
import { userEvent } from 'vitest/browser';
import { App } from '../App';
import { mockWorker, resetMockHandlers } from './mockWorker';
import {
  initialPersistedState,
  PERSISTED_STATE_KEY,
  reloadPersistedState,
  type PersistedState,
} from '../state/persisted';

type HandlerGroups = Partial<Record<keyof typeof defaultHandlers, HttpHandler[]>> & {
  [group: string]: HttpHandler[] | undefined;
};

export interface RenderAppOptions {
  /** Handler groups replacing the defaults by name (`{ auth: authHandlers.signedIn('staff') }`). */
  handlers?: HandlerGroups;
  /** What the browser remembers from an earlier visit (e.g. `auth.loggedIn` to validate a session at start). */
  persisted?: (state: PersistedState) => PersistedState;
}

/** Renders the app at `path` (relative to /licensing, e.g. `/search?q=cat`). */
export async function renderApp(path: string, options: RenderAppOptions = {}): Promise<RenderResult> {
  // Fresh groups each render: the mock handlers keep state (a playlist created in one test must not exist in
  // the next), so the shared `defaultHandlers` object would leak between tests.
  const groups: HandlerGroups = {
    health: healthHandlers.ok(),
    auth: authHandlers.signedOut(),
    catalogue: catalogueHandlers.list(),
    search: searchHandlers.results(),
    // Before playlists, as in Storybook: purchased videos come from the licences.
    commerce: commerceHandlers.empty(),
    playlists: playlistHandlers.list(),
    playlistDownloads: playlistDownloadHandlers.none(),
    // A buyer staff have not approved to pay on account (the checkout and the profile ask).
    invoices: invoiceHandlers.notApproved(),
    notifications: notificationHandlers.none(),
    savedSearches: savedSearchHandlers.none(),
    ...options.handlers,
  };
  // A second render in one test is a new visit: the app of the first leaves the page (two apps would both
  // follow the address, and a query would find each page twice).
  cleanup();
  const active = await mockWorker();
  active.resetHandlers(
    ...Object.values(groups).flatMap((group) => group ?? []),
    // Any call no group answers fails as a server would, so a missing handler shows as an error state.
    http.all('/api/*', () => HttpResponse.json({ message: 'unmocked' }, { status: 501 })),
  );
  localStorage.clear();
  sessionStorage.clear();
  if (options.persisted) {
    localStorage.setItem(PERSISTED_STATE_KEY, JSON.stringify(options.persisted(initialPersistedState())));
  }
  reloadPersistedState();
  window.history.replaceState(null, '', `${PAGE_BASE}${path === '/' ? '' : path}`);
  // A fresh SWR cache per render, so one test's answers are never another's.
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <App />
    </SWRConfig>,
  );
}

/**
 * The header's account area (its Account navigation) of a signed-in buyer. On a phone (the tests' 414 px
 * window) it is in the header's menu, which this opens first, as the buyer would; from md it is in the bar.
 */
export async function openAccountArea(timeout = 10_000): Promise<HTMLElement> {
  const banner = screen.getByRole('banner');
  if (window.innerWidth < BREAKPOINTS.md) {
    const menu = await within(banner).findByRole('button', { name: 'Menu' }, { timeout });
    if (menu.getAttribute('aria-expanded') !== 'true') await userEvent.click(menu);
  }
  return within(banner).findByRole('navigation', { name: 'Account' }, { timeout });
}

/** A persisted state of someone who signed in on an earlier visit. */
export const signedInBefore = (state: PersistedState): PersistedState => ({
  ...state,
  auth: { loggedIn: true, username: 'buyer@example.com' },
});

/**
 * Before each test of the app project (its setup file): SWR's default cache, which outlives a render, emptied, so
 * an answer from an earlier test, or an earlier file, cannot stand in for this test's handlers.
 */
export async function beforeAppTest(): Promise<void> {
  await mutate(() => true, undefined, { revalidate: false });
}

/** After each test of the app project (its setup file): the page emptied and the mocks' handlers removed. */
export async function afterAppTest(): Promise<void> {
  cleanup();
  await resetMockHandlers();
}
