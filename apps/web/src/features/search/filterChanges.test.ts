import { defaultSearchFilters, type SearchRequest } from '@clipmarket/core';
import { describe, expect, it } from 'vitest';
import { applyFilterChange, leaveSimilarClips, requestOf, resetFilters, searchFor } from './filterChanges';

const filters = (overrides: Partial<SearchRequest> = {}): SearchRequest => ({
  ...defaultSearchFilters(),
  ...overrides,
});

describe('a change in the filter panel', () => {
  it('goes back to page 1 when a filter narrows the results', () => {
    const next = applyFilterChange(filters({ page: 4 }), { field: 'tones', value: ['Funny'] });
    expect(next.tones).toEqual(['Funny']);
    expect(next.page).toBe(1);
  });

  it('sets one sort only, clearing any other', () => {
    const next = applyFilterChange(filters({ smartSort: 'recent', page: 3 }), {
      field: 'smartSort',
      value: 'durationAsc',
    });
    expect(next.sort).toBe('durationAsc');
    expect(next.smartSort).toBeNull();
    expect(next.page).toBe(1);
  });

  it('changes the display without leaving the page', () => {
    const next = applyFilterChange(filters({ page: 3 }), { field: 'display', value: 'list' });
    expect(next.display).toBe('list');
    expect(next.page).toBe(3);
  });

  it('resets the uploaded preset when posted dates are set', () => {
    const next = applyFilterChange(filters({ uploaded: '7d' }), {
      field: 'dates',
      value: { postedFrom: '2024-01-01' },
    });
    expect(next.dates.postedFrom).toBe('2024-01-01');
    expect(next.uploaded).toBe('any');
  });

  it('keeps the uploaded preset when only acquired dates change', () => {
    const next = applyFilterChange(filters({ uploaded: '7d' }), {
      field: 'dates',
      value: { acquiredFrom: '2024-01-01' },
    });
    expect(next.dates.acquiredFrom).toBe('2024-01-01');
    expect(next.uploaded).toBe('7d');
  });

  it('ignores a value the search would refuse', () => {
    const before = filters({ page: 2 });
    expect(applyFilterChange(before, { field: 'duration', value: { from: 300, to: 10 } })).toBe(before);
  });
});

describe('similar-clip mode', () => {
  it('restores the search it began from when cleared', () => {
    const saved = filters({ q: 'dog', tones: ['Cute'], page: 2 });
    const similar = filters({ similarClip: '1254381', previousSearchTerm: 'dog', tones: ['Cute'] });
    expect(leaveSimilarClips(similar, saved)).toEqual({
      ...saved,
      similarClip: null,
      previousSearchTerm: null,
    });
  });

  it('keeps the filters and brings the previous text back when opened from a link', () => {
    const similar = filters({ similarClip: '1254381', previousSearchTerm: 'dog', popularity: ['Viral'] });
    const next = leaveSimilarClips(similar);
    expect(next).toMatchObject({ q: 'dog', popularity: ['Viral'], similarClip: null, page: 1 });
  });

  it('is left by a new search for text', () => {
    const next = searchFor(filters({ similarClip: '1254381', tones: ['Sad'], page: 3 }), 'rain');
    expect(next).toMatchObject({ q: 'rain', tones: ['Sad'], similarClip: null, page: 1 });
  });
});

describe('clearing all filters', () => {
  it('keeps the search text, the display and similar-clip mode', () => {
    const next = resetFilters(
      filters({ q: 'dog', display: 'list', similarClip: '12', tones: ['Cute'], exactMatch: true, page: 5 }),
    );
    expect(next).toEqual(filters({ q: 'dog', display: 'list', similarClip: '12' }));
  });

  it('puts exact match back to the user’s saved preference when clearing all filters', () => {
    expect(resetFilters(filters({ q: 'dog', exactMatch: false }), true).exactMatch).toBe(true);
    expect(resetFilters(filters({ q: 'dog', exactMatch: true }), false).exactMatch).toBe(false);
  });
});

describe('the request sent to the server', () => {
  it('leaves out what only the page uses, so a display change does not search again', () => {
    const a = requestOf(filters({ q: 'dog', display: 'list' }));
    const b = requestOf(filters({ q: 'dog', display: 'grid' }));
    expect(a).toEqual(b);
  });
});
