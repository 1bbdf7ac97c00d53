import { PAGES } from '@clipmarket/core';
import { Button, IconButton, SearchIcon, VisuallyHidden } from '@clipmarket/ui';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation } from 'wouter';
import * as styles from './HeaderSearch.styles';

/** Words of the header's search box (ours; the spec names none). */
export const HEADER_SEARCH_COPY = {
  /** Name of the search landmark and label of its field. */
  label: 'Search clips',
  placeholder: 'Search clips',
  submit: 'Search',
  /** The phone's button that opens the box. */
  open: 'Search clips',
} as const;

/** Whether a path (relative to /licensing) is the search page or its similar-clips form, which have their own box. */
export function hasOwnSearchBox(location: string): boolean {
  return location === '/search' || location.startsWith('/search/');
}

/** The search page for a text: '/search?q=dog', or '/search' for none (every clip). */
export function headerSearchHref(text: string): string {
  const q = text.trim();
  return q ? `/search?${new URLSearchParams({ q }).toString()}` : '/search';
}

/**
 * The header's search box, on every page but the search page (whose own box, with suggestions, is on screen).
 * A plain GET form to /licensing/search, so it works before the app has loaded; once it has, it navigates in
 * the app. Below the lg breakpoint a search button opens it as a full-width row; Escape closes it again and
 * gives focus back to the button.
 */
export function HeaderSearch() {
  const [location, navigate] = useLocation();
  const [open, setOpen] = useState(false);
  const formId = useId();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  // A new page closes the phone's box.
  useEffect(() => setOpen(false), [location]);

  if (hasOwnSearchBox(location)) return null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = input.current?.value ?? '';
    navigate(headerSearchHref(text));
    if (input.current) input.current.value = '';
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    toggle.current?.focus();
  };

  return (
    <>
      <IconButton
        ref={toggle}
        tone="inverse"
        css={styles.toggle}
        aria-expanded={open}
        aria-controls={formId}
        label={HEADER_SEARCH_COPY.open}
        onClick={() => {
          const next = !open;
          setOpen(next);
          // The box is shown in the same render; focus it once it is.
          if (next) requestAnimationFrame(() => input.current?.focus());
        }}
      >
        <SearchIcon size={20} />
      </IconButton>
      <form
        id={formId}
        role="search"
        aria-label={HEADER_SEARCH_COPY.label}
        action={PAGES.search.href()}
        method="get"
        css={styles.form}
        data-open={open}
        onSubmit={submit}
      >
        {/* VisuallyHidden's props are typed as a span's: a label's `htmlFor` is passed through untyped. */}
        <VisuallyHidden as="label" {...{ htmlFor: inputId }}>
          {HEADER_SEARCH_COPY.label}
        </VisuallyHidden>
        <input
          ref={input}
          id={inputId}
          name="q"
          type="search"
          autoComplete="off"
          enterKeyHint="search"
          placeholder={HEADER_SEARCH_COPY.placeholder}
          css={styles.input}
          onKeyDown={onKeyDown}
        />
        <Button type="submit" variant="primary" css={styles.submit} aria-label={HEADER_SEARCH_COPY.submit}>
          <SearchIcon size={18} />
        </Button>
      </form>
    </>
  );
}
