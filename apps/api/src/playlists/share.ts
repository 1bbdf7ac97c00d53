import { randomBytes } from 'node:crypto';
import {
  PLAYLIST_SERVER_MESSAGES,
  type PlaylistShareResponse,
  type PlaylistUnsharedResponse,
} from '@clipmarket/core';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { httpError } from '../http/errors';
import { shareUrl } from './service';

/** A new share token: 192 random bits, as the first link's (service.ts `share`). */
const newToken = () => randomBytes(24).toString('base64url');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Revoking and rotating a playlist's share link (ADR 60), its owner only: another user's playlist answers 404
 * like a missing one. The token is the link's only secret, so replacing or clearing it is the whole change:
 * every reader of the old link (its clips, the playlist, a copy) then gets the 404 of a missing playlist.
 */
export type ShareLinks = ReturnType<typeof createShareLinks>;

export function createShareLinks(db: Kysely<DB>) {
  async function setToken(userId: string, uuid: string, token: string | null): Promise<void> {
    if (!UUID.test(uuid)) throw httpError(404, PLAYLIST_SERVER_MESSAGES.playlistMissing);
    const row = await db
      .updateTable('playlists')
      .set({ shareToken: token })
      .where('uuid', '=', uuid)
      .where('userId', '=', userId)
      .returning('uuid')
      .executeTakeFirst();
    if (!row) throw httpError(404, PLAYLIST_SERVER_MESSAGES.playlistMissing);
  }

  return {
    /** The link stops working; sharing again makes a new one. */
    async revoke(userId: string, uuid: string): Promise<PlaylistUnsharedResponse> {
      await setToken(userId, uuid, null);
      return { uuid, shared: false };
    },

    /** A new link; the old one stops working at once. */
    async rotate(userId: string, uuid: string): Promise<PlaylistShareResponse> {
      const token = newToken();
      await setToken(userId, uuid, token);
      return { url: shareUrl(uuid, token), token };
    },
  };
}
