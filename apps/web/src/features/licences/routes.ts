import { lazyPage, type PageRoutes } from '../../lazyPage';

const Verify = lazyPage(() => import('./VerifyPage'));
const CheckoutTerms = lazyPage(() => import('./CheckoutTermsPage'));

/** A licence's proof: its public verification by number, and the terms an order was bought under. */
export const licencesRoutes = {
  verify: Verify,
  checkoutTerms: CheckoutTerms,
} satisfies PageRoutes;
