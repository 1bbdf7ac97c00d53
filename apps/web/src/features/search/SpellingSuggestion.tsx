import { buttonStyles } from '@clipmarket/ui';
import { Link } from 'wouter';
import { SEARCH_COPY } from './copy';
import * as styles from './SearchPage.styles';

export interface SpellingSuggestionProps {
  /** The words as typed. */
  typed: string;
  /** The server's correction (`didYouMean`), if it made one. */
  suggestion: string | null | undefined;
  /** The results shown are the correction's, because the words as typed found nothing (`resultsCorrected`). */
  corrected: boolean;
  /** The search for the correction, relative to the app (a link the buyer can follow or share). */
  href: string;
}

/**
 * The server's spelling correction under the results heading (ADR 38): when the words as typed found nothing,
 * it says whose results these are; when they found a few and the correction finds many more, it offers it.
 */
export function SpellingSuggestion({ typed, suggestion, corrected, href }: SpellingSuggestionProps) {
  if (!suggestion || suggestion.trim().toLowerCase() === typed.trim().toLowerCase()) return null;
  if (corrected)
    return <p css={styles.spelling}>{SEARCH_COPY.spelling.corrected(typed.trim(), suggestion)}</p>;
  return (
    <p css={styles.spelling}>
      {SEARCH_COPY.spelling.didYouMean}{' '}
      <Link href={href} css={buttonStyles.textLink}>
        {suggestion}
      </Link>
      ?
    </p>
  );
}
