import type { HttpMethod } from './endpoint';

/**
 * Every endpoint's method and path, declared once (spec section 7 gives the paths). The contract's endpoints
 * take theirs from here (`...ENDPOINT_PATHS.loginEndpoint`), and the browser's lean routes
 * (`@clipmarket/core/routes`) are this table typed by the contract: a browser gets every route without loading
 * a schema. Keys are the contract's endpoint names.
 */
export const ENDPOINT_PATHS = {
  // auth.ts
  loginEndpoint: { method: 'POST', path: '/api/login' },
  logoutEndpoint: { method: 'POST', path: '/api/logout' },
  validateEndpoint: { method: 'POST', path: '/api/validate' },
  profileEndpoint: { method: 'GET', path: '/api/vod/profile' },
  registerEndpoint: { method: 'POST', path: '/api/public/register' },
  passwordResetRequestEndpoint: { method: 'POST', path: '/api/public/password-reset' },
  passwordResetCheckEndpoint: { method: 'GET', path: '/api/public/password-reset/{id}' },
  passwordResetEndpoint: { method: 'POST', path: '/api/public/password-reset/{id}' },
  passwordChangeEndpoint: { method: 'POST', path: '/api/user/password' },
  emailVerificationRequestEndpoint: { method: 'POST', path: '/api/user/email-verification' },
  emailVerificationEndpoint: { method: 'POST', path: '/api/public/email-verification/{id}' },
  devOutboxEndpoint: { method: 'GET', path: '/api/dev/outbox' },
  // catalogue.ts
  videosEndpoint: { method: 'GET', path: '/api/public/videos' },
  wireAcquisitionsEndpoint: { method: 'GET', path: '/api/public/videos/theWireAcquisitions' },
  videoEndpoint: { method: 'GET', path: '/api/public/videos/{jmId}' },
  videoDetailsEndpoint: { method: 'GET', path: '/api/videos/{id}/details/' },
  categoriesEndpoint: { method: 'GET', path: '/api/public/cats' },
  canonicalUrlEndpoint: { method: 'POST', path: '/api/public/canonicalUrl' },
  homeContentEndpoint: { method: 'GET', path: '/api/public/content/home' },
  collectionsEndpoint: { method: 'GET', path: '/api/public/collections' },
  collectionEndpoint: { method: 'GET', path: '/api/public/collections/{slug}' },
  tentpolesEndpoint: { method: 'GET', path: '/api/public/merchandising/tentpoles' },
  publisherHomepageEndpoint: { method: 'GET', path: '/api/public/publisher/homepage' },
  // commerce.ts
  productsEndpoint: { method: 'GET', path: '/api/public/licensing/products' },
  cartEndpoint: { method: 'GET', path: '/api/user/licensing/cart' },
  addCartVideoEndpoint: { method: 'POST', path: '/api/user/licensing/cart/videos/{jmId}' },
  addCartPlaylistEndpoint: { method: 'POST', path: '/api/user/licensing/cart/playlists/{uuid}' },
  removeCartPlaylistEndpoint: { method: 'DELETE', path: '/api/user/licensing/cart/playlists/{uuid}' },
  addCartProductEndpoint: { method: 'POST', path: '/api/user/licensing/cart/products' },
  updateCartLineEndpoint: { method: 'PATCH', path: '/api/user/licensing/cart/lines/{lineId}' },
  removeCartLineEndpoint: { method: 'DELETE', path: '/api/user/licensing/cart/lines/{lineId}' },
  emptyCartEndpoint: { method: 'DELETE', path: '/api/user/licensing/cart' },
  checkoutEndpoint: { method: 'POST', path: '/api/user/licensing/checkout' },
  checkoutStatusEndpoint: { method: 'GET', path: '/api/user/licensing/checkout/status' },
  ordersPaidWebhookEndpoint: { method: 'POST', path: '/api/storefront/webhooks/orders-paid' },
  licenceEndpoint: { method: 'GET', path: '/api/user/licensing/licences/{number}' },
  licenceCertificateEndpoint: { method: 'GET', path: '/api/user/licensing/licences/{number}/certificate' },
  commerceHistoryEndpoint: { method: 'GET', path: '/api/user/licensing/history' },
  licencesCsvEndpoint: { method: 'GET', path: '/api/user/licensing/licences/export.csv' },
  licenceCertificatesZipEndpoint: { method: 'GET', path: '/api/user/licensing/licences/certificates.zip' },
  verifyLicenceEndpoint: { method: 'GET', path: '/api/public/licensing/verify/{number}' },
  checkoutTermsEndpoint: { method: 'GET', path: '/api/public/licensing/checkout/terms' },
  licensingInquiryEndpoint: { method: 'POST', path: '/api/mail/licensing' },
  inquiriesEndpoint: { method: 'GET', path: '/api/staff/licensing/inquiries' },
  // history.ts
  getExactMatchOnlyEndpoint: { method: 'GET', path: '/api/v1/lp/user/exactMatchOnly' },
  setExactMatchOnlyEndpoint: { method: 'POST', path: '/api/v1/lp/user/exactMatchOnly' },
  recordDownloadHistoryEndpoint: { method: 'POST', path: '/api/v1/lp/history/video/download' },
  recordViewHistoryEndpoint: { method: 'POST', path: '/api/v1/lp/history/video/view' },
  downloadHistoryEndpoint: { method: 'GET', path: '/api/v1/lp/history/video/download' },
  viewHistoryEndpoint: { method: 'GET', path: '/api/v1/lp/history/video/view' },
  // playlists.ts
  playlistsEndpoint: { method: 'GET', path: '/api/user/licensing/lists' },
  createPlaylistEndpoint: { method: 'POST', path: '/api/user/licensing/lists' },
  playlistsForVideoEndpoint: { method: 'GET', path: '/api/user/licensing/lists/video/{jmId}' },
  playlistInfoEndpoint: { method: 'GET', path: '/api/user/licensing/lists/{uuid}' },
  updatePlaylistEndpoint: { method: 'PATCH', path: '/api/user/licensing/lists/{uuid}' },
  deletePlaylistEndpoint: { method: 'DELETE', path: '/api/user/licensing/lists/{uuid}' },
  sharePlaylistEndpoint: { method: 'POST', path: '/api/user/licensing/lists/{uuid}/share' },
  addPlaylistVideoEndpoint: { method: 'POST', path: '/api/user/licensing/lists/{uuid}/videos/{jmId}' },
  addPlaylistVideosEndpoint: { method: 'POST', path: '/api/user/licensing/lists/{uuid}/videos' },
  removePlaylistVideoEndpoint: { method: 'DELETE', path: '/api/user/licensing/lists/{uuid}/videos/{jmId}' },
  playlistVideosEndpoint: { method: 'GET', path: '/api/public/user/licensing/lists/{uuid}/videos' },
  foldersEndpoint: { method: 'GET', path: '/api/user/licensing/lists/{uuid}/folders' },
  createFolderEndpoint: { method: 'POST', path: '/api/user/licensing/lists/{uuid}/folders' },
  folderEndpoint: { method: 'GET', path: '/api/user/licensing/lists/{uuid}/folders/{folderUuid}' },
  updateFolderEndpoint: { method: 'PATCH', path: '/api/user/licensing/lists/{uuid}/folders/{folderUuid}' },
  deleteFolderEndpoint: { method: 'DELETE', path: '/api/user/licensing/lists/{uuid}/folders/{folderUuid}' },
  folderVideosEndpoint: {
    method: 'GET',
    path: '/api/user/licensing/lists/{uuid}/folders/{folderUuid}/videos',
  },
  addFolderVideosEndpoint: {
    method: 'POST',
    path: '/api/user/licensing/lists/{uuid}/folders/{folderUuid}/videos',
  },
  addFolderVideoEndpoint: {
    method: 'POST',
    path: '/api/user/licensing/lists/{uuid}/folders/{folderUuid}/videos/{jmId}',
  },
  removeFolderVideoEndpoint: {
    method: 'DELETE',
    path: '/api/user/licensing/lists/{uuid}/folders/{folderUuid}/videos/{jmId}',
  },
  favouriteVideosEndpoint: { method: 'GET', path: '/api/user/licensing/lists/all/videos' },
  purchasedVideosEndpoint: { method: 'GET', path: '/api/user/licensing/videos/purchased/all' },
  // search.ts
  searchEndpoint: { method: 'POST', path: '/api/search' },
  similarClipsEndpoint: { method: 'GET', path: '/api/search/similar/{jmId}' },
  searchSuggestionsEndpoint: { method: 'GET', path: '/api/search/suggestions' },
} as const satisfies Record<string, { method: HttpMethod; path: string }>;
