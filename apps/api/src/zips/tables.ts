import type { PlaylistDownloadStatus } from '@clipmarket/core';
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** jsonb: written as a JSON string (`JSON.stringify`), read as the parsed value. */
type Json<T> = ColumnType<T, string | undefined, string>;

/** A clip in a built zip, recorded as a download each time the zip is downloaded. */
export interface ZipContent {
  jmId: string;
  /** The licence that allowed it. */
  licenceNumber: string;
  /** The clean master, or the watermarked preview (a Personal licence). */
  file: 'master' | 'preview';
}

/** A playlist's zip job (migration 0012); the table is also the job queue (zips/runner.ts). */
export interface PlaylistDownloadsTable {
  id: Generated<string>;
  userId: string;
  playlistUuid: string | null;
  status: ColumnType<PlaylistDownloadStatus, PlaylistDownloadStatus | undefined, PlaylistDownloadStatus>;
  cancelReason: 'user' | 'changed' | 'expired' | null;
  includedCount: ColumnType<number, number | undefined, number>;
  excludedCount: ColumnType<number, number | undefined, number>;
  bytes: number | null;
  /** Clips written into the zip so far by the build running now (migration 0039). */
  entriesDone: ColumnType<number, number | undefined, number>;
  /** Bytes of the zip written so far by the build running now. */
  bytesDone: ColumnType<number, number | undefined, number>;
  fileKey: string | null;
  contents: Json<ZipContent[]>;
  attempts: ColumnType<number, number | undefined, number>;
  runAt: Timestamp;
  lockedUntil: NullableTimestamp;
  claimToken: string | null;
  lastError: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  completedAt: NullableTimestamp;
  /** When the zip was last downloaded (migration 0029); null: not since it was built. */
  lastUsedAt: NullableTimestamp;
}

declare module '../db/schema' {
  interface DB {
    playlistDownloads: PlaylistDownloadsTable;
  }
}
