import { css } from '@emotion/react';
import { blockOnPhone, focusTarget, messageHint, messageTitle } from '../../primitives/styles';
import { theme } from '../../theme';
import { column, alert as refusal } from '../ClipReview/ClipReview.styles';

/*
 * The state is on the root as `data-state` (`idle`, `submitting`, `sent`); the controls say the rest (the fields
 * read-only, the button busy). One narrow column at every width; the button fills it on a phone.
 */

export const root = css(column, { maxWidth: '28rem' });

/** Balanced, so a long heading does not leave one word on its second line. */
export const title = css(messageTitle, { textWrap: 'balance' });

export const form = css({ display: 'grid', gap: theme.space[4] });

export const lead = css(messageHint, { fontSize: theme.font.sizeMd, textWrap: 'pretty' });

/**
 * The server's refusal, inside the always-mounted alert region, as a guest's review shows one. Its space comes with
 * it: the empty region adds no gap under the lead.
 */
export const alert = css(refusal, { marginBlockStart: theme.space[4] });

/** A field: shown as not editable while the call runs. */
export const field = css({
  '& input:read-only': { background: theme.color.surfaceSunken, color: theme.color.textMuted },
});

export const submit = css(blockOnPhone, { justifySelf: 'start' });

/** Where the link went: it takes focus when it replaces the form, and is not a control, so no ring. */
export const sent = css(focusTarget, {
  margin: 0,
  paddingBlock: theme.space[3],
  paddingInline: theme.space[4],
  borderRadius: theme.radius.md,
  background: theme.color.successSubtle,
  color: theme.color.text,
  overflowWrap: 'anywhere',
});

export const address = css({ fontWeight: theme.font.weightBold });
