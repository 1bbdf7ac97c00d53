/**
 * The addresses the page fetches from now on, as they are fetched (the page's own list of them stops at 250
 * entries): for the tests of what a page loads, and when.
 */
export function watchFetches(): string[] {
  const seen: string[] = [];
  new PerformanceObserver((list) => seen.push(...list.getEntries().map((entry) => entry.name))).observe({
    type: 'resource',
  });
  return seen;
}
