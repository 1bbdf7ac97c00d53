/**
 * The words of the clip page's link into the search's similar-clip mode. Apart from copy.ts on purpose, as
 * commerce's billingCopy.ts is: copy.ts carries the search page's words and the query reader its results
 * heading uses (2.5 kB gzip), which a clip page would otherwise load for this one line.
 */
export const SIMILAR_CLIPS_COPY = {
  /** The clip page's link to similar-clip mode of the search, where filters apply to them. */
  similarInSearch: 'Filter similar clips in search',
} as const;
