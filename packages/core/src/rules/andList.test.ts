import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAndList } from './andList';

describe('a list in words', () => {
  it('reads as the en-US conjunction list format does, for any number of items', () => {
    const intl = new Intl.ListFormat('en-US', { style: 'long', type: 'conjunction' });
    fc.assert(
      fc.property(fc.array(fc.string({ minLength: 1, maxLength: 12 }), { maxLength: 6 }), (items) => {
        expect(formatAndList(items)).toBe(intl.format(items));
      }),
      { numRuns: 2000 },
    );
    expect(formatAndList(['Web', 'social', 'TV'])).toBe('Web, social, and TV');
  });
});
