import { formatCount } from '@clipmarket/core';
import type { KeyboardEvent } from 'react';
import * as styles from './Pagination.styles';
import { paginationItems } from './paginationItems';
import { PAGINATION_TEXT } from './paginationText';
import { Button } from '../Button';
import { ChevronIcon } from '../Icon';

/** `idle` takes page changes; `loading` (a page is on its way) ignores them until the page arrives. */
export type PaginationStatus = 'idle' | 'loading';

export interface PaginationProps {
  /** The page shown, from 1. Values past either end are read as the nearest end. */
  currentPage: number;
  /** Pages there are (`pagination.totalPages` of a search answer). With one page or none, nothing renders. */
  totalPages: number;
  /** Called with the page asked for: a page number, Previous or Next. Never called with the current page. */
  onPageChange?: (page: number) => void;
  /**
   * `loading` marks the bar busy and ignores presses until the new page arrives.
   * @default 'idle'
   */
  status?: PaginationStatus;
  /**
   * Accessible name of the navigation landmark; name it after what it pages when a page has two.
   * @default PAGINATION_TEXT.label ('Pagination')
   */
  label?: string;
  /** Class of the root element. */
  className?: string;
}

/** Page through search results: Previous, page numbers with gaps, Next; a compact "Page n of m" on a phone. */
export function Pagination({
  currentPage,
  totalPages,
  onPageChange,
  status = 'idle',
  label = PAGINATION_TEXT.label,
  className,
}: PaginationProps) {
  const total = Math.max(0, Math.floor(totalPages));
  if (total <= 1) return null;
  const current = Math.min(Math.max(1, Math.floor(currentPage)), total);
  const busy = status === 'loading';

  const go = (page: number) => {
    if (busy || page < 1 || page > total || page === current) return;
    onPageChange?.(page);
  };

  // Arrow keys, Home and End move focus along the bar; every button also stays in the Tab order.
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const keys = ['ArrowLeft', 'ArrowRight', 'Home', 'End'];
    if (!keys.includes(event.key)) return;
    const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button')].filter((b) =>
      b.checkVisibility(),
    );
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (at === -1) return;
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? buttons.length - 1
          : Math.min(Math.max(0, at + (event.key === 'ArrowLeft' ? -1 : 1)), buttons.length - 1);
    event.preventDefault();
    buttons[next]?.focus();
  };

  const atStart = current === 1;
  const atEnd = current === total;

  return (
    // The arrow-key handler only moves focus between the buttons inside; the nav itself takes no focus.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <nav
      aria-label={label}
      aria-busy={busy || undefined}
      data-state={status}
      css={styles.root}
      className={className}
      onKeyDown={onKeyDown}
    >
      <Button css={styles.step} aria-disabled={atStart || busy || undefined} onClick={() => go(current - 1)}>
        <ChevronIcon direction="start" css={styles.chevron} />
        <span css={styles.stepLabel}>{PAGINATION_TEXT.previous}</span>
      </Button>
      <ol css={styles.pages}>
        {paginationItems(current, total).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <Button
                variant="ghost"
                css={styles.page}
                aria-label={PAGINATION_TEXT.page(item)}
                aria-current={item === current ? 'page' : undefined}
                aria-disabled={(busy && item !== current) || undefined}
                onClick={() => go(item)}
              >
                {formatCount(item)}
              </Button>
            </li>
          ) : (
            <li key={item} css={styles.gap} aria-hidden="true">
              …
            </li>
          ),
        )}
      </ol>
      <p css={styles.compact}>{PAGINATION_TEXT.pageOf(current, total)}</p>
      <Button css={styles.step} aria-disabled={atEnd || busy || undefined} onClick={() => go(current + 1)}>
        <span css={styles.stepLabel}>{PAGINATION_TEXT.next}</span>
        <ChevronIcon direction="end" css={styles.chevron} />
      </Button>
    </nav>
  );
}
