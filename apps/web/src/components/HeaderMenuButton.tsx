import { IconButton, media, MenuIcon, theme, useDisclosureDismiss } from '@clipmarket/ui';
import { BREAKPOINTS } from '@clipmarket/core';
import { css, Global } from '@emotion/react';
import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'wouter';
import { APP_COPY } from '../copy';

const phone = `@media (max-width: ${BREAKPOINTS.md - 0.02}px)`;

/** A row of the phone's open menu, under the header's row, with a rule above it. */
const menuRow = {
  flexBasis: '100%',
  margin: 0,
  borderTop: `1px solid ${theme.color.borderInverse}`,
} as const;

/*
 * The layout of a signed-in buyer's header (the bar Layout marks `data-menu`, its parts `data-part`), which
 * comes with this chunk, so a visitor's pages carry none of it. On a phone (below md) one row: this button, the
 * brand taking the row's slack, then search, the bell and the cart; the sections and the account are rows of
 * their own under it while the menu is open, one link a line. The name is a size smaller, and on the narrowest
 * phones (below 374 px, where the row would wrap) the mark stands alone (the link keeps the name as its label).
 * From lg the bar holds the bell, the cart and the account too, closer, with a narrower search box: two rows
 * below xl, one from xl (1280 px), where the bar no longer wraps. There the search box gives way first, down to
 * 10rem, then the account's name (cut with an ellipsis, whole in its title and its accessible name);
 * the sections, the bell and the cart keep their size. (`header` makes each rule outweigh the parts' own classes,
 * which a global sheet follows.)
 */
const signedInHeader = css({
  [phone]: {
    'header [data-menu]': { columnGap: theme.space[1] },
    'header [data-menu] > [data-part=brand]': { marginInlineEnd: 'auto' },
    'header [data-menu] [data-part=brand-name]': { fontSize: theme.font.sizeMd },
    'header [data-menu] > [data-part=tools]': { order: 3 },
    'header [data-menu=closed] > [data-part=nav], header [data-menu=closed] > [data-part=account]': {
      display: 'none',
    },
    'header [data-menu=open] > [data-part=nav]': { ...menuRow, order: 10, paddingTop: theme.space[2] },
    'header [data-menu=open] > [data-part=nav] ul': { flexDirection: 'column' },
    'header [data-menu=open] > [data-part=nav] a': { paddingBlock: theme.space[3] },
    'header [data-menu=open] > [data-part=account]': {
      ...menuRow,
      order: 11,
      flexDirection: 'column',
      alignItems: 'flex-start',
      gap: theme.space[1],
      padding: theme.space[2],
    },
    'header [data-menu=open] > [data-part=account] > *': { maxWidth: '100%' },
  },
  '@media (max-width: 373.98px)': { 'header [data-menu] [data-part=brand-name]': { display: 'none' } },
  [media.lg]: {
    'header [data-menu]': { columnGap: theme.space[3] },
    'header [data-menu] > form': { flexBasis: '14rem' },
  },
  [media.xl]: {
    'header [data-menu]': { flexWrap: 'nowrap' },
    'header [data-menu] > [data-part=nav], header [data-menu] > [data-part=tools]': { flexShrink: 0 },
    // The box starts at its least and takes the room to spare first (the sections' row takes what is left past
    // its widest), so the name gives way only when the box is at its least and the row is still short.
    'header [data-menu] > form': { flex: '1000 0 10rem', minWidth: '10rem', maxWidth: '14rem' },
    'header [data-menu] > [data-part=account]': { flexWrap: 'nowrap', minWidth: 0 },
    'header [data-menu] > [data-part=account] > a': { minWidth: 0 },
    // The lists and Log out keep their one line.
    'header [data-menu] > [data-part=account] > :not(a)': { flexShrink: 0 },
  },
});

/* IconButton's inverse tone on the dark header, shaded while open; gone from md, where the bar holds it all. */
const toggleStyle = css({
  borderRadius: theme.radius.md,
  marginInlineStart: `calc(-1 * ${theme.space[2]})`,
  '&[aria-expanded="true"]': { background: theme.color.washInverse },
  [media.md]: { display: 'none' },
});

export interface HeaderMenuButtonProps {
  /** Whether the menu's rows (the sections, the account) show under the header's row. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The header's bar, which holds the button and the rows: a press or focus outside it puts them away. */
  bar: RefObject<HTMLDivElement | null>;
  /** The ids of the sections and the account area it shows. */
  controls: string;
}

/**
 * The signed-in buyer's menu button on a phone (below md; the bar holds everything from md): it shows the
 * sections and the account in rows under the header's one row. A new page, a press outside, Escape or tabbing
 * out puts them away. Only a signed-in buyer has it, so it loads with the lists and the bell, never on a
 * visitor's page.
 */
export function HeaderMenuButton({ open, onOpenChange, bar, controls }: HeaderMenuButtonProps) {
  const [location] = useLocation();
  const toggle = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => onOpenChange(false), [onOpenChange]);
  useEffect(close, [location, close]);
  useDisclosureDismiss(open, close, bar, toggle);
  return (
    <>
      <Global styles={signedInHeader} />
      <IconButton
        ref={toggle}
        tone="inverse"
        css={toggleStyle}
        label={APP_COPY.menu}
        aria-expanded={open}
        aria-controls={controls}
        onClick={() => onOpenChange(!open)}
      >
        <MenuIcon size={20} />
      </IconButton>
    </>
  );
}
