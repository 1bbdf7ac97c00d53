import { PAGES } from '@clipmarket/core';
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
import { useCurrentPath } from '../../components/AppLink';
import { PlaylistDownloadsProvider } from '../downloads';
import { updatePersistedState, usePersistedState } from '../../state/persisted';
import type { AddToPlaylistPopup as AddToPlaylistPopupType } from './AddToPlaylistPopup';
import { BulkSelectProvider } from './BulkSelect';

// The popup, its toggle machines and its calls: loaded once a signed-in page is idle (below), or on first use.
// Once loaded it is drawn as it is: through `lazy` even loaded code suspends on its first draw, and React then
// holds the popup back (its throttle on revealing suspended content) while nothing on the page answers the tap.
let loadedPopup: typeof AddToPlaylistPopupType | null = null;
const loadPopup = () =>
  import('./AddToPlaylistPopup').then((module) => (loadedPopup = module.AddToPlaylistPopup));
const LazyPopup = lazy(() => loadPopup().then((component) => ({ default: component })));

/**
 * Saving a clip to a playlist from anywhere a card is shown (spec section 4): a signed-out save remembers the
 * clip and the page (flags addTolist, prevPath, onBoardingAddToList) and goes to login; once signed in the
 * user is taken back to that page with the add-to-playlist popup open for the clip, and the flags cleared.
 * A signed-in save opens the popup at once. The popup never shows on the login or register page.
 */
export interface SaveToPlaylistApi {
  /** Starts saving one clip. */
  save: (jmId: string) => void;
  /** The clip whose popup is open, or null. */
  openFor: string | null;
  close: () => void;
}

const SaveContext = createContext<SaveToPlaylistApi | null>(null);

/** Runs `task` when the browser is idle (after a moment where it cannot say). */
function whenIdle(task: () => void): number {
  return typeof requestIdleCallback === 'function'
    ? requestIdleCallback(task, { timeout: 2_000 })
    : window.setTimeout(task, 200);
}
function cancelIdle(handle: number) {
  if (typeof cancelIdleCallback === 'function') cancelIdleCallback(handle);
  else window.clearTimeout(handle);
}

/** The auth screens, where no playlist popup shows (spec section 2). */
const AUTH_PATHS = new Set(['/login', '/register']);

export function SaveToPlaylistProvider({ children }: { children: ReactNode }) {
  const { user, status } = useSession();
  const [location, navigate] = useLocation();
  const currentPath = useCurrentPath();
  const [openFor, setOpenFor] = useState<string | null>(null);
  // The popup's component, chosen when a clip's popup opens and kept while it is open: code that finishes
  // loading meanwhile must not swap the component and draw the open popup afresh.
  const [Popup, setPopup] = useState<typeof LazyPopup | typeof AddToPlaylistPopupType>(() => LazyPopup);
  const open = useCallback((jmId: string) => {
    const loaded = loadedPopup;
    setPopup(() => loaded ?? LazyPopup);
    setOpenFor(jmId);
  }, []);
  const pendingSave = usePersistedState((state) => state.user.pendingSave);

  // A save pressed while a remembered session is still being confirmed waits for the answer: then the popup
  // opens on this page, or the visitor goes to log in. Never the log-in page flashing for a signed-in buyer.
  const [held, setHeld] = useState<string | null>(null);
  const confirming = status === 'pending';

  const save = useCallback(
    (jmId: string) => {
      if (!user && confirming) {
        setHeld(jmId);
        return;
      }
      if (!user) {
        updatePersistedState((state) => ({
          ...state,
          user: {
            ...state.user,
            pendingSave: {
              addTolist: jmId,
              prevPath: currentPath,
              onBoardingAddToList: false,
            },
          },
        }));
        navigate(PAGES.login.path());
        return;
      }
      open(jmId);
    },
    [user, confirming, currentPath, navigate, open],
  );

  useEffect(() => {
    if (held === null || confirming) return;
    setHeld(null);
    save(held);
  }, [held, confirming, save]);

  // Signed in with a save waiting: back to where it was clicked, the popup open there, the flags gone. This
  // runs after the login page's own effects (a parent's effects run after its children's), so it has the
  // last word on where the user lands.
  useEffect(() => {
    if (status !== 'loggedIn') return;
    if (pendingSave) {
      updatePersistedState((state) => ({ ...state, user: { ...state.user, pendingSave: null } }));
      navigate(`~${pendingSave.prevPath}`, { replace: true });
      open(pendingSave.addTolist);
    }
  }, [status, pendingSave, navigate, open]);

  // Signed in: the popup's code loads when the page is idle, so the first tap on Save opens it without waiting
  // for it (a visitor, who cannot save, never loads it).
  useEffect(() => {
    if (!user) return;
    // A fetch that fails here is tried again, and its failure shown, when the popup is opened.
    const handle = whenIdle(() => void loadPopup().catch(() => undefined));
    return () => cancelIdle(handle);
  }, [user]);

  // Signed out: nothing of the last user's stays open.
  useEffect(() => {
    if (!user) setOpenFor(null);
  }, [user]);

  const close = useCallback(() => setOpenFor(null), []);
  const api = useMemo(() => ({ save, openFor, close }), [save, openFor, close]);
  const showPopup = openFor !== null && user !== null && !AUTH_PATHS.has(location);

  return (
    <SaveContext.Provider value={api}>
      {/* Playlist downloads sit here, above the pages: a change through the popups asks about them first. */}
      <PlaylistDownloadsProvider>
        <BulkSelectProvider>
          {children}
          {showPopup ? (
            <Suspense fallback={null}>
              <Popup key={openFor} jmId={openFor} onClose={close} />
            </Suspense>
          ) : null}
        </BulkSelectProvider>
      </PlaylistDownloadsProvider>
    </SaveContext.Provider>
  );
}

export function useSaveToPlaylist(): SaveToPlaylistApi {
  const api = useContext(SaveContext);
  if (!api) throw new Error('useSaveToPlaylist needs a <SaveToPlaylistProvider> above it.');
  return api;
}
