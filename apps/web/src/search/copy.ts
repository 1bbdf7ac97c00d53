import { formatJvId } from '@clipmarket/core';

/**
 * The search page's own words (headings and labels the spec names but does not word). Spec messages and
 * filter labels come from @clipmarket/core; the grid's and panel's texts from @clipmarket/ui.
 */
export const SEARCH_COPY = {
  heading: 'Search clips',
  similarHeading: 'Similar clips',
  lead: 'Search by words, an "exact phrase", a JV# id or a video link.',
  similarLead: (jmId: string) => `Clips most like ${formatJvId(jmId)}. Your filters still apply.`,
  documentTitle: (q: string) => (q.trim() === '' ? 'Search' : `${q.trim()} — Search`),
  resultsHeading: 'Results',
  resultsFor: (q: string) => `Results for “${q.trim()}”`,
  pagination: 'Result pages',
  noResultsFallback: 'Nothing matched, so here are trending clips instead.',
  trendingUnavailable: 'Trending clips could not be loaded either.',
} as const;
