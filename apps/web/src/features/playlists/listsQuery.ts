import { PAGE_SIZE, PLAYLIST_SORT_COLUMNS } from '@clipmarket/core';

export type ListsView = 'grid' | 'list';
export type SortColumn = (typeof PLAYLIST_SORT_COLUMNS)[number];
export type SortOrder = 'asc' | 'desc';

/** The lists page's state as its URL holds it (spec section 4: grid view, descending, by default). */
export interface ListsQuery {
  view: ListsView;
  sort: SortColumn;
  order: SortOrder;
  page: number;
}

export const DEFAULT_LISTS_QUERY: ListsQuery = { view: 'grid', sort: 'updatedAt', order: 'desc', page: 1 };

const isColumn = (value: string | null): value is SortColumn =>
  (PLAYLIST_SORT_COLUMNS as readonly string[]).includes(value ?? '');

/** Reads the page's state from its URL; anything unknown falls back to the default. */
export function parseListsQuery(params: URLSearchParams): ListsQuery {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const sort = params.get('sort');
  return {
    view: params.get('view') === 'list' ? 'list' : 'grid',
    sort: isColumn(sort) ? sort : DEFAULT_LISTS_QUERY.sort,
    order: params.get('order') === 'asc' ? 'asc' : 'desc',
    page: Number.isFinite(page) && page >= 1 ? page : 1,
  };
}

/** The URL query of a state, leaving defaults out so the plain address is the default view. */
export function listsSearch(query: ListsQuery): string {
  const params = new URLSearchParams();
  if (query.view !== DEFAULT_LISTS_QUERY.view) params.set('view', query.view);
  if (query.sort !== DEFAULT_LISTS_QUERY.sort) params.set('sort', query.sort);
  if (query.order !== DEFAULT_LISTS_QUERY.order) params.set('order', query.order);
  if (query.page !== 1) params.set('page', String(query.page));
  return params.toString();
}

/** The lists call's query: 20 a page, `sortBy=column.order`, with thumbnails (spec section 7). */
export function listsRequest(query: ListsQuery): {
  max: number;
  offset: number;
  includeThumbs: 'true';
  sortBy: `${SortColumn}.${SortOrder}`;
} {
  return {
    max: PAGE_SIZE.default,
    offset: (query.page - 1) * PAGE_SIZE.default,
    includeThumbs: 'true',
    sortBy: `${query.sort}.${query.order}`,
  };
}

export function totalPages(total: number, pageSize: number = PAGE_SIZE.default): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
