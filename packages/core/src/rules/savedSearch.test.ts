import { describe, expect, it } from 'vitest';
import { savedSearchQuerySchema } from '../contract/savedSearches';
import { searchRequestSchema } from '../contract/search';
import { NOTHING_SAVED, savedSearchQueryOf, savedSearchSummary, searchOfSaved } from './savedSearch';
import { defaultSearchFilters } from './searchFilters';

describe('saved searches', () => {
  it('save nothing in particular as the contract’s defaults, and run it as a fresh search', () => {
    expect(NOTHING_SAVED).toEqual(savedSearchQuerySchema.parse({}));
    expect(searchOfSaved(NOTHING_SAVED)).toEqual(defaultSearchFilters());
  });

  it('keep the words and filters of a search, not its dates, sort or page, with the smart countries folded in', () => {
    const search = searchRequestSchema.parse({
      q: ' storm ',
      categories: ['Weather'],
      countries: ['France'],
      smartCountries: ['Spain', 'France'],
      dates: { acquiredFrom: '2026-01-01' },
      sort: 'recent',
      page: 3,
    });
    expect(savedSearchQueryOf(search)).toEqual({
      ...NOTHING_SAVED,
      q: 'storm',
      categories: ['Weather'],
      countries: ['France', 'Spain'],
    });
  });

  it('do not save a similar-clips search', () => {
    expect(savedSearchQueryOf({ ...defaultSearchFilters(), similarClip: '1200004' })).toBeNull();
  });

  it('read as the words in quotes and each filter that narrows them', () => {
    expect(
      savedSearchSummary({
        ...NOTHING_SAVED,
        q: 'storm',
        exactMatch: true,
        categories: ['Weather', 'Nature'],
        clearance: ['CLEARED'],
        orientation: ['Vertical'],
        duration: { from: 10, to: 120 },
      }),
    ).toEqual(['“storm” (exact)', 'Weather, Nature', 'Advertising Use', 'Vertical', '00:10 to 02:00']);
    expect(savedSearchSummary(NOTHING_SAVED)).toEqual(['Every clip']);
  });
});
