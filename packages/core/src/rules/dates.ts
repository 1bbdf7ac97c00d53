import { UPLOADED_PRESETS } from '../filters';
import type { UploadedPreset } from '../filters';

/**
 * Date formats of spec section 5. All arithmetic is in UTC so that a date reads the same on every
 * machine and in every test run, whatever the local time zone.
 */

/** A date as the rules accept it: a Date, or an ISO string ('2024-03-05', '2024-03-05T10:00:00Z'). */
export type DateInput = Date | string;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const DAY_MS = 24 * 60 * 60 * 1000;
/** A date-only string, read as a UTC calendar day; covers ISO '2024-03-05' and stored '2024-3-05'. */
const DATE_ONLY = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const INPUT_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** The UTC midnight of a calendar day, or null when the day does not exist (30 February, month 13). */
function utcDay(year: number, month: number, day: number): Date | null {
  const date = new Date(0);
  // setUTCFullYear, unlike Date.UTC, does not read years 0-99 as 1900-1999.
  date.setUTCFullYear(year, month - 1, day);
  const exists =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return exists ? date : null;
}

/** A valid Date from a Date or ISO string, or null. */
function toDate(input: DateInput | null | undefined): Date | null {
  if (input === null || input === undefined) return null;
  if (input instanceof Date) return Number.isNaN(input.getTime()) ? null : input;
  const text = input.trim();
  const dateOnly = DATE_ONLY.exec(text);
  if (dateOnly) return utcDay(Number(dateOnly[1]), Number(dateOnly[2]), Number(dateOnly[3]));
  const parsed = new Date(text);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** 'DD MMM YY', e.g. '05 Mar 24'; an empty string for an invalid date. */
export function formatDisplayDate(input: DateInput): string {
  const date = toDate(input);
  if (!date) return '';
  const month = MONTHS[date.getUTCMonth()] ?? '';
  return `${pad2(date.getUTCDate())} ${month} ${pad2(date.getUTCFullYear() % 100)}`;
}

/** 'YYYY-M-DD' as stored, month unpadded and day padded, e.g. '2024-3-05'; empty for an invalid date. */
export function formatStoredDate(input: DateInput): string {
  const date = toDate(input);
  if (!date) return '';
  return `${date.getUTCFullYear()}-${date.getUTCMonth() + 1}-${pad2(date.getUTCDate())}`;
}

/** Reads a typed 'MM/DD/YYYY' date as UTC midnight; null for another shape or a day that does not exist. */
export function parseInputDate(input: string): Date | null {
  const match = INPUT_DATE.exec(input.trim());
  if (!match) return null;
  return utcDay(Number(match[3]), Number(match[1]), Number(match[2]));
}

/** 'yyyy-MM-dd' as search date filters use it, e.g. '2024-03-05'; empty for an invalid date. */
export function formatSearchDate(input: DateInput): string {
  const date = toDate(input);
  if (!date) return '';
  return `${String(date.getUTCFullYear()).padStart(4, '0')}-${pad2(date.getUTCMonth() + 1)}-${pad2(date.getUTCDate())}`;
}

/** A search date filter's bounds. */
export interface SearchDateRange {
  gte?: string;
  lte?: string;
}

/** The bounds of a search date filter; either side may be missing, and null means no filter at all. */
export function searchDateRange(from?: DateInput | null, to?: DateInput | null): SearchDateRange | null {
  const fromDate = toDate(from);
  const toDay = toDate(to);
  if (!fromDate && !toDay) return null;
  const range: SearchDateRange = {};
  if (fromDate) range.gte = formatSearchDate(fromDate);
  if (toDay) range.lte = formatSearchDate(toDay);
  return range;
}

/** The earliest upload day ('yyyy-MM-dd') an "Uploaded" preset allows, counted back from now; null for 'any'. */
export function uploadedPresetRange(preset: UploadedPreset, now: DateInput): string | null {
  const days = UPLOADED_PRESETS.find((option) => option.value === preset)?.days ?? null;
  const nowDate = toDate(now);
  if (days === null || !nowDate) return null;
  return formatSearchDate(new Date(nowDate.getTime() - days * DAY_MS));
}
