import {
  displayTitle,
  formatMessage,
  MESSAGES,
  PAGE_SIZE,
  PAGES,
  PLAYLIST_LIMITS,
  PLAYLIST_SERVER_MESSAGES,
  type PlaylistFolder,
  type PlaylistInfo,
  type PlaylistVideoRow,
} from '@clipmarket/core';
import { routes } from '@clipmarket/core/routes';
import {
  Button,
  buttonStyles,
  EmptyState,
  InlineAlert,
  Pagination,
  PLAYLIST_POPUP_TEXT,
  SavedListItem,
  type SavedListItemStatus,
  Skeleton,
  SkeletonGroup,
  useSnackbar,
  VisuallyHidden,
} from '@clipmarket/ui';
import { useId, useState, type FormEvent } from 'react';
import useSWR from 'swr';
import { Link, Redirect, useLocation, useParams, useSearchParams } from 'wouter';
import { call, isNotFound } from '../../api/client';
import { keys } from '../../api/keys';
import { AppLink } from '../../components/AppLink';
import { AccountShell } from '../../components/AccountShell';
import {
  clipDownloadHref,
  PlaylistDownloadPanel,
  usePlaylistDownloads,
  usePlaylistDownloadStates,
  useUserPlaylistDownloads,
} from '../downloads';
import { BULK_COPY, DIALOG_COPY, LISTS_COPY, PLAYLIST_COPY } from './copy';
import { totalPages } from './listsQuery';
import { nameProblem, PlaylistActions } from './PlaylistActions';
import {
  clipLineOf,
  lineKey,
  type OnlineTier,
  PlaylistCartBar,
  useCart,
  usePurchased,
  videoKey,
} from '../commerce';
import { ConfirmDialog, TextDialog } from './PlaylistDialog';
import { serverMessage, useRevalidatePlaylists } from './usePlaylistData';
import { sharedPlaylistPath } from './sharedPlaylistPath';
import { useRequireSession } from './useRequireSession';
import * as styles from './PlaylistPage.styles';
import { PlaylistReviewPanel } from './PlaylistReviewPanel';

/**
 * `/account/lists/{playlistId}/{folderId?}`: one playlist, or one of its folders, with its folders
 * and its clips, for its owner. A share link (`?share=`) opens the public shared page instead (ADR 32).
 */
export default function PlaylistPage() {
  const { playlistId = '' } = useParams<{ playlistId: string }>();
  const [params] = useSearchParams();
  const share = params.get('share');
  // A share link of before ADR 32 named this page: its reader goes to the public shared page, signed in or not.
  if (share !== null) return <Redirect to={`~${sharedPlaylistPath(playlistId, share)}`} replace />;
  return <OwnPlaylistPage />;
}

/** The owner's playlist page: signed in only (spec section 6); another user's uuid is not found. */
function OwnPlaylistPage() {
  const signedIn = useRequireSession();
  const { playlistId = '', folderId = null } = useParams<{ playlistId: string; folderId?: string }>();
  const info = useSWR(signedIn ? keys.playlists.one(playlistId) : null, () =>
    call(routes.playlistInfoEndpoint, { params: { uuid: playlistId }, query: {} }),
  );

  if (!signedIn || (!info.data && !info.error)) {
    return (
      <AccountShell heading={PLAYLIST_COPY.loading}>
        <Skeleton shape="block" css={styles.skeleton} />
      </AccountShell>
    );
  }
  if (info.error && !info.data) {
    if (isNotFound(info.error)) return <PlaylistNotFound />;
    return (
      <AccountShell heading={PLAYLIST_COPY.loadFailed}>
        <div css={styles.notice}>
          <Button onClick={() => void info.mutate()}>{LISTS_COPY.retry}</Button>
          <Link href={PAGES.lists.path()} css={buttonStyles.textLink}>
            {PLAYLIST_COPY.backToLists}
          </Link>
        </div>
      </AccountShell>
    );
  }
  return <PlaylistView playlist={info.data!} folderId={folderId} />;
}

function PlaylistNotFound() {
  return (
    <AccountShell heading={PLAYLIST_COPY.notFoundHeading} lead={PLAYLIST_COPY.notFoundBody}>
      <Link href={PAGES.lists.path()} css={buttonStyles.primaryButton}>
        {PLAYLIST_COPY.backToLists}
      </Link>
    </AccountShell>
  );
}

interface PlaylistViewProps {
  playlist: PlaylistInfo;
  folderId: string | null;
}

function PlaylistView({ playlist, folderId }: PlaylistViewProps) {
  const [, navigate] = useLocation();
  // Only the owner downloads a playlist; a reader through a share link is not asked about it.
  const { entries: downloads } = useUserPlaylistDownloads(playlist.canModify);
  const folders = useSWR(playlist.canModify ? keys.playlists.folders(playlist.uuid) : null, () =>
    call(routes.foldersEndpoint, {
      params: { uuid: playlist.uuid },
      query: { max: PLAYLIST_LIMITS.maxFolders, sortBy: 'name.asc' },
    }),
  );
  const folder = folderId ? folders.data?.data.find((item) => item.uuid === folderId) : undefined;
  if (folderId && folders.data && !folder) return <PlaylistNotFound />;

  return (
    <AccountShell
      inAccount={playlist.canModify}
      heading={folder ? `${playlist.name} / ${folder.name}` : playlist.name}
      lead={(folder ? folder.description : playlist.description) ?? undefined}
      aside={
        playlist.canModify && !folderId ? (
          <PlaylistActions
            playlist={playlist}
            onDeleted={() => navigate(PAGES.lists.path(), { replace: true })}
          />
        ) : null
      }
    >
      <nav aria-label={PLAYLIST_COPY.breadcrumb} css={styles.breadcrumb}>
        <Link href={PAGES.lists.path()}>{LISTS_COPY.heading}</Link>
        <span aria-hidden="true"> / </span>
        {folder ? (
          <Link href={PAGES.playlist.path({ playlistId: playlist.uuid })}>{playlist.name}</Link>
        ) : (
          <span>{playlist.name}</span>
        )}
      </nav>
      {playlist.canModify ? (
        <>
          <PlaylistDownloadPanel
            playlist={playlist}
            entry={downloads.find((entry) => entry.playlistUuid === playlist.uuid)}
            offerStart={!folderId && playlist.videoCount > 0}
          />
          {folderId ? null : <PlaylistReviewPanel playlist={playlist} />}
        </>
      ) : (
        <p css={styles.readOnly}>{PLAYLIST_COPY.readOnly}</p>
      )}
      <div css={[styles.layout, playlist.canModify && styles.withFolders]}>
        {playlist.canModify ? (
          <FoldersPanel
            playlist={playlist}
            folders={folders.data?.data}
            failed={Boolean(folders.error && !folders.data)}
            onRetry={() => void folders.mutate()}
            current={folder ?? null}
          />
        ) : null}
        <VideosPanel
          playlist={playlist}
          folderId={folderId}
          folders={playlist.canModify && !folderId ? folders.data?.data : undefined}
        />
      </div>
    </AccountShell>
  );
}

interface FoldersPanelProps {
  playlist: PlaylistInfo;
  folders: PlaylistFolder[] | undefined;
  failed: boolean;
  onRetry: () => void;
  current: PlaylistFolder | null;
}

type FolderDialog = 'create' | 'rename' | 'describe' | 'delete' | null;

/** Maps a folder call's failure to what the dialog says (the name rule, a taken name, too many folders). */
function folderError(error: unknown): string {
  const message = serverMessage(error) ?? '';
  if (message === PLAYLIST_SERVER_MESSAGES.folderNameNotUnique) return DIALOG_COPY.folderNameTaken;
  if (message === PLAYLIST_SERVER_MESSAGES.tooManyFolders) return DIALOG_COPY.tooManyFolders;
  if (message === MESSAGES.playlistNameTooShort || message === MESSAGES.playlistNameTooLong) {
    return formatMessage.error(message);
  }
  return DIALOG_COPY.failed;
}

function FoldersPanel({ playlist, folders, failed, onRetry, current }: FoldersPanelProps) {
  const headingId = useId();
  const [, navigate] = useLocation();
  const revalidate = useRevalidatePlaylists();
  const [open, setOpen] = useState<FolderDialog>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const base = `/account/lists/${playlist.uuid}`;

  const show = (next: FolderDialog) => {
    setError(null);
    setOpen(next);
  };

  async function run(task: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await task();
      setOpen(null);
      void revalidate();
    } catch (failure) {
      setError(folderError(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <aside css={styles.folders} aria-labelledby={headingId}>
      <h2 id={headingId} css={styles.sectionHeading}>
        {PLAYLIST_COPY.folders}
      </h2>
      {failed ? (
        <InlineAlert tone="error" onRetry={onRetry} retryLabel={LISTS_COPY.retry}>
          {PLAYLIST_COPY.loadFailed}
        </InlineAlert>
      ) : (
        <ul css={styles.folderList} aria-busy={!folders || undefined}>
          <li>
            <Link href={base} css={styles.folderLink} aria-current={current ? undefined : 'page'}>
              {PLAYLIST_COPY.allVideos} <span css={styles.folderCount}>{playlist.videoCount}</span>
            </Link>
          </li>
          {(folders ?? []).map((item) => (
            <li key={item.uuid}>
              <Link
                href={`${base}/${item.uuid}`}
                css={styles.folderLink}
                aria-current={current?.uuid === item.uuid ? 'page' : undefined}
              >
                {item.name} <span css={styles.folderCount}>{item.videoCount}</span>
              </Link>
            </li>
          ))}
          {folders && folders.length === 0 ? <li css={styles.muted}>{PLAYLIST_COPY.noFolders}</li> : null}
        </ul>
      )}
      <Button size="sm" onClick={() => show('create')}>
        {PLAYLIST_COPY.newFolder}
      </Button>
      {current ? (
        <div role="group" aria-label={PLAYLIST_COPY.folderActions(current.name)} css={styles.folderActions}>
          <Button variant="ghost" size="sm" onClick={() => show('rename')}>
            {PLAYLIST_COPY.renameFolder}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => show('describe')}>
            {PLAYLIST_COPY.describeFolder}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => show('delete')}>
            {PLAYLIST_COPY.deleteFolder}
          </Button>
        </div>
      ) : null}
      <TextDialog
        open={open === 'create'}
        title={DIALOG_COPY.createFolder}
        label={DIALOG_COPY.nameLabel}
        maxLength={255}
        submitLabel={DIALOG_COPY.create}
        validate={nameProblem}
        busy={busy}
        error={error}
        onSubmit={(name) =>
          void run(async () => {
            const { uuid } = await call(routes.createFolderEndpoint, {
              params: { uuid: playlist.uuid },
              body: { name },
            });
            navigate(`${base}/${uuid}`);
          })
        }
        onCancel={() => setOpen(null)}
      />
      {current ? (
        <>
          <TextDialog
            open={open === 'rename'}
            title={DIALOG_COPY.renameFolder}
            label={DIALOG_COPY.nameLabel}
            initialValue={current.name}
            maxLength={255}
            validate={nameProblem}
            busy={busy}
            error={error}
            onSubmit={(name) =>
              void run(async () => {
                await call(routes.updateFolderEndpoint, {
                  params: { uuid: playlist.uuid, folderUuid: current.uuid },
                  body: { name },
                });
              })
            }
            onCancel={() => setOpen(null)}
          />
          <TextDialog
            open={open === 'describe'}
            title={DIALOG_COPY.describeFolder}
            label={DIALOG_COPY.descriptionLabel}
            initialValue={current.description ?? ''}
            multiline
            maxLength={PLAYLIST_LIMITS.descriptionMax}
            busy={busy}
            error={error}
            onSubmit={(description) =>
              void run(async () => {
                await call(routes.updateFolderEndpoint, {
                  params: { uuid: playlist.uuid, folderUuid: current.uuid },
                  body: { description: description.trim() === '' ? null : description.trim() },
                });
              })
            }
            onCancel={() => setOpen(null)}
          />
          <ConfirmDialog
            open={open === 'delete'}
            title={DIALOG_COPY.deleteFolder(current.name)}
            body={DIALOG_COPY.deleteFolderBody}
            confirmLabel={DIALOG_COPY.delete}
            busy={busy}
            error={error}
            onConfirm={() =>
              void run(async () => {
                await call(routes.deleteFolderEndpoint, {
                  params: { uuid: playlist.uuid, folderUuid: current.uuid },
                });
                navigate(base, { replace: true });
              })
            }
            onCancel={() => setOpen(null)}
          />
        </>
      ) : null}
    </aside>
  );
}

interface VideosPanelProps {
  playlist: PlaylistInfo;
  folderId: string | null;
  /** The playlist's folders a clip can be added to (the whole playlist's view of an owner only). */
  folders?: PlaylistFolder[];
}

/** Puts one clip of the playlist into one of its folders (spec section 1: clips are saved to folders too). */
function AddToFolder({
  playlist,
  video,
  folders,
}: {
  playlist: PlaylistInfo;
  video: PlaylistVideoRow;
  folders: PlaylistFolder[];
}) {
  const snackbar = useSnackbar();
  const revalidate = useRevalidatePlaylists();
  const selectId = useId();
  const [folderUuid, setFolderUuid] = useState('');
  const [busy, setBusy] = useState(false);

  async function add(event: FormEvent) {
    event.preventDefault();
    const folder = folders.find((item) => item.uuid === folderUuid);
    if (!folder || busy) return;
    setBusy(true);
    try {
      await call(routes.addFolderVideoEndpoint, {
        params: { uuid: playlist.uuid, folderUuid: folder.uuid, jmId: video.jmId },
      });
      snackbar.enqueue({ message: PLAYLIST_COPY.addedToFolder(folder.name), severity: 'success' });
      setFolderUuid('');
      await revalidate();
    } catch (failure) {
      snackbar.enqueue({
        message: serverMessage(failure) ?? PLAYLIST_COPY.addToFolderFailed,
        severity: 'error',
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form css={styles.addToFolder} onSubmit={(event) => void add(event)}>
      {/* VisuallyHidden's props are typed as a span's: a label's `htmlFor` is passed through untyped. */}
      <VisuallyHidden as="label" {...{ htmlFor: selectId }}>
        {PLAYLIST_COPY.addToFolderLabel(displayTitle(video))}
      </VisuallyHidden>
      <select id={selectId} value={folderUuid} onChange={(event) => setFolderUuid(event.target.value)}>
        <option value="">{PLAYLIST_COPY.chooseFolder}</option>
        {folders.map((folder) => (
          <option key={folder.uuid} value={folder.uuid}>
            {folder.name}
          </option>
        ))}
      </select>
      <Button type="submit" size="sm" aria-disabled={busy || folderUuid === '' || undefined}>
        {busy ? PLAYLIST_COPY.addingToFolder : PLAYLIST_COPY.addToFolder}
      </Button>
    </form>
  );
}

/** What changing a playlist does to its download (spec section 4): said before the change is made. */
function downloadWarning(download: 'inProgress' | 'completed' | undefined): string {
  if (download === 'inProgress') return ` ${PLAYLIST_POPUP_TEXT.confirmInProgress}`;
  if (download === 'completed') return ` ${PLAYLIST_POPUP_TEXT.confirmCompleted}`;
  return '';
}

function VideosPanel({ playlist, folderId, folders }: VideosPanelProps) {
  const headingId = useId();
  const snackbar = useSnackbar();
  const revalidate = useRevalidatePlaylists();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '', 10) || 1);
  const offset = (page - 1) * PAGE_SIZE.default;
  const videos = useSWR(keys.playlists.videos(playlist.uuid, folderId, offset), () =>
    call(routes.playlistVideosEndpoint, {
      params: { uuid: playlist.uuid },
      query: { offset, max: PAGE_SIZE.default, folderUuid: folderId ?? undefined },
    }),
  );
  const [statuses, setStatuses] = useState<Record<string, SavedListItemStatus>>({});
  const [confirming, setConfirming] = useState<PlaylistVideoRow | null>(null);
  const cart = useCart();
  const { isLicensed } = usePurchased();
  // The playlist's running or ready download: removing a clip cancels it or drops its link (spec section 4).
  // A folder's clips stay in the playlist, so taking them out of the folder changes no download.
  const { states: downloadStates } = usePlaylistDownloadStates(playlist.canModify);
  const download = folderId ? undefined : downloadStates[playlist.uuid];
  const { changed } = usePlaylistDownloads();
  // Select mode (bulk remove): the selected clips, across pages.
  const [selectMode, setSelectMode] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);
  const [bulk, setBulk] = useState<'idle' | 'confirming' | 'removing'>('idle');
  // The tier the rows are added at; "License all" adds the whole playlist at it.
  const [tier, setTier] = useState<OnlineTier>('basicPro');
  const rowStatus = (video: PlaylistVideoRow): SavedListItemStatus => {
    const line = clipLineOf(cart.cart, video.jmId);
    const busy =
      cart.submitting.has(videoKey(video.jmId)) || (line && cart.submitting.has(lineKey(line.lineId)));
    return statuses[video.jmId] ?? (busy ? 'cartSubmitting' : 'idle');
  };

  async function remove(video: PlaylistVideoRow) {
    setConfirming(null);
    setStatuses((current) => ({ ...current, [video.jmId]: 'removing' }));
    try {
      // In a folder, the clip leaves that folder; the playlist keeps it.
      if (folderId) {
        await call(routes.removeFolderVideoEndpoint, {
          params: { uuid: playlist.uuid, folderUuid: folderId, jmId: video.jmId },
        });
      } else {
        await call(routes.removePlaylistVideoEndpoint, { params: { uuid: playlist.uuid, jmId: video.jmId } });
        if (download) changed(playlist.uuid);
      }
      snackbar.enqueue({ message: MESSAGES.videoRemovedFromPlaylist, severity: 'success' });
      setSelected((current) => current.filter((jmId) => jmId !== video.jmId));
      await Promise.all([videos.mutate(), revalidate()]);
      setStatuses(({ [video.jmId]: _done, ...rest }) => rest);
    } catch {
      setStatuses((current) => ({ ...current, [video.jmId]: 'removeFailed' }));
      snackbar.enqueue({ message: MESSAGES.removeFailed, severity: 'error' });
    }
  }

  async function removeSelected() {
    const jmIds = selected;
    setBulk('removing');
    try {
      const { removed } = folderId
        ? await call(routes.removeFolderVideosEndpoint, {
            params: { uuid: playlist.uuid, folderUuid: folderId },
            body: { jmIds },
          })
        : await call(routes.removePlaylistVideosEndpoint, {
            params: { uuid: playlist.uuid },
            body: { jmIds },
          });
      if (!folderId && download && removed > 0) changed(playlist.uuid);
      snackbar.enqueue({
        message: folderId
          ? BULK_COPY.removedFromFolder(removed)
          : formatMessage.videosRemovedFromPlaylist(removed),
        severity: 'success',
      });
      setSelected([]);
      setSelectMode(false);
      setBulk('idle');
      await Promise.all([videos.mutate(), revalidate()]);
    } catch {
      setBulk('idle');
      snackbar.enqueue({ message: MESSAGES.removeFailed, severity: 'error' });
    }
  }

  const setPage = (next: number) => {
    setParams((current) => {
      const copy = new URLSearchParams(current);
      if (next === 1) copy.delete('page');
      else copy.set('page', String(next));
      return copy;
    });
  };

  const rows = videos.data?.data ?? [];
  const canSelect = playlist.canModify && rows.length > 0;
  const toggleSelected = (jmId: string, on: boolean) =>
    setSelected((current) =>
      on ? (current.includes(jmId) ? current : [...current, jmId]) : current.filter((id) => id !== jmId),
    );

  let content;
  if (videos.error && !videos.data) {
    content = (
      <InlineAlert tone="error" onRetry={() => void videos.mutate()} retryLabel={LISTS_COPY.retry}>
        {PLAYLIST_COPY.videosLoadFailed}
      </InlineAlert>
    );
  } else if (!videos.data) {
    content = (
      <SkeletonGroup label={PLAYLIST_COPY.loading}>
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} shape="block" css={styles.rowSkeleton} />
        ))}
      </SkeletonGroup>
    );
  } else if (videos.data.data.length === 0) {
    content = <EmptyState description={PLAYLIST_COPY.noVideos} />;
  } else {
    content = (
      <>
        <PlaylistCartBar
          playlistUuid={playlist.uuid}
          // "License all" adds the whole playlist: offered on the playlist's page, not inside one of its folders.
          canModify={playlist.canModify && !folderId}
          tier={tier}
          onTierChange={setTier}
        />
        {canSelect ? (
          <div css={styles.selectBar} role="group" aria-label={BULK_COPY.bar}>
            <Button
              size="sm"
              aria-pressed={selectMode}
              onClick={() => {
                setSelectMode(!selectMode);
                setSelected([]);
              }}
            >
              {selectMode ? BULK_COPY.selectModeOff : BULK_COPY.selectMode}
            </Button>
            {selectMode ? (
              <>
                <p role="status" css={styles.selectCount}>
                  {formatMessage.videosSelected(selected.length)}
                </p>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() =>
                    setSelected((current) => [
                      ...current,
                      ...rows.map((row) => row.jmId).filter((jmId) => !current.includes(jmId)),
                    ])
                  }
                >
                  {BULK_COPY.selectPage}
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-disabled={selected.length === 0 || undefined}
                  onClick={() => setSelected([])}
                >
                  {BULK_COPY.clear}
                </Button>
                <Button
                  variant="danger"
                  size="sm"
                  aria-disabled={selected.length === 0 || bulk !== 'idle' || undefined}
                  aria-busy={bulk === 'removing' || undefined}
                  onClick={() => {
                    if (selected.length > 0 && bulk === 'idle') setBulk('confirming');
                  }}
                >
                  {bulk === 'removing' ? BULK_COPY.removing : BULK_COPY.removeSelected(selected.length)}
                </Button>
              </>
            ) : null}
          </div>
        ) : null}
        <ul css={styles.videoList}>
          {videos.data.data.map((video) => (
            <li key={video.jmId}>
              <SavedListItem
                video={video}
                href={PAGES.view.href({ videoId: video.jmId })}
                linkComponent={AppLink}
                canModify={playlist.canModify}
                status={rowStatus(video)}
                onRemove={() => setConfirming(video)}
                cartItems={cart.cart?.lines}
                licensed={isLicensed(video.jmId)}
                downloadHref={isLicensed(video.jmId) ? clipDownloadHref(video.jmId) : undefined}
                selected={selectMode ? selected.includes(video.jmId) : undefined}
                onSelectedChange={selectMode ? (on) => toggleSelected(video.jmId, on) : undefined}
                // A reader through a share link adds the clip on its own: the playlist is not theirs.
                onAddToCart={() =>
                  void cart.addVideo(video.jmId, tier, {
                    playlistUuid: playlist.canModify ? playlist.uuid : undefined,
                  })
                }
                onRemoveFromCart={() => {
                  const line = clipLineOf(cart.cart, video.jmId);
                  if (line) void cart.removeLine(line);
                }}
              >
                {folders && folders.length > 0 ? (
                  <AddToFolder playlist={playlist} video={video} folders={folders} />
                ) : null}
              </SavedListItem>
            </li>
          ))}
        </ul>
        <Pagination
          css={styles.pagination}
          currentPage={page}
          totalPages={totalPages(videos.data.total)}
          label={PLAYLIST_COPY.videosPaginationLabel}
          status={videos.isValidating ? 'loading' : 'idle'}
          onPageChange={setPage}
        />
      </>
    );
  }

  return (
    <section css={styles.videos} aria-labelledby={headingId}>
      <h2 id={headingId} css={styles.sectionHeading}>
        {PLAYLIST_COPY.videos}
        {videos.data ? (
          <span css={styles.folderCount}> {LISTS_COPY.videoCount(videos.data.total)}</span>
        ) : null}
      </h2>
      {content}
      <ConfirmDialog
        open={confirming !== null}
        title={DIALOG_COPY.removeVideo(confirming ? displayTitle(confirming) : '')}
        body={`${DIALOG_COPY.removeVideoBody}${downloadWarning(download)}`}
        confirmLabel={DIALOG_COPY.remove}
        onConfirm={() => {
          if (confirming) void remove(confirming);
        }}
        onCancel={() => setConfirming(null)}
      />
      <ConfirmDialog
        open={bulk !== 'idle'}
        title={
          folderId ? BULK_COPY.removeFromFolderTitle(selected.length) : BULK_COPY.removeTitle(selected.length)
        }
        body={
          folderId ? BULK_COPY.removeFromFolderBody : `${BULK_COPY.removeBody}${downloadWarning(download)}`
        }
        confirmLabel={DIALOG_COPY.remove}
        busy={bulk === 'removing'}
        busyLabel={BULK_COPY.removing}
        onConfirm={() => void removeSelected()}
        onCancel={() => {
          if (bulk !== 'removing') setBulk('idle');
        }}
      />
    </section>
  );
}
