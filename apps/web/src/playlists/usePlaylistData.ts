import { ApiRequestError, PLAYLIST_LIMITS, type PlaylistSummary } from '@clipmarket/core';
import { routes } from '@clipmarket/core/routes';
import type { CreatePlaylistRequestStatus } from '@clipmarket/ui';
import { useCallback, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { call } from '../api/client';
import { keys, matches } from '../api/keys';

/** The server's message of a failed call, or null (a lost connection). */
export function serverMessage(error: unknown): string | null {
  return error instanceof ApiRequestError ? error.body.message : null;
}

/** The server's messages of a failed call: its list when it sent one, else its one message. */
export function serverMessages(error: unknown): string[] {
  if (!(error instanceof ApiRequestError)) return [];
  return error.body.messages ?? [error.body.message];
}

/** The request statuses a "not found" answer has: a playlist gone, another user's, or not a uuid. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 404 || error.status === 400);
}

/** Refreshes every playlist read except the popup's own rows, and the favourites that mark cards. */
export function useRevalidatePlaylists(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback(
    () =>
      Promise.all([
        mutate((key) => matches('playlists')(key) && (key as readonly unknown[])[1] !== 'forVideo'),
        mutate(matches('favourites')),
      ]),
    [mutate],
  );
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
