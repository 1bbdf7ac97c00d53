import { lazyPage, type PageRoutes } from '../../lazyPage';

const AccountHome = lazyPage(() => import('./AccountHomePage'));
const AccountPanel = lazyPage(() => import('./AccountPanelPage'));
const AccountSecurity = lazyPage(() => import('./SecurityPage'));
const Usage = lazyPage(() => import('./UsagePage'));
const OrderReviews = lazyPage(() => import('./OrderReviewsPage'));
const Invoices = lazyPage(() => import('./InvoicesPage'));
const Onboarding = lazyPage(() => import('./OnboardingPage'));

/**
 * The account area: its home, history, profile and security, the usage declaration, the staff tools (the
 * merchandising and publisher panels, held orders, invoices), and the onboarding that follows registration.
 */
export const accountRoutes = {
  account: AccountHome,
  accountHistory: AccountPanel,
  accountProfile: AccountPanel,
  accountSecurity: AccountSecurity,
  merchandising: AccountPanel,
  publisher: AccountPanel,
  usage: Usage,
  orderReviews: OrderReviews,
  invoices: Invoices,
  onboarding: Onboarding,
} satisfies PageRoutes;
