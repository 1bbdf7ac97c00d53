import { PAGES } from '@clipmarket/core';

/** The account pages' own words. Role names come from core (ROLE_NAMES); server messages too. */
export const ACCOUNT_PAGE_COPY = {
  home: {
    heading: 'Your account',
    greeting: (name: string) => `Hello, ${name}`,
    greetingWithoutName: 'Hello',
    lead: 'Your playlists, history and profile in one place.',
    accessHeading: 'Your access',
    linksHeading: 'In your account',
    gettingStarted: {
      href: PAGES.onboarding.path(),
      label: 'Getting started',
      lead: 'New here? Take the short tour to your first playlist.',
    },
  },
  signInReason: 'to see your account',
  checking: 'Checking your session…',
  access: {
    staff: {
      label: 'Staff',
      description:
        'A staff administrator granted your account staff access, and you signed in with two-step sign-in. Your visits are not counted in analytics.',
    },
    riffUser: {
      label: 'Rights team',
      description:
        'Cards show an extra marker on clips cleared for advertising without a release on file; list exports include the internal edit link.',
    },
    insider: { label: 'Insider', description: 'You have insider access.' },
    none: 'A buyer account: search, save to playlists and license clips.',
    staffWaits: 'You have been granted staff access: it takes effect once you set up two-step sign-in.',
    securityLink: 'Sign-in security and two-step sign-in',
  },
  panel: {
    sections: {
      profile: 'Profile',
      history: 'History',
      merchandising: 'Merchandising',
      publisher: 'Publisher homepage',
    },
    leads: {
      profile: 'Who you are to us, who your receipts are made out to, what you agreed to, and your password.',
      history: 'Your licences, purchases and gift cards, and the clips you viewed and downloaded.',
      merchandising: 'Seasonal moments and the collections and clips to push for them.',
      publisher: 'The publisher homepage: hero, promo, ticker, testimonials and trending tags.',
    },
    loading: 'Loading…',
    loadFailed: 'This could not be loaded.',
    retry: 'Try again',
  },
  verify: {
    heading: 'Verify your e-mail address',
    body: (email: string) =>
      `We sent a link to ${email}. Open it and press its button to confirm the address is yours.`,
    resend: 'Send a new link',
    sending: 'Sending…',
  },
  sessions: {
    heading: 'Where you are signed in',
    lead: 'Every browser signed in to your account. A session ends by itself after 12 hours without use. If you do not recognise one, sign it out and change your password.',
    thisDevice: 'This device',
    activeNow: 'active now',
    signedIn: (when: string) => `Signed in on ${when}`,
    lastSeen: (when: string) => `last used on ${when}`,
    network: (network: string) => `From network ${network} (the start of its internet address)`,
    signOutOne: 'Sign out',
    signOutOneLabel: (device: string, when: string) => `Sign out ${device}, last used ${when}`,
    signedOutOne: (device: string) => `${device} is signed out.`,
    signOutOthers: 'Sign out everywhere else',
    onlyHere: 'You are signed in on this device only.',
    loadFailed: 'We could not load your sessions just now. Reload the page to try again.',
  },
  password: {
    heading: 'Password',
    lead: 'Changing your password logs you out everywhere else; you stay logged in here.',
    current: 'Current password',
    new: 'New password',
    confirm: 'Repeat the new password',
    submit: 'Change password',
    pending: 'Changing…',
    differ: 'The two new passwords are not the same.',
  },
  profile: {
    name: 'Name',
    email: 'E-mail',
    emailStatus: 'E-mail address',
    verified: 'Verified',
    notVerified: 'Not verified yet',
    company: 'Company',
    noCompany: 'Not given',
    memberSince: 'Member since',
    agreementsHeading: 'Agreements',
    agreementKinds: { terms: 'Terms and conditions', marketing: 'News by e-mail' } as Record<string, string>,
    accepted: (version: string | null, date: string | null) =>
      `Accepted${version ? ` (version ${version})` : ''}${date ? ` on ${date}` : ''}`,
    notAccepted: 'Not accepted',
  },
  history: {
    viewedHeading: 'Clips you viewed',
    viewedEmpty: 'No clips viewed yet. Clips you open are listed here.',
    downloadedHeading: 'Clips you downloaded',
    downloadedEmpty: 'No clips downloaded yet. Footage you download with a licence is listed here.',
    columns: { clip: 'Clip', last: 'Last time', times: 'Times' },
    /** Beside a download that was the clip's comp (ADR 83), not licensed footage. */
    comp: 'Comp',
  },
  merchandising: {
    nav: 'Tentpoles',
    all: 'All tentpoles',
    runs: (from: string, to: string) => `${from} – ${to}`,
    collections: 'Collections',
    clips: 'Clips to push',
    empty: 'No merchandising tentpole is published yet.',
    notFound: 'No published tentpole has this id.',
  },
  publisher: {
    versions: 'Page versions',
    current: 'current',
    hero: 'Hero',
    promo: 'Promo',
    ticker: 'Ticker',
    testimonials: 'Testimonials',
    trendingTags: 'Trending tags',
    notFound: 'No page version has this id.',
    none: 'None',
  },
} as const;
