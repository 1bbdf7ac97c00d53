import { formatMessage, PAGES } from '@clipmarket/core';
import { Button } from '@clipmarket/ui';
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useLocation } from 'wouter';
import { useSession } from '../../session/AuthProvider';
import * as styles from './BulkSelect.styles';
import { BULK_COPY } from './copy';

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

// The popup and its calls load on first use: most visits never bulk-add.
const BulkAddPopup = lazy(() =>
  import('./BulkAddPopup').then((module) => ({ default: module.BulkAddPopup })),
);

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
      navigate(PAGES.login.path());
      return;
    }
    setPopupOpen(true);
  }, [user, navigate]);

  // A selection belongs to the user who made it. Each reset keeps the state it finds already empty: a new
  // `{}` at mount would redraw every page under the provider right after hydration for nothing.
  const userUuid = user?.userUuid ?? null;
  useEffect(() => {
    setSelectModeState(false);
    setSelected((current) => (Object.keys(current).length === 0 ? current : {}));
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
        <Suspense fallback={null}>
          <BulkAddPopup
            jmIds={jmIds}
            onClose={(addedSomewhere) => {
              setPopupOpen(false);
              if (addedSomewhere) setSelectMode(false);
            }}
          />
        </Suspense>
      ) : null}
    </BulkSelectContext.Provider>
  );
}

export function useBulkSelect(): BulkSelectApi {
  const api = useContext(BulkSelectContext);
  if (!api) throw new Error('useBulkSelect needs a <BulkSelectProvider> above it.');
  return api;
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
        <Button
          variant="primary"
          aria-disabled={count === 0 || undefined}
          onClick={() => {
            if (count > 0) openBulkPopup();
          }}
        >
          {BULK_COPY.addSelected(count)}
        </Button>
        <Button onClick={clear}>{BULK_COPY.clear}</Button>
        <Button variant="ghost" onClick={() => setSelectMode(false)}>
          {BULK_COPY.selectModeOff}
        </Button>
      </div>
    </section>
  );
}
