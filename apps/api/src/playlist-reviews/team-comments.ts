import {
  PAGES,
  PLAYLIST_SERVER_MESSAGES,
  SHARE_LIMITS,
  SHARE_MESSAGES,
  type TeamClipComments,
  type TeamCommentsResponse,
} from '@clipmarket/core';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { httpError } from '../http/errors';
import * as notifications from '../notifications/repository';
import * as playlists from '../playlists/repository';
import type { Executor } from '../playlists/repository';
import { sharesTeamWithOwner } from '../teams/repository';
import { clipInPlaylist } from './service';

/** An account's name as colleagues read it: first and last. */
const personName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();

/**
 * Colleagues' comments on a playlist (issue 33, item 1; ADR 92): a member of the owner's team comments on its
 * clips, as guests of its share link do, with no decision; the owner reads them with the guests' in the
 * playlist's review log and is told in the bell, once per colleague until they read it.
 */
export function createTeamCommentService(db: Kysely<DB>, options: { now?: () => Date } = {}) {
  const now = options.now ?? (() => new Date());

  /**
   * The playlist if the caller is its owner or in the owner's team now (a removed member's next call is
   * refused); 404 as for no playlist otherwise.
   */
  async function teamPlaylist(q: Executor, userId: string, uuid: string) {
    const row = await playlists.find(q, uuid);
    if (!row || (row.userId !== userId && !(await sharesTeamWithOwner(q, userId, row.userId))))
      throw httpError(404, PLAYLIST_SERVER_MESSAGES.playlistMissing);
    return row;
  }

  /** Every colleague's comment on the playlist (or on one clip of it), oldest first, with who wrote it. */
  function commentsOf(q: Executor, uuid: string, jmId?: string) {
    let query = q
      .selectFrom('playlistReviews as r')
      .innerJoin('users as u', 'u.id', 'r.userId')
      .select([
        'r.id',
        'r.jmId',
        'r.comment',
        'r.createdAt',
        'r.userId',
        'u.firstName',
        'u.lastName',
        'u.email',
      ])
      .where('r.playlistUuid', '=', uuid)
      .where('r.userId', 'is not', null);
    if (jmId !== undefined) query = query.where('r.jmId', '=', jmId);
    return query.orderBy('r.id', 'asc').execute();
  }

  type Row = Awaited<ReturnType<typeof commentsOf>>[number];
  const byClip = (rows: Row[], userId: string): TeamClipComments[] => {
    const clips = new Map<string, TeamClipComments['comments']>();
    for (const r of rows) {
      clips.set(r.jmId, [
        ...(clips.get(r.jmId) ?? []),
        {
          id: String(r.id),
          author: { name: personName(r), email: r.email },
          mine: r.userId === userId,
          text: r.comment ?? '',
          at: r.createdAt.toISOString(),
        },
      ]);
    }
    return [...clips].map(([jmId, comments]) => ({ jmId, comments }));
  };

  return {
    /** What the team said on the playlist's clips: for its owner and each member of the owner's team. */
    async list(userId: string, uuid: string): Promise<TeamCommentsResponse> {
      await teamPlaylist(db, userId, uuid);
      return { clips: byClip(await commentsOf(db, uuid), userId) };
    },

    /**
     * A colleague's comment on one clip of the playlist, kept with who and when. The owner is told in the bell,
     * unless a notice of this colleague's comments on this playlist is still unread.
     */
    async comment(userId: string, uuid: string, body: { jmId: string; comment: string }) {
      const at = now();
      return db.transaction().execute(async (trx): Promise<TeamClipComments> => {
        const row = await teamPlaylist(trx, userId, uuid);
        const jmId = await clipInPlaylist(trx, uuid, body.jmId);
        if (!jmId) throw httpError(404, SHARE_MESSAGES.clipNotInPlaylist);
        // One account's comments in order, whatever two tabs send at once.
        const author = await trx
          .selectFrom('users')
          .select(['firstName', 'lastName'])
          .where('id', '=', userId)
          .forUpdate()
          .executeTakeFirstOrThrow();
        const count = await trx
          .selectFrom('playlistReviews')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('userId', '=', userId)
          .where('playlistUuid', '=', uuid)
          .where('jmId', '=', jmId)
          .executeTakeFirstOrThrow();
        if (Number(count.n) >= SHARE_LIMITS.commentsPerClip)
          throw httpError(409, SHARE_MESSAGES.tooManyComments);
        await trx
          .insertInto('playlistReviews')
          .values({ userId, guestId: null, playlistUuid: uuid, jmId, comment: body.comment, createdAt: at })
          .execute();
        if (row.userId !== userId) {
          const title = `${personName(author)} commented on “${row.name}”`;
          const href = PAGES.playlist.href({ playlistId: uuid });
          const unread = await trx
            .selectFrom('notifications')
            .select('id')
            .where('userId', '=', row.userId)
            .where('kind', '=', 'playlist-review')
            .where('title', '=', title)
            .where('href', '=', href)
            .where('readAt', 'is', null)
            .executeTakeFirst();
          if (!unread)
            await notifications.add(trx, { userId: row.userId, kind: 'playlist-review', title, href });
        }
        return byClip(await commentsOf(trx, uuid, jmId), userId)[0]!;
      });
    },
  };
}

export type TeamCommentService = ReturnType<typeof createTeamCommentService>;
