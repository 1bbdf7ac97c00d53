import type { UsageMonth, UsagePeriod } from '@clipmarket/ui';

/**
 * The month the page shows, as its URL holds it (`/account/usage?year=2026&month=10`, the address the
 * reminder mail links to): that month when the user has downloads in it, else the newest month with
 * downloads, else none.
 */
export function periodFrom(params: URLSearchParams, periods: readonly UsagePeriod[]): UsageMonth | null {
  const year = Number(params.get('year'));
  const month = Number(params.get('month'));
  if (periods.some((p) => p.year === year && p.months.includes(month))) return { year, month };
  const newest = periods[0];
  const newestMonth = newest?.months[0];
  return newest && newestMonth !== undefined ? { year: newest.year, month: newestMonth } : null;
}

/** The search part of the page's URL for a month. */
export const periodSearch = (period: UsageMonth): Record<string, string> => ({
  year: String(period.year),
  month: String(period.month),
});
