import { describe, expect, it } from 'vitest';
import { searchRequestSchema } from '../contract/search';
import {
  SEARCH_FILTER_NAMES,
  activeSearchFilters,
  withoutSearchFilter,
  type SearchFilterName,
} from './searchRelaxations';

/** Every filter narrowing at once, page 4, sorted by duration. */
const everything = searchRequestSchema.parse({
  q: 'dog frisbee',
  exactMatch: true,
  categories: ['Animals', 'Sports'],
  tones: ['Funny'],
  popularity: ['Viral'],
  clearance: ['CLEARED'],
  footageType: ['Drone'],
  customTag: 'beach',
  resolution: 'HD',
  orientation: ['Vertical'],
  uploaded: '30d',
  dates: { acquiredFrom: '2024-01-01', acquiredTo: '2024-12-31', postedFrom: '2023-01-01' },
  duration: { from: 10, to: 90 },
  countries: ['France'],
  smartCountries: ['Spain'],
  excludedLibraries: ['Viral Hog'],
  sort: 'durationAsc',
  page: 4,
});

describe('the filters a search can be run without', () => {
  it('are none for a fresh search', () => {
    expect(activeSearchFilters(searchRequestSchema.parse({}))).toEqual([]);
  });

  it('are every filter that narrows it, the search text first; posted dates replace the uploaded preset', () => {
    expect(activeSearchFilters(everything)).toEqual(
      SEARCH_FILTER_NAMES.filter((name) => name !== 'uploaded'),
    );
    expect(activeSearchFilters({ ...everything, dates: {} })).toContain('uploaded');
  });

  it('leave out values the search ignores', () => {
    const ignored = searchRequestSchema.parse({
      q: '   ',
      exactMatch: true,
      categories: ['Trending'],
      orientation: ['Vertical', 'Horizontal'],
      duration: { from: 0, to: 600 },
      customTag: '  ',
      countries: [' '],
      dates: { acquiredFrom: '', postedTo: null },
    });
    expect(activeSearchFilters(ignored)).toEqual([]);
  });

  it('count exact match only when there are words to hold together', () => {
    expect(activeSearchFilters(searchRequestSchema.parse({ q: 'dog', exactMatch: true }))).toEqual([
      'q',
      'exactMatch',
    ]);
    expect(activeSearchFilters(searchRequestSchema.parse({ q: '"dog cat"', exactMatch: true }))).toEqual([
      'q',
    ]);
    expect(activeSearchFilters(searchRequestSchema.parse({ q: '1254381', exactMatch: true }))).toEqual(['q']);
  });
});

describe('a search without one filter', () => {
  it('drops that filter alone, back on page 1, keeping the sort and every other filter', () => {
    // Two filters lean on another: exact match holds the words together, and posted dates set the uploaded
    // preset aside, so it narrows again once they are gone.
    const alsoChanged: Partial<
      Record<SearchFilterName, { gone?: SearchFilterName; back?: SearchFilterName }>
    > = { q: { gone: 'exactMatch' }, posted: { back: 'uploaded' } };
    for (const name of activeSearchFilters(everything)) {
      const without = withoutSearchFilter(everything, name);
      expect(without.page).toBe(1);
      expect(without.sort).toBe('durationAsc');
      const { gone, back } = alsoChanged[name] ?? {};
      const expected = SEARCH_FILTER_NAMES.filter(
        (other) =>
          other === back ||
          (activeSearchFilters(everything).includes(other) && other !== name && other !== gone),
      );
      expect(activeSearchFilters(without), name).toEqual(expected);
    }
  });

  it('drops a whole group of ticked values, a whole date range, and the smart countries with the countries', () => {
    expect(withoutSearchFilter(everything, 'categories').categories).toEqual([]);
    expect(withoutSearchFilter(everything, 'acquired').dates).toEqual({
      acquiredFrom: null,
      acquiredTo: null,
      postedFrom: '2023-01-01',
    });
    const noCountries = withoutSearchFilter(everything, 'countries');
    expect([noCountries.countries, noCountries.smartCountries]).toEqual([[], []]);
  });

  it('is still a search the contract accepts, and leaves the search it came from alone', () => {
    for (const name of SEARCH_FILTER_NAMES) {
      expect(searchRequestSchema.safeParse(withoutSearchFilter(everything, name)).success, name).toBe(true);
    }
    expect(everything.tones).toEqual(['Funny']);
    expect(everything.page).toBe(4);
  });
});
