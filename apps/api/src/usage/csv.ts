import type { Readable } from 'node:stream';
import { formatJvId, MESSAGES, type UsageMonthResponse } from '@clipmarket/core';
import { stringify } from 'csv-stringify';
import type { YearMonth } from './months';

/** The CSV's columns, in order (one row per clip downloaded in the month). */
export const USAGE_CSV_HEADER = ['JV#', 'Title', 'Downloaded at (UTC)', 'Used', 'Notes'] as const;

/** 'Clipmarket-usage-2026-10.csv'. */
export const usageCsvFileName = (period: YearMonth) =>
  `Clipmarket-usage-${period.year}-${String(period.month).padStart(2, '0')}.csv`;

/** '2026-10-05T14:03:12Z': the first download of the clip that month, to the second. */
const downloadedAt = (isoTime: string) => isoTime.replace(/\.\d{3}Z$/, 'Z');

/** One clip of the month as a CSV row, in USAGE_CSV_HEADER's order; the month's notes are on every row. */
export function usageCsvRow(row: UsageMonthResponse['downloads'][number], notes: string): string[] {
  return [
    formatJvId(row.videoId),
    row.video.title ?? MESSAGES.noTitle,
    downloadedAt(row.downloadedAt),
    row.used ? 'Yes' : 'No',
    notes,
  ];
}

/**
 * A declared month as CSV, as the licence export writes it (licences/exports.ts): a byte-order mark for
 * spreadsheets, every cell quoted, and cells a buyer typed (the notes) or a title neutralised against formula
 * injection.
 */
export function usageCsv(month: UsageMonthResponse): Readable {
  const notes = month.notes ?? '';
  const rows = [[...USAGE_CSV_HEADER], ...month.downloads.map((row) => usageCsvRow(row, notes))];
  return stringify(rows, { bom: true, escape_formulas: true, quoted: true, record_delimiter: 'windows' });
}
