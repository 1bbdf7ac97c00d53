/** One slot of the page list: a page number, or a gap standing for the pages left out. */
export type PaginationItem = number | 'gap-start' | 'gap-end';

/** Slots shown at most, so the bar keeps one width whatever the current page. */
const SLOTS = 7;

/**
 * The pages to list: all of them when they fit in seven slots; otherwise the first, the last, the current
 * page with its neighbours, and a gap for each run left out. A gap never stands for a single page (the
 * page itself takes the slot), so the bar is always seven slots wide.
 */
export function paginationItems(currentPage: number, totalPages: number): PaginationItem[] {
  const total = Math.max(0, Math.floor(totalPages));
  if (total <= SLOTS) return Array.from({ length: total }, (_, i) => i + 1);
  const current = Math.min(Math.max(1, Math.floor(currentPage)), total);
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  if (current <= 4) return [...range(1, 5), 'gap-end', total];
  if (current >= total - 3) return [1, 'gap-start', ...range(total - 4, total)];
  return [1, 'gap-start', current - 1, current, current + 1, 'gap-end', total];
}
