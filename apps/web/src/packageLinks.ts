import { UI_PAGE_LINKS } from '@clipmarket/core';
import type { ClipmarketLinks } from '@clipmarket/ui';

/** The pages `@clipmarket/ui`'s components link to (`ClipmarketProvider`'s `links`), from the page table. */
export const PACKAGE_LINKS: ClipmarketLinks = UI_PAGE_LINKS;
