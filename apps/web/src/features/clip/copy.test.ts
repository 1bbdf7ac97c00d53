import { describe, expect, it } from 'vitest';
import { backPlace } from './copy';

describe('the back link’s place', () => {
  it('names the page a clip was opened from', () => {
    expect(backPlace('/licensing/search?q=dog&page=2')).toBe('search results');
    expect(backPlace('/licensing/search/similarClips/1254381')).toBe('search results');
    expect(backPlace('/licensing/thewire')).toBe('the wire');
    expect(backPlace('/licensing/collections/cute-pets?page=2')).toBe('the collection');
    expect(backPlace('/licensing/collections')).toBe('collections');
    expect(backPlace('/licensing/account/lists/abc')).toBe('your list');
    expect(backPlace('/licensing/view/1254381')).toBe('the previous clip');
    expect(backPlace('/licensing')).toBe('the home page');
  });

  it('says only "Back" for a page it has no name for', () => {
    expect(backPlace('/licensing/pricing')).toBeNull();
  });
});
