import { PAGES } from './pages';
import { LICENCE_LINKS } from './tiers';

/**
 * The pages `@clipmarket/ui`'s components link to (its `ClipmarketProvider`'s `links`), built from the page
 * table: the web app gives them to the provider, and so do Storybook's preview and the package's tests (through
 * the mocks), so a story or a test links where the app does.
 */
export const UI_PAGE_LINKS = {
  search: PAGES.search.href(),
  clip: (jmId: string) => PAGES.view.href({ videoId: jmId }),
  inquiry: PAGES.inquiry.href(),
  history: PAGES.accountHistory.href(),
  lists: PAGES.lists.href(),
  register: PAGES.register.href(),
  resetPassword: PAGES.resetPasswordRequest.href(),
  faq: LICENCE_LINKS.faq,
  fullTermsPdf: LICENCE_LINKS.fullTermsPdf,
};
