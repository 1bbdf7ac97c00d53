import {
  addPlaylistVideosEndpoint,
  DELAYS,
  formatMessage,
  mapBulkAddError,
  playlistVideosEndpoint,
} from '@clipmarket/core';
import {
  BulkPlaylistPopup,
  buttonStyles,
  useSnackbar,
  type BulkPlaylistPopupItem,
  type PlaylistRowStatus,
} from '@clipmarket/ui';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useLocation } from 'wouter';
import { call } from '../api/client';
import { useSession } from '../auth/AuthProvider';
import * as styles from './BulkSelect.styles';
import { BULK_COPY } from './copy';
import {
  serverMessages,
  useAllPlaylists,
  usePlaylistCreate,
  useRevalidatePlaylists,
} from './usePlaylistData';

/** Select mode (spec section 3: selectMode, selectedVideos keyed by page) and the popup for many clips. */
export interface BulkSelectApi {
  selectMode: boolean;
  setSelectMode(on: boolean): void;
  /** Selected jmIds by result page, so a selection survives paging. */
  selected: Record<number, string[]>;
  toggle(page: number, jmId: string): void;
  clear(): void;
  /** Opens the popup that adds every selected clip to a playlist ('{n} Videos Selected'). */
  openBulkPopup(): void;
}

const BulkSelectContext = createContext<BulkSelectApi | null>(null);

/** Every selected clip once, in the order chosen, across pages. */
export function selectedJmIds(selected: Record<number, string[]>): string[] {
  const pages = Object.keys(selected)
    .map(Number)
    .sort((a, b) => a - b);
  return [...new Set(pages.flatMap((page) => selected[page] ?? []))];
}

export function BulkSelectProvider({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const [, navigate] = useLocation();
  const [selectMode, setSelectModeState] = useState(false);
  const [selected, setSelected] = useState<Record<number, string[]>>({});
  const [popupOpen, setPopupOpen] = useState(false);

  const clear = useCallback(() => setSelected({}), []);
  const setSelectMode = useCallback((on: boolean) => {
    setSelectModeState(on);
    if (!on) setSelected({});
  }, []);
  const toggle = useCallback((page: number, jmId: string) => {
    setSelected((current) => {
      const onPage = current[page] ?? [];
      const next = onPage.includes(jmId) ? onPage.filter((id) => id !== jmId) : [...onPage, jmId];
      const { [page]: _dropped, ...rest } = current;
      return next.length > 0 ? { ...rest, [page]: next } : rest;
    });
  }, []);
  const openBulkPopup = useCallback(() => {
    if (!user) {
      navigate('/login');
      return;
    }
    setPopupOpen(true);
  }, [user, navigate]);

  // A selection belongs to the user who made it.
  const userUuid = user?.userUuid ?? null;
  useEffect(() => {
    setSelectModeState(false);
    setSelected({});
    setPopupOpen(false);
  }, [userUuid]);

  const api = useMemo<BulkSelectApi>(
    () => ({ selectMode, setSelectMode, selected, toggle, clear, openBulkPopup }),
    [selectMode, setSelectMode, selected, toggle, clear, openBulkPopup],
  );
  const jmIds = useMemo(() => selectedJmIds(selected), [selected]);

  return (
    <BulkSelectContext.Provider value={api}>
      {children}
      {popupOpen && user ? (
        <BulkAddPopup
          jmIds={jmIds}
          onClose={(addedSomewhere) => {
            setPopupOpen(false);
            if (addedSomewhere) setSelectMode(false);
          }}
        />
      ) : null}
    </BulkSelectContext.Provider>
  );
}

export function useBulkSelect(): BulkSelectApi {
  const api = useContext(BulkSelectContext);
  if (!api) throw new Error('useBulkSelect needs a <BulkSelectProvider> above it.');
  return api;
}

type RowResult = { status: PlaylistRowStatus; message?: string };

/**
 * The popup for many clips: each playlist a button that adds every selected clip
 * (`POST …/lists/{uuid}/videos` with the jmIds, then the playlist's videos read for the total, spec section 7);
 * '{n} videos are added to the playlist.' on the row, or the server's first message / 'Error adding videos to
 * playlist!' on the row and as an error snackbar (spec section 8).
 */
function BulkAddPopup({ jmIds, onClose }: { jmIds: string[]; onClose: (added: boolean) => void }) {
  const snackbar = useSnackbar();
  const revalidate = useRevalidatePlaylists();
  const lists = useAllPlaylists(true);
  const creating = usePlaylistCreate();
  const [results, setResults] = useState<Record<string, RowResult>>({});
  const added = useRef(false);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const settle = useCallback((uuid: string, result: RowResult) => {
    setResults((current) => ({ ...current, [uuid]: result }));
    clearTimeout(timers.current.get(uuid));
    timers.current.set(
      uuid,
      setTimeout(() => {
        setResults(({ [uuid]: _done, ...rest }) => rest);
      }, DELAYS.savedStateResetMs),
    );
  }, []);

  const add = useCallback(
    async (uuid: string) => {
      setResults((current) => ({ ...current, [uuid]: { status: 'toggling' } }));
      try {
        await call(addPlaylistVideosEndpoint, { params: { uuid }, body: { jmIds } });
        const { total } = await call(playlistVideosEndpoint, { params: { uuid }, query: { offset: 0 } });
        added.current = true;
        settle(uuid, { status: 'changed', message: formatMessage.videosAddedToPlaylist(jmIds.length) });
        // The list's count as the server now has it, without waiting for the re-read.
        void lists.mutate(
          (current) =>
            current && {
              ...current,
              data: current.data.map((item) => (item.uuid === uuid ? { ...item, videoCount: total } : item)),
            },
          { revalidate: false },
        );
        void revalidate();
      } catch (error) {
        const message = mapBulkAddError(serverMessages(error));
        settle(uuid, { status: 'failed', message });
        snackbar.enqueue({ message, severity: 'error' });
      }
    },
    [jmIds, lists, revalidate, settle, snackbar],
  );

  const playlists = useMemo<BulkPlaylistPopupItem[]>(
    () =>
      (lists.data?.data ?? []).map((item) => ({ uuid: item.uuid, name: item.name, ...results[item.uuid] })),
    [lists.data, results],
  );

  return (
    <BulkPlaylistPopup
      open
      onOpenChange={(open) => {
        if (!open) onClose(added.current);
      }}
      selectedCount={jmIds.length}
      status={lists.error && !lists.data ? 'error' : !lists.data ? 'loading' : 'ready'}
      onRetry={() => void lists.mutate()}
      playlists={playlists}
      onAdd={(item) => {
        if (jmIds.length > 0) void add(item.uuid);
      }}
      onCreatePlaylist={(name) =>
        void creating.create(name).then(async ({ uuid }) => {
          if (!uuid) return;
          await lists.mutate();
          if (jmIds.length > 0) await add(uuid);
        })
      }
      createStatus={creating.status}
      createServerMessage={creating.serverMessage}
    />
  );
}

/**
 * A bar for a results page in select mode: how many are selected, add them to a playlist, clear, done.
 * Pages that offer select mode may render it (the search page has its own controls).
 */
export function BulkSelectBar() {
  const { selectMode, setSelectMode, selected, clear, openBulkPopup } = useBulkSelect();
  const count = selectedJmIds(selected).length;
  if (!selectMode) return null;
  return (
    <section css={styles.bar} aria-label={BULK_COPY.bar}>
      <p css={styles.count} role="status">
        {formatMessage.videosSelected(count)}
      </p>
      <div css={styles.actions}>
        <button
          type="button"
          css={buttonStyles.primaryButton}
          aria-disabled={count === 0 || undefined}
          onClick={() => {
            if (count > 0) openBulkPopup();
          }}
        >
          {BULK_COPY.addSelected(count)}
        </button>
        <button type="button" css={buttonStyles.secondaryButton} onClick={clear}>
          {BULK_COPY.clear}
        </button>
        <button type="button" css={buttonStyles.ghostButton} onClick={() => setSelectMode(false)}>
          {BULK_COPY.selectModeOff}
        </button>
      </div>
    </section>
  );
}
