import { describe, it, expect } from 'vitest';
import {
  formatDisplayDate,
  formatSearchDate,
  formatStoredDate,
  parseInputDate,
  searchDateRange,
  uploadedPresetRange,
} from './dates';

describe('dates shown to the user', () => {
  it('reads as day, short month and two-digit year', () => {
    expect(formatDisplayDate(new Date(Date.UTC(2024, 2, 5)))).toBe('05 Mar 24');
  });

  it('reads an ISO date string the same way', () => {
    expect(formatDisplayDate('2024-12-31')).toBe('31 Dec 24');
  });

  it('uses the UTC day of a timestamp, whatever the local time zone', () => {
    expect(formatDisplayDate('2024-03-05T23:30:00Z')).toBe('05 Mar 24');
  });

  it('pads years of a new century to two digits', () => {
    expect(formatDisplayDate('2005-01-09')).toBe('09 Jan 05');
  });

  it('shows nothing for a date that cannot be read', () => {
    expect(formatDisplayDate('not a date')).toBe('');
  });
});

describe('dates as stored', () => {
  it('writes the month without padding and the day with it', () => {
    expect(formatStoredDate(new Date(Date.UTC(2024, 2, 5)))).toBe('2024-3-05');
  });

  it('writes a two-digit month as it is', () => {
    expect(formatStoredDate('2024-11-20T08:00:00Z')).toBe('2024-11-20');
  });

  it('reads a stored date back as the same day', () => {
    expect(formatDisplayDate('2024-3-05')).toBe('05 Mar 24');
  });

  it('stores nothing for a date that cannot be read', () => {
    expect(formatStoredDate(new Date(Number.NaN))).toBe('');
  });
});

describe('dates typed as MM/DD/YYYY', () => {
  it('reads a valid date as that UTC day', () => {
    expect(parseInputDate('03/05/2024')?.toISOString()).toBe('2024-03-05T00:00:00.000Z');
  });

  it('accepts 29 February in a leap year', () => {
    expect(parseInputDate('02/29/2024')?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
  });

  it('rejects 29 February in a common year', () => {
    expect(parseInputDate('02/29/2023')).toBeNull();
  });

  it('rejects 30 February', () => {
    expect(parseInputDate('02/30/2024')).toBeNull();
  });

  it('rejects month 13', () => {
    expect(parseInputDate('13/01/2024')).toBeNull();
  });

  it('rejects day 00', () => {
    expect(parseInputDate('01/00/2024')).toBeNull();
  });

  it('rejects a date written day first with dashes', () => {
    expect(parseInputDate('05-03-2024')).toBeNull();
  });

  it('rejects an ISO date, which is not the input format', () => {
    expect(parseInputDate('2024-03-05')).toBeNull();
  });

  it('rejects a two-digit year', () => {
    expect(parseInputDate('03/05/24')).toBeNull();
  });

  it('rejects an empty field', () => {
    expect(parseInputDate('')).toBeNull();
  });

  it('ignores spaces around the date', () => {
    expect(parseInputDate(' 12/31/1999 ')?.toISOString()).toBe('1999-12-31T00:00:00.000Z');
  });
});

describe('dates sent to the search', () => {
  it('are written yyyy-MM-dd with month and day padded', () => {
    expect(formatSearchDate(new Date(Date.UTC(2024, 2, 5)))).toBe('2024-03-05');
  });

  it('accept an ISO timestamp', () => {
    expect(formatSearchDate('2024-10-15T12:00:00Z')).toBe('2024-10-15');
  });
});

describe('filtering search results by a date range', () => {
  it('applies both bounds when both dates are given', () => {
    expect(searchDateRange('2024-01-01', new Date(Date.UTC(2024, 5, 30)))).toEqual({
      gte: '2024-01-01',
      lte: '2024-06-30',
    });
  });

  it('applies only a lower bound when only "from" is given', () => {
    expect(searchDateRange('2024-01-01')).toEqual({ gte: '2024-01-01' });
  });

  it('applies only an upper bound when only "to" is given', () => {
    expect(searchDateRange(undefined, '2024-06-30')).toEqual({ lte: '2024-06-30' });
  });

  it('applies no date filter when neither date is given', () => {
    expect(searchDateRange(null, null)).toBeNull();
  });

  it('ignores a date that cannot be read', () => {
    expect(searchDateRange('garbage', '2024-06-30')).toEqual({ lte: '2024-06-30' });
  });
});

describe('the "Uploaded" presets', () => {
  const now = new Date(Date.UTC(2024, 2, 10, 15, 0, 0));

  it('"Any Date" applies no lower bound', () => {
    expect(uploadedPresetRange('any', now)).toBeNull();
  });

  it('"Last 72 hours" starts three days back', () => {
    expect(uploadedPresetRange('72h', now)).toBe('2024-03-07');
  });

  it('"Last 7 days" starts a week back', () => {
    expect(uploadedPresetRange('7d', now)).toBe('2024-03-03');
  });

  it('"Last 30 days" crosses back into the previous month', () => {
    expect(uploadedPresetRange('30d', now)).toBe('2024-02-09');
  });

  it('"Last 12 months" starts 365 days back', () => {
    expect(uploadedPresetRange('12m', now)).toBe('2023-03-11');
  });

  it('accepts "now" as an ISO string', () => {
    expect(uploadedPresetRange('7d', '2024-01-03T00:00:00Z')).toBe('2023-12-27');
  });
});
