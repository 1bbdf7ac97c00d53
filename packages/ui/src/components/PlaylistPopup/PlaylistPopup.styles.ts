import { LIMITS } from '@clipmarket/core';
import { css } from '@emotion/react';
import { media, theme } from '../../theme';

/*
 * States are styled through the attributes the markup carries (`data-state` on the dialog and on each row,
 * `aria-busy`, `aria-disabled`), never through props interpolated into styles.
 */

/* The dialog is `Dialog`'s sheet layout; these adjust its parts. */

/** Not sticky: the list scrolls in its own box, so the header never leaves the view. */
export const header = css({
  position: 'static',
  paddingBlock: theme.space[4],
  borderBlockEnd: `1px solid ${theme.color.border}`,
});

export const titles = css({ display: 'grid', gap: theme.space[1], minWidth: 0 });

export const heading = css({ paddingBlockStart: 0 });

export const subtitle = css({
  margin: 0,
  fontSize: theme.font.sizeSm,
  color: theme.color.textMuted,
  overflowWrap: 'anywhere',
});

export const close = css({ marginBlock: `calc(-1 * ${theme.space[2]})` });

export const body = css({
  display: 'grid',
  gap: theme.space[4],
  padding: theme.space[4],
  [media.md]: { paddingInline: theme.space[5], paddingBlockEnd: theme.space[4] },
});

/**
 * The room of the filter and the list, the same in every state (loading, error, empty, a short list, a full
 * one), so the popup keeps its height when the playlists arrive: the filter (a small field's label, control
 * and hint, whose longest form takes two lines in a phone's popup) and the list's 240 px box (spec section 9).
 */
const FILTER_HEIGHT = 'var(--playlist-popup-filter-height)';
export const stateArea = css({
  '--playlist-popup-filter-height': '7.1875rem',
  [media.sm]: { '--playlist-popup-filter-height': '5.875rem' },
  display: 'grid',
  minHeight: `calc(${FILTER_HEIGHT} + ${theme.space[3]} + ${LIMITS.popupListHeightPx}px)`,
  // An error or an empty list sits in the middle of the room the list will take.
  '&[data-state="error"], &[data-state="empty"]': { alignContent: 'center' },
});

/** The filter above the list, which fills the rest of the room. */
export const lists = css({ display: 'grid', gridTemplateRows: 'auto 1fr', gap: theme.space[3] });

export const filter = css({ display: 'grid', gap: theme.space[1] });

/** At most 30 rows in a 240 px scrolling box (spec section 9). */
export const list = css({
  display: 'grid',
  // Rows as wide as the box, whatever their names' length, so a long name is cut, not the row.
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignContent: 'start',
  maxHeight: `${LIMITS.popupListHeightPx}px`,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.md,
});

export const row = css({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  borderBlockEnd: `1px solid ${theme.color.border}`,
  '&:last-of-type': { borderBlockEnd: 0 },
  '&[data-state="changed"]': { background: theme.color.successSubtle },
  '&[data-state="failed"]': { background: theme.color.dangerSubtle },
});

export const rowControl = css({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space[3],
  minHeight: '2.75rem',
  boxSizing: 'border-box',
  width: '100%',
  paddingInline: theme.space[3],
  border: 0,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  'button&:focus-visible': { outline: `2px solid ${theme.color.focus}`, outlineOffset: '-2px' },
  '[aria-busy="true"] > &': { cursor: 'progress' },
  [media.hover]: { '&:hover': { background: theme.color.surfaceSunken } },
});

export const checkbox = css({
  flex: 'none',
  width: '1.125rem',
  height: '1.125rem',
  margin: 0,
  accentColor: theme.color.accent,
  cursor: 'inherit',
  '&[aria-disabled="true"]': { opacity: 0.5 },
  '&:focus-visible': { outline: `2px solid ${theme.color.focus}`, outlineOffset: '2px' },
});

/** One line, cut with an ellipsis where the row ends (the whole name is in the text; a tooltip shows it). */
export const rowName = css({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  '[aria-busy="true"] &': { color: theme.color.textMuted },
});

export const rowResult = css({
  fontSize: theme.font.sizeSm,
  paddingInline: theme.space[3],
  // Empty but displayed: a live region hidden with display:none is not announced when it fills.
  // Room under a visible result only; the hidden "Saving…" of a busy row takes none.
  '[data-state="changed"] > &, [data-state="failed"] > &': { paddingBlockEnd: theme.space[2] },
  '[data-state="changed"] > &': { color: theme.color.success },
  '[data-state="failed"] > &': { color: theme.color.danger },
});

export const noMatch = css({
  margin: 0,
  color: theme.color.textMuted,
  fontSize: theme.font.sizeSm,
  // Collapsed while empty (not display:none, which would stop it announcing).
  '&:empty': { marginBlockStart: `calc(-1 * ${theme.space[1]})` },
});

/* The loading state: placeholders in the shapes of the filter, the list's rows and the create input. */

export const skeleton = css({ display: 'grid', gap: theme.space[4] });

/* Lines of the labels' size, so each placeholder is as tall as what it stands for. */
export const skeletonFilter = css(filter, {
  minHeight: FILTER_HEIGHT,
  alignContent: 'start',
  fontSize: theme.font.sizeSm,
});

/** The list's box, as tall as the room leaves it (240 px, more on a phone). */
export const skeletonList = css(list, { maxHeight: 'none' });

export const skeletonRow = css({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space[3],
  minHeight: '2.75rem',
  paddingInline: theme.space[3],
  borderBlockEnd: `1px solid ${theme.color.border}`,
});

/* The create form's label and field, and the gap before its status line, which is empty until it speaks. */
export const skeletonCreate = css({
  display: 'grid',
  gap: theme.space[1],
  paddingBlockEnd: theme.space[1],
  fontSize: theme.font.sizeSm,
});

export const skeletonCreateField = css({ display: 'flex', gap: theme.space[2] });

/** The question, as tall as its words, at the top of the room the list leaves it. */
export const confirm = css({
  alignSelf: 'start',
  display: 'grid',
  gap: theme.space[3],
  padding: theme.space[4],
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.md,
  background: theme.color.warningSubtle,
});

/** "Change “name”?" in at most two lines: a longer name is cut there with an ellipsis (its tooltip has it all). */
export const confirmTitle = css({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  margin: 0,
  fontSize: theme.font.sizeMd,
  overflowWrap: 'anywhere',
});

export const confirmText = css({ margin: 0, fontSize: theme.font.sizeSm });

export const confirmActions = css({
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: theme.space[2],
});
