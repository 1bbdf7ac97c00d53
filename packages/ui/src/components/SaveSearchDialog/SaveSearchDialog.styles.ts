import { css } from '@emotion/react';
import { theme } from '../../theme';

/*
 * The state is on the dialog as `data-state` (`idle`, `saving`); the controls say the rest themselves (the name
 * read-only, the radios disabled, the button busy). The form's parts stand in one column at every width.
 */

/** A narrow panel: the form is one column of short fields. */
export const dialog = css({ maxWidth: '28rem' });

export const body = css({ display: 'grid', gap: theme.space[4] });

/** What the search looks for, as a quiet box above the fields. */
export const summary = css({
  display: 'grid',
  gap: theme.space[1],
  paddingBlock: theme.space[2],
  paddingInline: theme.space[3],
  borderRadius: theme.radius.md,
  background: theme.color.surfaceSunken,
  fontSize: theme.font.sizeSm,
});

export const summaryLabel = css({
  margin: 0,
  color: theme.color.textMuted,
  fontSize: theme.font.sizeXs,
  fontWeight: theme.font.weightBold,
});

export const summaryText = css({ margin: 0, overflowWrap: 'anywhere' });

/** The server's answer (an InlineAlert), inside the always-mounted alert region, bringing its space. */
export const alert = css({ marginBlockStart: theme.space[4] });

/** The name field: shown as not editable while the save runs. */
export const name = css({
  '& input:read-only': { background: theme.color.surfaceSunken, color: theme.color.textMuted },
});
