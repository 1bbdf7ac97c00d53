import { PAGE_BASE } from '@clipmarket/core';
import type { VideoCardLinkProps } from '@clipmarket/ui';
import { useSyncExternalStore } from 'react';
import { Link, useLocation, useSearch } from 'wouter';

/** The history state a card link leaves for the page it opens (spec section 2: the previous path is passed). */
export interface PrevPathState {
  prevPath: string;
}

/** The page a clip's detail was opened from, if it was opened from inside the app. */
export function prevPathOf(state: unknown): string | null {
  const prevPath = (state as Partial<PrevPathState> | null)?.prevPath;
  return typeof prevPath === 'string' && prevPath.startsWith('/') ? prevPath : null;
}

/** The events on which the history entry (and its state) changes; wouter dispatches the push and replace ones. */
const HISTORY_EVENTS = ['popstate', 'pushState', 'replaceState'] as const;

function subscribeToHistory(onChange: () => void): () => void {
  for (const name of HISTORY_EVENTS) window.addEventListener(name, onChange);
  return () => {
    for (const name of HISTORY_EVENTS) window.removeEventListener(name, onChange);
  };
}

/**
 * The previous path of the current history entry. None on the server and while hydrating (the server cannot
 * know it), then the entry's own, so a reloaded page shows the same markup the server sent before it.
 */
export function usePrevPath(): string | null {
  return useSyncExternalStore(
    subscribeToHistory,
    () => prevPathOf(window.history.state),
    () => null,
  );
}

/** The current page's full path with its query (`PAGE_BASE` + `/search?q=dog`), on the server too. */
export function useCurrentPath(): string {
  const [location] = useLocation();
  const search = useSearch();
  return `${PAGE_BASE}${location === '/' ? '' : location}${search ? `?${search}` : ''}`;
}

/**
 * A link that takes a full path (`PAGES.view.href(…)`, as `@clipmarket/ui` components are given) and
 * navigates inside the app without a reload, leaving the current path in history state for the next page.
 * wouter resolves plain hrefs against the router's base, which would double the `PAGE_BASE` prefix; `~`
 * marks the href as absolute.
 */
export function AppLink({ href, ...props }: VideoCardLinkProps) {
  const prevPath = useCurrentPath();
  return <Link href={`~${href}`} state={{ prevPath } satisfies PrevPathState} {...props} />;
}
