import { displayTitle } from '@clipmarket/core';
import { videoFixtures, videoGrid } from '@clipmarket/mocks';
import type { UsageMonth, UsagePeriod, UsageVideo } from './usageDeclaration.types';

/*
 * Usage data for the component's stories, typed by the contract (through this folder's types) and built from
 * the clip fixtures of `@clipmarket/mocks`. The app's pages and the MSW handlers use the mocks' own usage
 * fixtures (`mocks/src/usage`).
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
  downloadedAt: `2026-10-1${index}T09:30:00.000Z`,
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
    downloadedAt: `2026-09-${String((index % 28) + 1).padStart(2, '0')}T14:00:00.000Z`,
    video: {
      jmId: clip.jmId,
      title: clip.publishingTitle ?? clip.title ?? null,
      originalPublishingDate: '2025-06-14',
      signedDate: '2026-09-02',
    },
  }));
