import { describe, it, expect } from 'vitest';
import { DEFAULT_EXCLUDED_CATEGORIES, IGNORED_CATEGORY_FILTER, LIMITS } from '../constants';
import { categoryFilter, categoryList } from './categories';

describe('the category list', () => {
  it('is sorted alphabetically', () => {
    expect(categoryList(['Sports', 'Animals', 'Fails'])).toEqual(['Animals', 'Fails', 'Sports']);
  });

  it('sorts without regard to case', () => {
    expect(categoryList(['babies', 'Animals', 'cars'])).toEqual(['Animals', 'babies', 'cars']);
  });

  it('leaves out the default excluded categories', () => {
    const excluded = [...DEFAULT_EXCLUDED_CATEGORIES];
    expect(categoryList(['Animals', ...excluded, 'Weather'])).toEqual(['Animals', 'Weather']);
  });

  it('leaves out an excluded category whatever its case', () => {
    const upper = DEFAULT_EXCLUDED_CATEGORIES.map((name) => name.toUpperCase());
    expect(categoryList(['Animals', ...upper])).toEqual(['Animals']);
  });

  it('leaves out the categories a caller excludes instead', () => {
    expect(categoryList(['Animals', 'News', 'Weather'], { excluded: ['news'] })).toEqual([
      'Animals',
      'Weather',
    ]);
  });

  it('keeps the default excluded categories when a caller excludes others', () => {
    const [first] = DEFAULT_EXCLUDED_CATEGORIES;
    expect(categoryList(['Animals', first], { excluded: [] })).toEqual(['Animals', first]);
  });

  it('lists a category once even when the server repeats it', () => {
    expect(categoryList(['Animals', 'animals', 'Animals '])).toEqual(['Animals']);
  });

  it('drops blank names', () => {
    expect(categoryList(['', '  ', 'Animals'])).toEqual(['Animals']);
  });

  it('shows at most 26 categories, the first ones alphabetically', () => {
    const names = Array.from({ length: 40 }, (_, i) => `Category ${String(i).padStart(2, '0')}`).reverse();
    const list = categoryList(names);
    expect(list).toHaveLength(LIMITS.categoryMax);
    expect(list[0]).toBe('Category 00');
    expect(list.at(-1)).toBe(`Category ${String(LIMITS.categoryMax - 1).padStart(2, '0')}`);
  });

  it('shows at most the number a caller asks for', () => {
    expect(categoryList(['C', 'A', 'B'], { max: 2 })).toEqual(['A', 'B']);
  });
});

describe('the category filter sent to the search', () => {
  it('keeps the selected categories', () => {
    expect(categoryFilter(['Animals', 'Fails'])).toEqual(['Animals', 'Fails']);
  });

  it('ignores "Trending"', () => {
    expect(categoryFilter(['Animals', IGNORED_CATEGORY_FILTER, 'Fails'])).toEqual(['Animals', 'Fails']);
  });

  it('is empty when only "Trending" is selected', () => {
    expect(categoryFilter([IGNORED_CATEGORY_FILTER])).toEqual([]);
  });
});
