import {
  formatMessage,
  mapCreatePlaylistError,
  PAGES,
  type PlaylistDownloadEntry,
  type PlaylistSummary,
} from '@clipmarket/core';
import { routes } from '@clipmarket/core/routes';
import { Button, EmptyState, InlineAlert, Pagination, Skeleton, SkeletonGroup } from '@clipmarket/ui';
import { useEffect, useId, useState } from 'react';
import useSWR from 'swr';
import { Link, useSearchParams } from 'wouter';
import { call } from '../../api/client';
import { keys } from '../../api/keys';
import { AccountShell } from '../../components/AccountShell';
import { PlaylistDownloadPanel, useUserPlaylistDownloads } from '../downloads';
import { DIALOG_COPY, LISTS_COPY } from './copy';
import {
  listsRequest,
  listsSearch,
  parseListsQuery,
  totalPages,
  type ListsQuery,
  type SortColumn,
} from './listsQuery';
import { nameProblem, PlaylistActions } from './PlaylistActions';
import { TextDialog } from './PlaylistDialog';
import { usePlaylistCreate } from './usePlaylistData';
import { useRequireSession } from './useRequireSession';
import * as styles from './ListsPage.styles';

/** `/account/lists`: the user's playlists, a page of 20 at a time, in a grid or a list. */
export default function ListsPage() {
  const signedIn = useRequireSession();
  const [params, setParams] = useSearchParams();
  const query = parseListsQuery(params);
  const [creating, setCreating] = useState(false);

  const setQuery = (next: Partial<ListsQuery>) =>
    setParams(listsSearch({ ...query, ...next }), { replace: next.page === undefined });

  return (
    <AccountShell
      heading={LISTS_COPY.heading}
      lead={LISTS_COPY.lead}
      aside={
        signedIn ? (
          <Button variant="primary" onClick={() => setCreating(true)}>
            {LISTS_COPY.newPlaylist}
          </Button>
        ) : null
      }
    >
      {signedIn ? (
        <>
          <ListsToolbar query={query} onChange={setQuery} />
          <ListsContent query={query} onPage={(page) => setQuery({ page })} />
          <CreatePlaylistDialog open={creating} onClose={() => setCreating(false)} />
        </>
      ) : (
        <p role="status" css={styles.notice}>
          {LISTS_COPY.signInFirst}
        </p>
      )}
    </AccountShell>
  );
}

function ListsToolbar({
  query,
  onChange,
}: {
  query: ListsQuery;
  onChange: (next: Partial<ListsQuery>) => void;
}) {
  const sortId = useId();
  const orderId = useId();
  return (
    <div css={styles.toolbar}>
      <div role="group" aria-label={LISTS_COPY.views} css={styles.viewSwitch}>
        {(['grid', 'list'] as const).map((view) => (
          <Button
            key={view}
            variant="toggle"
            size="sm"
            aria-pressed={query.view === view}
            onClick={() => onChange({ view })}
          >
            {view === 'grid' ? LISTS_COPY.grid : LISTS_COPY.list}
          </Button>
        ))}
      </div>
      <div css={styles.sorts}>
        <label htmlFor={sortId} css={styles.label}>
          {LISTS_COPY.sort}
        </label>
        <select
          id={sortId}
          css={styles.select}
          value={query.sort}
          onChange={(event) => onChange({ sort: event.currentTarget.value as SortColumn, page: 1 })}
        >
          {(Object.keys(LISTS_COPY.sortColumns) as SortColumn[]).map((column) => (
            <option key={column} value={column}>
              {LISTS_COPY.sortColumns[column]}
            </option>
          ))}
        </select>
        <label htmlFor={orderId} css={styles.label}>
          {LISTS_COPY.order}
        </label>
        <select
          id={orderId}
          css={styles.select}
          value={query.order}
          onChange={(event) =>
            onChange({ order: event.currentTarget.value === 'asc' ? 'asc' : 'desc', page: 1 })
          }
        >
          <option value="desc">{LISTS_COPY.descending}</option>
          <option value="asc">{LISTS_COPY.ascending}</option>
        </select>
      </div>
    </div>
  );
}

function ListsContent({ query, onPage }: { query: ListsQuery; onPage: (page: number) => void }) {
  const request = listsRequest(query);
  const lists = useSWR(keys.playlists.list(request), () =>
    call(routes.playlistsEndpoint, { query: request }),
  );
  const pages = totalPages(lists.data?.total ?? 0);
  // The user's playlist downloads: a card shows its playlist's, polled while the user stays on the lists.
  const { entries: downloads } = useUserPlaylistDownloads();

  // A page past the end (the last list of the last page deleted, an old link): the last page there is.
  const total = lists.data?.total;
  useEffect(() => {
    if (total !== undefined && query.page > totalPages(total)) onPage(totalPages(total));
  }, [total, query.page, onPage]);

  if (lists.error && !lists.data) {
    return (
      <InlineAlert
        tone="error"
        css={styles.space}
        onRetry={() => void lists.mutate()}
        retryLabel={LISTS_COPY.retry}
      >
        {LISTS_COPY.loadFailed}
      </InlineAlert>
    );
  }
  if (!lists.data) {
    return (
      <SkeletonGroup label={LISTS_COPY.loading} css={query.view === 'grid' ? styles.grid : styles.list}>
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton
            key={index}
            shape="block"
            css={query.view === 'grid' ? styles.skeleton : styles.skeletonRow}
          />
        ))}
      </SkeletonGroup>
    );
  }
  if (lists.data.total === 0) {
    return <EmptyState css={styles.space} description={LISTS_COPY.empty} />;
  }
  const from = (query.page - 1) * request.max + 1;
  const to = from + lists.data.data.length - 1;
  return (
    <>
      <p css={styles.count} aria-live="polite">
        {LISTS_COPY.showing(from, to, lists.data.total)}
      </p>
      <ul
        css={query.view === 'grid' ? styles.grid : styles.list}
        data-view={query.view}
        aria-busy={lists.isValidating || undefined}
      >
        {lists.data.data.map((playlist) => (
          <li key={playlist.uuid}>
            <PlaylistCard
              playlist={playlist}
              view={query.view}
              download={downloads.find((entry) => entry.playlistUuid === playlist.uuid)}
            />
          </li>
        ))}
      </ul>
      <Pagination
        css={styles.pagination}
        currentPage={query.page}
        totalPages={pages}
        label={LISTS_COPY.paginationLabel}
        status={lists.isValidating ? 'loading' : 'idle'}
        onPageChange={onPage}
      />
    </>
  );
}

function PlaylistCard({
  playlist,
  view,
  download,
}: {
  playlist: PlaylistSummary;
  view: ListsQuery['view'];
  download: PlaylistDownloadEntry | undefined;
}) {
  const titleId = useId();
  const thumbs = (playlist.thumbs ?? []).slice(0, 4);
  return (
    <article css={styles.card} data-view={view} aria-labelledby={titleId}>
      <div css={styles.thumbs} data-count={thumbs.length} aria-hidden="true">
        {thumbs.map((src, index) => (
          <img key={`${src}-${index}`} src={src} alt="" loading="lazy" css={styles.thumb} />
        ))}
      </div>
      <div css={styles.body}>
        <h2 id={titleId} css={styles.name}>
          <Link href={PAGES.playlist.path({ playlistId: playlist.uuid })} css={styles.nameLink}>
            {playlist.name}
          </Link>
        </h2>
        <p css={styles.meta}>
          {LISTS_COPY.videoCount(playlist.videoCount)} · {LISTS_COPY.folderCount(playlist.folderCount)}
        </p>
        <p css={styles.description}>{playlist.description ?? LISTS_COPY.noDescription}</p>
        <PlaylistDownloadPanel playlist={playlist} entry={download} compact />
        <PlaylistActions playlist={playlist} />
      </div>
    </article>
  );
}

function CreatePlaylistDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const creating = usePlaylistCreate();
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    onClose();
  };
  return (
    <TextDialog
      open={open}
      title={DIALOG_COPY.createPlaylist}
      label={DIALOG_COPY.nameLabel}
      maxLength={255}
      submitLabel={DIALOG_COPY.create}
      validate={nameProblem}
      busy={creating.status === 'submitting'}
      error={error}
      onSubmit={(name) =>
        void creating.create(name).then((result) => {
          if (result.uuid) close();
          else setError(formatMessage.error(mapCreatePlaylistError(result.serverMessage)));
        })
      }
      onCancel={close}
    />
  );
}
