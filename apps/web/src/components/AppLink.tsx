import type { VideoCardLinkProps } from '@clipmarket/ui';
import { Link } from 'wouter';

/** The history state a card link leaves for the page it opens (spec section 2: the previous path is passed). */
export interface PrevPathState {
  prevPath: string;
}

/** The page a clip's detail was opened from, if it was opened from inside the app. */
export function prevPathOf(state: unknown): string | null {
  const prevPath = (state as Partial<PrevPathState> | null)?.prevPath;
  return typeof prevPath === 'string' && prevPath.startsWith('/') ? prevPath : null;
}

/**
 * A link that takes a full path (`/licensing/view/1254381`, as `@clipmarket/ui` components are given) and
 * navigates inside the app without a reload, leaving the current path in history state for the next page.
 * wouter resolves plain hrefs against the router's base, which would double the `/licensing` prefix; `~`
 * marks the href as absolute.
 */
export function AppLink({ href, ...props }: VideoCardLinkProps) {
  return (
    <Link
      href={`~${href}`}
      state={{ prevPath: `${window.location.pathname}${window.location.search}` } satisfies PrevPathState}
      {...props}
    />
  );
}
