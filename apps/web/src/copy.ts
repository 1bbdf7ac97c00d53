/**
 * The app shell's own words (brand, navigation, the home page's hero, the not-found page). Spec messages,
 * labels and numbers are not here: they come from `@clipmarket/core`.
 */
export const APP_COPY = {
  brand: 'Clipmarket',
  documentTitle: 'Clipmarket — license viral video clips',
  skipToContent: 'Skip to content',
  primaryNav: 'Main',
  /** The phone's button that shows the sections and the account under a signed-in buyer's one-row header. */
  menu: 'Menu',
  footerNav: 'Site',
  loadingPage: 'Loading page',
  /** A part of a page that failed to load offers this (the browse pages, a clip's page). */
  retry: 'Try again',
  home: {
    heading: 'License the internet’s most-watched moments',
    lead: 'Cleared viral clips for publishers, brands and broadcasters. Preview any clip, save it to a playlist and license it in minutes.',
    gridHeading: 'Trending clips',
  },
  notFound: {
    documentTitle: 'Page not found — Clipmarket',
    heading: 'Page not found',
    body: 'The page you asked for does not exist or has moved.',
    backHome: 'Back to the home page',
  },
  /** A page that failed while it was shown (RouteErrorBoundary). */
  pageError: {
    heading: 'This page stopped working',
    body: 'Something went wrong while showing this page. Try again, or go back to the home page.',
  },
  copyright: (year: number) => `© ${year} Clipmarket`,
} as const;

/** Links of the header and footer; each path is a route of spec section 2, relative to /licensing. */
export const NAV_LINKS = [
  { href: PAGES.search.path(), label: 'Search' },
  { href: PAGES.wire.path(), label: 'The Wire' },
  { href: PAGES.collections.path(), label: 'Collections' },
  { href: PAGES.pricing.path(), label: 'Pricing' },
] as const;

/** The header's account area: signed out, the way in; signed in, who you are and the way out. */
export const ACCOUNT_COPY = {
  nav: 'Account',
  login: { href: PAGES.login.path(), label: 'Log in' },
  register: { href: PAGES.register.path(), label: 'Register' },
  lists: { href: PAGES.lists.path(), label: 'My lists' },
  account: { href: PAGES.account.path(), label: 'Account' },
  logout: 'Log out',
  loggingOut: 'Logging out…',
  checking: 'Checking your session…',
  badges: { staff: 'Staff', riffUser: 'Rights team', insider: 'Insider' },
} as const;

/** The header's lists menu (spec sections 7 and 9: the latest 5 playlists, with the count). */
export const HEADER_LISTS_COPY = {
  /**
   * Said after the number beside "My lists", for assistive technology only: the link reads 'My lists 7
   * playlists' while it shows 'My lists 7'.
   */
  countNoun: (total: number): string => (total === 1 ? 'playlist' : 'playlists'),
  toggle: 'Latest lists',
  heading: 'Latest lists',
  loading: 'Loading your lists…',
  failed: 'Your lists could not be loaded.',
  retry: 'Try again',
  empty: 'You have no playlists yet.',
  videoCount: (n: number): string => (n === 1 ? '1 video' : `${n} videos`),
  all: 'All lists',
  allWithCount: (total: number): string => `All lists (${total})`,
} as const;

/** The footer's groups, in order; a link names its group (one without is in the last, "Help and legal"). */
export const FOOTER_GROUPS = {
  licensing: 'Licensing',
  creators: 'For filmers',
  help: 'Help and legal',
} as const;

/**
 * The footer's links: every content page of spec section 2 is linked here (a content page no link reaches is
 * a page nobody finds). Labels are the pages' own titles, shortened where the group says the rest.
 */
export const FOOTER_LINKS: readonly { href: string; label: string; group?: keyof typeof FOOTER_GROUPS }[] = [
  { href: PAGES.pricing.path(), label: 'Pricing', group: 'licensing' },
  { href: PAGES.wire.path(), label: 'The Wire', group: 'licensing' },
  { href: PAGES.collections.path(), label: 'Collections', group: 'licensing' },
  { href: PAGES.inquiry.path(), label: 'Licensing inquiry', group: 'licensing' },
  { href: PAGES.whyWorkWithUs.path(), label: 'Why work with us', group: 'licensing' },
  { href: PAGES.videoSubmissions.path(), label: 'Submit your video', group: 'creators' },
  { href: PAGES.submissionTerms.path(), label: 'Video submission terms', group: 'creators' },
  { href: PAGES.makeMoneyArticle.path(), label: 'Make money on YouTube', group: 'creators' },
  {
    href: PAGES.videoEarningsArticle.path(),
    label: 'What a viral video earns',
    group: 'creators',
  },
  { href: PAGES.faq.path(), label: 'FAQ', group: 'help' },
  { href: PAGES.reportedInfringement.path(), label: 'Report an infringement', group: 'help' },
  { href: PAGES.terms.path(), label: 'Terms of use', group: 'help' },
  { href: PAGES.termsEu.path(), label: 'Terms for the EU', group: 'help' },
  { href: PAGES.privacyPolicy.path(), label: 'Privacy policy', group: 'help' },
  { href: PAGES.privacyPolicyCa.path(), label: 'California privacy notice', group: 'help' },
  { href: PAGES.privacyPolicyVa.path(), label: 'Virginia privacy notice', group: 'help' },
  { href: PAGES.accessibility.path(), label: 'Accessibility', group: 'help' },
];
import { PAGES } from '@clipmarket/core';
