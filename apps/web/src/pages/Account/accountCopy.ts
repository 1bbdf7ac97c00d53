/** The account pages' own words. Role names are the spec's (ROLES in core); server messages come from core. */
export const ACCOUNT_PAGE_COPY = {
  home: {
    heading: 'Your account',
    greeting: (name: string) => `Hello, ${name}`,
    greetingWithoutName: 'Hello',
    lead: 'Your playlists, history and profile in one place.',
    accessHeading: 'Your access',
    linksHeading: 'Go to',
  },
  signInReason: 'to see your account',
  checking: 'Checking your session…',
  access: {
    staff: {
      label: 'Staff',
      description:
        'Your verified e-mail address is on a company domain. Your visits are not counted in analytics.',
    },
    riffUser: {
      label: 'Rights team',
      description:
        'Cards show an extra marker on clips cleared for advertising without a release on file; list exports include the internal edit link.',
    },
    insider: { label: 'Insider', description: 'You have insider access.' },
    none: 'A buyer account: search, save to playlists and license clips.',
  },
  links: [
    { href: '/account/lists', label: 'My lists', description: 'Playlists and folders of saved clips.' },
    {
      href: '/account/history',
      label: 'History',
      description:
        'Your licences with their certificates and footage, purchases and gift cards, and the clips you viewed and downloaded.',
    },
    { href: '/account/profile', label: 'Profile', description: 'Your name, e-mail, company and agreements.' },
    {
      href: '/account/usage',
      label: 'Usage declaration',
      description: 'Each month, declare which of the clips you downloaded you used.',
    },
    { href: '/onboarding', label: 'Getting started', description: 'A short tour to your first playlist.' },
  ],
  panel: {
    nav: 'Account sections',
    sections: {
      profile: 'Profile',
      history: 'History',
      merchandising: 'Merchandising',
      publisher: 'Publisher homepage',
    },
    leads: {
      profile: 'Who you are to us, what you agreed to, and your password.',
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
      `We sent a link to ${email}. Open it to confirm the address is yours. Until then your account is a buyer account; a company address gets staff access once it is verified.`,
    resend: 'Send a new link',
    sending: 'Sending…',
  },
  password: {
    heading: 'Password',
    lead: 'Changing your password signs you out everywhere else; you stay signed in here.',
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
