import { describe, expect, it } from 'vitest';
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

  it('does not take another similar-clips page for a search to return to', () => {
    expect(similarClipsLink('2', '/licensing/search/similarClips/1?tones=Sad').state).toEqual({});
  });
});
