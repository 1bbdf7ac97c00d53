import { describe, expect, it } from 'vitest';
import { searchHistoryState } from './history';
import { newSimilarClipsHref } from './newSimilarClips';
import { similarClipsLink } from './similarClips';

describe('opening similar clips from another page', () => {
  it('carries the search it came from into the mode and saves it for the way back', () => {
    expect(similarClipsLink('1254381', '/licensing/search?q=dog&tones=Cute&page=3')).toEqual({
      href: '/licensing/search/similarClips/1254381?tones=Cute&previousSearchTerm=dog',
      state: { beforeSimilarClip: 'q=dog&tones=Cute&page=3' },
    });
  });

  it('starts from no filters when it was not opened from a search', () => {
    expect(similarClipsLink('1254381', '/licensing/thewire')).toEqual({
      href: '/licensing/search/similarClips/1254381',
      state: {},
    });
    expect(similarClipsLink('1254381', null).href).toBe('/licensing/search/similarClips/1254381');
  });

  it('from a card off the search page, is the address the search page would write, exact match included', () => {
    expect(newSimilarClipsHref('1254381')).toBe('/licensing/search/similarClips/1254381');
    expect(newSimilarClipsHref('1254381', true)).toBe(
      '/licensing/search/similarClips/1254381?exactMatch=true',
    );
  });

  it('does not take another similar-clips page for a search to return to', () => {
    expect(similarClipsLink('2', '/licensing/search/similarClips/1?tones=Sad').state).toEqual({});
  });

  it('carries another similar-clips page’s filters and previous search text to the next clip', () => {
    expect(
      similarClipsLink('2', '/licensing/search/similarClips/1?tones=Sad&previousSearchTerm=dog&page=2').href,
    ).toBe('/licensing/search/similarClips/2?tones=Sad&previousSearchTerm=dog');
  });

  it('saves the search exactly as its address says, exact match included', () => {
    const { href, state } = similarClipsLink('7', '/licensing/search?q=dog&exactMatch=false', true);
    expect(state).toEqual({ beforeSimilarClip: 'q=dog&exactMatch=false' });
    expect(href).toBe('/licensing/search/similarClips/7?exactMatch=false&previousSearchTerm=dog');
  });
});

describe('the search to return to when similar-clip mode is cleared', () => {
  it('is the one saved in the history entry, or else the search page a card link was followed from', () => {
    expect(searchHistoryState({ beforeSimilarClip: 'q=dog', prevPath: '/licensing/search?q=cat' })).toEqual({
      beforeSimilarClip: 'q=dog',
    });
    expect(searchHistoryState({ prevPath: '/licensing/search?q=cat&page=2' })).toEqual({
      beforeSimilarClip: 'q=cat&page=2',
    });
    expect(searchHistoryState({ prevPath: '/licensing/search' })).toEqual({ beforeSimilarClip: '' });
  });

  it('is none when the link was followed from a page that is not a search', () => {
    expect(searchHistoryState({ prevPath: '/licensing/search/similarClips/1?tones=Sad' })).toEqual({});
    expect(searchHistoryState({ prevPath: '/licensing/thewire' })).toEqual({});
    expect(searchHistoryState({ prevPath: '/licensing/searchable' })).toEqual({});
    expect(searchHistoryState(null)).toEqual({});
  });
});
