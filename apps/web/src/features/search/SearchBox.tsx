import { PAGES } from '@clipmarket/core';
import { SearchBar } from '@clipmarket/ui';
import { memo, useEffect, useRef, useState } from 'react';
import { useSuggestions } from './useSearchData';
import { usePersistedState } from '../../state/persisted';
import * as styles from './SearchPage.styles';
import { SkipToResults } from './SkipToResults';

/** The form field's name: the search box is a plain `GET` form until the app takes the page over. */
export const SEARCH_FIELD_NAME = 'q';

/** Typing pauses this long before the search follows it. */
const TYPING_DEBOUNCE_MS = 500;

export interface SearchBoxProps {
  /** The search text of the URL; the box shows it whenever the URL changes it (back, forward, links). */
  text: string;
  /** Called with the text after a pause in typing; omitted, typing waits for a submit. */
  onTyped?: (text: string) => void;
  /** Called with the text on Enter, the Search button or a picked option. */
  onSubmit: (text: string) => void;
}

/**
 * The search box of the search page, with completions and recent searches. It keeps the text being typed
 * itself, so a key press re-renders the box and not the sixty cards below it.
 */
export const SearchBox = memo(function SearchBox({ text, onTyped, onSubmit }: SearchBoxProps) {
  const recentSearches = usePersistedState((state) => state.querySuggestions.recentSearch);
  const [draft, setDraft] = useState(text);
  // The text last sent up: when the URL comes back with it, keys typed meanwhile are kept.
  const sent = useRef(text);
  useEffect(() => {
    if (text !== sent.current) {
      sent.current = text;
      setDraft(text);
    }
  }, [text]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const { suggestions, status } = useSuggestions(draft);

  const onValueChange = (next: string) => {
    setDraft(next);
    clearTimeout(timer.current);
    if (!onTyped) return;
    timer.current = setTimeout(() => {
      sent.current = next;
      onTyped(next);
    }, TYPING_DEBOUNCE_MS);
  };

  const submit = (next: string) => {
    clearTimeout(timer.current);
    sent.current = next;
    setDraft(next);
    onSubmit(next);
  };

  return (
    <SearchBar
      css={styles.searchBar}
      value={draft}
      onValueChange={onValueChange}
      onSubmit={submit}
      action={PAGES.search.href()}
      name={SEARCH_FIELD_NAME}
      suggestions={suggestions}
      recentSearches={recentSearches}
      status={status}
      // One Tab from the box, before its clear and Search buttons: past the filters to the results.
      afterField={<SkipToResults />}
    />
  );
});
