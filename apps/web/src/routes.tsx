import { matchPage, PAGES, STAFF_PAGES, type PageName } from '@clipmarket/core';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { parse } from 'regexparam';
import { matchRoute } from 'wouter';
// The home page is where most visits land: in the first bundle, so it renders without a second round trip.
import HomePage from './pages/Home/HomePage';

/**
 * Every route of the app, relative to the base (core's page table, `PAGES`), each page but the home page its
 * own chunk, loaded when first visited. `App` renders them in the table's order and the first match wins, so a
 * fixed path comes before a pattern that would also match it (`/checkout/terms` before `/checkout/:playlistUUID?`).
 */
export interface AppRoute {
  /** A wouter pattern relative to the base, e.g. `/view/:videoId`. Patterns match exactly. */
  path: string;
  component: ComponentType | LazyPage;
}

/** A page loaded when first shown, whose code can also be asked for ahead of that. */
export type LazyPage = LazyExoticComponent<ComponentType> & {
  preload: () => Promise<unknown>;
  /** Whether its code has arrived. */
  loaded: () => boolean;
};

/** A lazily loaded page; `preload()` and the first render share one request. */
function page(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let loading: Promise<{ default: ComponentType }> | null = null;
  let loaded = false;
  const once = () =>
    (loading ??= load().then(
      (module) => {
        loaded = true;
        return module;
      },
      (error: unknown) => {
        // A failed load (offline, a new deployment) is tried again on the next visit.
        loading = null;
        throw error;
      },
    ));
  return Object.assign(lazy(once), { preload: once, loaded: () => loaded });
}

const Auth = page(() => import('./pages/Auth/AuthPage'));
const ResetPassword = page(() => import('./pages/Auth/ResetPasswordPage'));
const VerifyEmail = page(() => import('./pages/Auth/VerifyEmailPage'));
const VideoDetail = page(() => import('./pages/VideoDetail/VideoDetailPage'));
const Search = page(() => import('./pages/Search/SearchPage'));
const Inquiry = page(() => import('./pages/Inquiry/InquiryPage'));
const CheckoutTerms = page(() => import('./pages/Checkout/CheckoutTermsPage'));
const Checkout = page(() => import('./pages/Checkout/CheckoutPage'));
const Pricing = page(() => import('./pages/Pricing/PricingPage'));
const Collections = page(() => import('./pages/Collections/CollectionsPage'));
const AccountHome = page(() => import('./pages/Account/AccountHomePage'));
const AccountPanel = page(() => import('./pages/Account/AccountPanelPage'));
const AccountSecurity = page(() => import('./pages/Account/SecurityPage'));
const Lists = page(() => import('./pages/Lists/ListsPage'));
const Playlist = page(() => import('./pages/Playlist/PlaylistPage'));
const SharedPlaylist = page(() => import('./pages/SharedPlaylist/SharedPlaylistPage'));
const Usage = page(() => import('./pages/Usage/UsagePage'));
const Wire = page(() => import('./pages/Wire/WirePage'));
const Legal = page(() => import('./pages/Content/LegalPage'));
const VideoSubmissions = page(() => import('./pages/Content/VideoSubmissionsPage'));
const Onboarding = page(() => import('./pages/Onboarding/OnboardingPage'));
const Infringement = page(() => import('./pages/Content/InfringementPage'));
const Faq = page(() => import('./pages/Content/FaqPage'));
const Article = page(() => import('./pages/Content/ArticlePage'));
const WhyWorkWithUs = page(() => import('./pages/Content/WhyWorkWithUsPage'));
const Accessibility = page(() => import('./pages/Content/AccessibilityPage'));
const Verify = page(() => import('./pages/Verify/VerifyPage'));
const OrderReviews = page(() => import('./pages/Account/OrderReviewsPage'));
const RegisterComplete = page(() => import('./pages/Auth/RegisterCompletePage'));

/** The page each route shows, by its name in the page table (`PAGES` of `@clipmarket/core`, in its order). */
const COMPONENTS: { readonly [K in PageName]: AppRoute['component'] } = {
  home: HomePage,
  register: Auth,
  registerComplete: RegisterComplete,
  login: Auth,
  resetPasswordRequest: ResetPassword,
  resetPassword: ResetPassword,
  verifyEmail: VerifyEmail,
  view: VideoDetail,
  search: Search,
  similarClips: Search,
  inquiry: Inquiry,
  verify: Verify,
  checkoutTerms: CheckoutTerms,
  checkout: Checkout,
  pricing: Pricing,
  collections: Collections,
  collection: Collections,
  account: AccountHome,
  accountHistory: AccountPanel,
  accountProfile: AccountPanel,
  accountSecurity: AccountSecurity,
  lists: Lists,
  playlist: Playlist,
  sharedPlaylist: SharedPlaylist,
  merchandising: AccountPanel,
  publisher: AccountPanel,
  usage: Usage,
  orderReviews: OrderReviews,
  wire: Wire,
  privacyPolicy: Legal,
  privacyPolicyCa: Legal,
  privacyPolicyVa: Legal,
  videoSubmissions: VideoSubmissions,
  termsEu: Legal,
  terms: Legal,
  submissionTerms: Legal,
  onboarding: Onboarding,
  reportedInfringement: Infringement,
  faq: Faq,
  makeMoneyArticle: Article,
  videoEarningsArticle: Article,
  whyWorkWithUs: WhyWorkWithUs,
  accessibility: Accessibility,
};

export const routes: AppRoute[] = (Object.keys(PAGES) as PageName[]).map((name) => ({
  path: PAGES[name].pattern,
  component: COMPONENTS[name],
}));

/** Shown for any path no route matches. */
export const NotFoundRoute = page(() => import('./pages/NotFound/NotFoundPage'));

/**
 * Loads the code of the page at `path` (relative to the base) before it is shown. The browser calls it before
 * hydrating a server-rendered page (ADR 17): React would otherwise meet the page's markup before its code and
 * draw the page again once an update reached it.
 */
export function preloadRoute(path: string): Promise<unknown> {
  const component = componentAt(path);
  return 'preload' in component ? component.preload() : Promise.resolve();
}

/** Whether the code of the page at `path` (relative to the base) is here. */
export function routeLoaded(path: string): boolean {
  const component = componentAt(path);
  return 'loaded' in component ? component.loaded() : true;
}

/**
 * The HTTP status of the page at `path` (relative to the base), for the server's answer: 404 for a path no
 * route claims, and for the staff tools when the visitor may not see them (`internal` false); else 200.
 */
export function pageStatus(path: string, internal: boolean): 200 | 404 {
  const page = matchPage(path);
  if (!page) return 404;
  // The staff tools' pages are not found for anyone isInternalViewer refuses.
  return (STAFF_PAGES as readonly PageName[]).includes(page.page) && !internal ? 404 : 200;
}

function componentAt(path: string): AppRoute['component'] {
  const route = routes.find((candidate) => matchRoute(parse, candidate.path, path)[0]);
  return route ? route.component : NotFoundRoute;
}
