import { RouteProgressBar, type RouteProgressBarStatus } from '@clipmarket/ui';
import { useEffect, useSyncExternalStore } from 'react';

// One bar for the whole app: the Suspense fallback of the routes says "loading" while it is mounted; when
// it unmounts (the page's chunk arrived) the bar completes and then hides.
let status: RouteProgressBarStatus = 'idle';
let pending = 0;
let hideTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();
const DONE_VISIBLE_MS = 300;

function set(next: RouteProgressBarStatus) {
  status = next;
  for (const listener of listeners) listener();
}

/** Shows the bar as loading until the returned function is called (once per load). */
export function beginRouteLoad(): () => void {
  pending += 1;
  clearTimeout(hideTimer);
  set('loading');
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    pending -= 1;
    if (pending > 0) return;
    set('done');
    hideTimer = setTimeout(() => set('idle'), DONE_VISIBLE_MS);
  };
}

/** The Suspense fallback of the routes: marks a page chunk as loading for as long as it is shown. */
export function RouteLoading() {
  useEffect(() => beginRouteLoad(), []);
  return null;
}

/** The route-loading progress bar (spec section 2), at the top of the page. */
export function RouteProgress() {
  const current = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => status,
    () => 'idle' as const,
  );
  return <RouteProgressBar status={current} />;
}
