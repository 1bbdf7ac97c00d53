import { css } from '@emotion/react';
import { theme } from '../../theme';
import { blockOnPhone } from './buttons';
import { messageHint, messageTitle } from './messages';

/*
 * The short forms of the system (a guest saying who they are, creating a team, inviting a colleague): one narrow
 * column at every width, a balanced heading, a lead, fields shown as not editable while the call runs, the
 * server's refusal in an InlineAlert, and a button that fills the column on a phone.
 */

/** The form's column, at most `maxWidth` wide. */
export const shortFormRoot = (maxWidth: string) =>
  css({
    display: 'grid',
    gap: theme.space[3],
    minWidth: 0,
    maxWidth,
    color: theme.color.text,
    fontFamily: theme.font.family,
    lineHeight: theme.font.lineHeightBody,
  });

/** Balanced, so a long heading does not leave one word on its second line. */
export const shortFormTitle = css(messageTitle, { textWrap: 'balance' });

export const shortFormBody = css({ display: 'grid', gap: theme.space[4] });

export const shortFormLead = css(messageHint, { fontSize: theme.font.sizeMd, textWrap: 'pretty' });

/**
 * The server's refusal (an InlineAlert), inside the always-mounted alert region. Its space comes with it: the empty
 * region adds no gap under the lead.
 */
export const shortFormAlert = css({ marginBlockStart: theme.space[4] });

/** A field: shown as not editable while the call runs. */
export const shortFormField = css({
  '& input:read-only': { background: theme.color.surfaceSunken, color: theme.color.textMuted },
});

export const shortFormSubmit = css(blockOnPhone, { justifySelf: 'start' });
