import { PAGES } from '@clipmarket/core';

/** Links the browse pages share, relative to the base. */

/** A search for clips carrying a tag (the search page's `customTag` filter). */
export function tagSearchHref(tag: string): string {
  return PAGES.search.path({ customTag: tag });
}

/** One collection's page; page 1 has no page parameter. */
export function collectionHref(slug: string, page = 1): string {
  return PAGES.collection.path({ collections: slug }, { page: page > 1 ? page : null });
}
