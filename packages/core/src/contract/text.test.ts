import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findUnstorableText, isUnstorableText } from './text';

describe('text every endpoint refuses', () => {
  it('refuses U+0000 anywhere in a string', () => {
    expect(isUnstorableText('dog\u0000')).toBe(true);
    expect(isUnstorableText('\u0000')).toBe(true);
    expect(isUnstorableText('a\u0000b')).toBe(true);
  });

  it('refuses an unpaired surrogate, high or low, and keeps paired ones (emoji)', () => {
    expect(isUnstorableText('dog \uD83D')).toBe(true);
    expect(isUnstorableText('\uDE00 dog')).toBe(true);
    expect(isUnstorableText('\uDE00\uD83D')).toBe(true);
    expect(isUnstorableText('dog 😀 surf')).toBe(false);
  });

  it('accepts every string of well-formed text without U+0000', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        expect(isUnstorableText(text.replaceAll('\u0000', ''))).toBe(false);
      }),
    );
  });

  it('names where in a body, query or path the refused string is, keys included', () => {
    expect(findUnstorableText({ q: 'dog', filters: { tags: ['a', 'b\u0000'] } })).toBe('filters.tags.1');
    expect(findUnstorableText({ ['bad\u0000key']: 1 })).toBe('bad\u0000key');
    expect(findUnstorableText('x\u0000')).toBe('');
    expect(findUnstorableText({ q: 'dog', n: 3, ok: true, none: null })).toBeNull();
  });
});
