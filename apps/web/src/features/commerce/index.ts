// The commerce feature's public face (ADR 67): its route entries and loaders' prices; the header's cart link and
// the cards' "from" price, which the app mounts (App.tsx); and the cart and licences that a clip's page, a
// playlist, the search and the downloads read or change; who receipts are made out to (read and saved for the
// profile's form) and whether the account may pay on account (the profile's section). COMMERCE_COPY,
// BILLING_COPY, ON_ACCOUNT_COPY and PLAYLIST_CART_COPY are for the tests of those pages.
export { BILLING_DETAILS_ANCHOR, useBillingDetails, useBillingSave } from './billingDetails';
export { BILLING_COPY } from './billingCopy';
export { useOnAccountStatus } from './onAccount';
export { ON_ACCOUNT_COPY } from './onAccountCopy';
export { CardPriceProvider, lowestTier } from './CardPriceProvider';
export { CartLink } from './CartLinkLoader';
export { COMMERCE_COPY } from './copy';
export { LicenceChoice } from './LicenceChoice';
export { PLAYLIST_CART_COPY, PlaylistCartBar, type OnlineTier } from './PlaylistCartBar';
export { commerceRoutes } from './routes';
export {
  clipLineOf,
  lineKey,
  productsRequest,
  useCart,
  useOwnership,
  useProducts,
  usePurchased,
  videoKey,
} from './useCart';
