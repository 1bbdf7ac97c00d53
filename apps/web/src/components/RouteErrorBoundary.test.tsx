import { ThemeProvider } from '@clipmarket/ui';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { APP_COPY } from '../copy';
import { mockWorker, resetMockHandlers } from '../test/mockWorker';
import {
  CHUNK_RELOAD_KEY,
  isChunkLoadError,
  reloadOnceForNewBuild,
  RouteErrorBoundary,
} from './RouteErrorBoundary';

const reports: unknown[] = [];
beforeEach(async () => {
  (await mockWorker()).resetHandlers(
    http.post('/api/public/client-errors', async ({ request }) => {
      reports.push(await request.json());
      return new HttpResponse(null, { status: 204 });
    }),
  );
});
afterEach(async () => {
  await resetMockHandlers();
  cleanup();
  reports.length = 0;
  vi.restoreAllMocks();
});

/** A page that throws while `broken.now` holds. */
const broken = { now: true };
function FlakyPage() {
  if (broken.now) throw new Error('cannot read the clip');
  return <h1>The clip</h1>;
}

function shown(location: string, onRetry?: () => void) {
  return (
    <ThemeProvider>
      <Router base="/licensing">
        <RouteErrorBoundary location={location} onRetry={onRetry}>
          <FlakyPage />
        </RouteErrorBoundary>
      </Router>
    </ThemeProvider>
  );
}

describe('a page that fails while it is shown', () => {
  it('shows a way back instead of a blank page, tells the server which page failed, and tries again', async () => {
    // React reports the error it caught to the console, as it should.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    broken.now = true;
    const onRetry = vi.fn();
    render(shown('/view/1254381', onRetry));

    expect(screen.getByRole('heading', { level: 1, name: APP_COPY.pageError.heading })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(APP_COPY.pageError.body);
    expect(screen.getByRole('link', { name: APP_COPY.notFound.backHome })).toHaveAttribute(
      'href',
      '/licensing',
    );
    expect(document.title).toBe(`${APP_COPY.pageError.heading} — Clipmarket`);
    await waitFor(() =>
      expect(reports).toEqual([
        {
          route: `${window.location.pathname}${window.location.search}`,
          kind: 'render',
          message: 'cannot read the clip',
        },
      ]),
    );

    broken.now = false;
    await userEvent.click(screen.getByRole('button', { name: APP_COPY.retry }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { level: 1, name: 'The clip' })).toBeVisible();
  });

  it('starts afresh at another address', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    broken.now = true;
    const { rerender } = render(shown('/view/1'));
    expect(screen.getByRole('heading', { name: APP_COPY.pageError.heading })).toBeVisible();
    broken.now = false;
    rerender(shown('/search'));
    expect(screen.getByRole('heading', { level: 1, name: 'The clip' })).toBeVisible();
  });
});

describe('a page whose script did not load (a deploy replaced it)', () => {
  it("is told apart from other errors by the browsers' and Vite's messages", () => {
    expect(
      isChunkLoadError(
        new TypeError('Failed to fetch dynamically imported module: https://x/licensing/assets/a.js'),
      ),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /licensing/assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new TypeError("Cannot read properties of null (reading 'filter')"))).toBe(false);
  });

  it('reloads the page once, and not again within a minute, so a build that stays broken shows the way back', () => {
    sessionStorage.removeItem(CHUNK_RELOAD_KEY);
    const reload = vi.fn();
    const t0 = 1_000_000;
    expect(reloadOnceForNewBuild(sessionStorage, t0, reload)).toBe(true);
    expect(reloadOnceForNewBuild(sessionStorage, t0 + 30_000, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    // A later deploy may reload again.
    expect(reloadOnceForNewBuild(sessionStorage, t0 + 61_000, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
    sessionStorage.removeItem(CHUNK_RELOAD_KEY);
  });
});
