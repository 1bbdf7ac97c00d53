// What the browser tests' setup files (browser-test-setup.ts, story-test-setup.ts) switch off because it costs the
// renderer time and tells a passing test nothing (ADR 73). Measured on VideoDetailPage.test.tsx with a CPU profile
// of the page (docs/benchmarks-log.md, 2026-12-03): 17.5 s of the page's main thread → 11.9 s.

type ElementError = (message: string | null, container: Element) => Error;

interface TestingLibrary {
  configure(config: { getElementError: ElementError }): void;
  getConfig(): { getElementError: ElementError };
}

/**
 * Testing Library's "unable to find" error, without printing the page's markup into each miss of a `findBy…` or
 * `waitFor` retry: Testing Library prints it on every attempt (50 ms apart) and throws all but the last away
 * (1.2 s of 17.5 s in the profile). Outside a retry its own error is made, markup included: on a timeout
 * `waitFor` asks for it again outside the retries, so the error a test fails with is unchanged.
 */
export function leanElementErrors(library: TestingLibrary) {
  const full = library.getConfig().getElementError;
  library.configure({
    getElementError(message, container) {
      // Testing Library's own flag for "inside a retry", which it reads to skip its list of roles; a version
      // without it gets the full error every time, as before.
      const retrying = (library.getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })
        ._disableExpensiveErrorDiagnostics;
      if (!retrying) return full(message, container);
      const error = new Error(message ?? '');
      error.name = 'TestingLibraryElementError';
      return error;
    },
  });
}

/**
 * React's development build captures a stack (`new Error()` and `console.createTask`) for every element it
 * creates, to name the component that made an element in its warnings (owner stacks): 2.7 s of 17.5 s in the
 * profile. React stops after 10,000 elements in one task, by a counter it resets at every render; holding the
 * counter at that limit keeps it stopped. React's warnings still name the component and its parents; they lose
 * the line in the owner's source. Set VITE_REACT_OWNER_STACKS=1 to keep them while chasing a warning.
 */
export function withoutOwnerStacks(react: object) {
  if (import.meta.env.VITE_REACT_OWNER_STACKS) return;
  const internals = (react as Record<string, unknown>)
    .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE as {
    recentlyCreatedOwnerStacks?: number;
  };
  // A React without the counter (a later version that moved it) is left as it is.
  if (!internals || !('recentlyCreatedOwnerStacks' in internals)) return;
  Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', { get: () => 10_000, set: () => {} });
}

/**
 * React's development build logs every component's render to the Performance panel's tracks (`console.timeStamp`
 * and `performance.measure`, React 19.2's "Components ⚛" track) when both exist as it loads. Nobody reads those
 * tracks in a test. Called before react-dom is evaluated (browser-test-first.ts is the first setup file), it
 * hides `console.timeStamp` so React leaves them out; React's rendering and its warnings are unchanged. Set
 * VITE_REACT_PERFORMANCE_TRACKS=1 to keep them while profiling a test.
 */
export function withoutPerformanceTracks() {
  if (import.meta.env.VITE_REACT_PERFORMANCE_TRACKS) return;
  Object.defineProperty(console, 'timeStamp', { value: undefined, configurable: true, writable: true });
}

/**
 * The mocks (MSW) answer in the page itself, as MSW does where a page has no service worker ("fallback mode":
 * its interceptors wrap `fetch` and `XMLHttpRequest`), rather than through a service worker that posts every
 * request to the page and its answer back (about 12 % of Chromium's CPU in four of the app's page files). The
 * same handlers answer; what goes round the interceptors, an image or a video the page loads, is served by the
 * test server as before, and nothing of the app or the stories uses a service worker. Called before MSW starts
 * (browser-test-first.ts is the first setup file). Set VITE_MSW_SERVICE_WORKER=1 to keep the worker.
 */
export function mocksWithoutServiceWorker() {
  if (import.meta.env.VITE_MSW_SERVICE_WORKER) return;
  delete (Navigator.prototype as { serviceWorker?: unknown }).serviceWorker;
}

interface MockHandler {
  info: { path?: unknown };
  matchMethod(method: string): boolean;
  parse(args: { request: Request; resolutionContext?: { baseUrl?: string } }): Promise<unknown>;
}

/**
 * MSW tries the handlers of a request in order, and for each one it reads every cookie of the page and of the
 * request before it looks at the method and the path (`HttpHandler.parse`, MSW 3.0.5): with the mocks' hundred
 * or so handlers, most of the time it spends on a request. A handler whose method or path cannot match is passed
 * over before the cookies are read; the handler that matches parses as before, so what its resolver is given is
 * unchanged. A version of MSW without `matchMethod` is left as it is.
 */
export function mocksMatchBeforeCookies(
  HttpHandler: { prototype: object },
  matchRequestUrl: (url: URL, path: never, baseUrl?: string) => { matches: boolean },
) {
  // MSW's own members, private in its types.
  const proto = HttpHandler.prototype as MockHandler;
  const parse = proto.parse;
  if (typeof proto.matchMethod !== 'function' || typeof parse !== 'function') return;
  // Once per page: the set-up runs again for every file a shared page runs, and would wrap its own wrapper.
  if (parse.name === 'parseWhenItCanMatch') return;
  proto.parse = async function parseWhenItCanMatch(this: MockHandler, args) {
    const { path } = this.info;
    if (typeof path === 'string' || path instanceof RegExp) {
      const miss = { match: { matches: false, params: {} }, cookies: {} };
      if (args.request.method === 'CONNECT' || !this.matchMethod(args.request.method)) return miss;
      const url = new URL(args.request.url);
      if (!matchRequestUrl(url, path as never, args.resolutionContext?.baseUrl).matches) return miss;
    }
    return parse.call(this, args);
  };
}
