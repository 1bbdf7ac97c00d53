import type { ColumnType, Insertable, Selectable } from 'kysely';

export type ClearanceStatus = 'CLEARED' | 'LIMITATIONS' | 'NO_AR_EDITORIAL_ONLY';

/** The `clips` table (migration 0001): one row per clip, every field of the search document. */
export interface ClipsTable {
  jmId: string;
  title: string | null;
  publishingTitle: string | null;
  publishingDescription: string | null;
  description: string | null;
  /** 'YYYY-MM-DD'. */
  originalPublishingDate: string | null;
  /** 'YYYY-MM-DD': when the clip was acquired (licensed into the library); today when not given. */
  signedDate: ColumnType<string, string | undefined, string>;
  category: string | null;
  tags: ColumnType<string[], string[] | undefined, string[]>;
  privateTags: ColumnType<string[], string[] | undefined, string[]>;
  /** What the clip's nouns are kinds of (migration 0031, `clipConcepts`), searched below its own words. */
  concepts: ColumnType<string[], string[] | undefined, string[]>;
  tones: ColumnType<string[], string[] | undefined, string[]>;
  popularity: 'Viral' | 'Popular' | 'Topical' | null;
  footageType: 'Dashcam' | 'Drone' | 'Pov' | 'Security' | null;
  isHd: ColumnType<boolean, boolean | undefined, boolean>;
  isVertical: ColumnType<boolean, boolean | undefined, boolean>;
  isTrending: ColumnType<boolean, boolean | undefined, boolean>;
  /** Seconds, 1..600. */
  duration: number;
  location: string | null;
  country: string | null;
  popularityScore: ColumnType<number, number | undefined, number>;
  downloads: ColumnType<number, number | undefined, number>;
  brightCoveVideoId: string | null;
  originalSourceUrl: string | null;
  infractionUrls: ColumnType<string[], string[] | undefined, string[]>;
  publishedUrls: ColumnType<string[], string[] | undefined, string[]>;
  claimedYouTubeIds: ColumnType<string[], string[] | undefined, string[]>;
  platformId: string | null;
  isPublicDownloadAvailable: ColumnType<boolean, boolean | undefined, boolean>;
  imgUrl: string | null;
  previewUrl: string | null;
  clearanceStatus: ClearanceStatus;
  aci: 'GREEN' | 'YELLOW' | 'RED';
  iar: ColumnType<boolean, boolean | undefined, boolean>;
  il: ColumnType<boolean, boolean | undefined, boolean>;
  bo: ColumnType<boolean, boolean | undefined, boolean>;
  og: ColumnType<boolean, boolean | undefined, boolean>;
  rs: ColumnType<boolean, boolean | undefined, boolean>;
  rsa: ColumnType<boolean, boolean | undefined, boolean>;
  libraryName: string | null;
  libraryShortName: string | null;
  createdAt: ColumnType<Date, Date | string | undefined, never>;
}

export type ClipRow = Selectable<ClipsTable>;
export type NewClip = Insertable<ClipsTable>;

declare module '../db/schema' {
  interface DB {
    clips: ClipsTable;
  }
}
