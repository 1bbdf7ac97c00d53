import { useMemo } from 'react';
import { useCurrentPath } from '../../components/AppLink';
import { similarClipsLinks } from './similarClips';
import { useExactMatchPreference } from './useExactMatchPreference';

/**
 * The similar-clips address of each card on the search page (`ResultsGrid`'s `similarHrefFor`): the search's
 * filters carry into similar-clip mode. The cards' `AppLink` leaves this page as `prevPath`; the search page
 * restores it when similar-clip mode is cleared (search/history.ts). Cards on other pages start a new search
 * (newSimilarClips.ts).
 */
export function useSimilarClipsHref(): (jmId: string) => string {
  const from = useCurrentPath();
  const { exactMatchDefault } = useExactMatchPreference();
  return useMemo(() => {
    const linkFor = similarClipsLinks(from, exactMatchDefault);
    return (jmId: string) => linkFor(jmId).href;
  }, [from, exactMatchDefault]);
}
