import { css } from '@emotion/react';
import { focusTarget, quietPill, ruledList, visuallyHiddenStyle } from '../../primitives/styles';
import { media, theme } from '../../theme';

/*
 * A row's running call is on it as `data-busy`, its open question as `data-question` (`remove`, `owner`) on the
 * question. Phone: each row one column, the name and address, then the role (its select taking the room left) and
 * Remove, then the question. From `md` the role and Remove stand at the end of the row, the question under both.
 */

export const root = css({
  display: 'grid',
  minWidth: 0,
  color: theme.color.text,
  fontFamily: theme.font.family,
  lineHeight: theme.font.lineHeightBody,
});

/**
 * The server's refusal (an InlineAlert), inside the always-mounted alert region. Its space comes with it: the empty
 * region adds no gap over the list.
 */
export const alert = css({ marginBlockEnd: theme.space[4] });

/** It takes focus only when the control just used goes with its row: not a control, so no ring. */
export const list = css(ruledList, focusTarget);

export const row = css({
  display: 'grid',
  gap: theme.space[3],
  padding: theme.space[3],
  [media.md]: {
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    alignItems: 'center',
    gap: `${theme.space[3]} ${theme.space[4]}`,
    paddingInline: theme.space[4],
  },
});

export const text = css({ display: 'grid', minWidth: 0 });

export const name = css({
  margin: 0,
  fontWeight: theme.font.weightBold,
  overflowWrap: 'anywhere',
});

/** "(you)" after the viewer's own name. */
export const you = css({ color: theme.color.textMuted, fontWeight: theme.font.weightRegular });

/** The address, or an invitation's last day. */
export const email = css({
  margin: 0,
  color: theme.color.textMuted,
  fontSize: theme.font.sizeSm,
  overflowWrap: 'anywhere',
});

export const controls = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.space[2],
  '[data-busy] > &': { cursor: 'progress' },
});

export const spinner = css({ flex: 'none' });

/** The role select: its label is for screen readers only (the row says whose role it is). */
export const role = css({
  flex: '1 1 9rem',
  '& > label': visuallyHiddenStyle,
  '& select[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.6 },
  [media.md]: { flex: '0 0 9rem' },
});

/** A role that cannot be changed here: a quiet pill. */
export const roleText = css(quietPill, { lineHeight: '1.5rem' });

/** The row's question, under its name and controls, in the tone of what it does. */
export const question = css({
  display: 'grid',
  gap: theme.space[3],
  padding: theme.space[3],
  borderRadius: theme.radius.md,
  background: theme.color.accentSubtle,
  '&[data-question="remove"]': { background: theme.color.dangerSubtle },
  [media.md]: { gridColumn: '1 / -1' },
});

export const questionText = css({
  margin: 0,
  fontSize: theme.font.sizeSm,
  fontWeight: theme.font.weightMedium,
  overflowWrap: 'anywhere',
});

export const questionActions = css({ display: 'flex', flexWrap: 'wrap', gap: theme.space[2] });

export const invitations = css({ display: 'grid', gap: theme.space[2], marginBlockStart: theme.space[5] });

/** The open invitations' caption (not a heading: the page has its own). */
export const caption = css({
  margin: 0,
  color: theme.color.textMuted,
  fontSize: theme.font.sizeSm,
  fontWeight: theme.font.weightBold,
});
