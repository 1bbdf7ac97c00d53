import type { AnchorHTMLAttributes, ComponentType, ReactNode } from 'react';

/** What the card hands to its link component: a router's `Link` (wouter's works as is) or a plain `<a>`. */
export interface VideoCardLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  className?: string;
  children?: ReactNode;
}

/** A plain anchor, or any component that renders one from `VideoCardLinkProps`. */
export type VideoCardLinkComponent = 'a' | ComponentType<VideoCardLinkProps>;

/**
 * When the poster loads: `lazy` (the default) once it nears the viewport; `eager` at once, for cards in the
 * first screenful; `priority` at once and ahead of other images, for the one card most likely to be the
 * page's largest paint (the first result). A lazy poster waits for layout, which delays that paint.
 */
export type VideoCardPosterLoading = 'lazy' | 'eager' | 'priority';
