import { buttonStyles, theme } from '@clipmarket/ui';
import { css } from '@emotion/react';
import { useMemo } from 'react';
import { Link } from 'wouter';
import { useCurrentPath, usePrevPath } from '../components/AppLink';
import { SEARCH_COPY } from './copy';
import { similarClipsLink, similarClipsLinks } from './similarClips';
import { useExactMatchPreference } from './useExactMatchPreference';

/**
 * The similar-clips address of each card on the current page (`VideoCard`'s `similarHref`). The cards'
 * `AppLink` leaves this page as `prevPath`; when it is a search, the search page restores it when similar-clip
 * mode is cleared (search/history.ts).
 */
export function useSimilarClipsHref(): (jmId: string) => string {
  const from = useCurrentPath();
  const { exactMatchDefault } = useExactMatchPreference();
  return useMemo(() => {
    const linkFor = similarClipsLinks(from, exactMatchDefault);
    return (jmId: string) => linkFor(jmId).href;
  }, [from, exactMatchDefault]);
}

const line = css`
  margin: calc(-1 * ${theme.space[2]}) 0 ${theme.space[4]};
`;

export interface SimilarClipsLinkProps {
  /** The clip whose similar clips to search. */
  jmId: string;
  className?: string;
}

/**
 * A clip page's link to the search's similar-clip mode for the clip. Opened from a search, the clip page's
 * `prevPath` is that search: its filters carry into the mode and are saved in the new history entry, so
 * clearing the mode returns to it (spec section 4).
 */
export function SimilarClipsLink({ jmId, className }: SimilarClipsLinkProps) {
  const from = usePrevPath();
  const { exactMatchDefault } = useExactMatchPreference();
  const { href, state } = similarClipsLink(jmId, from, exactMatchDefault);
  return (
    <p css={line} className={className}>
      <Link href={`~${href}`} state={state} css={buttonStyles.textLink}>
        {SEARCH_COPY.similarInSearch}
      </Link>
    </p>
  );
}
