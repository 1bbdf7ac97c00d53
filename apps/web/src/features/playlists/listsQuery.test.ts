import { describe, expect, it } from 'vitest';
import { DEFAULT_LISTS_QUERY, listsRequest, listsSearch, parseListsQuery, totalPages } from './listsQuery';

describe('the lists page URL', () => {
  it('shows the grid, newest change first, page 1 when the address has no query', () => {
    expect(parseListsQuery(new URLSearchParams(''))).toEqual(DEFAULT_LISTS_QUERY);
    expect(DEFAULT_LISTS_QUERY).toMatchObject({ view: 'grid', order: 'desc' });
  });

  it('reads the view, sort, order and page back from a shared address', () => {
    const query = parseListsQuery(new URLSearchParams('view=list&sort=name&order=asc&page=3'));
    expect(query).toEqual({ view: 'list', sort: 'name', order: 'asc', page: 3 });
    expect(listsSearch(query)).toBe('view=list&sort=name&order=asc&page=3');
  });

  it('ignores a column the server does not sort by and a page that is not a page', () => {
    expect(parseListsQuery(new URLSearchParams('sort=drop&page=-2&order=up'))).toEqual(DEFAULT_LISTS_QUERY);
  });

  it('leaves the defaults out of the address', () => {
    expect(listsSearch(DEFAULT_LISTS_QUERY)).toBe('');
  });

  it('asks for 20 lists a page, sorted column.order, with thumbnails', () => {
    expect(listsRequest({ view: 'grid', sort: 'videoCount', order: 'desc', page: 2 })).toEqual({
      max: 20,
      offset: 20,
      includeThumbs: 'true',
      sortBy: 'videoCount.desc',
    });
    expect(totalPages(0)).toBe(1);
    expect(totalPages(41)).toBe(3);
  });
});
