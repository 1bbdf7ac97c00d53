import { css } from '@emotion/react';
import { media, theme } from '../../theme';

/*
 * States are styled through `data-state`, `data-empty` and `data-checkout` on the markup. Phone: the lines,
 * then the totals. From `lg`: the totals in a panel beside the lines that stays in view while they scroll.
 */

export const root = css({
  display: 'grid',
  gap: theme.space[4],
  color: theme.color.text,
  fontFamily: theme.font.family,
  lineHeight: theme.font.lineHeightBody,
});

export const header = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space[3],
});

/** The project and PO of every licence at once: a link-styled toggle under the heading, its form below. */
export const cartDetails = css({
  display: 'grid',
  justifyItems: 'start',
  gap: theme.space[3],
  fontSize: theme.font.sizeSm,
});

export const heading = css({
  margin: 0,
  fontSize: theme.font.sizeXl,
  lineHeight: theme.font.lineHeightTight,
});

export const layout = css({
  display: 'grid',
  gap: theme.space[4],
  alignItems: 'start',
  [media.lg]: { gridTemplateColumns: 'minmax(0, 1fr) 20rem', gap: theme.space[5] },
});

export const list = css({
  display: 'grid',
  gap: theme.space[3],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const panel = css({
  display: 'grid',
  gap: theme.space[3],
  padding: theme.space[4],
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.md,
  background: theme.color.surface,
  [media.lg]: { position: 'sticky', insetBlockStart: theme.space[4] },
});

export const totals = css({
  display: 'grid',
  gap: theme.space[2],
  margin: 0,
  '& > div': { display: 'flex', justifyContent: 'space-between', gap: theme.space[3] },
  '& dt': { color: theme.color.textMuted },
  '& dd': { margin: 0, fontVariantNumeric: 'tabular-nums', fontWeight: theme.font.weightMedium },
});

export const totalLine = css({
  paddingBlockStart: theme.space[2],
  borderBlockStart: `1px solid ${theme.color.border}`,
  fontSize: theme.font.sizeLg,
  '&& dt': { color: theme.color.text, fontWeight: theme.font.weightBold },
  '&& dd': { fontWeight: theme.font.weightBold },
});

export const checkout = css({ width: '100%' });

export const checkoutStatus = css({
  margin: 0,
  fontSize: theme.font.sizeSm,
  color: theme.color.textMuted,
  textAlign: 'center',
  '&:empty': { display: 'none' },
});

export const placeholder = css({ display: 'grid', gap: theme.space[3] });

/** A line's place while the cart loads: as tall as a line. */
export const skeleton = css({ height: '5.5rem', borderRadius: theme.radius.md });

/** An empty cart: the message, and the offers beside it from `lg`. */
export const emptyLayout = css({
  display: 'grid',
  gap: theme.space[4],
  alignItems: 'start',
  [media.lg]: { gridTemplateColumns: 'minmax(0, 1fr) 20rem', gap: theme.space[5] },
});

export const credits = css({
  margin: 0,
  fontSize: theme.font.sizeSm,
  color: theme.color.textMuted,
});

/** Under the totals: whether the prices include tax. */
export const taxNote = css({
  margin: 0,
  fontSize: theme.font.sizeSm,
  color: theme.color.textMuted,
});

/** The app's own part above Check out (who the receipt is made out to). */
export const beforeCheckout = css({ display: 'grid', gap: theme.space[2], fontSize: theme.font.sizeSm });
