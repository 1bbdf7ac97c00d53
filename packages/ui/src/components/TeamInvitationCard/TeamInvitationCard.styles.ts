import { css } from '@emotion/react';
import { blockOnPhone, messageHint, messageTitle } from '../../primitives/styles';
import { media, theme } from '../../theme';

/*
 * What the card shows is on the root as `data-state` (`loading`, `unavailable`, `idle`, `submitting`) and who looks
 * as `data-viewer` (`signed-out`, `invitee`, `other`). A bordered card of one column at every width; on a phone its
 * buttons fill it, one under the other.
 */

export const root = css({
  display: 'grid',
  gap: theme.space[4],
  minWidth: 0,
  maxWidth: '36rem',
  padding: theme.space[4],
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.lg,
  background: theme.color.surface,
  color: theme.color.text,
  fontFamily: theme.font.family,
  lineHeight: theme.font.lineHeightBody,
  [media.sm]: { padding: theme.space[5] },
});

/** Balanced, so a long team name does not leave one word on the heading's last line. */
export const title = css(messageTitle, { textWrap: 'balance', overflowWrap: 'anywhere' });

export const loading = css({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space[2],
  margin: 0,
  color: theme.color.textMuted,
});

export const details = css({ display: 'grid', gap: theme.space[2] });

export const invited = css({ margin: 0, overflowWrap: 'anywhere' });

export const address = css({ fontWeight: theme.font.weightBold });

/** What the role may do. */
export const description = css(messageHint, { textWrap: 'pretty' });

export const until = css({ margin: 0, color: theme.color.textMuted, fontSize: theme.font.sizeSm });

/**
 * What the viewer can do, under a rule. Not a grid with gaps: the alert and status regions stay mounted while
 * empty, so each message brings its own space.
 */
export const next = css({
  paddingBlockStart: theme.space[4],
  borderBlockStart: `1px solid ${theme.color.border}`,
});

export const line = css({ margin: 0, marginBlockEnd: theme.space[3], overflowWrap: 'anywhere' });

/** A refusal, or the wrong address (an InlineAlert), bringing its space: the empty region takes none. */
export const alert = css({ marginBlockEnd: theme.space[3] });

export const actions = css({ display: 'flex', flexWrap: 'wrap', gap: theme.space[2], margin: 0 });

/** A long address in "Sign in as …" wraps inside the button. */
export const action = css(blockOnPhone, { overflowWrap: 'anywhere' });
