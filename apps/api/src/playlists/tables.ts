import type { ColumnType, Generated } from 'kysely';

/** A timestamp the database fills in on insert. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** Playlists (migration 0004): one user's named lists of clips. */
export interface PlaylistsTable {
  uuid: Generated<string>;
  userId: string;
  /** Normalised (trimmed, whitespace collapsed), 3..255 characters, unique per user without regard to case. */
  name: string;
  description: string | null;
  /** The storefront cart and checkout built from this playlist. */
  cartUrl: string | null;
  checkoutId: string | null;
  /** The secret of the read-only share link, once shared. */
  shareToken: string | null;
  /** When the share link stops working (set with every token, migration 0043). */
  shareExpiresAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The e-mail addresses the link is limited to; empty: anyone holding it. */
  shareEmails: ColumnType<string[], string[] | undefined, string[]>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** Folders (migration 0004): named child collections of one playlist. */
export interface PlaylistFoldersTable {
  uuid: Generated<string>;
  playlistUuid: string;
  name: string;
  description: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** The clips of a playlist (migration 0004); each sits in at most one of the playlist's folders. */
export interface PlaylistVideosTable {
  playlistUuid: string;
  jmId: string;
  folderUuid: string | null;
  addedAt: Timestamp;
}

declare module '../db/schema' {
  interface DB {
    playlists: PlaylistsTable;
    playlistFolders: PlaylistFoldersTable;
    playlistVideos: PlaylistVideosTable;
  }
}
