import { describe, expect, it } from 'vitest';
import { formatCount } from './count';

describe('formatCount', () => {
  it('groups the digits of a count in threes with commas', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(7)).toBe('7');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000)).toBe('1,000');
    expect(formatCount(48_213)).toBe('48,213');
    expect(formatCount(1_234_567)).toBe('1,234,567');
    expect(formatCount(100_000_000)).toBe('100,000,000');
  });

  it('reads as toLocaleString("en-US") does for every whole count it is given', () => {
    for (const n of [1, 12, 123, 1234, 12_345, 123_456, 1_000_001, 987_654_321, -1, -1234, -1_000_000]) {
      expect(formatCount(n)).toBe(n.toLocaleString('en-US'));
    }
  });

  it('rounds a fraction to a whole count and reads not-a-number as 0', () => {
    expect(formatCount(1234.6)).toBe('1,235');
    expect(formatCount(Number.NaN)).toBe('0');
  });
});
