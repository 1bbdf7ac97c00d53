import { css } from '@emotion/react';
import { quietPill, ruledList } from '../../primitives/styles';
import { theme } from '../../theme';
import { column, quote } from '../ClipReview/ClipReview.styles';

/*
 * The summary over a ruled list of entries, one column at every width: who and what on one wrapping line, the time
 * under it, the comment under that as a quote. What an entry is stands on its verb as `data-action`.
 */

export const root = column;

export const summary = css({
  margin: 0,
  fontSize: theme.font.sizeSm,
  fontWeight: theme.font.weightBold,
  fontVariantNumeric: 'tabular-nums',
});

export const list = ruledList;

export const entry = css({
  display: 'grid',
  gap: theme.space[1],
  paddingBlock: theme.space[3],
  paddingInline: theme.space[4],
});

export const line = css({ margin: 0, fontSize: theme.font.sizeSm, overflowWrap: 'anywhere' });

export const name = css({ fontWeight: theme.font.weightBold });

export const email = css({ color: theme.color.textMuted });

/**
 * "Colleague": a quiet pill, as the team's fixed roles are (TeamMemberList's `roleText`); muted text on the sunken
 * surface, which keeps its contrast. Kept whole, so a wrapping line never splits it from its pill.
 */
export const colleague = css(quietPill, { display: 'inline-block', lineHeight: '1.25rem' });

/** The verb, in the decision's tone with its mark; a comment alone in the plain text colour. */
export const action = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space[1],
  fontWeight: theme.font.weightBold,
  verticalAlign: 'bottom',
  '&[data-action="approved"]': { color: theme.color.success },
  '&[data-action="rejected"]': { color: theme.color.danger },
});

export const time = css({ color: theme.color.textMuted, fontSize: theme.font.sizeXs });

/** The guest's words, quoted as the guest's own review shows them. */
export const comment = css(quote, { margin: 0, marginBlockStart: theme.space[1] });
