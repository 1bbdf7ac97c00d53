import { PAGE_SIZE, defaultSearchFilters, type SearchRequest } from '@clipmarket/core';
import { describe, expect, it } from 'vitest';
import { filtersFromUrl, searchPath, searchToQuery } from './urlState';

const defaults = defaultSearchFilters();
const filters = (overrides: Partial<SearchRequest>): SearchRequest => ({ ...defaults, ...overrides });

/** The search after writing it as a URL and reading it back, as a shared link or back/forward does. */
function roundTrip(state: SearchRequest): SearchRequest {
  const path = searchPath(state);
  const [pathname, query = ''] = path.split('?');
  const similar = /^\/search\/similarClips\/(.+)$/.exec(pathname ?? '');
  return filtersFromUrl(query, similar ? decodeURIComponent(similar[1] ?? '') : null);
}

describe('a search written as a URL and read back', () => {
  const cases: [string, Partial<SearchRequest>][] = [
    ['search text with spaces, quotes and symbols', { q: '"dog park" & cat?=1 #2' }],
    ['an id search', { q: '1254381-1' }],
    ['a URL search', { q: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=5' }],
    ['categories, one with an ampersand', { categories: ['Babies & Kids', 'Pets'] }],
    ['tones', { tones: ['Cute', 'Funny'] }],
    ['popularity', { popularity: ['Viral', 'Topical'] }],
    ['clearance', { clearance: ['CLEARED', 'NO_AR_EDITORIAL_ONLY'] }],
    ['footage types', { footageType: ['Drone', 'Pov'] }],
    ['a custom tag', { customTag: 'slow motion' }],
    ['resolution', { resolution: 'HD' }],
    ['orientation', { orientation: ['Vertical'] }],
    ['both orientations', { orientation: ['Horizontal', 'Vertical'] }],
    ['the uploaded preset', { uploaded: '30d' }],
    ['acquired dates', { dates: { acquiredFrom: '2024-01-05', acquiredTo: '2024-02-29' } }],
    ['posted dates, one side open', { dates: { postedFrom: '2023-12-31' } }],
    ['a duration range', { duration: { from: 15, to: 120 } }],
    ['the whole duration scale', { duration: { from: 0, to: 600 } }],
    ['countries', { countries: ['United States', 'Canada'] }],
    ['smart countries', { smartCountries: ['Brazil'] }],
    ['exact match', { exactMatch: true }],
    ['excluded libraries', { excludedLibraries: ['Viral Hog'] }],
    ['a sort', { sort: 'durationDesc' }],
    ['the list display', { display: 'list' }],
    ['a page', { page: 7 }],
    ['similar-clip mode with the previous text', { similarClip: '1254381', previousSearchTerm: 'dog' }],
  ];

  for (const [name, overrides] of cases) {
    it(`keeps ${name}`, () => {
      const state = filters(overrides);
      expect(roundTrip(state)).toEqual(state);
    });
  }

  it('keeps every filter at once', () => {
    const state = filters(Object.assign({}, ...cases.map(([, overrides]) => overrides)));
    expect(roundTrip(state)).toEqual(state);
  });

  it('reads a smart sort as the one sort in the link', () => {
    const read = roundTrip(filters({ sort: 'recent', smartSort: 'downloaded' }));
    expect(read.sort).toBe('downloaded');
    expect(read.smartSort).toBeUndefined();
  });

  it('writes a plain search as a short link and leaves every default out', () => {
    expect(searchPath(filters({ q: 'dog' }))).toBe('/search?q=dog');
    expect(searchPath(defaults)).toBe('/search');
    expect(searchToQuery(filters({ display: 'grid', resolution: 'All', uploaded: 'any', page: 1 }))).toBe('');
  });

  it('puts similar-clip mode in the path', () => {
    expect(searchPath(filters({ similarClip: '1254381', tones: ['Cute'] }))).toBe(
      '/search/similarClips/1254381?tones=Cute',
    );
  });

  it('asks for 60 results a page whatever the link says', () => {
    expect(filtersFromUrl('perPage=5').perPage).toBe(PAGE_SIZE.search);
  });
});

describe('a link with parameters the search does not know or accept', () => {
  it('ignores unknown parameters', () => {
    expect(filtersFromUrl('?utm_source=mail&foo=bar&similarClip=123')).toEqual(defaults);
  });

  it('drops values no filter has, keeping the valid ones of a list', () => {
    const read = filtersFromUrl(
      'tones=Angry&tones=Cute&tones=Cute&popularity=viral&clearance=GREEN&footageType=Drone&orientation=Diagonal&excludedLibraries=Other',
    );
    expect(read.tones).toEqual(['Cute']);
    expect(read.popularity).toEqual([]);
    expect(read.clearance).toEqual([]);
    expect(read.footageType).toEqual(['Drone']);
    expect(read.orientation).toEqual([]);
    expect(read.excludedLibraries).toEqual([]);
  });

  it('falls back to page 1 for a page that is not a whole number from 1', () => {
    for (const page of ['0', '-3', 'abc', '2.5', '1e3', '', '99999999']) {
      expect(filtersFromUrl(`page=${page}`).page, page).toBe(1);
    }
  });

  it('drops dates that are not calendar days', () => {
    const read = filtersFromUrl('acquiredFrom=2023-02-30&acquiredTo=tomorrow&postedFrom=2024-02-29');
    expect(read.dates).toEqual({ postedFrom: '2024-02-29' });
  });

  it('drops a duration outside 00:00 to 10:00 or with its start past its end', () => {
    expect(filtersFromUrl('durationFrom=30&durationTo=700').duration).toBeUndefined();
    expect(filtersFromUrl('durationFrom=200&durationTo=100').duration).toBeUndefined();
    expect(filtersFromUrl('durationFrom=ten').duration).toBeUndefined();
  });

  it('fills the open side of a one-sided duration with its end of the scale', () => {
    expect(filtersFromUrl('durationFrom=30').duration).toEqual({ from: 30, to: 600 });
    expect(filtersFromUrl('durationTo=90').duration).toEqual({ from: 0, to: 90 });
  });

  it('ignores a sort, display, resolution or preset that does not exist', () => {
    const read = filtersFromUrl('sort=cheapest&display=carousel&resolution=4K&uploaded=yesterday');
    expect(read).toEqual(defaults);
  });

  it('reads exact match only from true or 1', () => {
    expect(filtersFromUrl('exactMatch=1').exactMatch).toBe(true);
    expect(filtersFromUrl('exactMatch=yes').exactMatch).toBe(false);
  });

  it('reads an address without exact match as the user’s saved preference, and an explicit one as it says', () => {
    expect(filtersFromUrl('q=dog', null, true).exactMatch).toBe(true);
    expect(filtersFromUrl('q=dog&exactMatch=false', null, true).exactMatch).toBe(false);
    expect(filtersFromUrl('q=dog&exactMatch=0', null, true).exactMatch).toBe(false);
    expect(filtersFromUrl('q=dog&exactMatch=true', null, false).exactMatch).toBe(true);
  });

  it('writes exact match when on, and off only against a saved preference of on', () => {
    const dog = { ...defaults, q: 'dog' };
    expect(searchToQuery({ ...dog, exactMatch: true })).toBe('q=dog&exactMatch=true');
    expect(searchToQuery({ ...dog, exactMatch: true }, true)).toBe('q=dog&exactMatch=true');
    expect(searchToQuery({ ...dog, exactMatch: false })).toBe('q=dog');
    expect(searchToQuery({ ...dog, exactMatch: false }, true)).toBe('q=dog&exactMatch=false');
  });

  it('reads back what it writes, whatever the saved preference', () => {
    for (const saved of [false, true]) {
      for (const exactMatch of [false, true]) {
        const written = searchToQuery({ ...defaults, q: 'dog', exactMatch }, saved);
        expect(filtersFromUrl(written, null, saved).exactMatch).toBe(exactMatch);
      }
    }
  });

  it('keeps only as many list values as the search accepts', () => {
    const many = Array.from({ length: 150 }, (_, i) => `categories=C${i}`).join('&');
    expect(filtersFromUrl(many).categories).toHaveLength(100);
  });

  it('never throws, whatever the query string holds', () => {
    const junk = [
      '%',
      '%E0%A4%A',
      '?&&==&q',
      'q=%FF%FE',
      `q=${'x'.repeat(20_000)}`,
      'dates=[object Object]',
      'page=NaN&durationFrom=Infinity',
      'categories=&tones=',
      'customTag=' + 'y'.repeat(500),
    ];
    for (const query of junk) {
      expect(() => filtersFromUrl(query), query).not.toThrow();
      expect(() => filtersFromUrl(query, 'x'.repeat(100)), query).not.toThrow();
    }
    expect(filtersFromUrl(`q=${'x'.repeat(20_000)}`).q).toBe('');
    expect(filtersFromUrl('customTag=' + 'y'.repeat(500)).customTag).toBeUndefined();
    expect(filtersFromUrl('', 'x'.repeat(100)).similarClip).toBeUndefined();
  });
});
