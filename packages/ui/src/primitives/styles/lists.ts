import { css } from '@emotion/react';
import { theme } from '../../theme';

/** A bare list in a bordered box, a rule between its items (the usage declaration's clips, saved searches). */
export const ruledList = css({
  display: 'grid',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.md,
  background: theme.color.surface,
  '& > li + li': { borderBlockStart: `1px solid ${theme.color.border}` },
});

/** A short label on one line in a pill: the shape the quiet and accent pills share. */
const pill = css({
  paddingInline: theme.space[2],
  borderRadius: theme.radius.pill,
  fontSize: theme.font.sizeXs,
  fontWeight: theme.font.weightBold,
  whiteSpace: 'nowrap',
});

/**
 * A quiet pill for a short fixed label (a team role, "Colleague"): muted text on the sunken surface, which keeps
 * its contrast; kept on one line.
 */
export const quietPill = css(pill, { background: theme.color.surfaceSunken, color: theme.color.textMuted });

/** A pill in the accent for a short label that should catch the eye (new clips, the recommended tier). */
export const accentPill = css(pill, { background: theme.color.accent, color: theme.color.onAccent });
