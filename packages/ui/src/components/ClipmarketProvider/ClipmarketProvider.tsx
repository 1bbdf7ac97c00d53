import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { VideoCardLinkComponent } from '../VideoCard/VideoCard.types';

/**
 * The app's pages the package links to, as the full paths the app serves them at. The package knows no
 * address of its own: the app builds these from its routes (Clipmarket's from the page table of
 * `@clipmarket/core`, `PAGES`).
 */
export interface ClipmarketLinks {
  /** The search page. */
  search: string;
  /** A clip's page. */
  clip: (jmId: string) => string;
  /** The licensing inquiry. */
  inquiry: string;
  /** The account's licence history. */
  history: string;
  /** The user's playlists. */
  lists: string;
  /** Creating an account. */
  register: string;
  /** Asking for a password reset. */
  resetPassword: string;
  /** The FAQ about licences. */
  faq: string;
  /** The licence terms in full (a PDF). */
  fullTermsPdf: string;
}

const LINK_NAMES = [
  'search',
  'clip',
  'inquiry',
  'history',
  'lists',
  'register',
  'resetPassword',
  'faq',
  'fullTermsPdf',
] as const satisfies readonly (keyof ClipmarketLinks)[];

interface ClipmarketContextValue {
  linkComponent: VideoCardLinkComponent;
  links: ClipmarketLinks | null;
}

const ClipmarketContext = createContext<ClipmarketContextValue>({ linkComponent: 'a', links: null });

export interface ClipmarketProviderProps {
  /**
   * What every link of the package renders: a router's `Link` that takes a full path (as `links` gives them),
   * or a plain anchor. A component's own `linkComponent` prop still wins.
   * @default 'a'
   */
  linkComponent?: VideoCardLinkComponent;
  /**
   * The app's pages the package links to when a component is not given that href itself (the login modal's
   * register link, a results grid's clip pages, the licence modal's FAQ…). Required: the package has no
   * address of its own to fall back on.
   */
  links: ClipmarketLinks;
  children?: ReactNode;
}

/**
 * Sets the app's link component and the pages the package links to, once for every component of the package
 * (Polaris's `AppProvider` `linkComponent`). Without it, links are plain anchors, and a component that needs a
 * page it was not given an href for throws, naming the href to pass.
 */
export function ClipmarketProvider({ linkComponent = 'a', links, children }: ClipmarketProviderProps) {
  const value = useMemo(() => ({ linkComponent, links }), [linkComponent, links]);
  return <ClipmarketContext.Provider value={value}>{children}</ClipmarketContext.Provider>;
}

/** The link component set by the nearest `ClipmarketProvider` (`'a'` without one). */
export function useLinkComponent(): VideoCardLinkComponent {
  return useContext(ClipmarketContext).linkComponent;
}

/** Links that fail when read, naming what is missing: a component reads one only when it was given no href. */
function missingLinks(component: string): ClipmarketLinks {
  const missing = {} as ClipmarketLinks;
  for (const name of LINK_NAMES) {
    Object.defineProperty(missing, name, {
      get() {
        throw new Error(
          `@clipmarket/ui: ${component} links to the app's "${name}" page but was given no href for it. ` +
            'Pass it as a prop, or render the component inside <ClipmarketProvider links={…}>.',
        );
      },
    });
  }
  return missing;
}

/**
 * The app's pages as the nearest `ClipmarketProvider` gives them. Without a provider, reading one throws an
 * error naming `component` and the page, so a missing href is found at once rather than linking nowhere.
 */
export function useClipmarketLinks(component: string): ClipmarketLinks {
  const { links } = useContext(ClipmarketContext);
  return useMemo(() => links ?? missingLinks(component), [links, component]);
}
