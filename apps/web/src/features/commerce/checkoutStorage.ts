/**
 * The checkout id kept between leaving for the storefront and coming back (spec section 4: "The checkout id is
 * kept in local storage"). Its own key, outside the persisted app state: it lives only from one checkout to its
 * completion, and a storage the browser refuses (private mode, quota) must fail the one checkout, not the app.
 */
export const CHECKOUT_ID_KEY = 'clipmarket.checkoutId';

export function readCheckoutId(): string | null {
  return window.localStorage.getItem(CHECKOUT_ID_KEY);
}

export function keepCheckoutId(checkoutId: string): void {
  window.localStorage.setItem(CHECKOUT_ID_KEY, checkoutId);
}

export function forgetCheckoutId(): void {
  window.localStorage.removeItem(CHECKOUT_ID_KEY);
}
