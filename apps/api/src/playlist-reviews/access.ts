import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { PLAYLIST_SERVER_MESSAGES, SHARE_MESSAGES } from '@clipmarket/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { httpError } from '../http/errors';
import { secureCookie } from '../http/session-cookie';
import * as playlists from '../playlists/repository';
import type { Executor, PlaylistRow } from '../playlists/repository';
import './tables';

/** A new secret: 192 random bits, URL-safe. */
export const newSecret = () => randomBytes(24).toString('base64url');

/** What the database keeps of a secret (a token, a cookie, a mailed code): its SHA-256, hex. */
export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** Compares a stored token with one given, in constant time. */
export function sameToken(stored: string | null, given: string | undefined): boolean {
  if (!stored || !given) return false;
  const a = Buffer.from(stored);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The guest cookie of one playlist: HttpOnly, its own name per playlist so one browser may review several.
 * `__Host-` wherever the session cookie is Secure (http/session-cookie.ts).
 */
function guestCookieName(request: FastifyRequest, uuid: string): string {
  const name = `cm_guest_${uuid.replaceAll('-', '')}`;
  return secureCookie(request) ? `__Host-${name}` : name;
}

export function readGuestCookie(request: FastifyRequest, uuid: string): string | null {
  return request.cookies?.[guestCookieName(request, uuid)] || null;
}

export function setGuestCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  uuid: string,
  secret: string,
  expiresAt: Date,
): void {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000));
  reply.setCookie(guestCookieName(request, uuid), secret, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: secureCookie(request),
    maxAge,
    expires: expiresAt,
  });
}

/** The guest a browser reviews as on a playlist's current link (verified or not), or undefined. */
export function guestOf(q: Executor, row: PlaylistRow, secret: string | null) {
  if (!secret || !row.shareToken) return Promise.resolve(undefined);
  return q
    .selectFrom('playlistGuests')
    .selectAll()
    .where('sessionHash', '=', hashSecret(secret))
    .where('playlistUuid', '=', row.uuid)
    .where('shareHash', '=', hashSecret(row.shareToken))
    .executeTakeFirst();
}

export type GuestRow = NonNullable<Awaited<ReturnType<typeof guestOf>>>;

/** Is this guest one the link lets in now: verified, and on a limited link one of its addresses? */
export function guestAdmitted(row: PlaylistRow, guest: GuestRow | undefined): guest is GuestRow {
  if (!guest?.verifiedAt) return false;
  return row.shareEmails.length === 0 || row.shareEmails.includes(guest.email);
}

/**
 * A playlist as one holding its share link reaches it: the link must be the current one and unexpired (a link
 * turned off or replaced, or expired, answers 410 and shows nothing of the playlist; an unknown one 404, as a
 * missing playlist). `admit`: on a link limited to named addresses, also the browser's guest must be one of them
 * (403 otherwise).
 */
export async function sharedPlaylist(
  q: Executor,
  uuid: string,
  share: string | undefined,
  options: { guestSecret?: string | null; admit?: boolean; now?: Date } = {},
): Promise<{ row: PlaylistRow; guest: GuestRow | undefined }> {
  const row = await playlists.find(q, uuid);
  if (!row || !share) throw httpError(404, PLAYLIST_SERVER_MESSAGES.playlistMissing);
  if (!sameToken(row.shareToken, share)) {
    const retired = await q
      .selectFrom('playlistRetiredShares')
      .select('tokenHash')
      .where('tokenHash', '=', hashSecret(share))
      .where('playlistUuid', '=', uuid)
      .executeTakeFirst();
    if (retired) throw httpError(410, SHARE_MESSAGES.revoked);
    throw httpError(404, PLAYLIST_SERVER_MESSAGES.playlistMissing);
  }
  if (!row.shareExpiresAt || row.shareExpiresAt <= (options.now ?? new Date())) {
    throw httpError(410, SHARE_MESSAGES.expired);
  }
  const guest = await guestOf(q, row, options.guestSecret ?? null);
  if (options.admit && row.shareEmails.length > 0 && !guestAdmitted(row, guest)) {
    throw httpError(403, SHARE_MESSAGES.restricted);
  }
  return { row, guest };
}

/** Retires a link's token: opening it answers 410 from now on. */
export async function retireToken(q: Executor, uuid: string, token: string | null): Promise<void> {
  if (!token) return;
  await q
    .insertInto('playlistRetiredShares')
    .values({ tokenHash: hashSecret(token), playlistUuid: uuid })
    .onConflict((oc) => oc.doNothing())
    .execute();
}
