import { css } from '@emotion/react';
import { textLink } from '../../primitives/styles/buttons';
import { theme } from '../../theme';

export const dialog = css({ maxWidth: '34rem' });

export const link = textLink;

export const intro = css({
  margin: 0,
  color: theme.color.textMuted,
});

export const terms = css({
  display: 'grid',
  gap: theme.space[4],
  margin: 0,
  marginBlockStart: theme.space[4],
  padding: 0,
  listStyle: 'none',
});

export const term = css({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: theme.space[3],
  alignItems: 'start',
  '& h3': {
    margin: 0,
    fontSize: theme.font.sizeMd,
    lineHeight: theme.font.lineHeightTight,
  },
  '& p': { margin: 0, marginBlockStart: theme.space[1] },
});

/** The icon as the card shows it, larger. The A takes the clearance colour, with the card's contrast rules. */
export const chip = css({
  display: 'inline-grid',
  placeItems: 'center',
  width: '2rem',
  height: '2rem',
  borderRadius: theme.radius.sm,
  // The card's letter, 60 % of the chip, as text (ADR 94).
  fontSize: '1.2rem',
  fontWeight: theme.font.weightBold,
  lineHeight: 1,
  '&[data-icon="D"]': {
    border: `1px solid ${theme.color.borderStrong}`,
    color: theme.color.textMuted,
    background: theme.color.surface,
  },
  '&[data-icon="A"]': { color: theme.color.onAccent, background: theme.color.accent },
  '&[data-aci="GREEN"]': { background: theme.color.clearanceGreen },
  '&[data-aci="YELLOW"]': { background: theme.color.clearanceYellow, color: theme.color.text },
  '&[data-aci="RED"]': { background: theme.color.clearanceRed },
});

export const clearances = css({
  display: 'grid',
  gap: theme.space[2],
  margin: 0,
  marginBlockStart: theme.space[2],
  padding: 0,
  listStyle: 'none',
  '& li': { display: 'flex', alignItems: 'center', gap: theme.space[2] },
  '& [data-part="chip"]': { width: '1.25rem', height: '1.25rem', flex: 'none', fontSize: '0.75rem' },
  '& [data-part="detail"]': { color: theme.color.textMuted },
});

export const note = css({
  margin: 0,
  marginBlockStart: theme.space[4],
  fontSize: theme.font.sizeSm,
  color: theme.color.textMuted,
});

export const footerSpread = css({
  justifyContent: 'space-between',
  alignItems: 'center',
});
