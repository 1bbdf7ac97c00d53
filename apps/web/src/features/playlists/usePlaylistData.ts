import {
  ApiRequestError,
  PLAYLIST_LIMITS,
  isFavourite,
  type PlaylistSummary,
  type UserVideoSetResponse,
} from '@clipmarket/core';
import { routes } from '@clipmarket/core/routes';
import type { CreatePlaylistRequestStatus } from '@clipmarket/ui';
import { useCallback, useState } from 'react';
import useSWR, { unstable_serialize, useSWRConfig, type Key } from 'swr';
import { call } from '../../api/client';
import { keys, matches, type Resource } from '../../api/keys';

/** The server's message of a failed call, or null (a lost connection). */
export function serverMessage(error: unknown): string | null {
  return error instanceof ApiRequestError ? error.body.message : null;
}

/**
 * The clips the signed-in user has saved (in any of their playlists, `GET …/lists/all/videos`): what the clip
 * page's "Save to playlist" shows. Null while signed out.
 */
export function useSavedClips(signedIn: boolean) {
  return useSWR<UserVideoSetResponse>(signedIn ? keys.favourites() : null, () =>
    call(routes.favouriteVideosEndpoint),
  );
}

/** The reads that carry cards, each card with its `isFav` as the server marked it for this user. */
const CARD_RESOURCES: ReadonlySet<Resource> = new Set([
  'search',
  'similar',
  'videos',
  'wire',
  'home',
  'collections',
]);
const isCardKey = (key: unknown): boolean => Array.isArray(key) && CARD_RESOURCES.has(key[0] as Resource);

/**
 * `data` with every card's `isFav` set by `saved` (a card: an object with a `jmId` and a clearance `aci` or an
 * `isFav`), the same objects where nothing changed, so an unchanged answer renders nothing.
 */
export function withSavedMarks(data: unknown, saved: (jmId: string) => boolean | undefined): unknown {
  if (Array.isArray(data)) {
    const next = data.map((item: unknown) => withSavedMarks(item, saved));
    return next.some((item, index) => item !== data[index]) ? next : data;
  }
  if (data === null || typeof data !== 'object') return data;
  const record = data as Record<string, unknown>;
  if (typeof record.jmId === 'string' && ('aci' in record || 'isFav' in record)) {
    const isFav = saved(record.jmId);
    return isFav === undefined || (record.isFav ?? false) === isFav ? data : { ...record, isFav };
  }
  let changed = false;
  const next: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(record)) {
    next[name] = withSavedMarks(value, saved);
    if (next[name] !== value) changed = true;
  }
  return changed ? next : data;
}

/** Which read of the saved clips is the latest: an older answer arriving late is not applied. */
let savedReads = 0;

/**
 * Marks clips saved at once, wherever they are shown: the saved clips the clip page reads and the cards of
 * every loaded search, wire, home, collection and similar-clips answer. Given the user's whole saved set, every
 * card follows it; given some clips just added to a playlist, only theirs change.
 */
export function useMarkSaved(): (
  change: { set: UserVideoSetResponse } | { added: readonly string[] },
) => void {
  const { mutate, cache } = useSWRConfig();
  return useCallback(
    (change) => {
      let saved: (jmId: string) => boolean | undefined;
      let favourites: Promise<unknown>;
      if ('set' in change) {
        saved = (jmId) => isFavourite(jmId, change.set.data);
        favourites = mutate(keys.favourites(), change.set, { revalidate: false });
      } else {
        saved = (jmId) => (isFavourite(jmId, change.added) ? true : undefined);
        favourites = mutate(
          keys.favourites(),
          (current: UserVideoSetResponse | undefined) => {
            if (!current) return current;
            const data = [...new Set([...current.data, ...change.added])];
            return { data, total: data.length };
          },
          { revalidate: false },
        );
      }
      // Only answers already here: writing to a read still on its way would drop its answer when it came.
      const loaded = (key: unknown) =>
        isCardKey(key) && cache.get(unstable_serialize(key as Key))?.data !== undefined;
      const cards = mutate(loaded, (current: unknown) => withSavedMarks(current, saved), {
        revalidate: false,
      });
      // A mark that cannot be written (the cache is gone with the app, as between tests) is lost with it.
      void Promise.all([favourites, cards]).catch(() => undefined);
    },
    [mutate, cache],
  );
}

/**
 * Refreshes every playlist read except the popup's own rows, and what marks clips saved: the saved clips are
 * read again and every loaded card follows them, so a bookmark changes as soon as the server has the change.
 */
export function useRevalidatePlaylists(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  const markSaved = useMarkSaved();
  return useCallback(async () => {
    const read = ++savedReads;
    // A failed re-read leaves the marks as they are: the next read of each answer brings them from the server.
    const refreshSaved = call(routes.favouriteVideosEndpoint)
      .then((set) => {
        if (read === savedReads) markSaved({ set });
      })
      .catch(() => undefined);
    return Promise.all([
      mutate((key) => matches('playlists')(key) && (key as readonly unknown[])[1] !== 'forVideo'),
      refreshSaved,
    ]);
  }, [mutate, markSaved]);
}

const POPUP_LISTS_QUERY = { max: PLAYLIST_LIMITS.pageMax, sortBy: 'updatedAt.desc' } as const;

/** Every playlist of the user, most recently changed first: the bulk popup's rows. */
export function useAllPlaylists(enabled: boolean) {
  return useSWR<{ data: PlaylistSummary[]; total: number }>(
    enabled ? keys.playlists.list(POPUP_LISTS_QUERY) : null,
    () => call(routes.playlistsEndpoint, { query: POPUP_LISTS_QUERY }),
  );
}

export interface PlaylistCreate {
  status: CreatePlaylistRequestStatus;
  serverMessage: string | null;
  /** Creates the playlist; resolves with its uuid, or with the server's message when it said no. */
  create: (name: string) => Promise<{ uuid: string | null; serverMessage: string | null }>;
}

/**
 * Creating a playlist from an input: the call's state for `CreatePlaylistInput` (which maps the server's
 * message with `mapCreatePlaylistError`, spec section 8), and the lists re-read after.
 */
export function usePlaylistCreate(): PlaylistCreate {
  const [status, setStatus] = useState<CreatePlaylistRequestStatus>('idle');
  const [message, setMessage] = useState<string | null>(null);
  const revalidate = useRevalidatePlaylists();
  const create = useCallback(
    async (name: string) => {
      setStatus('submitting');
      setMessage(null);
      try {
        const { uuid } = await call(routes.createPlaylistEndpoint, { body: { name } });
        setStatus('created');
        void revalidate();
        return { uuid, serverMessage: null };
      } catch (error) {
        const message = serverMessage(error);
        setMessage(message);
        setStatus('failed');
        return { uuid: null, serverMessage: message };
      }
    },
    [revalidate],
  );
  return { status, serverMessage: message, create };
}
