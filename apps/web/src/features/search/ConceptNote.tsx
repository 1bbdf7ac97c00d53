import type { SearchResponse } from '@clipmarket/core';
import { buttonStyles } from '@clipmarket/ui';
import { Link } from 'wouter';
import { SEARCH_COPY } from './copy';
import * as styles from './SearchPage.styles';

export interface ConceptNoteProps {
  /** The words searched. */
  words: string;
  /** The kinds of the words the server showed besides the words themselves (`alsoShowing`). */
  alsoShowing: SearchResponse['alsoShowing'];
  /** No clip has the words themselves (`kindsOnly`): keeping to them would find nothing, so it is not offered. */
  kindsOnly?: boolean;
  /** The search keeps to the words alone (`concepts: false`). */
  wordsOnly: boolean;
  /** The same search with kinds switched the other way, relative to the app. */
  toggleHref: string;
}

/**
 * Under the results heading (issue 31): which kinds of the searched words the results show besides the words
 * ("Also showing: toddler, baby"), with a link to keep to the words alone, or, when no clip has them, a line
 * saying so; once kept to them, a link back.
 * Nothing when the results hold the words alone and the buyer did not ask for that.
 */
export function ConceptNote({ words, alsoShowing, kindsOnly, wordsOnly, toggleHref }: ConceptNoteProps) {
  const copy = SEARCH_COPY.concepts;
  if (wordsOnly)
    return (
      <p css={styles.spelling}>
        {copy.keptToWords(words)}{' '}
        <Link href={toggleHref} css={buttonStyles.textLink}>
          {copy.showKinds}
        </Link>
      </p>
    );
  if (!alsoShowing || alsoShowing.length === 0) return null;
  const several = alsoShowing.length > 1;
  return (
    <p css={styles.spelling}>
      {copy.alsoShowing} {alsoShowing.map(({ word, kinds }) => copy.kindsOf(word, kinds, several)).join('; ')}
      .{' '}
      {kindsOnly ? (
        copy.noneSay(words)
      ) : (
        <Link href={toggleHref} css={buttonStyles.textLink}>
          {copy.wordsOnly(words)}
        </Link>
      )}
    </p>
  );
}
