export { CHECKOUT_CONFIRMATION, checkoutMachine, isReadyForOnlineShop } from './checkoutMachine';
export type {
  CheckoutCartItem,
  CheckoutContext,
  CheckoutEvent,
  CheckoutInput,
  CheckoutPurchaseStatus,
  CheckoutRoute,
  CheckoutStatus,
  StorefrontCheckout,
} from './checkoutMachine';
export { cartCheckoutStatus } from './cartCheckoutStatus';
export { useCheckout } from './useCheckout';
export type { CheckoutActors, UseCheckoutOptions, UseCheckoutResult } from './useCheckout';
