import type { AnchorHTMLAttributes, ComponentType, ReactNode } from 'react';

/** What the card hands to its link component: a router's `Link` (wouter's works as is) or a plain `<a>`. */
export interface VideoCardLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  className?: string;
  children?: ReactNode;
}

/** A plain anchor, or any component that renders one from `VideoCardLinkProps`. */
export type VideoCardLinkComponent = 'a' | ComponentType<VideoCardLinkProps>;
