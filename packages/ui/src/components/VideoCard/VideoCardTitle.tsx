import { LIMITS } from '@clipmarket/core';
import { useEffect, useId, useState, type MouseEventHandler } from 'react';
import * as styles from './VideoCard.styles';
import type { VideoCardLinkComponent } from './VideoCard.types';

export interface VideoCardTitleProps {
  id: string;
  title: string;
  href: string;
  link: VideoCardLinkComponent;
  headingLevel: 2 | 3 | 4 | 5 | 6;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
}

/** Whether a title is long enough to be clamped and so earn a tooltip (spec: over 55 characters). */
export function titleNeedsTooltip(title: string): boolean {
  return title.length > LIMITS.cardTitleTooltipOver;
}

/** The full title in a bubble over the clamped one. */
export function VideoCardTooltip({ id, children }: { id: string; children: string }) {
  return (
    <div id={id} role="tooltip" css={styles.tooltip}>
      {children}
    </div>
  );
}

/**
 * The card's title: the link to the detail page, clamped to two lines, with the full title in a tooltip
 * when it is long. The tooltip follows WCAG 1.4.13: it opens on hover and on keyboard focus, stays open
 * while the pointer moves onto it, and Escape dismisses it without moving focus.
 */
export function VideoCardTitle({ id, title, href, link: Link, headingLevel, onClick }: VideoCardTitleProps) {
  const tooltipId = useId();
  const hasTooltip = titleNeedsTooltip(title);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const open = hasTooltip && (hovered || focused) && !dismissed;

  useEffect(() => {
    if (!open) return undefined;
    // On the document, not the link: a hovered tooltip must close on Escape wherever focus is.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDismissed(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const Heading = `h${headingLevel}` as const;

  return (
    // The tooltip sits outside the heading so the heading's text stays the title alone.
    <div
      css={styles.titleBlock}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => {
        setHovered(false);
        if (!focused) setDismissed(false);
      }}
    >
      <Heading id={id} css={styles.heading}>
        <Link
          href={href}
          css={styles.titleLink}
          aria-describedby={open ? tooltipId : undefined}
          onClick={onClick}
          onFocus={() => setFocused(true)}
          onBlur={() => {
            setFocused(false);
            if (!hovered) setDismissed(false);
          }}
        >
          {title}
        </Link>
      </Heading>
      {open ? <VideoCardTooltip id={tooltipId}>{title}</VideoCardTooltip> : null}
    </div>
  );
}
