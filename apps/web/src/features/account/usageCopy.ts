/**
 * The usage page's own words. The declaration's own texts are the component's (`USAGE_DECLARATION_TEXT` in
 * `@clipmarket/ui`); the server's messages (405, 409) come from the server, as the spec says.
 */
export const USAGE_PAGE_COPY = {
  loadingMonths: 'Loading your months…',
  monthsFailed: 'Your months could not be loaded.',
  /** Where licensed clips are downloaded from: the empty state's link. */
  toLicences: 'See your licences',
} as const;
