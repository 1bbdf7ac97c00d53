import { authHandlers } from './handlers/auth';
import { catalogueHandlers } from './handlers/catalogue';
import { commerceHandlers } from './handlers/commerce';
import { downloadHandlers } from './downloads/handlers';
import { purchasedFixture } from './fixtures/playlists';
import { healthHandlers } from './handlers/health';
import { inquiryHandlers } from './handlers/inquiry';
import { invoiceHandlers } from './handlers/invoices';
import { licenceHandlers } from './handlers/licences';
import { notificationHandlers } from './handlers/notifications';
import { savedSearchHandlers } from './handlers/savedSearches';
import { playlistReviewHandlers } from './handlers/playlistReviews';
import { teamHandlers } from './handlers/teams';
import { onboardingHandlers } from './onboarding/onboarding';
import { playlistHandlers } from './handlers/playlists';
import { searchHandlers } from './handlers/search';
import { usageHandlers } from './usage/handlers';
import { playlistDownloadHandlers } from './downloads/playlistDownloads';

export { videoFixtures, videoGrid } from './fixtures/videos';
export { apiErrorBody, validationErrorBody } from './fixtures/errors';
export * from './fixtures/catalogue';
export * from './fixtures/search';
export * from './fixtures/auth';
export * from './fixtures/playlists';
export * from './handlers/catalogue';
export * from './handlers/search';
export * from './handlers/auth';
export { healthHandlers } from './handlers/health';
export * from './handlers/playlists';
export * from './fixtures/inquiry';
export * from './handlers/inquiry';
export * from './fixtures/commerce';
export * from './handlers/commerce';
export * from './fixtures/licences';
export * from './fixtures/orders';
export * from './fixtures/links';
export * from './handlers/licences';
export * from './fixtures/invoices';
export * from './handlers/invoices';
export * from './downloads/handlers';
export * from './usage/fixtures';
export * from './usage/handlers';
export * from './onboarding/onboarding';
export * from './downloads/playlistDownloads';
export * from './handlers/notifications';
export * from './handlers/savedSearches';
export * from './handlers/playlistReviews';
export * from './handlers/teams';

/**
 * The default handler groups, named by domain. Storybook's preview installs them; a story overrides one
 * group with `parameters: { msw: { handlers: { catalogue: catalogueHandlers.empty() } } }`.
 */
export const defaultHandlers = {
  health: healthHandlers.ok(),
  auth: authHandlers.signedOut(),
  catalogue: catalogueHandlers.list(),
  search: searchHandlers.results(),
  // Before playlists: purchased videos come from the licences a paid checkout grants.
  commerce: commerceHandlers.withLines(),
  playlists: playlistHandlers.list(),
  licences: licenceHandlers.list(),
  downloads: downloadHandlers.files({ licensed: purchasedFixture }),
  inquiry: inquiryHandlers.accepted(),
  invoices: invoiceHandlers.notApproved(),
  usage: usageHandlers.months(),
  onboarding: onboardingHandlers.fresh(),
  playlistDownloads: playlistDownloadHandlers.none(),
  notifications: notificationHandlers.some(),
  savedSearches: savedSearchHandlers.some(),
  playlistReviews: playlistReviewHandlers.none(),
  teams: teamHandlers.none(),
};
