import { parse } from 'regexparam';
import { describe, expect, it } from 'vitest';
import { matchRoute } from 'wouter';
import { PAGE_BASE, PAGES, matchPage, pathInApp, type PageName } from './pages';

describe('the page table', () => {
  it('builds a page address relative to the base and as a full path', () => {
    expect(PAGES.view.path({ videoId: '1254381' })).toBe('/view/1254381');
    expect(PAGES.view.href({ videoId: '1254381' })).toBe('/licensing/view/1254381');
    expect(PAGES.accountHistory.href()).toBe('/licensing/account/history');
    expect(PAGES.search.path()).toBe('/search');
  });

  it("gives the home page's full path as the base itself, with no trailing slash", () => {
    expect(PAGES.home.path()).toBe('/');
    expect(PAGES.home.href()).toBe(PAGE_BASE);
  });

  it('leaves an optional param out, segment and all, and writes it when given', () => {
    expect(PAGES.checkout.href()).toBe('/licensing/checkout');
    expect(PAGES.checkout.href({ playlistUUID: 'abc-123' })).toBe('/licensing/checkout/abc-123');
    expect(PAGES.playlist.path({ playlistId: 'p1' })).toBe('/account/lists/p1');
    expect(PAGES.playlist.path({ playlistId: 'p1', folderId: 'f2' })).toBe('/account/lists/p1/f2');
    expect(PAGES.faq.href({ faqType: 'licensing' })).toBe('/licensing/faq/licensing');
    expect(PAGES.verify.path({ number: null })).toBe('/verify');
  });

  it('encodes odd characters of a param so it stays one segment', () => {
    expect(PAGES.verify.href({ number: 'CM 2026/1?x#' })).toBe('/licensing/verify/CM%202026%2F1%3Fx%23');
    expect(PAGES.view.path({ videoId: 'ü' })).toBe('/view/%C3%BC');
  });

  it('keeps an empty segment for an empty required param (a clip without an id), which is no page', () => {
    expect(PAGES.view.href({ videoId: '' })).toBe('/licensing/view/');
    expect(matchPage(PAGES.view.path({ videoId: '' }))).toBeNull();
  });

  it("writes each page's query as its links always have", () => {
    expect(PAGES.search.path({ q: 'dog cat', tones: ['Cute', 'Funny'], page: 2, sort: undefined })).toBe(
      '/search?q=dog+cat&tones=Cute&tones=Funny&page=2',
    );
    expect(PAGES.similarClips.href({ jmId: '1254381' }, { previousSearchTerm: 'dog' })).toBe(
      '/licensing/search/similarClips/1254381?previousSearchTerm=dog',
    );
    expect(PAGES.login.path({ next: '/licensing/search?q=dog cat' })).toBe(
      '/login?next=%2Flicensing%2Fsearch%3Fq%3Ddog%20cat',
    );
    expect(PAGES.login.path({ reset: 'done' })).toBe('/login?reset=done');
    expect(PAGES.login.path({})).toBe('/login');
    expect(PAGES.inquiry.href({ clips: ['1254381', '1198734'] })).toBe(
      '/licensing/inquiry?clips=1254381,1198734',
    );
    expect(PAGES.inquiry.path({ clips: [] })).toBe('/inquiry');
    expect(PAGES.sharedPlaylist.href({ playlistId: 'u1' }, { share: 'a+b/c' })).toBe(
      '/licensing/shared/u1?share=a%2Bb%2Fc',
    );
    expect(PAGES.usage.href({ year: 2026, month: 10 })).toBe('/licensing/account/usage?year=2026&month=10');
    expect(PAGES.collection.path({ collections: 'animals' }, { page: 2 })).toBe(
      '/collections/animals?page=2',
    );
    expect(PAGES.collection.path({ collections: 'animals' }, { page: null })).toBe('/collections/animals');
    expect(
      PAGES.checkoutTerms.href({
        id: '#1001',
        reference: 'R-1',
        subtotal: '298.00',
        currency: 'USD',
        date: '2026-12-02',
      }),
    ).toBe('/licensing/checkout/terms?id=%231001&reference=R-1&subtotal=298.00&currency=USD&date=2026-12-02');
  });

  it('matches a path back to the params it was built from, decoded', () => {
    const odd = { number: 'CM 2026/1?x#ü' };
    expect(PAGES.verify.match(PAGES.verify.path(odd))).toEqual(odd);
    const both = { playlistId: 'p1', folderId: 'f2' };
    expect(PAGES.playlist.match(PAGES.playlist.path(both))).toEqual(both);
    expect(PAGES.playlist.match(PAGES.playlist.path({ playlistId: 'p1' }))).toEqual({ playlistId: 'p1' });
    expect(PAGES.home.match('/')).toEqual({});
  });

  it('matches as the router does: whole paths, a trailing slash, any case', () => {
    expect(PAGES.view.match('/view/1/')).toEqual({ videoId: '1' });
    expect(PAGES.search.match('/SEARCH')).toEqual({});
    expect(PAGES.view.match('/view/1/extra')).toBeNull();
    expect(PAGES.view.match('/view')).toBeNull();
    expect(PAGES.view.match('/view/%E0')).toBeNull();
  });

  it('agrees with wouter on which page a path is, page by page', () => {
    const samples = [
      '/',
      '/view/1254381',
      '/view/1/',
      '/checkout/terms',
      '/checkout',
      '/checkout/abc',
      '/account/lists/p1/f2',
      '/account/lists/p1/f2/x',
      '/faq',
      '/faq/licensing',
      '/search/similarClips/1',
      '/Account',
      '/nothing',
    ];
    for (const name of Object.keys(PAGES) as PageName[]) {
      for (const sample of samples) {
        const ours = PAGES[name].match(sample) !== null;
        expect(ours, `${name} ${sample}`).toBe(matchRoute(parse, PAGES[name].pattern, sample)[0]);
      }
    }
  });

  it('finds the first page in the router order, so a fixed path wins over a pattern', () => {
    expect(matchPage('/checkout/terms')).toEqual({ page: 'checkoutTerms', params: {} });
    expect(matchPage('/checkout/abc')).toEqual({ page: 'checkout', params: { playlistUUID: 'abc' } });
    expect(matchPage('/search/similarClips/12')).toEqual({ page: 'similarClips', params: { jmId: '12' } });
    expect(matchPage('/no-such-page')).toBeNull();
  });

  it('reads a full path relative to the base, and nothing outside it', () => {
    expect(pathInApp('/licensing')).toBe('/');
    expect(pathInApp('/licensing/view/1')).toBe('/view/1');
    expect(pathInApp('/licensingx/view/1')).toBeNull();
    expect(pathInApp('/api/public/videos')).toBeNull();
  });

  it('declares every page once: no two patterns alike', () => {
    const patterns = Object.values(PAGES).map((page) => page.pattern.toLowerCase());
    expect(new Set(patterns).size).toBe(patterns.length);
  });
});
