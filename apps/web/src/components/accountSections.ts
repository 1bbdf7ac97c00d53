import { PAGES } from '@clipmarket/core';

/**
 * The account area's sections, in the order of its one navigation (AccountShell) and of the account home's
 * cards. `match` says which paths belong to a section (a playlist is part of "My lists"); `internal`
 * sections are shown to staff, the rights team and insiders only (isInternalViewer in core).
 */
export const ACCOUNT_SECTIONS = [
  { key: 'overview', href: PAGES.account.path(), label: 'Overview', match: 'exact', internal: false },
  {
    key: 'lists',
    href: PAGES.lists.path(),
    label: 'My lists',
    match: 'prefix',
    internal: false,
    description: 'Playlists and folders of saved clips.',
  },
  {
    key: 'history',
    href: PAGES.accountHistory.path(),
    label: 'History',
    // An order's page is part of the history.
    match: 'prefix',
    internal: false,
    description:
      'Your licences with their certificates and footage, purchases and gift cards, and the clips you viewed and downloaded.',
  },
  {
    key: 'savedSearches',
    href: PAGES.savedSearches.path(),
    label: 'Saved searches',
    match: 'exact',
    internal: false,
    description: 'Searches you saved, the clips new to each, and their email alerts.',
  },
  {
    key: 'team',
    href: PAGES.team.path(),
    label: 'Team',
    // A colleague's playlist is part of the team.
    match: 'prefix',
    internal: false,
    description: 'Invite colleagues, choose what each may do, and open their playlists.',
  },
  {
    key: 'usage',
    href: PAGES.usage.path(),
    label: 'Usage declaration',
    match: 'exact',
    internal: false,
    description: 'Each month, declare which of the clips you downloaded you used.',
  },
  {
    key: 'profile',
    href: PAGES.accountProfile.path(),
    label: 'Profile',
    match: 'exact',
    internal: false,
    description: 'Your name, e-mail, company, billing details and agreements.',
  },
  {
    key: 'merchandising',
    href: PAGES.merchandising.path(),
    label: 'Merchandising',
    match: 'prefix',
    internal: true,
    description: 'Seasonal moments and the collections and clips to push for them. Staff only.',
  },
  {
    key: 'publisher',
    href: PAGES.publisher.path(),
    label: 'Publisher homepage',
    match: 'prefix',
    internal: true,
    description: 'The publisher homepage: hero, promo, ticker, testimonials and trending tags. Staff only.',
  },
  {
    key: 'orderReviews',
    href: PAGES.orderReviews.path(),
    label: 'Held orders',
    match: 'exact',
    internal: true,
    staffOnly: true,
    description: 'Paid orders held for review because they did not match their checkout. Staff only.',
  },
  {
    key: 'invoices',
    href: PAGES.invoices.path(),
    label: 'Invoices',
    match: 'exact',
    internal: true,
    staffOnly: true,
    description: 'Accounts that may pay on account, and the invoices of their orders. Staff only.',
  },
] as const;

export type AccountSection = (typeof ACCOUNT_SECTIONS)[number];

/** The account area's own words, on every account page. */
export const ACCOUNT_AREA_COPY = {
  /** The account area's navigation (AccountShell). */
  nav: 'Your account',
} as const;
