import { lazyPage, type PageRoutes } from '../../lazyPage';

const Inquiry = lazyPage(() => import('./InquiryPage'));
const Checkout = lazyPage(() => import('./CheckoutPage'));
const Pricing = lazyPage(() => import('./PricingPage'));

/** The shop: a licensing inquiry, the cart and its checkout, the licence tiers' prices. */
export const commerceRoutes = {
  inquiry: Inquiry,
  checkout: Checkout,
  pricing: Pricing,
} satisfies PageRoutes;
