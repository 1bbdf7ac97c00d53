import { routes } from '@clipmarket/core/routes';
import { useCallback } from 'react';
import useSWR from 'swr';
import { call } from '../../api/client';
import { keys } from '../../api/keys';
import { useSession } from '../../session/AuthProvider';

export interface ExactMatchPreference {
  /** The signed-in user's saved preference; null for a visitor, while it loads, or when it could not be read. */
  saved: boolean | null;
  /** What a search address without `exactMatch` means: the saved preference, else off. */
  exactMatchDefault: boolean;
  /**
   * Saves the preference (`POST /api/v1/lp/user/exactMatchOnly`); the search default follows at once.
   * Resolves with whether the server kept it.
   */
  save: (exactMatchOnly: boolean) => Promise<boolean>;
}

/**
 * The user's saved exact-match-only search preference (`GET`/`POST /api/v1/lp/user/exactMatchOnly`, spec
 * section 7): the search page's exact-match default for a signed-in user. A visitor has none, and a
 * preference that cannot be read leaves the default off, as for everyone else.
 */
export function useExactMatchPreference(): ExactMatchPreference {
  const { user } = useSession();
  const username = user?.username ?? null;
  const { data, mutate } = useSWR(username ? keys.preferences.exactMatchOnly(username) : null, () =>
    call(routes.getExactMatchOnlyEndpoint, { query: { username: username! } }),
  );
  const save = useCallback(
    async (exactMatchOnly: boolean) => {
      if (!username) return false;
      try {
        const saved = await call(routes.setExactMatchOnlyEndpoint, { body: { username, exactMatchOnly } });
        await mutate(saved, { revalidate: false });
        return true;
      } catch {
        return false;
      }
    },
    [username, mutate],
  );
  const saved = username && data ? data.exactMatchOnly : null;
  return { saved, exactMatchDefault: saved ?? false, save };
}
