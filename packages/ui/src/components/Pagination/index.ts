export { Pagination } from './Pagination';
export type { PaginationProps, PaginationStatus } from './Pagination';
export { paginationItems } from './paginationItems';
export type { PaginationItem } from './paginationItems';
export { PAGINATION_TEXT } from './paginationText';
