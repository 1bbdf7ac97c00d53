import { describe, it, expect } from 'vitest';
import { LIMITS } from '../constants';
import { MESSAGES } from '../messages';
import {
  DURATION_OUT_OF_RANGE_MESSAGE,
  formatDuration,
  parseDuration,
  validateDurationRange,
} from './duration';

describe('reading a typed duration', () => {
  it('reads minutes and seconds', () => {
    expect(parseDuration('01:30')).toBe(90);
  });

  it('reads ten minutes', () => {
    expect(parseDuration('10:00')).toBe(600);
  });

  it('reads a single-digit minute', () => {
    expect(parseDuration('2:05')).toBe(125);
  });

  it('ignores spaces around the duration', () => {
    expect(parseDuration(' 00:01 ')).toBe(1);
  });

  it('rejects 60 or more seconds', () => {
    expect(parseDuration('01:60')).toBeNull();
  });

  it('rejects seconds written with one digit', () => {
    expect(parseDuration('01:5')).toBeNull();
  });

  it('rejects a bare number', () => {
    expect(parseDuration('90')).toBeNull();
  });

  it('rejects text', () => {
    expect(parseDuration('ab:cd')).toBeNull();
  });
});

describe('showing a duration', () => {
  it('writes seconds as mm:ss', () => {
    expect(formatDuration(90)).toBe('01:30');
  });

  it('writes the longest filter duration as 10:00', () => {
    expect(formatDuration(LIMITS.durationMaxSeconds)).toBe('10:00');
  });

  it('writes zero as 00:00', () => {
    expect(formatDuration(0)).toBe('00:00');
  });

  it('drops fractions of a second', () => {
    expect(formatDuration(59.9)).toBe('00:59');
  });

  it('reads a typed duration back as the same text', () => {
    expect(formatDuration(parseDuration('07:45') ?? -1)).toBe('07:45');
  });
});

describe('checking the duration filter', () => {
  it('accepts the full range 00:01 to 10:00', () => {
    expect(validateDurationRange(1, 600)).toEqual({ ok: true });
  });

  it('accepts a start equal to the end', () => {
    expect(validateDurationRange(30, 30)).toEqual({ ok: true });
  });

  it('refuses a start after the end with the spec message', () => {
    expect(validateDurationRange(120, 60)).toEqual({ ok: false, message: MESSAGES.durationStartExceedsEnd });
  });

  it('refuses a start of 00:00', () => {
    expect(validateDurationRange(0, 60)).toEqual({ ok: false, message: DURATION_OUT_OF_RANGE_MESSAGE });
  });

  it('refuses an end past 10:00', () => {
    expect(validateDurationRange(60, 601)).toEqual({ ok: false, message: DURATION_OUT_OF_RANGE_MESSAGE });
  });

  it('refuses a duration that is not a number', () => {
    expect(validateDurationRange(Number.NaN, 60)).toEqual({
      ok: false,
      message: DURATION_OUT_OF_RANGE_MESSAGE,
    });
  });

  it('names the allowed range in its message', () => {
    expect(DURATION_OUT_OF_RANGE_MESSAGE).toContain('00:01');
    expect(DURATION_OUT_OF_RANGE_MESSAGE).toContain('10:00');
  });
});
