import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the server's render and while the page hydrates, true once the page's script runs it. A control whose
 * work is all script (no form to fall back on) is disabled until then: a press before the script has taken the
 * page over shows as not taken, rather than being lost (a buyer on a slow phone, opening a mailed link cold).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
