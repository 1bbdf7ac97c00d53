import { css } from '@emotion/react';
import { media, theme } from '../../theme';
import * as savedRow from '../SavedListItem/SavedListItem.styles';

/*
 * States are styled through `data-state` and `data-kind` on the markup, never through props. The row's
 * layout is the saved-list row's (`listRow`): phone, thumbnail and text side by side, price and Remove
 * across the bottom; from `md`, one line.
 */

export const row = savedRow.listRow({ phone: '6rem', md: '8rem' });

export const thumb = css(savedRow.thumb, {
  '[data-kind="giftCard"] &, [data-kind="discountPack"] &': {
    background: `linear-gradient(135deg, ${theme.color.accentSubtle}, ${theme.color.surfaceSunken})`,
  },
});

/** The picture of a line without one: a product's icon, centred in the thumbnail. */
export const placeholder = css({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  color: theme.color.textMuted,
  '& svg': { width: '40%', maxWidth: '2.5rem', height: 'auto' },
  '[data-kind="giftCard"] &': { color: theme.color.success },
  '[data-kind="discountPack"] &': { color: theme.color.info },
});

export { poster, text, title, titleLink, jvId } from '../SavedListItem/SavedListItem.styles';

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
  '&[data-kind="rightsFee"]': { background: theme.color.warningSubtle, color: theme.color.warning },
  '&[data-kind="upgrade"]': { background: theme.color.accentSubtle, color: theme.color.accent },
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
  gridArea: 'actions',
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

/** The post URLs of a clip already used: one per line, long addresses broken anywhere. */
export const postUrls = css({
  flexBasis: '100%',
  flexWrap: 'wrap',
  '&& dd': { fontWeight: theme.font.weightRegular, fontSize: theme.font.sizeXs },
});

/** What the line's licence covers and does not: one quiet line each, under the tier. */
export const use = css({
  marginTop: theme.space[2],
  '&& > div': { flexBasis: '100%' },
  '&& dt, && dd': { fontSize: theme.font.sizeXs },
  '&& dt': { flexShrink: 0, whiteSpace: 'nowrap' },
  '&& dd': { fontWeight: theme.font.weightRegular },
});

/** A licence line's tier select, under its facts. */
export const tierSelect = css({
  marginTop: theme.space[2],
  maxWidth: '18rem',
});

/** The "Project and PO" toggle: a text-styled button. */
export const editToggle = css({
  justifySelf: 'start',
  padding: 0,
  border: 0,
  background: 'none',
  font: 'inherit',
  fontSize: theme.font.sizeSm,
  cursor: 'pointer',
  textDecoration: 'underline',
});

/** The project and PO form: the fields stacked on a phone, side by side from `sm`. */
export const details = css({
  display: 'grid',
  gap: theme.space[2],
  padding: theme.space[3],
  borderRadius: theme.radius.md,
  background: theme.color.surfaceSunken,
  [media.sm]: { gridTemplateColumns: '1fr 1fr' },
  // `TextField`s, compact for the row.
  '& input': { paddingInline: theme.space[2], borderRadius: theme.radius.sm },
});

export const detailsActions = css({
  display: 'flex',
  gap: theme.space[2],
  [media.sm]: { gridColumn: '1 / -1' },
});
