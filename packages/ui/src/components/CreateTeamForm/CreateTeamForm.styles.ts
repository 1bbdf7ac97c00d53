import {
  shortFormAlert,
  shortFormBody,
  shortFormField,
  shortFormLead,
  shortFormRoot,
  shortFormSubmit,
  shortFormTitle,
} from '../../primitives/styles';

/*
 * The state is on the root as `data-state` (`idle`, `submitting`); the controls say the rest (the field read-only,
 * the button busy). The system's short form (primitives/styles/forms.ts).
 */

export const root = shortFormRoot('28rem');
export const title = shortFormTitle;
export const form = shortFormBody;
export const lead = shortFormLead;
export const alert = shortFormAlert;
export const field = shortFormField;
export const submit = shortFormSubmit;
