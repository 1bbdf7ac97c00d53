/**
 * Every page of the web app, declared once (spec section 2), the twin of `ENDPOINT_PATHS`: its pattern (wouter's
 * syntax, relative to the base), its params, the query it takes, a builder and a matcher. The app's routes, its
 * links, the server's mails, checkout return links, short links and redirects, the render's data loaders, the
 * mocks and the stories take their addresses from here; `pages.test.ts` fails on a page address written
 * anywhere else. This module imports nothing, so a browser, the server and a build config can load it alone.
 */

/** Where the app is mounted: every page's full path starts here (spec section 2: all routes under /licensing). */
export const PAGE_BASE = '/licensing';

/** A query value: left out when null or undefined, a list written as one parameter per item. */
export type QueryValue = string | number | boolean | readonly string[] | null | undefined;

type Segments<P extends string> = P extends `${infer Head}/${infer Tail}` ? Head | Segments<Tail> : P;
type RequiredName<S> = S extends `:${string}?` ? never : S extends `:${infer Name}` ? Name : never;
type OptionalName<S> = S extends `:${infer Name}?` ? Name : never;

/** The params of a wouter pattern: `:name` a string, `:name?` one that may be left out. */
export type PageParams<P extends string> = { [K in RequiredName<Segments<P>>]: string } & {
  [K in OptionalName<Segments<P>>]?: string | null;
};

type HasParams<P extends string> = [RequiredName<Segments<P>> | OptionalName<Segments<P>>] extends [never]
  ? false
  : true;
type HasRequired<P extends string> = [RequiredName<Segments<P>>] extends [never] ? false : true;
type QueryArg<Q> = [Q] extends [never] ? [] : [query?: Q];

/** A builder's arguments: the params when the pattern has any (optional when all of them are), then the query. */
export type PageArgs<P extends string, Q> =
  HasParams<P> extends false
    ? QueryArg<Q>
    : HasRequired<P> extends true
      ? [params: PageParams<P>, ...QueryArg<Q>]
      : [params?: PageParams<P>, ...QueryArg<Q>];

export interface Page<P extends string = string, Q = never> {
  /** The wouter pattern, relative to the base: `/view/:videoId`. */
  readonly pattern: P;
  /** The address relative to the base (`/view/1254381`), for wouter's links and `navigate` inside the router. */
  path(...args: PageArgs<P, Q>): string;
  /** The full path (`/licensing/view/1254381`): a plain `<a href>`, a mail (after the origin), a redirect. */
  href(...args: PageArgs<P, Q>): string;
  /**
   * The params of `path` (relative to the base, without its query) when it is this page, else null. Matches
   * as wouter does (regexparam): case-insensitive, a trailing slash allowed; params are decoded, and a path
   * whose params do not decode is no match.
   */
  match(path: string): PageParams<P> | null;
}

/** The query of a plain form (URLSearchParams: a space is `+`), in the order its keys are given. */
export function formQuery(query: Readonly<Record<string, QueryValue>>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    if (typeof value === 'object') for (const item of value) params.append(key, item);
    else params.set(key, String(value));
  }
  return params.toString();
}

/** A query written with `encodeURIComponent` (a space is `%20`), as the sign-in and share links are. */
function uriQuery(query: Readonly<Record<string, string | number | null | undefined>>): string {
  return Object.entries(query)
    .filter((entry): entry is [string, string | number] => entry[1] !== null && entry[1] !== undefined)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&');
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The regular expression wouter's parser (regexparam) makes of a pattern, and its param names in order. */
function compile(pattern: string): { regexp: RegExp; keys: string[] } {
  const keys: string[] = [];
  let source = '';
  for (const segment of pattern.split('/').filter(Boolean)) {
    if (segment.startsWith(':')) {
      const optional = segment.endsWith('?');
      keys.push(segment.slice(1, optional ? -1 : undefined));
      source += optional ? '(?:/([^/]+?))?' : '/([^/]+?)';
    } else source += `/${escapeRegExp(segment)}`;
  }
  return { regexp: new RegExp(`^${source}/?$`, 'i'), keys };
}

function definePage<const P extends string, Q = never>(
  pattern: P,
  writeQuery?: (query: Q) => string,
): Page<P, Q> {
  const { regexp, keys } = compile(pattern);
  const names = new Set(keys);
  function path(...args: unknown[]): string {
    const params = (names.size > 0 ? args[0] : undefined) as
      Record<string, string | null | undefined> | undefined;
    const query = (names.size > 0 ? args[1] : args[0]) as Q | undefined;
    let built = '';
    for (const segment of pattern.split('/').filter(Boolean)) {
      if (!segment.startsWith(':')) {
        built += `/${segment}`;
        continue;
      }
      const optional = segment.endsWith('?');
      const value = params?.[segment.slice(1, optional ? -1 : undefined)];
      // An optional param left out drops its segment; a required one left empty (a clip without an id) keeps
      // an empty segment, which no page matches, as the links always had.
      if (optional && (value === null || value === undefined || value === '')) continue;
      built += `/${encodeURIComponent(value ?? '')}`;
    }
    const search = query !== undefined && writeQuery ? writeQuery(query) : '';
    return `${built || '/'}${search ? `?${search}` : ''}`;
  }
  return {
    pattern,
    path: path as Page<P, Q>['path'],
    href: ((...args: unknown[]) => {
      const relative = path(...args);
      // The home page's one address is the base itself, with no trailing slash.
      return `${PAGE_BASE}${relative.startsWith('/?') || relative === '/' ? relative.slice(1) : relative}`;
    }) as Page<P, Q>['href'],
    match(candidate) {
      const found = regexp.exec(candidate);
      if (!found) return null;
      const params: Record<string, string> = {};
      try {
        keys.forEach((key, i) => {
          const value = found[i + 1];
          if (value !== undefined) params[key] = decodeURIComponent(value);
        });
      } catch {
        return null;
      }
      return params as PageParams<P>;
    },
  };
}

/** The search page's parameters (the search as an address: `searchLink.ts` in the app writes them in order). */
export type SearchPageQuery = Partial<
  Record<
    | 'q'
    | 'categories'
    | 'tones'
    | 'popularity'
    | 'clearance'
    | 'footageType'
    | 'orientation'
    | 'countries'
    | 'smartCountries'
    | 'excludedLibraries'
    | 'customTag'
    | 'resolution'
    | 'uploaded'
    | 'acquiredFrom'
    | 'acquiredTo'
    | 'postedFrom'
    | 'postedTo'
    | 'durationFrom'
    | 'durationTo'
    | 'exactMatch'
    | 'concepts'
    | 'sort'
    | 'display'
    | 'previousSearchTerm'
    | 'page',
    QueryValue
  >
>;

/** Where the sign-in and register pages send a user once signed in, and the reset's "done" notice. */
export interface AuthPageQuery {
  /** A full path of this app (`/licensing/search?q=dog`); the page follows only such a path. */
  next?: string | null;
  reset?: 'done';
}

/**
 * The inquiry's clips: one `clips` parameter, jmIds joined by commas (left readable), none for a bare inquiry;
 * and `about`, what it asks for (a clip's advertising licence or the check of one), when it says.
 */
const inquiryQuery = ({ clips = [], about }: { clips?: readonly string[]; about?: string | null }) =>
  [
    clips.length > 0 ? `clips=${clips.map(encodeURIComponent).join(',')}` : '',
    about ? `about=${encodeURIComponent(about)}` : '',
  ]
    .filter(Boolean)
    .join('&');

/** The checkout terms page's fields, as the server's short link carries them (spec section 2). */
export interface CheckoutTermsQuery {
  id: string;
  reference: string;
  subtotal: string;
  currency: string;
  /** yyyy-MM-dd. */
  date: string;
}

const searchQuery = (query: SearchPageQuery) => formQuery(query);
const authQuery = (query: AuthPageQuery) => uriQuery({ next: query.next, reset: query.reset });

/**
 * The pages, in the order the app's router tries them: the first match wins, so a fixed path comes before a
 * pattern that would also match it (`checkoutTerms` before `checkout`).
 */
export const PAGES = {
  home: definePage('/'),
  register: definePage('/register', authQuery),
  registerComplete: definePage('/register/complete/:id'),
  login: definePage('/login', authQuery),
  resetPasswordRequest: definePage('/reset-password'),
  resetPassword: definePage('/reset-password/:id'),
  verifyEmail: definePage('/verify-email/:id'),
  view: definePage('/view/:videoId'),
  search: definePage('/search', searchQuery),
  similarClips: definePage('/search/similarClips/:jmId', searchQuery),
  inquiry: definePage('/inquiry', inquiryQuery),
  verify: definePage('/verify/:number?'),
  checkoutTerms: definePage('/checkout/terms', (query: CheckoutTermsQuery) => formQuery({ ...query })),
  checkout: definePage('/checkout/:playlistUUID?'),
  pricing: definePage('/pricing'),
  collections: definePage('/collections'),
  collection: definePage('/collections/:collections', (query: { page?: number | null }) => formQuery(query)),
  account: definePage('/account'),
  accountHistory: definePage('/account/history'),
  order: definePage('/account/history/orders/:orderNumber'),
  accountProfile: definePage('/account/profile'),
  accountSecurity: definePage('/account/security'),
  lists: definePage('/account/lists'),
  playlist: definePage('/account/lists/:playlistId/:folderId?'),
  sharedPlaylist: definePage('/shared/:playlistId', (query: { share: string; guest?: string }) =>
    uriQuery(query),
  ),
  merchandising: definePage('/account/merchandising/:tentpoleId?'),
  publisher: definePage('/account/publisher/:versionId?'),
  usage: definePage('/account/usage', (query: { year: number; month: number }) => formQuery(query)),
  orderReviews: definePage('/account/order-reviews'),
  invoices: definePage('/account/invoices'),
  savedSearches: definePage('/account/saved-searches'),
  team: definePage('/account/team'),
  teamPlaylist: definePage('/account/team/lists/:playlistId'),
  teamInvitation: definePage('/team/join', (query: { token: string }) => uriQuery(query)),
  alertUnsubscribe: definePage('/alerts/unsubscribe', (query: { token: string }) => uriQuery(query)),
  wire: definePage('/thewire'),
  privacyPolicy: definePage('/privacy-policy'),
  privacyPolicyCa: definePage('/privacy-policy-ca'),
  privacyPolicyVa: definePage('/privacy-policy-va'),
  videoSubmissions: definePage('/video-submissions'),
  termsEu: definePage('/terms-eu'),
  terms: definePage('/terms'),
  submissionTerms: definePage('/submissionterms'),
  onboarding: definePage('/onboarding'),
  reportedInfringement: definePage('/reported-infringement'),
  faq: definePage('/faq/:faqType?'),
  makeMoneyArticle: definePage('/make-money-on-youtube'),
  videoEarningsArticle: definePage('/how-much-money-can-a-viral-video-make-on-youtube'),
  /** Configuration (decisions.md); the server also answers this path outside the base (spec section 2). */
  whyWorkWithUs: definePage('/why-work-with-us'),
  accessibility: definePage('/accessibility'),
} as const;

export type PageName = keyof typeof PAGES;

/** The staff tools' pages: not found for anyone who may not see them. */
export const STAFF_PAGES = [
  'merchandising',
  'publisher',
  'orderReviews',
  'invoices',
] as const satisfies readonly PageName[];

/**
 * The pages search engines are asked to leave out of their indexes (`noindex`) and that robots.txt keeps them
 * from: a buyer's own pages (the account, the cart and checkout, playlists, a shared playlist's link), the
 * forms of signing in and of an e-mailed link, and a licence's verification (a licensee's certificate).
 */
export const PRIVATE_PAGES = [
  'register',
  'registerComplete',
  'login',
  'resetPasswordRequest',
  'resetPassword',
  'verifyEmail',
  'inquiry',
  'verify',
  'checkoutTerms',
  'checkout',
  'account',
  'accountHistory',
  'order',
  'accountProfile',
  'accountSecurity',
  'lists',
  'playlist',
  'sharedPlaylist',
  'merchandising',
  'publisher',
  'usage',
  'orderReviews',
  'invoices',
  'savedSearches',
  'team',
  'teamPlaylist',
  'teamInvitation',
  'alertUnsubscribe',
  'onboarding',
] as const satisfies readonly PageName[];

/** Files the app serves under its base that are not pages. */
export const PAGE_FILES = {
  /**
   * The licence terms in full, linked from the licence choice, the pricing page and the terms page: a PDF the
   * server typesets from `@clipmarket/core/licenceTerms`, the document the terms page renders (ADR 82).
   */
  licenceTermsPdf: `${PAGE_BASE}/docs/digital-publishing-licence-terms.pdf`,
  /** The prefix of the built app's hashed scripts and styles (Vite's `base` + `assets/`). */
  assets: `${PAGE_BASE}/assets/`,
} as const;

/** `pathname` relative to the base (`/licensing/view/1` → `/view/1`, the base itself → `/`), or null outside it. */
export function pathInApp(pathname: string): string | null {
  if (pathname === PAGE_BASE) return '/';
  return pathname.startsWith(`${PAGE_BASE}/`) ? pathname.slice(PAGE_BASE.length) : null;
}

/** A matched page: its name and params. */
export type PageMatch = {
  [K in PageName]: { page: K; params: ReturnType<(typeof PAGES)[K]['match']> & {} };
}[PageName];

/** The first page (in the router's order) whose pattern matches `path`, relative to the base; null for none. */
export function matchPage(path: string): PageMatch | null {
  for (const page of Object.keys(PAGES) as PageName[]) {
    const params = PAGES[page].match(path);
    if (params) return { page, params } as PageMatch;
  }
  return null;
}
