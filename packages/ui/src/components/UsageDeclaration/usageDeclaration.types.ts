/*
 * The usage declaration's types. The API contract has no usage schemas yet (fulfilment, issue 13), so they are
 * defined here from spec sections 3 and 7: "Usage declaration: years with months, videos (videoId, used,
 * tempUsed), note, declareDate" and "Download-list row: video.jmId, video.title, video.originalPublishingDate,
 * video.signedDate". `tempUsed` is the component's own state, not a prop.
 */

/** A year and the months (1 to 12) in which the user downloaded clips (`GET …/download/months`). */
export interface UsagePeriod {
  year: number;
  months: readonly number[];
}

/** A chosen month. */
export interface UsageMonth {
  year: number;
  /** 1 to 12. */
  month: number;
}

/** The clip of a download row. */
export interface UsageDownloadVideo {
  jmId: string;
  title: string | null;
  /** ISO date. */
  originalPublishingDate?: string | null;
  /** ISO date: when the clip was signed (licensed). */
  signedDate?: string | null;
}

/** One clip downloaded in the month (`GET …/download/{year}/{month}`), and whether it was declared used. */
export interface UsageVideo {
  videoId: string;
  used: boolean;
  video: UsageDownloadVideo;
}
