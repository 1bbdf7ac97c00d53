import { PAGES } from '@clipmarket/core';

/** Links the browse pages share, relative to the base. */

/** One collection's page; page 1 has no page parameter. */
export function collectionHref(slug: string, page = 1): string {
  return PAGES.collection.path({ collections: slug }, { page: page > 1 ? page : null });
}
