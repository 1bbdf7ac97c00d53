import { ALERT_FREQUENCIES, type AlertFrequency } from '@clipmarket/core';
import { useLayoutEffect, useRef } from 'react';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { InlineAlert } from '../InlineAlert';
import { useLinkComponent } from '../ClipmarketProvider';
import { Select } from '../Select';
import { Spinner } from '../Spinner';
import type { VideoCardLinkComponent } from '../VideoCard/VideoCard.types';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './SavedSearchList.styles';
import { SAVED_SEARCH_LIST_TEXT as TEXT } from './savedSearchListText';

/** The list's state: being read, failed to be read, or read (then the rows, or the empty note). */
export type SavedSearchListStatus = 'loading' | 'error' | 'ready';

/** A saved search as the list shows it (from `GET /api/user/saved-searches`, with its summary and address). */
export interface SavedSearchListItem {
  id: string;
  name: string;
  /** What it looks for, in short parts (core's `savedSearchSummary`), shown joined by " · ". */
  summary: readonly string[];
  /** The search page running it. */
  href: string;
  /** Clips that entered the library matching it since the buyer last opened it (more than 99 read "99+"). */
  newClips: number;
  alert: AlertFrequency;
}

export interface SavedSearchListProps {
  /** The list's state; see `SavedSearchListStatus`. */
  status: SavedSearchListStatus;
  /** The account's saved searches, newest first. */
  items: readonly SavedSearchListItem[];
  /** Called with a row's id and the alert picked in its select. */
  onAlertChange: (id: string, alert: AlertFrequency) => void;
  /** Called with a row's id when its Delete is pressed; the app asks no more (the search is easy to save again). */
  onDelete: (id: string) => void;
  /** Called with a row's id when its name link is followed, before the navigation (the app marks it seen). */
  onOpen?: (id: string) => void;
  /** Called by Try again when the list could not be read; without it no button shows. */
  onRetry?: () => void;
  /**
   * The ids of the rows whose change or deletion is running: their select and Delete ignore presses
   * (`aria-disabled`, so focus stays on them) and the row is `aria-busy`.
   * @default []
   */
  busyIds?: readonly string[];
  /**
   * The component that renders the name links, e.g. wouter's `Link`.
   * @default the `linkComponent` of `ClipmarketProvider`, else `'a'`
   */
  linkComponent?: VideoCardLinkComponent;
  /** Class of the root element. */
  className?: string;
}

const NO_IDS: readonly string[] = [];

/**
 * The account's saved searches: each a link to its search, what it looks for, how many clips are new since it
 * was last opened, its email alert (none, daily, weekly) and Delete. Loading, failed (with Try again) and empty
 * states; rows wrap on a phone.
 */
export function SavedSearchList({
  status,
  items,
  onAlertChange,
  onDelete,
  onOpen,
  onRetry,
  busyIds = NO_IDS,
  linkComponent,
  className,
}: SavedSearchListProps) {
  const providedLink = useLinkComponent();
  const Link = linkComponent ?? providedLink;
  const listRef = useRef<HTMLUListElement>(null);
  const emptyRef = useRef<HTMLDivElement>(null);
  // The row whose Delete was pressed, and where it stood: when the app takes it away, focus (on its Delete) would
  // drop to the page, so it goes to the row that takes its place, else the one before, else the empty note.
  const deleted = useRef<{ id: string; index: number } | null>(null);

  useLayoutEffect(() => {
    const pending = deleted.current;
    if (!pending || items.some((item) => item.id === pending.id)) return;
    deleted.current = null;
    // Only when focus was lost with the row; the user may have moved on meanwhile.
    if (document.activeElement && document.activeElement !== document.body) return;
    const rows = listRef.current?.querySelectorAll<HTMLElement>(':scope > li');
    const row = rows?.[Math.min(pending.index, rows.length - 1)];
    (row?.querySelector<HTMLElement>('a[href]') ?? emptyRef.current)?.focus();
  }, [items]);

  return (
    <div
      css={styles.root}
      className={className}
      data-state={status}
      aria-busy={status === 'loading' || undefined}
    >
      {status === 'loading' ? (
        <p role="status" css={styles.loading}>
          <Spinner />
          {TEXT.loading}
        </p>
      ) : status === 'error' ? (
        <InlineAlert tone="error" onRetry={onRetry} retryLabel={TEXT.retry}>
          {TEXT.failed}
        </InlineAlert>
      ) : items.length === 0 ? (
        // Focus lands here (tabIndex -1) when the last saved search is deleted.
        <EmptyState ref={emptyRef} tabIndex={-1} description={TEXT.empty} />
      ) : (
        <ul ref={listRef} css={styles.list} aria-label={TEXT.label}>
          {items.map((item, index) => {
            const busy = busyIds.includes(item.id);
            return (
              <li key={item.id} css={styles.row} data-busy={busy || undefined} aria-busy={busy || undefined}>
                <div css={styles.text}>
                  <div css={styles.title}>
                    <Link href={item.href} css={styles.name} onClick={() => onOpen?.(item.id)}>
                      {item.name}
                    </Link>
                    {item.newClips > 0 ? (
                      <span css={styles.badge}>
                        <span aria-hidden="true">{TEXT.newBadge(item.newClips)}</span>
                        <VisuallyHidden>{TEXT.newClips(item.newClips)}</VisuallyHidden>
                      </span>
                    ) : null}
                  </div>
                  <p css={styles.summary}>{TEXT.summary(item.summary)}</p>
                </div>
                <div css={styles.controls}>
                  {busy ? <Spinner css={styles.spinner} tone="accent" /> : null}
                  <Select
                    css={styles.alert}
                    size="sm"
                    label={TEXT.alertLabel(item.name)}
                    value={item.alert}
                    // aria-disabled rather than disabled: focus stays on the select while its change runs.
                    aria-disabled={busy || undefined}
                    onChange={(event) => {
                      const next = event.target.value as AlertFrequency;
                      if (!busy && next !== item.alert) onAlertChange(item.id, next);
                    }}
                  >
                    {ALERT_FREQUENCIES.map((frequency) => (
                      <option key={frequency} value={frequency}>
                        {TEXT.alertOptions[frequency]}
                      </option>
                    ))}
                  </Select>
                  <Button
                    variant="danger"
                    aria-label={TEXT.deleteLabel(item.name)}
                    aria-disabled={busy || undefined}
                    onClick={() => {
                      if (busy) return;
                      deleted.current = { id: item.id, index };
                      onDelete(item.id);
                    }}
                  >
                    {TEXT.delete}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
