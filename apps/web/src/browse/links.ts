/** Links the browse pages share, relative to /licensing. */

/** A search for clips carrying a tag (the search page's `customTag` filter). */
export function tagSearchHref(tag: string): string {
  return `/search?${new URLSearchParams({ customTag: tag }).toString()}`;
}

/** One collection's page; page 1 has no page parameter. */
export function collectionHref(slug: string, page = 1): string {
  return page > 1 ? `/collections/${slug}?page=${page}` : `/collections/${slug}`;
}
