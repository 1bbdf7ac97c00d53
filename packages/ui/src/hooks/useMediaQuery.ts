import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, following changes (a window resized, a mouse plugged in, reduced motion
 * switched on). On the server and during hydration it answers `serverValue`, so the server's markup never
 * depends on the visitor's device and hydration never mismatches; the real answer follows right after.
 * While `listen` is false it answers `serverValue` without asking the browser: a component that needs the
 * answer only now and then (a card, while its preview is wanted) is then not drawn again after hydrating.
 */
export function useMediaQuery(query: string, serverValue = false, listen = true): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!listen || typeof window === 'undefined' || typeof window.matchMedia !== 'function')
        return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query, listen],
  );
  const getSnapshot = () =>
    listen && typeof window !== 'undefined' && typeof window.matchMedia === 'function'
      ? window.matchMedia(query).matches
      : serverValue;
  return useSyncExternalStore(subscribe, getSnapshot, () => serverValue);
}
