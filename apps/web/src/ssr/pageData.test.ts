import { unstable_serialize } from 'swr';
import { describe, expect, it } from 'vitest';
import { keys } from '../api/keys';
import { requestsFor } from './pageData';

const keysFor = (pathname: string, search = '') =>
  requestsFor(pathname, search).map((r) => unstable_serialize(r.key));

describe('the data the server loads before rendering a page', () => {
  it('is the home content and both clip rows for the home page, with or without a trailing slash', () => {
    const home = keysFor('/licensing');
    expect(home).toContain(unstable_serialize(keys.home()));
    expect(home.filter((key) => key.includes('videos'))).toHaveLength(2);
    expect(keysFor('/licensing/')).toEqual(home);
  });

  it("is a clip's document and its similar clips for its page", () => {
    expect(keysFor('/licensing/view/1254381')).toEqual([
      unstable_serialize(keys.video('1254381')),
      unstable_serialize(keys.similar('1254381', {})),
      unstable_serialize(keys.products()),
    ]);
  });

  it("is a search's results, as the search page asks for them, and the filter panel's categories", () => {
    const [results, categories] = keysFor('/licensing/search', '?q=dog&sort=latest');
    expect(results).toContain('"dog"');
    expect(categories).toBe(unstable_serialize(keys.categories()));
    expect(keysFor('/licensing/search/similarClips/1254381')[0]).toContain('1254381');
  });

  it("is the shop's prices on every page the server draws clip cards on, for the cards' from price", () => {
    for (const page of ['/licensing', '/licensing/search', '/licensing/view/1254381']) {
      expect(keysFor(page), page).toContain(unstable_serialize(keys.products()));
    }
  });

  it('is nothing for pages that load their data in the browser', () => {
    expect(keysFor('/licensing/view/1/extra')).toEqual([]);
    expect(keysFor('/licensing/account/lists')).toEqual([]);
  });
});
