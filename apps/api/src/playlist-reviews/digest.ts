import { PAGES, SHARE_LIMITS, formatCount } from '@clipmarket/core';
import type { Kysely, Transaction } from 'kysely';
import { queueMail } from '../auth/repository';
import type { DB } from '../db/schema';
import { createJobRunner, enqueueJob } from '../jobs/jobs';
import { mailQueued } from '../mail/worker';
import * as notifications from '../notifications/repository';
import { recipient } from '../usage/repository';
import { REVIEW_DIGEST_JOB } from './service';

/** The outbox's `kind` of the owner's mail of a guest's session. */
export const REVIEW_MAIL_KIND = 'playlist-review';

interface SessionReview {
  jmId: string;
  title: string | null;
  decision: string | null;
  comment: string | null;
}

const plural = (n: number, one: string) => `${formatCount(n)} ${one}${n === 1 ? '' : 's'}`;

/** "2 approved, 1 rejected, 3 comments" of a session's reviews (each clip's last decision counted). */
export function sessionSummary(reviews: readonly SessionReview[]): string {
  const last = new Map<string, string>();
  for (const review of reviews) if (review.decision) last.set(review.jmId, review.decision);
  const approved = [...last.values()].filter((d) => d === 'approved').length;
  const rejected = [...last.values()].filter((d) => d === 'rejected').length;
  const comments = reviews.filter((review) => review.comment !== null).length;
  const parts = [];
  if (approved) parts.push(`${formatCount(approved)} approved`);
  if (rejected) parts.push(`${formatCount(rejected)} rejected`);
  if (comments) parts.push(plural(comments, 'comment'));
  return parts.join(', ') || 'no decision';
}

/** The owner's mail of one guest's session: each clip's decision and comments, and a link to the playlist. */
export function reviewMail(
  owner: { email: string; firstName: string | null },
  guest: { name: string; email: string },
  playlist: { uuid: string; name: string },
  reviews: readonly SessionReview[],
  baseUrl: string,
) {
  const byClip = new Map<string, SessionReview[]>();
  for (const review of reviews) byClip.set(review.jmId, [...(byClip.get(review.jmId) ?? []), review]);
  const lines: string[] = [];
  for (const [jmId, list] of byClip) {
    const decided = list.findLast((review) => review.decision !== null)?.decision;
    const verdict =
      decided === 'approved'
        ? 'Approved'
        : decided === 'rejected'
          ? 'Rejected'
          : decided
            ? 'Decision taken back'
            : 'Commented';
    lines.push(`- ${verdict}: ${list[0]!.title ?? `Clip ${jmId}`} (${jmId})`);
    for (const review of list) if (review.comment) lines.push(`    “${review.comment}”`);
  }
  const url = `${baseUrl}${PAGES.playlist.href({ playlistId: playlist.uuid })}`;
  return {
    toAddress: owner.email,
    subject: `${guest.name} reviewed “${playlist.name}”: ${sessionSummary(reviews)}`,
    textBody: [
      `Hello${owner.firstName ? ` ${owner.firstName}` : ''},`,
      '',
      `${guest.name} (${guest.email}) reviewed your shared playlist “${playlist.name}”:`,
      '',
      ...lines,
      '',
      `See every decision, and license the approved clips: ${url}`,
    ].join('\n'),
    kind: REVIEW_MAIL_KIND,
  };
}

/**
 * Marks a guest's session told up to `told` (their last review the mail holds). A review since (it locks the
 * guest's row, as this does) found a mail pending and queued none: its own mail is queued here, due after the
 * guest's new quiet spell.
 */
export async function sessionTold(trx: Transaction<DB>, guestId: string, told: Date): Promise<void> {
  const done = await trx
    .updateTable('playlistGuests')
    .set({ notifyDueAt: null, notifiedAt: told })
    .where('id', '=', guestId)
    .where('lastReviewAt', '=', told)
    .returning('id')
    .executeTakeFirst();
  if (done) return;
  const later = await trx
    .updateTable('playlistGuests')
    .set({ notifiedAt: told })
    .where('id', '=', guestId)
    .returning('lastReviewAt')
    .executeTakeFirstOrThrow();
  const due = new Date(later.lastReviewAt!.getTime() + SHARE_LIMITS.quietMinutes * 60_000);
  await trx.updateTable('playlistGuests').set({ notifyDueAt: due }).where('id', '=', guestId).execute();
  await enqueueJob(trx, REVIEW_DIGEST_JOB, { guestId }, { runAt: due });
}

export interface ReviewDigestOptions {
  db: Kysely<DB>;
  baseUrl: string;
  now?: () => Date;
  onError?: (error: unknown) => void;
}

/**
 * The owner's mail of a guest's session (ADR 91): queued at a guest's first review, due once the guest has been
 * quiet for `quietMinutes`. A job that finds the guest busy since moves itself on; otherwise it queues the mail
 * and the header's notice, of every review since the last mail, in the transaction that ends it: one mail per
 * session, never one per click, and once even if the process dies.
 */
export function createReviewDigests(options: ReviewDigestOptions) {
  const { db, baseUrl } = options;
  const now = options.now ?? (() => new Date());
  const quietMs = SHARE_LIMITS.quietMinutes * 60_000;
  return createJobRunner({
    db,
    name: 'playlist review digest',
    clock: now,
    report: (event) => options.onError?.(event.error),
    onEvent: (event) => {
      if (event.type === 'completed') mailQueued(db);
    },
    kinds: {
      [REVIEW_DIGEST_JOB]: {
        async run(payload) {
          const { guestId } = payload as { guestId: string };
          const guest = await db
            .selectFrom('playlistGuests as g')
            .innerJoin('playlists as p', 'p.uuid', 'g.playlistUuid')
            .select([
              'g.id',
              'g.name',
              'g.email',
              'g.lastReviewAt',
              'g.notifyDueAt',
              'g.notifiedAt',
              'p.uuid',
              'p.name as playlistName',
              'p.userId',
            ])
            .where('g.id', '=', guestId)
            .executeTakeFirst();
          if (!guest?.notifyDueAt || !guest.lastReviewAt) return;
          const at = now();
          const quietFrom = new Date(guest.lastReviewAt.getTime() + quietMs);
          if (quietFrom > at) {
            // Still reviewing: the mail waits for the session's end.
            return async (trx) => {
              await trx
                .updateTable('playlistGuests')
                .set({ notifyDueAt: quietFrom })
                .where('id', '=', guest.id)
                .execute();
              await enqueueJob(trx, REVIEW_DIGEST_JOB, { guestId }, { runAt: quietFrom });
            };
          }
          let query = db
            .selectFrom('playlistReviews as r')
            .leftJoin('clips as c', 'c.jmId', 'r.jmId')
            .select(['r.jmId', 'c.title', 'r.decision', 'r.comment'])
            .where('r.guestId', '=', guest.id)
            .where('r.createdAt', '<=', guest.lastReviewAt)
            .orderBy('r.id', 'asc');
          if (guest.notifiedAt) query = query.where('r.createdAt', '>', guest.notifiedAt);
          const reviews = await query.execute();
          const owner = await recipient(db, guest.userId);
          const told = guest.lastReviewAt;
          return async (trx) => {
            await sessionTold(trx, guest.id, told);
            if (!owner || reviews.length === 0) return;
            const playlist = { uuid: guest.uuid, name: guest.playlistName };
            await queueMail(trx, reviewMail(owner, guest, playlist, reviews, baseUrl));
            await notifications.add(trx, {
              userId: guest.userId,
              kind: 'playlist-review',
              title: `${guest.name} reviewed “${playlist.name}”: ${sessionSummary(reviews)}`,
              href: PAGES.playlist.href({ playlistId: playlist.uuid }),
            });
          };
        },
      },
    },
  });
}
