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
