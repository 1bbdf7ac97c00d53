/** Texts of the cart's offers and of the checkout's confirmation; the wording is ours. */
export const CART_OFFERS_TEXT = {
  heading: 'Save on your next licences',
  /** 'Discount Pack: 10 × Basic Pro' */
  packName: (count: number, tier: string): string => `Discount Pack: ${count} × ${tier}`,
  packDetail: (price: string, unit: string): string =>
    `${price}, ${unit} per licence, used at your next checkouts`,
  giftCardName: (value: string): string => `Gift Card ${value}`,
  giftCardDetail: (price: string): string => `${price}, a code to spend at the checkout`,
  add: 'Add',
  /** Accessible name of an offer's Add, e.g. 'Add Discount Pack: 10 × Basic Pro to cart'. */
  addName: (name: string): string => `Add ${name} to cart`,
} as const;

export const CHECKOUT_CONFIRMATION_TEXT = {
  confirmingHeading: 'Confirming your payment…',
  confirmingHint: 'This takes a few seconds once you have paid. Please keep this page open.',
  completedHeading: 'Thank you: your licences are ready',
  /** Paid with Discount Pack credits: no storefront order, so no licence list comes back with it. */
  completedByCreditHeading: 'Paid with your Discount Pack credits',
  completedByCreditHint: 'Your licences are in your licence history.',
  orderReference: (reference: string): string => `Order number ${reference}`,
  licencesLabel: 'New licences',
  licenceNumber: 'Licence',
  /** A licence's link to the history, e.g. 'See CM-2026-000123 in your licence history'. */
  viewInHistory: (number: string): string => `See ${number} in your licence history`,
  history: 'Go to your licence history',
  terms: 'The terms of this order',
  notConfirmedHeading: 'We have not received your payment yet',
  notConfirmedHint:
    'If you paid, the confirmation can take a minute to reach us. Your cart is kept until it does.',
  checkAgain: 'Check again',
  /** Paid, but the order did not match the checkout (or was a test order): nothing is licensed (ADR 54). */
  heldHeading: 'Payment received: your order is held for review',
  heldHint:
    'We received your payment, but the order does not match your checkout, so it is held for review and ' +
    'nothing is licensed yet. Please contact us and quote your order reference.',
  contact: 'Contact us',
} as const;
