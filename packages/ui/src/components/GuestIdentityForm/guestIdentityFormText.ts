import { SHARE_LIMITS } from '@clipmarket/core';

/** Longest name a guest may give (core's rule, which the server holds too). */
export const GUEST_NAME_MAX = SHARE_LIMITS.nameMax;

/** The message that replaces the form once the link is sent, around the address (shown in bold). */
const sent = {
  before: 'We sent a link to ',
  after: '. Open it on this device to see the playlist.',
} as const;

/**
 * The words of the form where a guest of a shared playlist says who they are (client approvals): before their
 * first decision, or to open a playlist shared with named people only. The wording is ours.
 */
export const GUEST_IDENTITY_FORM_TEXT = {
  /** The heading, for a playlist anyone with the link may open, and for one shared with named people only. */
  title: { open: 'Who is reviewing?', restricted: 'This playlist is shared with named people' },
  lead: {
    open: 'Your name and e-mail go with your decisions, so the person who shared this playlist knows who approved what.',
    restricted:
      'Enter your e-mail address. If it is one this playlist was shared with, we will send you a link that opens it.',
  },
  name: 'Your name',
  email: 'E-mail',
  submit: { open: 'Start reviewing', restricted: 'Send me a link' },
  /** Read aloud while the call runs (the button shows a spinner). */
  submitting: { open: 'Starting your review…', restricted: 'Sending the link…' },
  errors: {
    name: 'Enter your name.',
    email: 'Enter an e-mail address like name@example.com.',
  },
  sent,
  /** The same message as one string: 'We sent a link to ana@example.com. Open it on this device to see the playlist.' */
  sentMessage: (email: string): string => `${sent.before}${email}${sent.after}`,
} as const;
