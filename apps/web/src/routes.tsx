import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { parse } from 'regexparam';
import { matchRoute } from 'wouter';
// The home page is where most visits land: in the first bundle, so it renders without a second round trip.
import HomePage from './pages/Home/HomePage';

/**
 * Every route of the app, relative to `/licensing` (spec section 2), each page but the home page its own
 * chunk, loaded when first visited. `App` renders them in this order and the first match wins, so a fixed
 * path comes before a pattern that would also match it (`/checkout/terms` before `/checkout/:playlistUUID?`).
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

/**
 * The "why work with us" page's path; configuration (decisions.md). The server sends the same path outside
 * /licensing here, so both paths of spec section 2 answer with this page.
 */
export const WHY_WORK_WITH_US_PATH = '/why-work-with-us';
/** The long article about what a viral video earns. */
export const VIDEO_EARNINGS_ARTICLE_PATH = '/how-much-money-can-a-viral-video-make-on-youtube';
export const MAKE_MONEY_ARTICLE_PATH = '/make-money-on-youtube';

export const routes: AppRoute[] = [
  { path: '/', component: HomePage },
  { path: '/register', component: Auth },
  { path: '/register/complete/:id', component: RegisterComplete },
  { path: '/login', component: Auth },
  { path: '/reset-password', component: ResetPassword },
  { path: '/reset-password/:id', component: ResetPassword },
  { path: '/verify-email/:id', component: VerifyEmail },
  { path: '/view/:videoId', component: VideoDetail },
  { path: '/search', component: Search },
  { path: '/search/similarClips/:jmId', component: Search },
  { path: '/inquiry', component: Inquiry },
  { path: '/verify/:number?', component: Verify },
  { path: '/checkout/terms', component: CheckoutTerms },
  { path: '/checkout/:playlistUUID?', component: Checkout },
  { path: '/pricing', component: Pricing },
  { path: '/collections', component: Collections },
  { path: '/collections/:collections', component: Collections },
  { path: '/account', component: AccountHome },
  { path: '/account/history', component: AccountPanel },
  { path: '/account/profile', component: AccountPanel },
  { path: '/account/security', component: AccountSecurity },
  { path: '/account/lists', component: Lists },
  { path: '/account/lists/:playlistId/:folderId?', component: Playlist },
  { path: '/shared/:playlistId', component: SharedPlaylist },
  { path: '/account/merchandising/:tentpoleId?', component: AccountPanel },
  { path: '/account/publisher/:versionId?', component: AccountPanel },
  { path: '/account/usage', component: Usage },
  { path: '/account/order-reviews', component: OrderReviews },
  { path: '/thewire', component: Wire },
  { path: '/privacy-policy', component: Legal },
  { path: '/privacy-policy-ca', component: Legal },
  { path: '/privacy-policy-va', component: Legal },
  { path: '/video-submissions', component: VideoSubmissions },
  { path: '/terms-eu', component: Legal },
  { path: '/terms', component: Legal },
  { path: '/submissionterms', component: Legal },
  { path: '/onboarding', component: Onboarding },
  { path: '/reported-infringement', component: Infringement },
  { path: '/faq/:faqType?', component: Faq },
  { path: MAKE_MONEY_ARTICLE_PATH, component: Article },
  { path: VIDEO_EARNINGS_ARTICLE_PATH, component: Article },
  { path: WHY_WORK_WITH_US_PATH, component: WhyWorkWithUs },
  { path: '/accessibility', component: Accessibility },
];

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

/** The staff tools' pages (relative to the base): not found for anyone isInternalViewer refuses. */
const INTERNAL_PATH = /^\/account\/(?:merchandising|publisher|order-reviews)(?:\/|$)/;

/**
 * The HTTP status of the page at `path` (relative to the base), for the server's answer: 404 for a path no
 * route claims, and for the staff tools when the visitor may not see them (`internal` false); else 200.
 */
export function pageStatus(path: string, internal: boolean): 200 | 404 {
  if (!routes.some((route) => matchRoute(parse, route.path, path)[0])) return 404;
  return INTERNAL_PATH.test(path) && !internal ? 404 : 200;
}

function componentAt(path: string): AppRoute['component'] {
  const route = routes.find((candidate) => matchRoute(parse, candidate.path, path)[0]);
  return route ? route.component : NotFoundRoute;
}
