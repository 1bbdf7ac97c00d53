import { css } from '@emotion/react';
import { media, theme } from '../../theme';
import { focusRing, visuallyHiddenStyle } from '../../primitives/styles';

/*
 * States are styled through `data-state`, `data-in-cart` and `aria-*` on the markup, never through props.
 * Phone: thumbnail and text side by side, the buttons across the bottom. From `md`: one line.
 *
 * The row's layout (`listRow`, `thumb`, `poster`, `text`, `title`, `titleLink`, `jvId`) is shared with the
 * cart's lines (CartItemRow), so a clip looks the same in a saved list and in the cart.
 */

/** A clip's row in a list: thumbnail, text, and an `actions` area (under both on a phone, at the end from md). */
export function listRow(thumbWidth: { phone: string; md: string }) {
  return css({
    display: 'grid',
    gridTemplateColumns: `${thumbWidth.phone} minmax(0, 1fr)`,
    gridTemplateAreas: '"thumb text" "actions actions"',
    gap: theme.space[3],
    padding: theme.space[3],
    boxSizing: 'border-box',
    color: theme.color.text,
    fontFamily: theme.font.family,
    background: theme.color.surface,
    border: `1px solid ${theme.color.border}`,
    borderRadius: theme.radius.md,
    // Only the picture fades: fading the text would take it under the contrast minimum.
    '&[data-state="removing"] img': { opacity: 0.5 },
    [media.md]: {
      gridTemplateColumns: `${thumbWidth.md} minmax(0, 1fr) auto`,
      gridTemplateAreas: '"thumb text actions"',
      alignItems: 'center',
      gap: theme.space[4],
    },
  });
}

export const item = css(listRow({ phone: '7.5rem', md: '10rem' }), {
  // More controls of the row (`children`): a full-width line inside the card, under the rest.
  '&[data-extra]': {
    gridTemplateAreas: '"thumb text" "actions actions" "extra extra"',
    [media.md]: { gridTemplateAreas: '"thumb text actions" "thumb extra extra"' },
  },
  '&[data-state="removeFailed"]': { borderColor: theme.color.danger },
  '&[data-selected="true"]': {
    borderColor: theme.color.accent,
    boxShadow: `inset 0 0 0 1px ${theme.color.accent}`,
  },
});

export const thumb = css({
  gridArea: 'thumb',
  position: 'relative',
  alignSelf: 'start',
  aspectRatio: '16 / 9',
  overflow: 'hidden',
  borderRadius: theme.radius.sm,
  background: `linear-gradient(135deg, ${theme.color.surfaceSunken}, ${theme.color.border})`,
  [media.md]: { alignSelf: 'center' },
});

export const poster = css({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const inCartBadge = css({
  position: 'absolute',
  insetBlockEnd: theme.space[1],
  insetInlineStart: theme.space[1],
  paddingInline: theme.space[1],
  borderRadius: theme.radius.sm,
  background: theme.color.surfaceInverse,
  color: theme.color.textInverse,
  fontSize: theme.font.sizeXs,
  fontWeight: theme.font.weightBold,
});

/** Top corner, so it never covers the in-cart badge at the bottom. */
export const licensedBadge = css(inCartBadge, {
  insetBlockEnd: 'auto',
  insetBlockStart: theme.space[1],
  background: theme.color.success,
  color: theme.color.onAccent,
});

/** The tier the clip is in the cart at. */
export const cartTier = css({
  margin: 0,
  fontSize: theme.font.sizeSm,
  color: theme.color.textMuted,
});

export const text = css({
  gridArea: 'text',
  display: 'grid',
  alignContent: 'start',
  gap: theme.space[1],
  minWidth: 0,
});

export const title = css({
  margin: 0,
  fontSize: theme.font.sizeSm,
  fontWeight: theme.font.weightBold,
  lineHeight: theme.font.lineHeightTight,
  overflowWrap: 'anywhere',
  // Three lines at most on a phone, two from md: the full title stays in the accessible name.
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 3,
  overflow: 'hidden',
  [media.md]: { fontSize: theme.font.sizeMd, WebkitLineClamp: 2 },
});

/**
 * A saved list's title: the whole of it, wrapped, since a list is where a buyer compares clips by their titles
 * (issue 14 found them cut off). The cart's lines keep the clamped `title`.
 */
export const fullTitle = css(title, {
  display: 'block',
  overflow: 'visible',
  WebkitLineClamp: 'unset',
  [media.md]: { WebkitLineClamp: 'unset' },
});

export const titleLink = css(focusRing, {
  color: 'inherit',
  textDecoration: 'none',
  [media.hover]: { '&:hover': { textDecoration: 'underline' } },
});

export const jvId = css({
  margin: 0,
  fontFamily: theme.font.familyMono,
  fontSize: theme.font.sizeXs,
  color: theme.color.textMuted,
});

export const status = css({
  margin: 0,
  fontSize: theme.font.sizeSm,
  color: theme.color.textMuted,
  '[data-state="removeFailed"] &': { color: theme.color.danger },
});

export const actions = css({
  gridArea: 'actions',
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space[2],
  '& > button:not([data-compact]), & > a': { flex: '1 1 auto' },
  [media.md]: { flexWrap: 'nowrap', '& > button, & > a': { flex: 'none' } },
});

/** Remove: a square icon button on a phone (44 px, a comfortable tap), the icon and the word from md. */
export const remove = css({
  flex: 'none',
  minWidth: '2.75rem',
  minHeight: '2.75rem',
  paddingInline: theme.space[2],
  gap: theme.space[1],
  [media.md]: { minHeight: '2.5rem', paddingInline: theme.space[4] },
});

export const removeIcon = css({ width: '1.25rem', height: '1.25rem', flex: 'none' });

/** The word "Remove": only for the eye from md (the button's label names it on every screen). */
export const removeText = css(visuallyHiddenStyle, {
  [media.md]: {
    position: 'static',
    width: 'auto',
    height: 'auto',
    margin: 0,
    overflow: 'visible',
    clip: 'auto',
  },
});

/** The row's extra controls (`children`), inside the card. */
export const extra = css({
  gridArea: 'extra',
  minWidth: 0,
  paddingBlockStart: theme.space[2],
  borderBlockStart: `1px solid ${theme.color.border}`,
});

/** Select mode: a checkbox over the thumbnail's top end corner, on a pad large enough to tap. */
export const select = css({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineEnd: 0,
  display: 'grid',
  placeItems: 'center',
  minWidth: '2.75rem',
  minHeight: '2.75rem',
  cursor: 'pointer',
});

export const checkbox = css(focusRing, {
  width: '1.25rem',
  height: '1.25rem',
  margin: 0,
  accentColor: theme.color.accent,
  cursor: 'pointer',
});
