import { css } from '@emotion/react';
import { media, theme } from '../../theme';
import { focusRing } from '../../primitives/styles';

/*
 * States are styled through `data-state` and `data-kind` on the markup, never through props. Phone:
 * thumbnail and text side by side, price and Remove across the bottom. From `md`: one line.
 */

export const row = css({
  display: 'grid',
  gridTemplateColumns: '6rem minmax(0, 1fr)',
  gridTemplateAreas: '"thumb text" "side side"',
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
    gridTemplateColumns: '8rem minmax(0, 1fr) auto',
    gridTemplateAreas: '"thumb text side"',
    alignItems: 'center',
    gap: theme.space[4],
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
  '[data-kind="giftCard"] &, [data-kind="discountPack"] &': {
    background: `linear-gradient(135deg, ${theme.color.accentSubtle}, ${theme.color.surfaceSunken})`,
  },
  [media.md]: { alignSelf: 'center' },
});

export const poster = css({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const text = css({
  gridArea: 'text',
  display: 'grid',
  alignContent: 'start',
  gap: theme.space[1],
  minWidth: 0,
});

export const badge = css({
  justifySelf: 'start',
  margin: 0,
  paddingInline: theme.space[2],
  borderRadius: theme.radius.pill,
  fontSize: theme.font.sizeXs,
  fontWeight: theme.font.weightBold,
  lineHeight: theme.font.lineHeightBody,
  background: theme.color.surfaceSunken,
  color: theme.color.textMuted,
  '&[data-kind="giftCard"]': { background: theme.color.successSubtle, color: theme.color.success },
  '&[data-kind="discountPack"]': { background: theme.color.infoSubtle, color: theme.color.info },
  '&[data-kind="inquiry"]': { background: theme.color.warningSubtle, color: theme.color.warning },
});

export const title = css({
  margin: 0,
  fontSize: theme.font.sizeSm,
  fontWeight: theme.font.weightBold,
  lineHeight: theme.font.lineHeightTight,
  overflowWrap: 'anywhere',
  // Three lines at most; the full title stays in the accessible name.
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 3,
  overflow: 'hidden',
  [media.md]: { fontSize: theme.font.sizeMd, WebkitLineClamp: 2 },
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

export const facts = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `0 ${theme.space[3]}`,
  margin: 0,
  fontSize: theme.font.sizeSm,
  '& > div': { display: 'flex', gap: theme.space[1] },
  '& dt': { color: theme.color.textMuted },
  '& dt::after': { content: '":"' },
  '& dd': { margin: 0, fontWeight: theme.font.weightMedium, overflowWrap: 'anywhere' },
});

export const status = css({
  margin: 0,
  fontSize: theme.font.sizeSm,
  color: theme.color.textMuted,
  '&:empty': { display: 'none' },
});

export const side = css({
  gridArea: 'side',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space[3],
  [media.md]: { flexDirection: 'column', alignItems: 'flex-end', justifyContent: 'center' },
});

export const amounts = css({
  display: 'grid',
  gap: theme.space[1],
  margin: 0,
  '& dd': { margin: 0 },
  [media.md]: { justifyItems: 'end', textAlign: 'end' },
});

export const price = css({
  fontSize: theme.font.sizeLg,
  fontWeight: theme.font.weightBold,
  fontVariantNumeric: 'tabular-nums',
});

export const feeLine = css({
  display: 'flex',
  gap: theme.space[1],
  fontSize: theme.font.sizeXs,
  color: theme.color.textMuted,
  '& dt::after': { content: '":"' },
  '& dd': { fontVariantNumeric: 'tabular-nums', color: theme.color.text },
});
