import { buttonStyles, theme } from '@clipmarket/ui';
import { css } from '@emotion/react';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { usePrevPath } from '../../components/AppLink';
import type { SearchHistoryState } from './history';
import { newSimilarClipsHref } from './newSimilarClips';
import { SIMILAR_CLIPS_COPY } from './similarClipsCopy';
import { useExactMatchPreference } from './useExactMatchPreference';

const line = css`
  margin: calc(-1 * ${theme.space[2]}) 0 ${theme.space[4]};
`;

export interface SimilarClipsLinkProps {
  /** The clip whose similar clips to search. */
  jmId: string;
  className?: string;
}

interface Target {
  href: string;
  state: SearchHistoryState;
}

/**
 * A clip page's link to the search's similar-clip mode for the clip. Opened from a search, the clip page's
 * `prevPath` is that search: its filters carry into the mode and are saved in the new history entry, so
 * clearing the mode returns to it (spec section 4).
 *
 * Reading that search's address checks it against the search contract (zod), which a clip page opened
 * directly never needs: the link starts as a new search (as the server draws it, having no history) and
 * takes the search's filters once their reader has loaded. Opened from the search page, that reader is
 * already in the browser.
 */
export function SimilarClipsLink({ jmId, className }: SimilarClipsLinkProps) {
  const from = usePrevPath();
  const { exactMatchDefault } = useExactMatchPreference();
  const plain: Target = { href: newSimilarClipsHref(jmId, exactMatchDefault), state: {} };
  const [carried, setCarried] = useState<{ key: string; target: Target } | null>(null);
  const key = `${jmId}\n${from ?? ''}\n${exactMatchDefault}`;

  useEffect(() => {
    if (!from?.includes('/search')) return;
    let live = true;
    import('./similarClips')
      .then(({ similarClipsLink }) => {
        if (live) setCarried({ key, target: similarClipsLink(jmId, from, exactMatchDefault) });
      })
      // A reader that cannot load (the app updated meanwhile, the network gone) leaves the new-search link.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [key, jmId, from, exactMatchDefault]);

  const { href, state } = carried?.key === key ? carried.target : plain;
  return (
    <p css={line} className={className}>
      <Link href={`~${href}`} state={state} css={buttonStyles.textLink}>
        {SIMILAR_CLIPS_COPY.similarInSearch}
      </Link>
    </p>
  );
}
