import { css } from '@emotion/react';
import { media, theme } from '../../theme';

/*
 * States are styled through `data-state` on the root. Phone: icon and message, the actions below.
 * From `sm`: the actions at the end of the line.
 */

export const root = css({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gridTemplateAreas: '"icon text" "actions actions"',
  alignItems: 'center',
  gap: theme.space[3],
  padding: theme.space[3],
  boxSizing: 'border-box',
  color: theme.color.text,
  fontFamily: theme.font.family,
  lineHeight: theme.font.lineHeightBody,
  background: theme.color.surface,
  border: `1px solid ${theme.color.border}`,
  borderInlineStartWidth: '4px',
  borderRadius: theme.radius.md,
  '&[data-state="inProgress"], &[data-state="fetching"], &[data-state="canceling"]': {
    borderInlineStartColor: theme.color.info,
  },
  '&[data-state="completed"]': { borderInlineStartColor: theme.color.success },
  '&[data-state="canceled"]': { borderInlineStartColor: theme.color.borderStrong },
  '&[data-state="failed"]': { borderInlineStartColor: theme.color.danger },
  [media.sm]: {
    gridTemplateColumns: 'auto minmax(0, 1fr) auto',
    gridTemplateAreas: '"icon text actions"',
  },
});

export const icon = css({
  gridArea: 'icon',
  display: 'inline-grid',
  placeItems: 'center',
  width: '2rem',
  height: '2rem',
  borderRadius: theme.radius.pill,
  fontWeight: theme.font.weightBold,
  background: theme.color.infoSubtle,
  color: theme.color.info,
  '[data-state="completed"] &': { background: theme.color.successSubtle, color: theme.color.success },
  '[data-state="canceled"] &': { background: theme.color.surfaceSunken, color: theme.color.textMuted },
  '[data-state="failed"] &': { background: theme.color.dangerSubtle, color: theme.color.danger },
});

export const text = css({ gridArea: 'text', minWidth: 0 });

export const message = css({
  margin: 0,
  fontWeight: theme.font.weightMedium,
  overflowWrap: 'anywhere',
  '[data-state="failed"] &': { color: theme.color.danger },
});

export const hint = css({ margin: 0, fontSize: theme.font.sizeSm, color: theme.color.textMuted });

export const actions = css({
  gridArea: 'actions',
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space[2],
  '&:empty': { display: 'none' },
  '& > *': { flex: '1 1 auto' },
  [media.sm]: { '& > *': { flex: 'none' } },
});

export const progress = css({ display: 'grid', gap: theme.space[1], marginBlock: theme.space[2] });

/** The native bar, drawn in the theme's colours (its track and value are the engine's own parts). */
export const bar = css({
  appearance: 'none',
  display: 'block',
  inlineSize: '100%',
  blockSize: '0.5rem',
  border: 0,
  borderRadius: theme.radius.pill,
  overflow: 'hidden',
  background: theme.color.surfaceSunken,
  color: theme.color.info,
  '&::-webkit-progress-bar': { background: theme.color.surfaceSunken },
  '&::-webkit-progress-value': { background: theme.color.info },
  // Firefox's bar, behind its own test: a browser that does not know the pseudo-element refuses the rule.
  '@supports selector(::-moz-progress-bar)': { '&::-moz-progress-bar': { background: theme.color.info } },
});
