import { defaultSearchFilters, enterSimilarClipMode, PAGE_BASE, searchFilterState } from '@clipmarket/core';
import { useMemo } from 'react';
import { searchPath } from './searchLink';
import { useExactMatchPreference } from './useExactMatchPreference';

/**
 * The similar-clips address of a clip from a page that is not a search (the home page, the wire, a
 * collection): no filters carry over, only the user's exact-match default (spec section 4). Pages that can
 * be a search, or be opened from one, use `similarClipsLinks` (similarClips.ts), which reads that search's
 * address; this one needs no address reading, so those pages load neither zod nor the search contract.
 */
export function newSimilarClipsHref(jmId: string, exactMatchDefault = false): string {
  const filters = { ...defaultSearchFilters(), exactMatch: exactMatchDefault };
  return `${PAGE_BASE}${searchPath(enterSimilarClipMode(searchFilterState(filters), jmId).filters, exactMatchDefault)}`;
}

/** `newSimilarClipsHref` with the signed-in user's exact-match default. */
export function useNewSimilarClipsHref(): (jmId: string) => string {
  const { exactMatchDefault } = useExactMatchPreference();
  return useMemo(() => (jmId: string) => newSimilarClipsHref(jmId, exactMatchDefault), [exactMatchDefault]);
}
