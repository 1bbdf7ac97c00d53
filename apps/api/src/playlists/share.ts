import {
  PLAYLIST_SERVER_MESSAGES,
  SHARE_LIMITS,
  type PlaylistShareResponse,
  type PlaylistUnsharedResponse,
} from '@clipmarket/core';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { httpError } from '../http/errors';
import { newSecret, retireToken } from '../playlist-reviews/access';
import * as playlists from './repository';
import { daysFrom, shareOf } from './service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The owner's controls of a playlist's share link (ADR 60, ADR 91), its owner only: another user's playlist
 * answers 404 like a missing one. Turning a link off or replacing it retires its token: opening it then answers
 * 410 and shows nothing of the playlist, and its guests lose their access with it.
 */
export type ShareLinks = ReturnType<typeof createShareLinks>;

export function createShareLinks(db: Kysely<DB>, options: { now?: () => Date } = {}) {
  const now = options.now ?? (() => new Date());

  async function own(trx: Parameters<typeof playlists.findOwned>[0], userId: string, uuid: string) {
    if (!UUID.test(uuid)) throw httpError(404, PLAYLIST_SERVER_MESSAGES.playlistMissing);
    const row = await playlists.findOwned(trx, userId, uuid, true);
    if (!row) throw httpError(404, PLAYLIST_SERVER_MESSAGES.playlistMissing);
    return row;
  }

  return {
    /** The link stops working; sharing again makes a new one. */
    async revoke(userId: string, uuid: string): Promise<PlaylistUnsharedResponse> {
      await db.transaction().execute(async (trx) => {
        const row = await own(trx, userId, uuid);
        await retireToken(trx, uuid, row.shareToken);
        await playlists.setShare(trx, uuid, null);
      });
      return { uuid, shared: false };
    },

    /** A new link with the same expiry and addresses (30 days if none lives); the old one stops at once. */
    async rotate(userId: string, uuid: string): Promise<PlaylistShareResponse> {
      return db.transaction().execute(async (trx) => {
        const row = await own(trx, userId, uuid);
        await retireToken(trx, uuid, row.shareToken);
        const at = now();
        const alive = row.shareExpiresAt && row.shareExpiresAt > at;
        const token = newSecret();
        const updated = await playlists.setShare(trx, uuid, {
          token,
          expiresAt: alive ? row.shareExpiresAt! : daysFrom(at, SHARE_LIMITS.defaultDays),
          emails: row.shareEmails,
        });
        return { ...shareOf(updated), token };
      });
    },

    /**
     * Sets the link's expiry (days from now) and the addresses it is limited to, making the link if there is none
     * (or the last expired). Guests whose address is taken off the list lose their access at once.
     */
    async update(
      userId: string,
      uuid: string,
      settings: { expiresInDays?: number; emails?: string[] },
    ): Promise<PlaylistShareResponse> {
      return db.transaction().execute(async (trx) => {
        const row = await own(trx, userId, uuid);
        const at = now();
        const alive = row.shareToken && row.shareExpiresAt && row.shareExpiresAt > at;
        let token = row.shareToken;
        if (!alive) {
          await retireToken(trx, uuid, row.shareToken);
          token = newSecret();
        }
        const expiresAt =
          settings.expiresInDays !== undefined
            ? daysFrom(at, settings.expiresInDays)
            : alive
              ? row.shareExpiresAt!
              : daysFrom(at, SHARE_LIMITS.defaultDays);
        const emails = settings.emails ? [...new Set(settings.emails)] : row.shareEmails;
        const updated = await playlists.setShare(trx, uuid, { token: token!, expiresAt, emails });
        return { ...shareOf(updated), token: token! };
      });
    },
  };
}
