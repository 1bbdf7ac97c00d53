import { displayTitle, type UsageMonthResponse, type UsageMonthsResponse } from '@clipmarket/core';
import { videoFixtures } from '../fixtures/videos';

/*
 * The usage declaration of Ada, the signed-in buyer of the auth fixtures, typed by the contract
 * (contract/fulfilment.ts). Her months, newest first: November 2026 (the current month: not over, so not
 * declarable yet), October 2026 (over, undeclared: the month to declare), September 2026 (declared, with
 * notes) and December 2025 (declared).
 */

/** When a declaration made through the handlers is dated. */
export const USAGE_DECLARED_AT = '2026-11-02T09:12:00.000Z';

type Download = UsageMonthResponse['downloads'][number];

function download(
  clip: (typeof videoFixtures)[keyof typeof videoFixtures],
  downloadedAt: string,
  used = false,
): Download {
  return {
    videoId: clip.jmId,
    used,
    downloadedAt,
    video: {
      jmId: clip.jmId,
      title: displayTitle(clip),
      originalPublishingDate: '2025-06-14',
      signedDate: '2026-08-30',
    },
  };
}

const v = videoFixtures;

/** Each month of the fixture, by `year-month`. */
export const usageMonthFixtures: Record<string, UsageMonthResponse> = {
  '2026-11': {
    year: 2026,
    month: 11,
    downloads: [download(v.cleared, '2026-11-01T08:15:00.000Z')],
    notes: null,
    declareDate: null,
    isOver: false,
  },
  '2026-10': {
    year: 2026,
    month: 10,
    downloads: [
      download(v.cleared, '2026-10-03T10:00:00.000Z', true),
      download(v.inquire, '2026-10-09T14:30:00.000Z'),
      download(v.editorialOnly, '2026-10-21T07:45:00.000Z'),
      download(v.longTitle, '2026-10-31T23:40:00.000Z'),
    ],
    notes: null,
    declareDate: null,
    isOver: true,
  },
  '2026-9': {
    year: 2026,
    month: 9,
    downloads: [
      download(v.inquire, '2026-09-12T11:00:00.000Z', true),
      download(v.cleared, '2026-09-18T16:00:00.000Z'),
    ],
    notes: 'Used in the September newsletter.',
    declareDate: '2026-10-01T09:00:00.000Z',
    isOver: true,
  },
  '2025-12': {
    year: 2025,
    month: 12,
    downloads: [download(v.editorialOnly, '2025-12-24T08:00:00.000Z', true)],
    notes: '',
    declareDate: '2026-01-04T12:00:00.000Z',
    isOver: true,
  },
};

/** The month the fixture's buyer has to declare: October 2026. */
export const usageMonthToDeclare = usageMonthFixtures['2026-10']!;

/** The years and months of `months`, newest first, as the server lists them. */
export function usagePeriodsOf(months: readonly UsageMonthResponse[]): UsageMonthsResponse {
  const sorted = [...months].sort((a, b) => b.year - a.year || b.month - a.month);
  const years: UsageMonthsResponse['years'] = [];
  for (const { year, month } of sorted) {
    const last = years.at(-1);
    if (last?.year === year) last.months.push(month);
    else years.push({ year, months: [month] });
  }
  return { years };
}

export const usageMonthsFixture: UsageMonthsResponse = usagePeriodsOf(Object.values(usageMonthFixtures));
