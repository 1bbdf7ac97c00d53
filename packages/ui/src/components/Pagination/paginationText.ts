import { formatCount } from '@clipmarket/core';

/**
 * Texts of the pagination that the spec names but does not word; the wording is ours. They belong beside
 * `CARD_TEXT` in @clipmarket/core once core is open for edits.
 */
export const PAGINATION_TEXT = {
  /** Accessible name of the navigation landmark. */
  label: 'Pagination',
  previous: 'Previous page',
  next: 'Next page',
  /** Accessible name of a page button, e.g. 'Page 3'. */
  page: (page: number): string => `Page ${formatCount(page)}`,
  /** The compact summary on a phone, e.g. 'Page 3 of 12'. */
  pageOf: (page: number, totalPages: number): string =>
    `Page ${formatCount(page)} of ${formatCount(totalPages)}`,
} as const;
