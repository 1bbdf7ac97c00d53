import { describe, expect, it } from 'vitest';
import { sizeText } from './size';

describe('sizeText', () => {
  it('reads gigabytes to one decimal, dropping a trailing nought', () => {
    expect(sizeText(10 * 1024 ** 3)).toBe('10 GB');
    expect(sizeText(1.5 * 1024 ** 3)).toBe('1.5 GB');
  });

  it('reads less than a gigabyte in whole megabytes', () => {
    expect(sizeText(700 * 1024 ** 2)).toBe('700 MB');
    expect(sizeText(4_200_000)).toBe('4 MB');
  });

  it('reads nought as nought, and a file that has begun as at least 1 MB', () => {
    expect(sizeText(0)).toBe('0 MB');
    expect(sizeText(1)).toBe('1 MB');
  });
});
