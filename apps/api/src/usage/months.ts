/** A calendar month: `month` is 1 to 12. */
export interface YearMonth {
  year: number;
  month: number;
}

/**
 * The first instant of the month after `period`, in UTC. A month is over once this has passed: every
 * declaration, reminder and download count uses the same UTC calendar, whatever the buyer's or the server's
 * time zone (docs: the month-over rule).
 */
export function nextMonthStart(period: YearMonth): Date {
  return new Date(Date.UTC(period.year, period.month, 1));
}

/** Whether the month has ended: the next month has begun in UTC. */
export function isMonthOver(period: YearMonth, now: Date): boolean {
  return now.getTime() >= nextMonthStart(period).getTime();
}

/** The UTC month `date` falls in. */
export function monthOf(date: Date): YearMonth {
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1 };
}

/** 'October 2026'. */
export function monthName(period: YearMonth): string {
  const name = new Date(Date.UTC(2000, period.month - 1, 1)).toLocaleString('en-GB', {
    month: 'long',
    timeZone: 'UTC',
  });
  return `${name} ${period.year}`;
}
