import { css } from '@emotion/react';
import {
  focusTarget,
  shortFormBody,
  shortFormField,
  shortFormLead,
  shortFormSubmit,
  shortFormTitle,
} from '../../primitives/styles';
import { theme } from '../../theme';
import { column } from '../ClipReview/ClipReview.styles';

/*
 * The state is on the root as `data-state` (`idle`, `submitting`, `sent`); the controls say the rest (the fields
 * read-only, the button busy). One narrow column at every width; the button fills it on a phone.
 */

export const root = css(column, { maxWidth: '28rem' });

export const title = shortFormTitle;
export const form = shortFormBody;
export const lead = shortFormLead;

/**
 * The server's refusal (an InlineAlert), inside the always-mounted alert region. Its space comes with it: the empty
 * region adds no gap under the lead.
 */
export const alert = css({ marginBlockStart: theme.space[4] });

export const field = shortFormField;
export const submit = shortFormSubmit;

/** Where the link went (an InlineAlert): it takes focus when it replaces the form, and is not a control, so no ring. */
export const sent = focusTarget;

export const address = css({ fontWeight: theme.font.weightBold });
