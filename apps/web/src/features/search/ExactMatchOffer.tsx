import { Button } from '@clipmarket/ui';
import { useEffect, useState } from 'react';
import { useSession } from '../../session/AuthProvider';
import { SEARCH_COPY } from './copy';
import { useExactMatchPreference } from './useExactMatchPreference';
import * as styles from './SearchPage.styles';

const copy = SEARCH_COPY.exactMatch;

/** Where the offer stands: nothing to offer, offered, saving, just saved, or the save failed. */
export type ExactMatchOfferStatus = 'hidden' | 'offered' | 'saving' | 'saved' | 'failed';

export interface ExactMatchOfferProps {
  /** Whether the search on screen matches exact phrases only. */
  exactMatch: boolean;
  /** The search on screen (its address); a new search puts a "saved" or "failed" message away. */
  searchKey: string;
}

/**
 * The offer to keep the exact-match setting of this search for every search (the saved `exactMatchOnly`
 * preference, spec section 7). Shown to a signed-in user whose search differs from their saved preference,
 * which is the search page's default: ticking or unticking "Exact match only" changes this search only, as
 * every other filter does, and this one action makes it the default. Saving on every change would turn a
 * one-off filter into a lasting setting without saying so.
 */
export function ExactMatchOffer({ exactMatch, searchKey }: ExactMatchOfferProps) {
  const { user } = useSession();
  const { saved, save } = useExactMatchPreference();
  const [outcome, setOutcome] = useState<{ status: 'saving' | 'saved' | 'failed'; value: boolean } | null>(
    null,
  );
  // A message about the last save belongs to the search it was made on.
  useEffect(() => setOutcome(null), [searchKey]);

  const status: ExactMatchOfferStatus =
    !user || saved === null
      ? 'hidden'
      : outcome && (outcome.status !== 'saved' || outcome.value === exactMatch)
        ? outcome.status
        : saved !== exactMatch
          ? 'offered'
          : 'hidden';

  const keep = async () => {
    const value = exactMatch;
    setOutcome({ status: 'saving', value });
    const ok = await save(value);
    setOutcome({ status: ok ? 'saved' : 'failed', value });
  };

  const offering = status === 'offered' || status === 'saving' || status === 'failed';
  return (
    <section
      aria-label={copy.region}
      css={styles.exactMatchOffer}
      data-state={status}
      hidden={status === 'hidden'}
    >
      {offering ? (
        <p css={styles.exactMatchText}>
          {exactMatch ? copy.onForThisSearch : copy.offForThisSearch}{' '}
          <Button
            size="sm"
            aria-disabled={status === 'saving' || undefined}
            onClick={() => {
              if (status !== 'saving') void keep();
            }}
          >
            {status === 'failed' ? copy.retry : exactMatch ? copy.makeDefaultOn : copy.makeDefaultOff}
          </Button>
        </p>
      ) : null}
      <p role="status" css={styles.exactMatchStatus}>
        {status === 'saving'
          ? copy.saving
          : status === 'saved'
            ? exactMatch
              ? copy.savedOn
              : copy.savedOff
            : status === 'failed'
              ? copy.failed
              : ''}
      </p>
    </section>
  );
}
