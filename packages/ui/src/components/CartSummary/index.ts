export { CartSummary } from './CartSummary';
export type { CartCheckoutStatus, CartSummaryProps, CartSummaryStatus } from './CartSummary';
