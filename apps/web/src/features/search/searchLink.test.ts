import { describe, expect, it } from 'vitest';
import { tagSearchHref } from './searchLink';

describe('search links', () => {
  it('searches for a tag with the search page’s customTag filter, encoded', () => {
    expect(tagSearchHref('doorbell camera')).toBe('/search?customTag=doorbell+camera');
    expect(tagSearchHref('r&b')).toBe('/search?customTag=r%26b');
  });
});
