import { LIMITS } from '../constants';
import { MESSAGES } from '../messages';

/**
 * The shortest duration the filter accepts. LIMITS.durationMinSeconds (0) is the range of the slider's
 * track; spec section 5 says a chosen duration "must fall between 00:01 and 10:00", so 00:00 is refused.
 */
export const DURATION_FILTER_MIN_SECONDS = 1;

/** The outcome of checking a duration filter. */
export type DurationValidation = { ok: true } | { ok: false; message: string };

const MM_SS = /^(\d{1,3}):([0-5]\d)$/;

/** Seconds from 'mm:ss' ('01:30' is 90); null for any other shape or seconds over 59. */
export function parseDuration(text: string): number | null {
  const match = MM_SS.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

/** 'mm:ss' from seconds (90 is '01:30'); fractions are dropped and negatives read as 0. */
export function formatDuration(seconds: number): string {
  const whole = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  const minutes = Math.floor(whole / 60);
  return `${String(minutes).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

/** Shown when a duration falls outside 00:01 to 10:00 (our wording; the spec gives none). */
export const DURATION_OUT_OF_RANGE_MESSAGE = `Duration must be between ${formatDuration(
  DURATION_FILTER_MIN_SECONDS,
)} and ${formatDuration(LIMITS.durationMaxSeconds)}.`;

function inRange(seconds: number): boolean {
  return (
    Number.isFinite(seconds) && seconds >= DURATION_FILTER_MIN_SECONDS && seconds <= LIMITS.durationMaxSeconds
  );
}

/** Checks a duration filter: both ends within 00:01 to 10:00, and the start not after the end. */
export function validateDurationRange(startSec: number, endSec: number): DurationValidation {
  if (!inRange(startSec) || !inRange(endSec)) return { ok: false, message: DURATION_OUT_OF_RANGE_MESSAGE };
  if (startSec > endSec) return { ok: false, message: MESSAGES.durationStartExceedsEnd };
  return { ok: true };
}
