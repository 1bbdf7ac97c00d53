import { displayTitle } from '@clipmarket/core';
import { videoFixtures, videoGrid } from '@clipmarket/mocks';
import type { UsageMonth, UsagePeriod, UsageVideo } from './usageDeclaration.types';

/*
 * Usage data for stories and tests. Mocks has no usage fixtures yet (a later issue); these are typed by this
 * folder's types and built from the clip fixtures of `@clipmarket/mocks`.
 */

export const usagePeriodsFixture: UsagePeriod[] = [
  { year: 2026, months: [10, 9, 8] },
  { year: 2025, months: [12, 3] },
];

export const usageMonthFixture: UsageMonth = { year: 2026, month: 10 };

const clips = [
  videoFixtures.cleared,
  videoFixtures.inquire,
  videoFixtures.editorialOnly,
  videoFixtures.longTitle,
];

export const usageVideosFixture: UsageVideo[] = clips.map((clip, index) => ({
  videoId: clip.jmId,
  used: index === 0,
  video: {
    jmId: clip.jmId,
    title: displayTitle(clip),
    originalPublishingDate: `2025-0${index + 2}-1${index}`,
    signedDate: `2026-10-0${index + 3}`,
  },
}));

/** A longer month, for scrolling and long titles. */
export const usageVideosLongFixture: UsageVideo[] = videoGrid
  .filter((clip, index) => clip.jmId && videoGrid.findIndex((other) => other.jmId === clip.jmId) === index)
  .map((clip, index) => ({
    videoId: clip.jmId,
    used: index % 3 === 0,
    video: {
      jmId: clip.jmId,
      title: clip.publishingTitle ?? clip.title ?? null,
      originalPublishingDate: '2025-06-14',
      signedDate: '2026-09-02',
    },
  }));
