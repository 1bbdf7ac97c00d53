import {
  PAGES,
  PLAYLIST_SERVER_MESSAGES,
  SHARE_LIMITS,
  displayTitle,
  SHARE_MESSAGES,
  reviewVerdict,
  type GuestClipReview,
  type PlaylistReviewsResponse,
  type ReviewAuthor,
  type ReviewDecision,
  type ReviewEntry,
  type ReviewEntryLike,
  type SharedGuestResponse,
  type SharedReviewsResponse,
} from '@clipmarket/core';
import { sql, type Kysely } from 'kysely';
import { queueMail } from '../auth/repository';
import type { DB } from '../db/schema';
import { httpError } from '../http/errors';
import { enqueueJob } from '../jobs/jobs';
import { mailQueued } from '../mail/worker';
import * as playlists from '../playlists/repository';
import type { Executor } from '../playlists/repository';
import { jmIdCandidates } from '../playlists/service';
import { hashSecret, newSecret, sharedPlaylist, guestAdmitted } from './access';

/** The job (jobs table) that mails the owner what one guest decided in a session. */
export const REVIEW_DIGEST_JOB = 'playlist-review-digest';

declare module '../app-options' {
  interface AppOptions {
    /** Client review of shared playlists (playlist-reviews/); tests give a clock, or turn the mails' job off. */
    playlistReviews?: { now?: () => Date; digests?: false };
  }
}

export interface PlaylistReviewOptions {
  /** Where mails link to (PUBLIC_BASE_URL). */
  baseUrl: string;
  /** @default () => new Date() */
  now?: () => Date;
}

const minutes = (n: number) => n * 60_000;

/** A new guest's cookie: its secret (the browser's) and when it ends (with the link). */
export interface GuestCookie {
  secret: string;
  expiresAt: Date;
}

/** A stored decision as the contract says it ('cleared' takes a decision back: none). */
const decisionOf = (stored: string | null): ReviewDecision | null =>
  stored === 'approved' || stored === 'rejected' ? stored : null;

/** One guest's decisions and comments of one clip, from their rows oldest first. */
function clipReview(
  jmId: string,
  rows: { id: string; decision: string | null; comment: string | null; createdAt: Date }[],
) {
  let decision: ReviewDecision | null = null;
  const comments: GuestClipReview['comments'] = [];
  for (const row of rows) {
    if (row.decision !== null) decision = decisionOf(row.decision);
    if (row.comment !== null)
      comments.push({ id: String(row.id), text: row.comment, at: row.createdAt.toISOString() });
  }
  return { jmId, decision, comments };
}

/** The playlist's clip that a requested id names (by the '-1' rule), or undefined. */
export async function clipInPlaylist(q: Executor, uuid: string, jmId: string): Promise<string | undefined> {
  const row = await q
    .selectFrom('playlistVideos')
    .select('jmId')
    .where('playlistUuid', '=', uuid)
    .where('jmId', 'in', jmIdCandidates(jmId))
    .executeTakeFirst();
  return row?.jmId;
}

/**
 * Every decision and comment on a playlist, newest first, with who made it: a guest of its link, or a colleague
 * of the owner's team (ADR 92), who only comments.
 */
async function entriesOf(q: Executor, uuid: string) {
  const rows = await q
    .selectFrom('playlistReviews as r')
    .leftJoin('playlistGuests as g', 'g.id', 'r.guestId')
    .leftJoin('users as u', 'u.id', 'r.userId')
    .leftJoin('clips as c', 'c.jmId', 'r.jmId')
    .select([
      'r.id',
      'r.jmId',
      'r.decision',
      'r.comment',
      'r.createdAt',
      'g.name',
      'g.email',
      'u.firstName',
      'u.lastName',
      'u.email as userEmail',
      'c.title',
      'c.publishingTitle',
    ])
    .where('r.playlistUuid', '=', uuid)
    .orderBy('r.id', 'desc')
    .execute();
  return rows.map(({ name, email, firstName, lastName, userEmail, ...row }) => ({
    ...row,
    from: (email === null ? 'team' : 'guest') as ReviewAuthor,
    name: name ?? `${firstName ?? ''} ${lastName ?? ''}`.trim(),
    email: email ?? userEmail ?? '',
  }));
}

/**
 * Client review of shared playlists (issue 33, item 2; ADR 91): guests say who they are on a share link and
 * approve, reject or comment on its clips; the owner reads it all and licenses the approved clips.
 */
export function createPlaylistReviewService(db: Kysely<DB>, options: PlaylistReviewOptions) {
  const now = options.now ?? (() => new Date());

  /** The owner's playlist (404 for anyone else's). */
  async function ownPlaylist(q: Executor, userId: string, uuid: string) {
    const row = await playlists.findOwned(q, userId, uuid);
    if (!row) throw httpError(404, PLAYLIST_SERVER_MESSAGES.playlistMissing);
    return row;
  }

  /** The sign-in link a named address is mailed: the shared page, with the code that admits its opener. */
  function signInMail(playlist: { uuid: string; name: string }, share: string, code: string, to: string) {
    const url = `${options.baseUrl}${PAGES.sharedPlaylist.href({ playlistId: playlist.uuid }, { share, guest: code })}`;
    return {
      toAddress: to,
      subject: `Open “${playlist.name}” on Clipmarket`,
      textBody: [
        `Someone shared the playlist “${playlist.name}” with ${to} on Clipmarket.`,
        '',
        `Open it here (the link works once, for ${SHARE_LIMITS.linkMinutes} minutes):`,
        url,
        '',
        'If you did not ask for this link, ignore this mail.',
      ].join('\n'),
      kind: 'playlist-guest-link',
    };
  }

  return {
    /**
     * A guest says who they are. On an open link they review at once (the answer sets their cookie). On a link
     * limited to named addresses a listed address is mailed a sign-in link; the answer is the same whether the
     * address is listed or not, so the list stays the owner's.
     */
    async identify(
      uuid: string,
      body: { share: string; name: string; email: string },
      guestSecret: string | null,
    ): Promise<{ answer: SharedGuestResponse; cookie?: GuestCookie }> {
      const at = now();
      let mailed = false;
      const result = await db
        .transaction()
        .execute(async (trx): Promise<{ answer: SharedGuestResponse; cookie?: GuestCookie }> => {
          const { row, guest } = await sharedPlaylist(trx, uuid, body.share, { guestSecret, now: at });
          await trx.selectFrom('playlists').select('uuid').where('uuid', '=', uuid).forUpdate().execute();
          /** A guest of this link, if the playlist has room for one more. */
          const addGuest = async (fields: {
            sessionHash: string;
            verifiedAt?: Date;
            codeHash?: string;
            codeExpiresAt?: Date;
          }) => {
            await checkRoom(trx, uuid);
            await trx
              .insertInto('playlistGuests')
              .values({
                playlistUuid: uuid,
                shareHash: hashSecret(body.share),
                name: body.name,
                email: body.email,
                ...fields,
              })
              .execute();
          };
          const restricted = row.shareEmails.length > 0;
          if (!restricted) {
            if (guest && guest.email === body.email) {
              await trx
                .updateTable('playlistGuests')
                .set({ name: body.name })
                .where('id', '=', guest.id)
                .execute();
              return { answer: { status: 'reviewing', guest: { name: body.name, email: guest.email } } };
            }
            const secret = newSecret();
            await addGuest({ sessionHash: hashSecret(secret), verifiedAt: at });
            return {
              answer: { status: 'reviewing', guest: { name: body.name, email: body.email } },
              cookie: { secret, expiresAt: row.shareExpiresAt! },
            };
          }
          if (!row.shareEmails.includes(body.email)) return { answer: { status: 'link-sent', guest: null } };
          const recent = await trx
            .selectFrom('playlistGuests')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('playlistUuid', '=', uuid)
            .where('email', '=', body.email)
            .where('createdAt', '>', new Date(at.getTime() - minutes(60)))
            .executeTakeFirstOrThrow();
          if (Number(recent.n) >= SHARE_LIMITS.linkMailsPerHour)
            throw httpError(429, SHARE_MESSAGES.tooManyLinks);
          const code = newSecret();
          await addGuest({
            // No browser holds it until the mailed link is opened.
            sessionHash: hashSecret(newSecret()),
            codeHash: hashSecret(code),
            codeExpiresAt: new Date(at.getTime() + minutes(SHARE_LIMITS.linkMinutes)),
          });
          await queueMail(trx, signInMail(row, body.share, code, body.email));
          mailed = true;
          return { answer: { status: 'link-sent', guest: null } };
        });
      if (mailed) mailQueued(db);
      return result;
    },

    /** Opens a limited link with the mailed code: once, within its hour, on the link it was sent for. */
    async verify(
      uuid: string,
      body: { share: string; code: string },
    ): Promise<{
      answer: { status: 'reviewing'; guest: { name: string; email: string } };
      cookie: GuestCookie;
    }> {
      const at = now();
      return db.transaction().execute(async (trx) => {
        const { row } = await sharedPlaylist(trx, uuid, body.share, { now: at });
        const secret = newSecret();
        const guest = await trx
          .updateTable('playlistGuests')
          .set({ codeHash: null, codeExpiresAt: null, verifiedAt: at, sessionHash: hashSecret(secret) })
          .where('codeHash', '=', hashSecret(body.code))
          .where('playlistUuid', '=', uuid)
          .where('shareHash', '=', hashSecret(body.share))
          .where('codeExpiresAt', '>', at)
          .returning(['name', 'email'])
          .executeTakeFirst();
        if (!guest || !row.shareEmails.includes(guest.email))
          throw httpError(400, SHARE_MESSAGES.linkInvalid);
        return { answer: { status: 'reviewing', guest }, cookie: { secret, expiresAt: row.shareExpiresAt! } };
      });
    },

    /** The guest's own review of the playlist, and what the page needs to know of the link. */
    async mine(uuid: string, share: string, guestSecret: string | null): Promise<SharedReviewsResponse> {
      const { row, guest } = await sharedPlaylist(db, uuid, share, { guestSecret, admit: true, now: now() });
      const admitted = guestAdmitted(row, guest);
      const rows = admitted
        ? await db
            .selectFrom('playlistReviews')
            .select(['id', 'jmId', 'decision', 'comment', 'createdAt'])
            .where('guestId', '=', guest.id)
            .orderBy('id', 'asc')
            .execute()
        : [];
      const byClip = new Map<string, typeof rows>();
      for (const r of rows) byClip.set(r.jmId, [...(byClip.get(r.jmId) ?? []), r]);
      return {
        guest: admitted ? { name: guest.name, email: guest.email } : null,
        restricted: row.shareEmails.length > 0,
        expiresAt: row.shareExpiresAt!.toISOString(),
        clips: [...byClip].map(([jmId, list]) => clipReview(jmId, list)),
      };
    },

    /**
     * A guest's decision or comment on one clip of the playlist, kept with who and when. The guest's first review
     * of a session queues the owner's mail, due once they have been quiet for `quietMinutes`.
     */
    async review(
      uuid: string,
      body: { share: string; jmId: string; decision?: ReviewDecision | null; comment?: string },
      guestSecret: string | null,
    ): Promise<GuestClipReview> {
      const at = now();
      const result = await db.transaction().execute(async (trx) => {
        const { row, guest } = await sharedPlaylist(trx, uuid, body.share, {
          guestSecret,
          admit: true,
          now: at,
        });
        if (!guestAdmitted(row, guest)) throw httpError(401, SHARE_MESSAGES.guestRequired);
        const jmId = await clipInPlaylist(trx, uuid, body.jmId);
        if (!jmId) throw httpError(404, SHARE_MESSAGES.clipNotInPlaylist);
        // One guest's reviews in order, whatever two tabs send at once.
        await trx.selectFrom('playlistGuests').select('id').where('id', '=', guest.id).forUpdate().execute();
        if (body.comment !== undefined) {
          const count = await trx
            .selectFrom('playlistReviews')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('guestId', '=', guest.id)
            .where('jmId', '=', jmId)
            .where('comment', 'is not', null)
            .executeTakeFirstOrThrow();
          if (Number(count.n) >= SHARE_LIMITS.commentsPerClip)
            throw httpError(409, SHARE_MESSAGES.tooManyComments);
        }
        const decision = body.decision === undefined ? null : (body.decision ?? 'cleared');
        await trx
          .insertInto('playlistReviews')
          // Stamped with the clock the guest's last review is, so the owner's mail takes exactly what came before it.
          .values({
            guestId: guest.id,
            playlistUuid: uuid,
            jmId,
            decision,
            comment: body.comment ?? null,
            createdAt: at,
          })
          .execute();
        const due = new Date(at.getTime() + minutes(SHARE_LIMITS.quietMinutes));
        const before = await trx
          .updateTable('playlistGuests')
          .set({ lastReviewAt: at, notifyDueAt: sql`coalesce(notify_due_at, ${due})` })
          .where('id', '=', guest.id)
          .returning('notifyDueAt')
          .executeTakeFirstOrThrow();
        if (before.notifyDueAt?.getTime() === due.getTime()) {
          await enqueueJob(trx, REVIEW_DIGEST_JOB, { guestId: guest.id }, { runAt: due });
        }
        const rows = await trx
          .selectFrom('playlistReviews')
          .select(['id', 'decision', 'comment', 'createdAt'])
          .where('guestId', '=', guest.id)
          .where('jmId', '=', jmId)
          .orderBy('id', 'asc')
          .execute();
        return clipReview(jmId, rows);
      });
      return result;
    },

    /** What every guest decided and said, per clip, newest first: the owner's. */
    async forOwner(userId: string, uuid: string): Promise<PlaylistReviewsResponse> {
      await ownPlaylist(db, userId, uuid);
      const rows = await entriesOf(db, uuid);
      const byClip = new Map<string, ReviewEntry[]>();
      // The title as every page shows it (core's displayTitle); null for a clip gone from the library.
      const titles = new Map(
        rows.map((r) => [r.jmId, r.title || r.publishingTitle ? displayTitle(r) : null]),
      );
      for (const r of rows) {
        const entry: ReviewEntry = {
          id: String(r.id),
          guest: { name: r.name, email: r.email },
          from: r.from,
          decision: r.decision,
          comment: r.comment,
          at: r.createdAt.toISOString(),
        };
        byClip.set(r.jmId, [...(byClip.get(r.jmId) ?? []), entry]);
      }
      const guests = await db
        .selectFrom('playlistGuests')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('playlistUuid', '=', uuid)
        .where('verifiedAt', 'is not', null)
        .executeTakeFirstOrThrow();
      return {
        clips: [...byClip].map(([jmId, entries]) => ({ jmId, title: titles.get(jmId) ?? null, entries })),
        guests: Number(guests.n),
      };
    },
  };

  /** 409 when the playlist has as many guests as it may. */
  async function checkRoom(q: Executor, uuid: string): Promise<void> {
    const row = await q
      .selectFrom('playlistGuests')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('playlistUuid', '=', uuid)
      .executeTakeFirstOrThrow();
    if (Number(row.n) >= SHARE_LIMITS.guestsPerPlaylist) throw httpError(409, SHARE_MESSAGES.tooManyGuests);
  }
}

export type PlaylistReviewService = ReturnType<typeof createPlaylistReviewService>;

/**
 * The clips of a playlist its guests approved (core's `reviewVerdict`: an approval and no rejection among each
 * guest's latest decision) that are still in it: "License all approved".
 */
export async function approvedClips(q: Executor, uuid: string): Promise<string[]> {
  const rows = await entriesOf(q, uuid);
  const byClip = new Map<string, ReviewEntryLike[]>();
  for (const r of rows) {
    byClip.set(r.jmId, [...(byClip.get(r.jmId) ?? []), { decision: r.decision, guest: { email: r.email } }]);
  }
  const inPlaylist = new Set((await playlists.videosOf(q, uuid)).map((row) => row.jmId));
  return [...byClip]
    .filter(([jmId, entries]) => inPlaylist.has(jmId) && reviewVerdict(entries) === 'approved')
    .map(([jmId]) => jmId);
}
