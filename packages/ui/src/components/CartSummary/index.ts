export { CartSummary } from './CartSummary';
export type {
  CartCheckoutStatus,
  CartLineStatuses,
  CartSummaryProps,
  CartSummaryStatus,
} from './CartSummary';
export { CartOffers } from './CartOffers';
export type { CartOffersProducts, CartOffersProps } from './CartOffers';
export { CheckoutConfirmation } from './CheckoutConfirmation';
export type { CheckoutConfirmationProps, CheckoutConfirmationStatus } from './CheckoutConfirmation';
export { CART_OFFERS_TEXT, CHECKOUT_CONFIRMATION_TEXT } from './cartOffersText';
export { CART_SUMMARY_TEXT } from './cartSummaryText';
