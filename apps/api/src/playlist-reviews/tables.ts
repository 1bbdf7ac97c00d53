import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type MaybeTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** A share link turned off or replaced (migration 0043): opening it says so (410). */
export interface PlaylistRetiredSharesTable {
  tokenHash: string;
  playlistUuid: string;
  retiredAt: Timestamp;
}

/** One person reviewing one shared playlist (migration 0043, ADR 91). */
export interface PlaylistGuestsTable {
  id: Generated<string>;
  playlistUuid: string;
  /** The hash of the link's token they came through: a replaced link ends their access. */
  shareHash: string;
  name: string;
  /** Lower-cased. */
  email: string;
  /** The hash of their browser's cookie secret. */
  sessionHash: string;
  /** When they proved the address (a limited link); on an open link, when they said who they are. */
  verifiedAt: MaybeTimestamp;
  /** The hash of the code of the sign-in link mailed to them (a limited link), until used. */
  codeHash: string | null;
  codeExpiresAt: MaybeTimestamp;
  createdAt: Timestamp;
  lastReviewAt: MaybeTimestamp;
  /** When the owner's mail of their session is due; null when none is pending. */
  notifyDueAt: MaybeTimestamp;
  /** Until when the owner was told of their reviews. */
  notifiedAt: MaybeTimestamp;
}

/**
 * A guest's decision or comment on one clip, never changed (migration 0043), or a comment of a colleague of the
 * owner's team (migration 0045): exactly one of `guestId` and `userId`.
 */
export interface PlaylistReviewsTable {
  /** bigint identity, read as a string. */
  id: Generated<string>;
  guestId: string | null;
  /** A colleague's account (ADR 92); their rows carry a comment and no decision. */
  userId: ColumnType<string | null, string | null | undefined, string | null>;
  playlistUuid: string;
  jmId: string;
  /** 'cleared': a decision taken back. */
  decision: 'approved' | 'rejected' | 'cleared' | null;
  comment: string | null;
  createdAt: Timestamp;
}

declare module '../db/schema' {
  interface DB {
    playlistRetiredShares: PlaylistRetiredSharesTable;
    playlistGuests: PlaylistGuestsTable;
    playlistReviews: PlaylistReviewsTable;
  }
}
