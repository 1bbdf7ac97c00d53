import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findInputProblem, findUnstorableText, isUnstorableText, MAX_INPUT_DEPTH } from './text';

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

  it('finds the first refused string in reading order', () => {
    expect(findUnstorableText({ a: ['ok', 'x\u0000'], b: 'y\u0000' })).toBe('a.1');
    expect(findUnstorableText({ a: 'ok', ['k\u0000']: 'fine', c: 'z\u0000' })).toBe('k\u0000');
  });

  it('refuses nesting deeper than the limit, however deep, without exhausting the stack', () => {
    const nested = (depth: number): unknown => {
      let value: unknown = 'leaf';
      for (let level = 0; level < depth; level += 1) value = level % 2 ? [value] : { a: value };
      return value;
    };
    expect(findInputProblem(nested(MAX_INPUT_DEPTH))).toBeNull();
    expect(findInputProblem(nested(MAX_INPUT_DEPTH + 1))).toEqual({ kind: 'too-deep' });
    expect(findInputProblem(JSON.parse('['.repeat(200_000) + ']'.repeat(200_000)))).toEqual({
      kind: 'too-deep',
    });
  });
});
