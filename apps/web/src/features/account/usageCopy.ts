/**
 * The usage page's own words. The declaration's own texts are the component's (`USAGE_DECLARATION_TEXT` in
 * `@clipmarket/ui`); the server's messages (405, 409) come from the server, as the spec says.
 */
export const USAGE_PAGE_COPY = {
  loadingMonths: 'Loading your months…',
  monthsFailed: 'Your months could not be loaded.',
  /** Where licensed clips are downloaded from: the empty state's link. */
  toLicences: 'See your licences',
  /** The owner and purchasers of a team read each colleague's months (ADR 92). */
  whose: 'Whose downloads',
  yours: 'Yours',
  colleague: (name: string, email: string): string => `${name} (${email})`,
} as const;
