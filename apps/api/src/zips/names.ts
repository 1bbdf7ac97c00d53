import { MESSAGES, displayTitle, formatJvId } from '@clipmarket/core';

/**
 * What is inside a playlist zip: the entries' names and the list of clips left out. Pure functions, so the
 * rules are tested without a database.
 */

/** The list of the clips left out, at the zip's root. */
export const NOT_INCLUDED_FILE = 'NOT-INCLUDED.txt';

/** Title length kept in an entry name (whole characters): names stay well under the 255-byte limit of disks. */
const TITLE_MAX = 100;

/** Why a clip of the playlist is not in its zip. */
export type ExclusionReason =
  | { kind: 'unlicensed' }
  | { kind: 'clipLimit'; maxClips: number }
  | { kind: 'byteLimit'; maxBytes: number }
  | { kind: 'missingFile' };

/** '2 GiB', '512 MiB', '300 KiB': the byte limit as a reader sees it. */
export function formatBytes(bytes: number): string {
  const units = ['bytes', 'KiB', 'MiB', 'GiB', 'TiB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const shown = Number.isInteger(value) ? String(value) : value.toFixed(1);
  return `${shown} ${units[unit]}`;
}

export function reasonText(reason: ExclusionReason): string {
  switch (reason.kind) {
    case 'unlicensed':
      return 'you hold no licence for this clip; buy one to download it';
    case 'clipLimit':
      return `past the limit of ${reason.maxClips} clips in one download`;
    case 'byteLimit':
      return `past the limit of ${formatBytes(reason.maxBytes)} in one download`;
    case 'missingFile':
      return 'its footage file is not available right now; please contact us';
  }
}

/**
 * A clip's title made safe as part of a file name on every common system: no path separators, no characters
 * Windows refuses (`<>:"/\|?*`), no control characters, no leading or trailing dots or spaces, whitespace
 * collapsed, at most TITLE_MAX characters; "No Title" when nothing is left (the spec's display fallback).
 */
export function safeTitle(title: string | null | undefined): string {
  const cleaned = (title ?? '')
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}<>:"/\\|?*]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const cut = Array.from(cleaned).slice(0, TITLE_MAX).join('');
  const trimmed = cut.replace(/^[\s.]+|[\s.]+$/g, '');
  return trimmed || MESSAGES.noTitle;
}

/**
 * What a clip is called in the zip and in the list of clips left out: 'JV1234567 - Title', as a clip download
 * names its file (downloads/service.ts), with ' (watermarked)' for a Personal licence's file.
 */
export function clipLabel(
  clip: { jmId: string; title: string | null; publishingTitle: string | null },
  watermarked = false,
): string {
  const jv = formatJvId(clip.jmId)
    .replace('#', '')
    .replace(/[^0-9A-Za-z-]/g, '');
  return `${jv} - ${safeTitle(displayTitle(clip))}${watermarked ? ' (watermarked)' : ''}`;
}

/**
 * Gives each entry a name of its own: the first use of a name keeps it, later ones get ' (2)', ' (3)'…
 * before the extension. Names are compared without regard to case (Windows and macOS disks ignore it), and
 * the list of clips left out keeps its name.
 */
export function uniqueNamer(): (base: string, extension: string) => string {
  const taken = new Set<string>([NOT_INCLUDED_FILE.toLowerCase()]);
  return (base, extension) => {
    let name = `${base}${extension}`;
    for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${base} (${n})${extension}`;
    taken.add(name.toLowerCase());
    return name;
  };
}

/** The text file listing the clips left out, one line each with the reason. */
export function notIncludedText(
  playlistName: string,
  excluded: ReadonlyArray<{ label: string; reason: ExclusionReason }>,
): string {
  const lines = [
    `Clips of the playlist "${playlistName}" that are not in this download, and why:`,
    '',
    ...excluded.map((clip) => `${clip.label}: ${reasonText(clip.reason)}`),
    '',
  ];
  return lines.join('\n');
}
