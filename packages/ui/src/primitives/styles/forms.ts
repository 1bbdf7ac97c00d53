import { css } from '@emotion/react';
import { theme } from '../../theme';
import { blockOnPhone } from './buttons';
import { loadFailedBox, messageHint, messageTitle } from './messages';

/*
 * The short forms of the system (a guest saying who they are, creating a team, inviting a colleague): one narrow
 * column at every width, a balanced heading, a lead, fields shown as not editable while the call runs, the
 * server's refusal in the danger box, and a button that fills the column on a phone.
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
 * The server's refusal, inside the always-mounted alert region: the danger box of the system. Its space comes with
 * it: the empty region adds no gap under the lead.
 */
export const shortFormAlert = css(loadFailedBox, {
  margin: 0,
  marginBlockStart: theme.space[4],
  fontSize: theme.font.sizeSm,
  overflowWrap: 'anywhere',
});

/** A field: shown as not editable while the call runs. */
export const shortFormField = css({
  '& input:read-only': { background: theme.color.surfaceSunken, color: theme.color.textMuted },
});

export const shortFormSubmit = css(blockOnPhone, { justifySelf: 'start' });
