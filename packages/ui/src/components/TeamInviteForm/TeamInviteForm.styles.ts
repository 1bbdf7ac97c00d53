import { css } from '@emotion/react';
import {
  shortFormAlert,
  shortFormBody,
  shortFormField,
  shortFormLead,
  shortFormRoot,
  shortFormSubmit,
  shortFormTitle,
} from '../../primitives/styles';
import { theme } from '../../theme';

/*
 * The state is on the root as `data-state` (`idle`, `submitting`); the controls say the rest (the field read-only,
 * the radios disabled, the button busy). The system's short form (primitives/styles/forms.ts), with the roles.
 */

export const root = shortFormRoot('32rem');
export const title = shortFormTitle;
export const form = shortFormBody;
export const lead = shortFormLead;
export const alert = shortFormAlert;

/** Where the last invitation went, inside the always-mounted status region, bringing its space as the alert does. */
export const sent = shortFormAlert;

export const address = css({ fontWeight: theme.font.weightBold });

export const field = shortFormField;

/** A role: its radio row, and what it may do under the label. */
export const option = css({ display: 'grid' });

/** In line with the radio's label: the radio's width and the row's gap in. */
export const description = css({
  margin: 0,
  marginBlockStart: `calc(-1 * ${theme.space[2]})`,
  paddingInlineStart: `calc(1.25rem + ${theme.space[2]})`,
  color: theme.color.textMuted,
  fontSize: theme.font.sizeSm,
  textWrap: 'pretty',
  '[disabled] &': { opacity: 0.6 },
});

export const submit = shortFormSubmit;
