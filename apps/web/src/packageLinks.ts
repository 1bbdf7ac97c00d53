import { LICENCE_LINKS, PAGES } from '@clipmarket/core';
import type { ClipmarketLinks } from '@clipmarket/ui';

/** The pages `@clipmarket/ui`'s components link to (`ClipmarketProvider`'s `links`), from the page table. */
export const PACKAGE_LINKS: ClipmarketLinks = {
  search: PAGES.search.href(),
  clip: (jmId) => PAGES.view.href({ videoId: jmId }),
  inquiry: PAGES.inquiry.href(),
  history: PAGES.accountHistory.href(),
  lists: PAGES.lists.href(),
  register: PAGES.register.href(),
  resetPassword: PAGES.resetPasswordRequest.href(),
  faq: LICENCE_LINKS.faq,
  fullTermsPdf: LICENCE_LINKS.fullTermsPdf,
};
