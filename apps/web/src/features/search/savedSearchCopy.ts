/** Saved searches (ADR 90): the save's outcome, the account's page of them, and their mails' unsubscribe page. */
export const SAVED_SEARCH_COPY = {
  saved: (name: string, alert: boolean): string =>
    alert
      ? `Saved “${name}”. We will email you when new clips match it.`
      : `Saved “${name}”. Find it under Saved searches in your account.`,
  heading: 'Saved searches',
  lead: 'Your saved searches, with the clips that entered the library since you last opened each, and their email alerts.',
  deleted: (name: string): string => `Deleted “${name}”.`,
  changeFailed: 'That change could not be saved. Try again.',
  signInReason: 'to see your saved searches',
  wire: {
    heading: 'Follow the wire by email',
    lead: 'Get one email a day with the clips new to a category, only on days with new clips.',
    category: 'Category',
    follow: 'Follow',
    signIn: 'Log in to follow a category of the wire by email.',
    name: (category: string): string => `The wire: ${category}`,
    followed: (category: string): string =>
      `Following ${category}: we will email you its new clips each day.`,
    following: (category: string): string => `Following ${category}`,
    followingList: (categories: readonly string[]): string => `You follow ${categories.join(', ')} by email.`,
    manage: 'Change or stop in your saved searches',
  },
  unsubscribe: {
    heading: 'Email alerts',
    checking: 'Checking the link…',
    ask: (name: string): string => `Stop the email alerts for your saved search “${name}”?`,
    already: (name: string): string => `The email alerts for “${name}” are off.`,
    confirm: 'Turn off alerts',
    done: (name: string): string =>
      `The email alerts for “${name}” are off. You can turn them on again in your saved searches.`,
    toSavedSearches: 'Your saved searches',
    failed: 'The alerts could not be turned off. Try again.',
  },
} as const;
