import { displayTitle, formatJvId, ROLES, type PlaylistVideoRow } from '@clipmarket/core';
import { CSV_COPY } from './copy';

/**
 * The internal rights-management edit page of a clip, shown to ROLE_RIFF_USER in the CSV (spec section 6).
 * The product names no such tool, so it is configuration (ADR 32): `VITE_INTERNAL_EDIT_URL`, an absolute
 * http(s) URL with `{jmId}` in it. Anything else is no edit URL at all (null): the public clip page is not an
 * edit page, and a wrong link in a staff export is worse than no column.
 */
export function internalEditUrl(jmId: string, template?: string | null): string | null {
  if (!template || !template.includes('{jmId}') || !/^https?:\/\//i.test(template)) return null;
  return template.replaceAll('{jmId}', encodeURIComponent(jmId));
}

/** A CSV field: quoted when it holds a comma, quote or line break; a leading formula sign is defused. */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export interface PlaylistCsvOptions {
  roles: readonly string[];
  /** The internal edit page's URL with `{jmId}` in it (`VITE_INTERNAL_EDIT_URL`); without it, no column. */
  editUrlTemplate?: string | null;
}

/**
 * The download-list rows of spec section 3 (jmId, title, dates), plus the internal edit URL for ROLE_RIFF_USER
 * when one is configured.
 */
export function playlistCsv(rows: readonly PlaylistVideoRow[], options: PlaylistCsvOptions): string {
  const withEdit =
    options.roles.includes(ROLES.riffUser) && internalEditUrl('0', options.editUrlTemplate) !== null;
  const header: string[] = [
    CSV_COPY.jmId,
    CSV_COPY.title,
    CSV_COPY.originalPublishingDate,
    CSV_COPY.signedDate,
  ];
  if (withEdit) header.push(CSV_COPY.editUrl);
  const lines = rows.map((row) => {
    const fields = [
      formatJvId(row.jmId),
      displayTitle(row),
      row.originalPublishingDate ?? '',
      row.signedDate ?? '',
    ];
    if (withEdit) fields.push(internalEditUrl(row.jmId, options.editUrlTemplate) ?? '');
    return fields.map(csvField).join(',');
  });
  return [header.map(csvField).join(','), ...lines].join('\r\n') + '\r\n';
}

/** A file name from the playlist's name: letters, digits and dashes. */
export function csvFileName(name: string): string {
  const base = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `${base || 'playlist'}.csv`;
}

/** Saves text as a file in the browser. */
export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the URL can go once the browser has read it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
