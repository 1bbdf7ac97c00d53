import { describe, expect, it } from 'vitest';
import { RECENT_SEARCHES_MAX, addRecentSearch } from './recentSearches';

describe('recent searches', () => {
  it('puts the newest search first', () => {
    expect(addRecentSearch(['cat', 'dog'], 'drone')).toEqual(['drone', 'cat', 'dog']);
  });

  it('keeps a search once, moving it to the front with its newest spelling', () => {
    expect(addRecentSearch(['cat', 'Dog', 'drone'], ' dog ')).toEqual(['dog', 'cat', 'drone']);
  });

  it(`keeps at most ${RECENT_SEARCHES_MAX}`, () => {
    const many = Array.from({ length: RECENT_SEARCHES_MAX }, (_, i) => `search ${i}`);
    const next = addRecentSearch(many, 'newest');
    expect(next).toHaveLength(RECENT_SEARCHES_MAX);
    expect(next[0]).toBe('newest');
    expect(next).not.toContain(`search ${RECENT_SEARCHES_MAX - 1}`);
  });

  it('does not remember an empty search', () => {
    expect(addRecentSearch(['cat'], '   ')).toEqual(['cat']);
  });
});
