import { sql, type RawBuilder } from 'kysely';

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

/**
 * The month's bounds as SQL timestamptz values, computed by the database on zone-free timestamps: adding a
 * month to a timestamptz would follow the session's time zone (and its daylight saving), and a JS Date for
 * the end of December 9999 is a year PostgreSQL's text input refuses.
 */
export function monthBounds(period: YearMonth): { from: RawBuilder<Date>; to: RawBuilder<Date> } {
  const start = sql`make_timestamp(${period.year}::int, ${period.month}::int, 1, 0, 0, 0)`;
  return {
    from: sql<Date>`(${start} AT TIME ZONE 'UTC')`,
    to: sql<Date>`((${start} + interval '1 month') AT TIME ZONE 'UTC')`,
  };
}
