// The session (session/AuthProvider.tsx) as a visitor meets it: signing in on this feature's login page, and the
// header's account menu. It lives beside the login page it drives; the shell imports no feature's page.
import { MESSAGES, PAGE_BASE } from '@clipmarket/core';
import { routes } from '@clipmarket/core/routes';
import { AUTH_MOCK_PASSWORD, authHandlers } from '@clipmarket/mocks';
import { ThemeProvider, ToastProvider } from '@clipmarket/ui';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { SetupWorker } from 'msw/browser';
import { useEffect, type ReactNode } from 'react';
import useSWR, { SWRConfig } from 'swr';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { call } from '../../api/client';
import { AccountNav } from '../../components/AccountNav';
import { ACCOUNT_COPY } from '../../copy';
import AuthPage from './AuthPage';
import { PERSISTED_STATE_KEY, initialPersistedState, reloadPersistedState } from '../../state/persisted';
import { AuthProvider, type AuthMachineModule } from '../../session/AuthProvider';
import { mockWorker } from '../../test/mockWorker';

let worker: SetupWorker;
beforeAll(async () => {
  worker = await mockWorker();
  // The machine's module fetched once before the tests, as a browser has it from its cache: the first import
  // has the test server compile it and XState, which on a busy 2-core machine took longer than a test waits for
  // the header to show the account (CI, 2026-12-04). Each test still loads it through its own spy.
  await import('../../session/AuthMachineHost');
});

/** The API as the mocks answer it; any call no handler claims fails as a server would. */
function answer(...handlers: HttpHandler[]) {
  worker.resetHandlers(
    ...handlers,
    http.all('/api/*', () => HttpResponse.json({ message: 'unmocked' }, { status: 501 })),
  );
}

beforeEach(() => {
  localStorage.clear();
  reloadPersistedState();
  window.history.replaceState(null, '', `${PAGE_BASE}/login`);
});

afterEach(() => {
  cleanup();
  worker.resetHandlers();
});

/** The real machine module, loaded through a spy so a test sees when the provider asks for it. */
const loadMachine = () => vi.fn((): Promise<AuthMachineModule> => import('../../session/AuthMachineHost'));

/** The machine module, held back until the test lets it through. */
function heldBackMachine() {
  let release: () => void = () => {};
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  const load = vi.fn(async (): Promise<AuthMachineModule> => {
    await arrived;
    return import('../../session/AuthMachineHost');
  });
  return { load, release: () => release() };
}

/** The header's account area and the login screen, under the providers the app puts around them. */
function renderAuth(
  props: { storedSession?: boolean; loadMachine: () => Promise<AuthMachineModule> },
  page: ReactNode = <AuthPage />,
) {
  return render(
    <ThemeProvider>
      <SWRConfig value={{ provider: () => new Map() }}>
        <ToastProvider>
          <AuthProvider {...props}>
            <Router base={PAGE_BASE}>
              <AccountNav />
              <main>{page}</main>
            </Router>
          </AuthProvider>
        </ToastProvider>
      </SWRConfig>
    </ThemeProvider>,
  );
}

const account = () => screen.getByRole('navigation', { name: ACCOUNT_COPY.nav });

async function submitLogin() {
  const user = userEvent.setup();
  const form = screen.getByRole('main');
  await user.type(within(form).getByRole('textbox', { name: 'E-mail' }), 'ada@example.com');
  await user.type(within(form).getByLabelText('Password'), AUTH_MOCK_PASSWORD);
  await user.click(within(form).getByRole('button', { name: 'Log in' }));
}

describe('the session, before and after the auth machine arrives', () => {
  it('offers a visitor log in and register without loading the machine, and loads it when they sign in', async () => {
    answer(...authHandlers.signedOut());
    const load = loadMachine();
    renderAuth({ storedSession: false, loadMachine: load });

    expect(within(account()).getByRole('link', { name: ACCOUNT_COPY.login.label })).toBeVisible();
    expect(within(account()).getByRole('link', { name: ACCOUNT_COPY.register.label })).toBeVisible();
    expect(load).not.toHaveBeenCalled();

    await submitLogin();
    expect(load).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: ACCOUNT_COPY.logout })).toBeVisible();
    expect(JSON.parse(localStorage.getItem(PERSISTED_STATE_KEY) ?? '{}').auth.loggedIn).toBe(true);
  });

  it('keeps a login sent before the machine has arrived and signs in once it has', async () => {
    answer(...authHandlers.signedOut());
    const { load, release } = heldBackMachine();
    renderAuth({ storedSession: false, loadMachine: load });

    await submitLogin();
    expect(load).toHaveBeenCalledTimes(1);
    expect(within(account()).getByRole('link', { name: ACCOUNT_COPY.login.label })).toBeVisible();

    release();
    expect(await screen.findByRole('button', { name: ACCOUNT_COPY.logout })).toBeVisible();
  });

  it('checks a remembered session at start, showing "Checking" until the server confirms it', async () => {
    answer(...authHandlers.signedIn());
    const load = loadMachine();
    // The browser remembers nothing: what the first render shows comes from the prop alone.
    renderAuth({ storedSession: true, loadMachine: load }, null);

    expect(screen.getByText(ACCOUNT_COPY.checking)).toBeVisible();
    expect(load).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: ACCOUNT_COPY.logout })).toBeVisible();
  });

  it('tells a visitor whose remembered session has no cookie any more that it expired, and signs them out', async () => {
    localStorage.setItem(
      PERSISTED_STATE_KEY,
      JSON.stringify({ ...initialPersistedState(), auth: { loggedIn: true, username: 'ada@example.com' } }),
    );
    reloadPersistedState();
    answer(...authHandlers.signedIn());
    const load = loadMachine();
    renderAuth({ storedSession: false, loadMachine: load }, null);

    expect(within(account()).getByRole('link', { name: ACCOUNT_COPY.login.label })).toBeVisible();
    expect(load).not.toHaveBeenCalled();
    // As the machine would on starting signed out: the stale memory of a session goes.
    expect(JSON.parse(localStorage.getItem(PERSISTED_STATE_KEY) ?? '{}').auth.loggedIn).toBe(false);
    // The server rendered the page without a session cookie: the browser dropped an expired one.
    expect(await screen.findByText(MESSAGES.sessionExpired)).toBeVisible();
  });

  it('keeps the page mounted when the machine arrives', async () => {
    answer(...authHandlers.signedIn());
    const mounts = vi.fn();
    function Page() {
      useEffect(() => mounts(), []);
      return null;
    }
    renderAuth({ storedSession: true, loadMachine: loadMachine() }, <Page />);

    expect(await screen.findByRole('button', { name: ACCOUNT_COPY.logout })).toBeVisible();
    expect(mounts).toHaveBeenCalledTimes(1);
  });

  it("empties the signed-in user's data on sign-out, before it is read again as a visitor", async () => {
    answer(...authHandlers.signedIn());
    let signedIn = true;
    let answerVisitor: ((text: string) => void) | undefined;
    const read = () =>
      signedIn
        ? Promise.resolve("Ada's private list")
        : new Promise<string>((resolve) => (answerVisitor = resolve));
    function Page() {
      const { data } = useSWR('private-data', read);
      return <p>{data ?? 'Loading'}</p>;
    }
    renderAuth({ storedSession: true, loadMachine: loadMachine() }, <Page />);
    expect(await screen.findByText("Ada's private list")).toBeVisible();

    signedIn = false;
    await userEvent.setup().click(await screen.findByRole('button', { name: ACCOUNT_COPY.logout }));
    expect(await screen.findByRole('link', { name: ACCOUNT_COPY.login.label })).toBeVisible();
    // While the visitor's read is still on its way, nothing of Ada's is on screen.
    await waitFor(() => expect(screen.queryByText("Ada's private list")).toBeNull());
    // Answered once the visitor's read has started: answered before, it would never be.
    await waitFor(() => expect(answerVisitor).toBeDefined());
    answerVisitor!('Nothing saved');
    expect(await screen.findByText('Nothing saved')).toBeVisible();
  });

  it('shows the expired-session toast and signs out when a call answers 401', async () => {
    answer(
      http.get('/api/user/licensing/lists/video/:jmId', () =>
        HttpResponse.json({ message: 'expired' }, { status: 401 }),
      ),
      ...authHandlers.signedIn(),
    );
    renderAuth({ storedSession: true, loadMachine: loadMachine() }, null);
    await screen.findByRole('button', { name: ACCOUNT_COPY.logout });

    await expect(call(routes.playlistsForVideoEndpoint, { params: { jmId: 'any' } })).rejects.toThrow();
    expect(await screen.findByText(MESSAGES.sessionExpired)).toBeVisible();
    expect(await screen.findByRole('link', { name: ACCOUNT_COPY.login.label })).toBeVisible();
  });

  it('loads the machine for a 401 that comes before it runs', async () => {
    answer(
      http.get('/api/user/licensing/lists/video/:jmId', () =>
        HttpResponse.json({ message: 'expired' }, { status: 401 }),
      ),
      ...authHandlers.signedOut(),
    );
    const load = loadMachine();
    renderAuth({ storedSession: false, loadMachine: load }, null);

    await expect(call(routes.playlistsForVideoEndpoint, { params: { jmId: 'any' } })).rejects.toThrow();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says the server could not be reached when the machine fails to load, and tries again on the next login', async () => {
    answer(...authHandlers.signedOut());
    const load = vi
      .fn((): Promise<AuthMachineModule> => import('../../session/AuthMachineHost'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    renderAuth({ storedSession: false, loadMachine: load });

    await submitLogin();
    await waitFor(() =>
      expect(within(screen.getByRole('main')).getByRole('alert')).toHaveTextContent(MESSAGES.serverError),
    );

    await userEvent.click(within(screen.getByRole('main')).getByRole('button', { name: 'Log in' }));
    expect(load).toHaveBeenCalledTimes(2);
    expect(await screen.findByRole('button', { name: ACCOUNT_COPY.logout })).toBeVisible();
  });
});
