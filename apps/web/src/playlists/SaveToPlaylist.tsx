import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useSession } from '../auth/AuthProvider';
import { updatePersistedState } from '../state/persisted';
import { APP_BASE } from '../paths';

/**
 * Saving a clip to a playlist from anywhere a card is shown (spec section 4): a signed-out save remembers the
 * clip and the page (flags addTolist, prevPath, onBoardingAddToList) and goes to login; a signed-in save opens
 * the add-to-playlist popup for that clip.
 */
export interface SaveToPlaylistApi {
  /** Starts saving one clip. */
  save: (jmId: string) => void;
  /** The clip whose popup is open, or null. */
  openFor: string | null;
  close: () => void;
}

const SaveContext = createContext<SaveToPlaylistApi | null>(null);

export function SaveToPlaylistProvider({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const [location, navigate] = useLocation();
  const [openFor, setOpenFor] = useState<string | null>(null);

  const save = useCallback(
    (jmId: string) => {
      if (!user) {
        updatePersistedState((state) => ({
          ...state,
          user: {
            ...state.user,
            pendingSave: {
              addTolist: jmId,
              prevPath: `${APP_BASE}${location === '/' ? '' : location}${window.location.search}`,
              onBoardingAddToList: false,
            },
          },
        }));
        navigate('/login');
        return;
      }
      setOpenFor(jmId);
    },
    [user, location, navigate],
  );

  return (
    <SaveContext.Provider value={{ save, openFor, close: () => setOpenFor(null) }}>
      {children}
    </SaveContext.Provider>
  );
}

export function useSaveToPlaylist(): SaveToPlaylistApi {
  const api = useContext(SaveContext);
  if (!api) throw new Error('useSaveToPlaylist needs a <SaveToPlaylistProvider> above it.');
  return api;
}
