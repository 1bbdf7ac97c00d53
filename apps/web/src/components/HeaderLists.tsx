import { LIMITS, PAGES, type PlaylistSummary } from '@clipmarket/core';
import { routes } from '@clipmarket/core/routes';
import {
  buttonStyles,
  ChevronIcon,
  IconButton,
  InlineAlert,
  useDisclosureDismiss,
  VisuallyHidden,
} from '@clipmarket/ui';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import useSWR from 'swr';
import { Link, useLocation } from 'wouter';
import { call } from '../api/client';
import { keys } from '../api/keys';
import { ACCOUNT_COPY, HEADER_LISTS_COPY as copy } from '../copy';
import * as styles from './HeaderLists.styles';

/** Only the number of playlists: one row asked for, its total read (spec section 9: max 1 for the count). */
export const HEADER_COUNT_QUERY = { max: LIMITS.headerListsCountMax } as const;
/** The latest playlists: 5, most recently changed first (spec section 9: header lists default max 5). */
export const HEADER_LATEST_QUERY = { max: LIMITS.headerListsMax, sortBy: 'updatedAt.desc' } as const;

type Lists = { data: PlaylistSummary[]; total: number };

/**
 * The signed-in user's lists in the header (`GET /api/user/licensing/lists`, spec section 7: "used for
 * header lists"): the "My lists" link with the number of playlists, and a disclosure with the latest five,
 * each linking to its page, and "All lists". Both reads are `playlists` keys, so every playlist change that
 * refreshes the playlists (usePlaylistData's `useRevalidatePlaylists`) refreshes them too. The five are
 * asked for when the disclosure first opens.
 */
export function HeaderLists() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const headingId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [location] = useLocation();

  const count = useSWR<Lists>(keys.playlists.list(HEADER_COUNT_QUERY), () =>
    call(routes.playlistsEndpoint, { query: HEADER_COUNT_QUERY }),
  );
  const latest = useSWR<Lists>(open ? keys.playlists.list(HEADER_LATEST_QUERY) : null, () =>
    call(routes.playlistsEndpoint, { query: HEADER_LATEST_QUERY }),
  );
  const total = count.data?.total;

  // Following a link (or any navigation) puts the panel away.
  useEffect(() => setOpen(false), [location]);

  // While open: a press outside closes it, as a click elsewhere closes a menu; Escape closes it and returns
  // focus to the toggle; Tabbing past the last link closes it, so it never covers the page unseen.
  const close = useCallback(() => setOpen(false), []);
  useDisclosureDismiss(open, close, rootRef, toggleRef);

  return (
    <div ref={rootRef} css={styles.root}>
      {/* The number is part of the name, so what the link says and what it shows agree (WCAG 2.5.3). */}
      <Link href={ACCOUNT_COPY.lists.href} css={styles.listsLink}>
        {ACCOUNT_COPY.lists.label}
        {total === undefined ? null : (
          <>
            {' '}
            <span css={styles.count}>{total}</span>
            <VisuallyHidden> {copy.countNoun(total)}</VisuallyHidden>
          </>
        )}
      </Link>
      <IconButton
        ref={toggleRef}
        tone="inverse"
        css={styles.toggle}
        label={copy.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <ChevronIcon direction="down" />
      </IconButton>
      <div id={panelId} css={styles.panel} hidden={!open} data-state={latestState(open, latest)}>
        <p id={headingId} css={styles.heading}>
          {copy.heading}
        </p>
        {!open ? null : latest.data ? (
          latest.data.data.length === 0 ? (
            <p css={styles.message}>{copy.empty}</p>
          ) : (
            <ul css={styles.list} aria-labelledby={headingId}>
              {latest.data.data.map((playlist) => (
                <li key={playlist.uuid}>
                  <Link
                    href={PAGES.playlist.path({ playlistId: playlist.uuid })}
                    css={styles.item}
                    onClick={() => setOpen(false)}
                  >
                    <span css={styles.itemName}>{playlist.name}</span>
                    <span css={styles.itemCount}>{copy.videoCount(playlist.videoCount)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )
        ) : latest.error ? (
          <InlineAlert tone="error" onRetry={() => void latest.mutate()} retryLabel={copy.retry}>
            {copy.failed}
          </InlineAlert>
        ) : (
          <p role="status" css={styles.message}>
            {copy.loading}
          </p>
        )}
        <div css={styles.footer}>
          <Link
            href={ACCOUNT_COPY.lists.href}
            css={[buttonStyles.textLink, styles.allLink]}
            onClick={() => setOpen(false)}
          >
            {total === undefined ? copy.all : copy.allWithCount(total)}
          </Link>
        </div>
      </div>
    </div>
  );
}

/** The panel's state for `data-state`: closed, loading, failed, empty or ready. */
function latestState(open: boolean, latest: { data?: Lists; error?: unknown }): string {
  if (!open) return 'closed';
  if (latest.data) return latest.data.data.length === 0 ? 'empty' : 'ready';
  return latest.error ? 'failed' : 'loading';
}
