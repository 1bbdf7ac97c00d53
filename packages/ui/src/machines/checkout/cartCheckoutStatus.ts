import type { CartCheckoutStatus } from '../../components/CartSummary';
import type { CheckoutStatus } from './checkoutMachine';

/**
 * What the cart (`CartSummary`'s `checkoutStatus`) shows of the checkout machine's state. `unpaid`: the last
 * checkout was left without paying (`useCheckout().unpaid`).
 */
export function cartCheckoutStatus(status: CheckoutStatus, unpaid: boolean): CartCheckoutStatus {
  if (status === 'notReadyForOnlineShop' || status === 'failed') return status;
  // Was the last checkout paid? Check out waits for the answer: a new one meanwhile could pay twice.
  if (status === 'checking' || status === 'confirming') return 'checking';
  if (status === 'loadingPlaylist' || status === 'building' || status === 'playlistLocked') return 'building';
  if (status === 'inProgress' || status === 'redirecting' || status === 'redirected') return 'inProgress';
  return unpaid ? 'notCompleted' : 'idle';
}
