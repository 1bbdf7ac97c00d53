import {
  ApiRequestError,
  MESSAGES,
  PAGES,
  savedSearchSummary,
  searchOfSaved,
  searchPageQuery,
  type AlertFrequency,
  type SavedSearch,
} from '@clipmarket/core';
import { routes } from '@clipmarket/core/routes';
import useSWR, { useSWRConfig } from 'swr';
import { call } from '../../api/client';

/**
 * Saved searches (issue 33, item 3; ADR 90) as the app reads and changes them: the account's list, in the shape
 * of `api/keys.ts` (the resource's name first), and what the search page and the account page do with it.
 */
export const savedSearchKeys = { list: () => ['savedSearches'] as const };

/** The account's saved searches, once signed in. */
export function useSavedSearches(signedIn: boolean) {
  return useSWR(signedIn ? savedSearchKeys.list() : null, () => call(routes.savedSearchesEndpoint));
}

/** A saved search's results on the search page (a full path, as the app's links take it). */
export const savedSearchHref = (saved: Pick<SavedSearch, 'query'>): string =>
  PAGES.search.href(searchPageQuery(searchOfSaved(saved.query)));

/** The server's message of a refused save (a name taken, the account full, a name refused), else the generic. */
export function saveFailure(error: unknown): string {
  if (error instanceof ApiRequestError && error.status < 500)
    return error.body.messages?.map((m) => m.replace(/^[\w.]+: /, '')).join(' ') || error.body.message;
  return MESSAGES.serverError;
}

/** The list's calls, each followed by the list read again. */
export function useSavedSearchActions() {
  const { mutate } = useSWRConfig();
  const refresh = () => mutate(savedSearchKeys.list());
  return {
    async create(body: { name: string; query: SavedSearch['query']; alert: AlertFrequency }) {
      const saved = await call(routes.createSavedSearchEndpoint, { body });
      void refresh();
      return saved;
    },
    /**
     * The alert shows the new choice at once (a select bound to the list would otherwise snap back to the old one
     * until the server answers), and goes back to it if the change is refused.
     */
    async setAlert(id: string, alert: AlertFrequency) {
      await mutate(
        savedSearchKeys.list(),
        async () => {
          await call(routes.updateSavedSearchEndpoint, { params: { savedSearchId: id }, body: { alert } });
          return call(routes.savedSearchesEndpoint);
        },
        {
          optimisticData: (current?: { data: SavedSearch[] }) => ({
            data: (current?.data ?? []).map((item) => (item.id === id ? { ...item, alert } : item)),
          }),
          rollbackOnError: true,
          revalidate: false,
        },
      );
    },
    async remove(id: string) {
      await call(routes.deleteSavedSearchEndpoint, { params: { savedSearchId: id } });
      await refresh();
    },
    /** Opened: its new clips count from now (not waited on: the page moves on to the search). */
    seen(id: string) {
      void call(routes.seenSavedSearchEndpoint, { params: { savedSearchId: id } })
        .then(refresh)
        .catch(() => undefined);
    },
  };
}

/** A saved search as the list shows it. */
export const listItem = (saved: SavedSearch) => ({
  id: saved.id,
  name: saved.name,
  summary: savedSearchSummary(saved.query),
  href: savedSearchHref(saved),
  newClips: saved.newClips,
  alert: saved.alert,
});
