import type { ColumnType, Generated } from 'kysely';

/** One clip download (migration 0011; a comp since 0035, ADR 83). */
export interface ClipDownloadsTable {
  id: Generated<string>;
  userId: string;
  jmId: string;
  licenceNumber: string | null;
  file: 'master' | 'preview' | 'comp';
  via: 'clip' | 'zip';
  downloadedAt: ColumnType<Date, Date | string | undefined, Date | string>;
}

declare module '../db/schema' {
  interface DB {
    clipDownloads: ClipDownloadsTable;
  }
}
