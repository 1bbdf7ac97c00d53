/*
 * The usage declaration's types are the API contract's (packages/core, contract/fulfilment.ts), so what the
 * server answers is what the component takes: "years with months" from `GET …/download/months`, and the
 * download rows of `GET …/download/{year}/{month}` (spec section 3: "Download-list row: video.jmId,
 * video.title, video.originalPublishingDate, video.signedDate"). `tempUsed` is the component's own state, not
 * a prop.
 */
import type { UsageMonthResponse, UsageMonthsResponse } from '@clipmarket/core';

/** A year and the months (1 to 12) in which the user downloaded clips, newest first. */
export type UsagePeriod = UsageMonthsResponse['years'][number];

/** A chosen month. */
export interface UsageMonth {
  year: number;
  /** 1 to 12. */
  month: number;
}

/** One clip downloaded in the month, whether it was marked used, and its first download of the month. */
export type UsageVideo = UsageMonthResponse['downloads'][number];

/** The clip of a download row. */
export type UsageDownloadVideo = UsageVideo['video'];
