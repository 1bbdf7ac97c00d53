import { LICENCE_LINKS } from '@clipmarket/core';
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import type { VideoCardLinkComponent } from '../VideoCard/VideoCard.types';

/** Where the app is mounted when no provider says otherwise: every default path of the package starts here. */
export const DEFAULT_BASE_PATH = '/licensing';

/**
 * The app's pages the package links to, relative to the base path. Core's licence links are written under
 * the default base; they are taken from there so the two never disagree.
 */
export const CLIPMARKET_PATHS = {
  search: '/search',
  clip: (jmId: string) => `/view/${jmId}`,
  inquiry: '/inquiry',
  history: '/account/history',
  lists: '/account/lists',
  register: '/register',
  resetPassword: '/reset-password',
  faq: LICENCE_LINKS.faq.slice(DEFAULT_BASE_PATH.length),
  fullTermsPdf: LICENCE_LINKS.fullTermsPdf.slice(DEFAULT_BASE_PATH.length),
} as const;

interface ClipmarketContextValue {
  linkComponent: VideoCardLinkComponent;
  basePath: string;
}

const ClipmarketContext = createContext<ClipmarketContextValue>({
  linkComponent: 'a',
  basePath: DEFAULT_BASE_PATH,
});

export interface ClipmarketProviderProps {
  /**
   * What every link of the package renders: a router's `Link` that takes a full path (`/licensing/view/1`),
   * or a plain anchor. A component's own `linkComponent` prop still wins.
   * @default 'a'
   */
  linkComponent?: VideoCardLinkComponent;
  /**
   * Where the app is mounted: the start of every path the package builds (`{basePath}/view/{jmId}`). No
   * trailing slash; `''` for an app at the root.
   * @default '/licensing'
   */
  basePath?: string;
  children?: ReactNode;
}

/**
 * Sets the app's link component and base path once for every component of the package (Polaris's
 * `AppProvider` `linkComponent`). Optional: without it links are plain anchors under `/licensing`.
 */
export function ClipmarketProvider({
  linkComponent = 'a',
  basePath = DEFAULT_BASE_PATH,
  children,
}: ClipmarketProviderProps) {
  const value = useMemo(
    () => ({ linkComponent, basePath: basePath.replace(/\/+$/, '') }),
    [linkComponent, basePath],
  );
  return <ClipmarketContext.Provider value={value}>{children}</ClipmarketContext.Provider>;
}

/** The link component set by the nearest `ClipmarketProvider` (`'a'` without one). */
export function useLinkComponent(): VideoCardLinkComponent {
  return useContext(ClipmarketContext).linkComponent;
}

/**
 * Builds the app's full paths from paths relative to its base: `href('/view/1254381')` is
 * `/licensing/view/1254381` under the default base.
 */
export function useHref(): (path: string) => string {
  const { basePath } = useContext(ClipmarketContext);
  return useCallback((path: string) => `${basePath}${path}`, [basePath]);
}
