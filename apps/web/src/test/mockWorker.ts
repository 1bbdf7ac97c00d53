// The mocks' service worker (MSW) of a test page: started once, by the first test that needs it, and kept for the
// page's life. The app project's files share one page per worker (vitest.config.ts), and a second worker
// started beside the first never starts (its `start` waits for good), so every file asks this one for it and
// sets its handlers with `resetHandlers`; the app project's setup resets them after each test.
import { setupWorker, type SetupWorker } from 'msw/browser';

let started: Promise<SetupWorker> | null = null;

/** The page's mock worker, started. */
export function mockWorker(): Promise<SetupWorker> {
  started ??= (async () => {
    const worker = setupWorker();
    await worker.start({ quiet: true, serviceWorker: { url: '/mockServiceWorker.js' } });
    return worker;
  })();
  return started;
}

/** Removes the handlers a test set, if the page's worker was started. */
export async function resetMockHandlers(): Promise<void> {
  if (started) (await started).resetHandlers();
}
