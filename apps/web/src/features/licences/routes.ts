import { lazyPage, type PageRoutes } from '../../lazyPage';

const Verify = lazyPage(() => import('./VerifyPage'));
const CheckoutTerms = lazyPage(() => import('./CheckoutTermsPage'));
const Order = lazyPage(() => import('./OrderPage'));

/**
 * A licence's proof: its public verification by number, the terms an order was bought under, and one of the
 * buyer's orders with its receipt.
 */
export const licencesRoutes = {
  verify: Verify,
  checkoutTerms: CheckoutTerms,
  order: Order,
} satisfies PageRoutes;
