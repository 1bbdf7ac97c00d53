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

export const lists = css({ display: 'grid', gap: theme.space[3] });

export const filter = css({ display: 'grid', gap: theme.space[1] });

/** At most 30 rows in a 240 px scrolling box (spec section 9). */
export const list = css({
  display: 'grid',
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

export const rowName = css({
  flex: 1,
  minWidth: 0,
  overflowWrap: 'anywhere',
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

export const loading = css({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space[2],
  margin: 0,
  fontSize: theme.font.sizeSm,
  color: theme.color.textMuted,
});

export const confirm = css({
  display: 'grid',
  gap: theme.space[3],
  padding: theme.space[4],
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.md,
  background: theme.color.warningSubtle,
});

export const confirmTitle = css({ margin: 0, fontSize: theme.font.sizeMd, overflowWrap: 'anywhere' });

export const confirmText = css({ margin: 0, fontSize: theme.font.sizeSm });

export const confirmActions = css({
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: theme.space[2],
});
