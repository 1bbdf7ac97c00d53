import { BREAKPOINTS, SEARCH_TEXT_INPUT_MAX, type SearchSuggestionsResponse } from '@clipmarket/core';
import {
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useMediaQuery } from '../../hooks/useMediaQuery';
import * as styles from './SearchBar.styles';
import { SEARCH_BAR_TEXT } from './searchBarText';
import { Button } from '../Button';
import { CloseIcon, HistoryIcon, SearchIcon } from '../Icon';
import { IconButton } from '../IconButton';
import { VisuallyHidden } from '../VisuallyHidden';

/** A completion of the suggestions endpoint (`GET /api/search/suggestions`). */
export type SearchSuggestion = SearchSuggestionsResponse['suggestions'][number];

/**
 * Where the suggestions stand, as the suggestion state names it: `idle` (nothing asked, or the
 * answer is in `suggestions`), `searching` (an answer is on its way), `error` (the last call failed).
 */
export type SearchBarStatus = 'idle' | 'searching' | 'error';

export interface SearchBarProps {
  /** The text in the field, controlled. Pair with `onValueChange`. */
  value?: string;
  /**
   * The text on first render when uncontrolled.
   * @default ''
   */
  defaultValue?: string;
  /** Called with the text as the user types, picks an option or clears the field. */
  onValueChange?: (value: string) => void;
  /** Called with the text to search for: Enter, the Search button, or an option picked from the list. */
  onSubmit?: (query: string) => void;
  /**
   * Completions of the typed text (`suggestions` of the suggestions response), shown while the field has
   * text. The app asks for them as `value` changes; the box only shows them.
   * @default []
   */
  suggestions?: readonly SearchSuggestion[];
  /**
   * The user's recent searches, newest first, shown while the field is empty.
   * @default []
   */
  recentSearches?: readonly string[];
  /**
   * Where the suggestions stand; see `SearchBarStatus`.
   * @default 'idle'
   */
  status?: SearchBarStatus;
  /** Called after the clear button (or Escape on a closed list) empties the field. */
  onClear?: () => void;
  /**
   * Accessible name of the field.
   * @default SEARCH_BAR_TEXT.label ('Search clips')
   */
  label?: string;
  /**
   * Hint shown in the empty field. Left unset, a phone gets the shorter `SEARCH_BAR_TEXT.placeholderPhone`
   * so the hint is not cut off; the field's name (`label`) is the same at every width.
   * @default SEARCH_BAR_TEXT.placeholder, below 768 px SEARCH_BAR_TEXT.placeholderPhone
   */
  placeholder?: string;
  /** Class of the root element. */
  className?: string;
  /**
   * Where the form goes if it is submitted before the page's scripts have run (a server-rendered page): with
   * `name`, a plain GET such as `/search?q=dog`, so Enter works from the first paint.
   */
  action?: string;
  /** The field's name in that GET (`q`). */
  name?: string;
  /**
   * Rendered in the form right after the field, before its clear and Search buttons, so it is the first
   * thing Tab reaches from the field: a "Skip to results" link, for one. Position it yourself (the form is
   * the containing block); the field's row does not make room for it.
   */
  afterField?: ReactNode;
}

const NO_SUGGESTIONS: readonly SearchSuggestion[] = [];
const NO_RECENT: readonly string[] = [];
// Below md the Search button shows only its icon, and the long hint no longer fits beside it.
const PHONE = `(max-width: ${BREAKPOINTS.md - 1}px)`;

interface Option {
  text: string;
  kind: SearchSuggestion['kind'] | 'recent';
}

/** The search box: a combobox with completions and recent searches, a clear button and a submit button. */
export function SearchBar({
  value: controlledValue,
  defaultValue = '',
  onValueChange,
  onSubmit,
  action,
  name,
  suggestions = NO_SUGGESTIONS,
  recentSearches = NO_RECENT,
  status = 'idle',
  onClear,
  label = SEARCH_BAR_TEXT.label,
  placeholder,
  className,
  afterField,
}: SearchBarProps) {
  const phone = useMediaQuery(PHONE);
  const hint = placeholder ?? (phone ? SEARCH_BAR_TEXT.placeholderPhone : SEARCH_BAR_TEXT.placeholder);
  const [uncontrolledValue, setUncontrolledValue] = useState(defaultValue);
  const value = controlledValue ?? uncontrolledValue;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const listboxId = useId();
  const statusId = useId();

  const typed = value.trim() !== '';
  const options: Option[] = typed
    ? suggestions.map((suggestion) => ({ text: suggestion.text, kind: suggestion.kind }))
    : recentSearches.map((text) => ({ text, kind: 'recent' as const }));
  const expanded = open && options.length > 0;
  const activeIndex = expanded && active < options.length ? active : -1;
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  const setValue = (next: string) => {
    if (controlledValue === undefined) setUncontrolledValue(next);
    onValueChange?.(next);
  };

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const submit = (query: string) => {
    close();
    onSubmit?.(query);
  };

  const pick = (option: Option) => {
    setValue(option.text);
    submit(option.text);
  };

  const clear = () => {
    setValue('');
    setActive(-1);
    onClear?.();
    inputRef.current?.focus();
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    setValue(event.target.value);
    setOpen(true);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (options.length === 0) return;
        event.preventDefault();
        const down = event.key === 'ArrowDown';
        if (!expanded) {
          setOpen(true);
          setActive(down ? 0 : options.length - 1);
          return;
        }
        // Past either end the highlight goes back to the field (index -1), then wraps round.
        const next = activeIndex + (down ? 1 : -1);
        setActive(next < -1 ? options.length - 1 : next >= options.length ? -1 : next);
        return;
      }
      case 'Enter': {
        const option = options[activeIndex];
        if (!option) return; // The form submits the typed text.
        event.preventDefault();
        pick(option);
        return;
      }
      case 'Escape': {
        event.preventDefault();
        if (expanded) close();
        else if (value !== '') clear();
        return;
      }
      case 'Tab':
        close();
        return;
      default:
    }
  };

  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && event.currentTarget.contains(next)) return;
    close();
  };

  const onFormSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit(value);
  };

  const announcement =
    status === 'searching' && typed
      ? SEARCH_BAR_TEXT.loading
      : status === 'error' && typed
        ? SEARCH_BAR_TEXT.unavailable
        : expanded
          ? SEARCH_BAR_TEXT.available(options.length)
          : '';

  return (
    <form
      role="search"
      action={action}
      method="get"
      aria-label={label}
      data-state={status}
      css={styles.root}
      className={className}
      onSubmit={onFormSubmit}
      onBlur={onBlur}
    >
      <div css={styles.field}>
        <span css={styles.leadingIcon}>
          <SearchIcon />
        </span>
        <input
          ref={inputRef}
          name={name}
          type="search"
          role="combobox"
          aria-label={label}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={SEARCH_TEXT_INPUT_MAX}
          placeholder={hint}
          value={value}
          css={styles.input}
          onChange={onChange}
          onKeyDown={onKeyDown}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
        />
        {afterField}
        {value !== '' ? (
          <IconButton css={styles.clear} label={SEARCH_BAR_TEXT.clear} onClick={clear}>
            <CloseIcon />
          </IconButton>
        ) : null}
        <Button type="submit" variant="primary" css={styles.submit} aria-label={SEARCH_BAR_TEXT.submit}>
          <SearchIcon />
          <span css={styles.submitText}>{SEARCH_BAR_TEXT.submit}</span>
        </Button>
      </div>
      {/* Always mounted (the combobox points at it); empty and hidden while collapsed. */}
      <ul
        id={listboxId}
        role="listbox"
        aria-label={typed ? SEARCH_BAR_TEXT.suggestions : SEARCH_BAR_TEXT.recentSearches}
        css={styles.listbox}
        hidden={!expanded}
      >
        {expanded
          ? options.map((option, index) => (
              // Options are picked with the pointer here and with the keyboard from the field
              // (aria-activedescendant), as the combobox pattern has it; they never take focus.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li
                key={`${option.kind}:${option.text}`}
                id={optionId(index)}
                role="option"
                aria-selected={index === activeIndex}
                data-kind={option.kind}
                css={styles.option}
                // Keeps focus in the field, so the list does not close before the click lands.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(option)}
                onPointerMove={() => index !== activeIndex && setActive(index)}
              >
                {option.kind === 'recent' ? (
                  <span css={styles.optionIcon}>
                    <HistoryIcon />
                  </span>
                ) : null}
                <span css={styles.optionText}>
                  <SearchBarMatch text={option.text} typed={typed ? value.trim() : ''} />
                </span>
                {option.kind === 'tag' ? <span css={styles.tagBadge}>{SEARCH_BAR_TEXT.tag}</span> : null}
              </li>
            ))
          : null}
      </ul>
      <VisuallyHidden id={statusId} role="status">
        {announcement}
      </VisuallyHidden>
    </form>
  );
}

/** The option's text with the part the user typed in regular weight and the completion in bold. */
function SearchBarMatch({ text, typed }: { text: string; typed: string }) {
  const at = typed === '' ? -1 : text.toLowerCase().indexOf(typed.toLowerCase());
  if (at === -1) return <>{text}</>;
  return (
    <>
      {at > 0 ? <strong>{text.slice(0, at)}</strong> : null}
      {text.slice(at, at + typed.length)}
      <strong>{text.slice(at + typed.length)}</strong>
    </>
  );
}
