import { describe, expect, it } from 'vitest';
import { searchRequestSchema } from '../contract/search';
import {
  ANY_UPLOADED_PRESET,
  clearSimilarClipMode,
  defaultSearchFilters,
  enterSimilarClipMode,
  isSimilarClipMode,
  searchFilterState,
  selectDisplay,
  selectSort,
  setPostedDates,
} from './searchFilters';

/** A search a user has narrowed: text, two filters, a sort, page 3. */
const narrowed = searchRequestSchema.parse({
  q: 'dog frisbee',
  tones: ['Funny'],
  clearance: ['CLEARED'],
  sort: 'recent',
  uploaded: '30d',
  page: 3,
});

describe('a fresh search', () => {
  it('has exactly the defaults the search contract gives an empty request', () => {
    expect(defaultSearchFilters()).toStrictEqual(searchRequestSchema.parse({}));
  });

  it('is a new object each time, so changing one search leaves the next alone', () => {
    const first = defaultSearchFilters();
    first.tones.push('Funny');
    expect(defaultSearchFilters().tones).toEqual([]);
  });
});

describe('similar-clip mode', () => {
  it('shows the clips most like the chosen clip, from page 1', () => {
    const state = enterSimilarClipMode(searchFilterState(narrowed), '1254381');

    expect(state.filters.similarClip).toBe('1254381');
    expect(state.filters.page).toBe(1);
    expect(isSimilarClipMode(state.filters)).toBe(true);
  });

  it('keeps the search text as the previous search term and empties the box', () => {
    const state = enterSimilarClipMode(searchFilterState(narrowed), '1254381');

    expect(state.filters.previousSearchTerm).toBe('dog frisbee');
    expect(state.filters.q).toBe('');
  });

  it('keeps applying the filters the user had chosen', () => {
    const state = enterSimilarClipMode(searchFilterState(narrowed), '1254381');

    expect(state.filters.tones).toEqual(['Funny']);
    expect(state.filters.clearance).toEqual(['CLEARED']);
  });

  it('restores the filters from before the mode when it is cleared', () => {
    const before = searchFilterState(narrowed);
    const similar = enterSimilarClipMode(before, '1254381');
    const changedInMode = {
      ...similar,
      filters: { ...similar.filters, tones: ['Scary' as const], page: 2 },
    };

    const cleared = clearSimilarClipMode(changedInMode);

    expect(cleared.filters).toEqual(narrowed);
    expect(cleared.beforeSimilarClip).toBeNull();
    expect(isSimilarClipMode(cleared.filters)).toBe(false);
  });

  it('returns to the search the user started from after hopping between similar clips', () => {
    const first = enterSimilarClipMode(searchFilterState(narrowed), '1254381');
    const second = enterSimilarClipMode(first, '1188720');

    expect(second.filters.similarClip).toBe('1188720');
    expect(second.filters.previousSearchTerm).toBe('dog frisbee');
    expect(clearSimilarClipMode(second).filters).toEqual(narrowed);
  });

  it('puts the previous search text back when the mode was opened from a link, with nothing saved', () => {
    const fromLink = searchFilterState({
      ...defaultSearchFilters(),
      similarClip: '1254381',
      previousSearchTerm: 'skate fail',
      page: 2,
    });

    const cleared = clearSimilarClipMode(fromLink);

    expect(cleared.filters.similarClip).toBeNull();
    expect(cleared.filters.q).toBe('skate fail');
    expect(cleared.filters.previousSearchTerm).toBeNull();
    expect(cleared.filters.page).toBe(1);
  });

  it('does not change the state it was given', () => {
    const state = searchFilterState(narrowed);
    const copy = structuredClone(state);

    enterSimilarClipMode(state, '1254381');

    expect(state).toEqual(copy);
  });

  it('a fresh search is not in the mode', () => {
    expect(isSimilarClipMode(defaultSearchFilters())).toBe(false);
    expect(isSimilarClipMode({ ...defaultSearchFilters(), similarClip: '' })).toBe(false);
  });
});

describe('one sort at a time', () => {
  it('sorts by the chosen order', () => {
    expect(selectSort(narrowed, 'durationDesc').sort).toBe('durationDesc');
  });

  it('clears the smart sort so that only the chosen order applies', () => {
    const withSmartSort = { ...narrowed, smartSort: 'downloaded' as const };

    const sorted = selectSort(withSmartSort, 'durationAsc');

    expect(sorted.sort).toBe('durationAsc');
    expect(sorted.smartSort).toBeNull();
  });

  it('goes back to page 1, since the order of the results changed', () => {
    expect(selectSort(narrowed, 'relevant').page).toBe(1);
  });

  it('leaves the other filters alone', () => {
    const sorted = selectSort(narrowed, 'relevant');

    expect(sorted.q).toBe('dog frisbee');
    expect(sorted.tones).toEqual(['Funny']);
  });
});

describe('one display at a time', () => {
  it('replaces the display with the chosen one', () => {
    const grid = selectDisplay(narrowed, 'grid');

    expect(selectDisplay(grid, 'list').display).toBe('list');
  });

  it('keeps the page, since the display does not change the results', () => {
    expect(selectDisplay(narrowed, 'list').page).toBe(3);
  });
});

describe('posted dates', () => {
  it('sets both bounds', () => {
    const dated = setPostedDates(narrowed, { postedFrom: '2024-01-01', postedTo: '2024-03-31' });

    expect(dated.dates.postedFrom).toBe('2024-01-01');
    expect(dated.dates.postedTo).toBe('2024-03-31');
  });

  it('resets the uploaded preset to Any Date', () => {
    const dated = setPostedDates(narrowed, { postedFrom: '2024-01-01' });

    expect(narrowed.uploaded).toBe('30d');
    expect(dated.uploaded).toBe(ANY_UPLOADED_PRESET);
    expect(ANY_UPLOADED_PRESET).toBe('any');
  });

  it('leaves a side open when it is not given', () => {
    const dated = setPostedDates(narrowed, { postedTo: '2024-03-31' });

    expect(dated.dates.postedFrom).toBeNull();
  });

  it('keeps the acquired dates', () => {
    const acquired = { ...narrowed, dates: { acquiredFrom: '2023-06-01', acquiredTo: null } };

    const dated = setPostedDates(acquired, { postedFrom: '2024-01-01' });

    expect(dated.dates.acquiredFrom).toBe('2023-06-01');
  });

  it('goes back to page 1', () => {
    expect(setPostedDates(narrowed, { postedFrom: '2024-01-01' }).page).toBe(1);
  });

  it('gives filters the search endpoint accepts', () => {
    const dated = setPostedDates(selectSort(narrowed, 'recent'), { postedFrom: '2024-01-01' });

    expect(searchRequestSchema.safeParse(dated).success).toBe(true);
  });
});
