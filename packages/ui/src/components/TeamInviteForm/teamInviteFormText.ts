import { TEAM_LIMITS } from '@clipmarket/core';

/** The message once an invitation is sent, around the address (shown in bold). */
const sent = {
  before: 'Invitation sent to ',
  after: `. The link works for ${TEAM_LIMITS.invitationDays} days.`,
} as const;

/**
 * The words of the form where a team's owner invites a colleague (issue 33, item 1; ADR 92). The roles' names and
 * what each may do are core's `TEAM_ROLE_LABELS` and `TEAM_ROLE_DESCRIPTIONS`; the rest of the wording is ours.
 */
export const TEAM_INVITE_FORM_TEXT = {
  /** The heading, which names the form. */
  title: 'Invite a colleague',
  lead: `We e-mail them a link to join the team. It works for ${TEAM_LIMITS.invitationDays} days, for that address only.`,
  email: 'E-mail address',
  /** The roles' legend. */
  role: 'Role',
  submit: 'Send invitation',
  /** Read aloud while the call runs (the button shows a spinner). */
  submitting: 'Sending the invitation…',
  errors: { email: 'Enter an e-mail address like name@example.com.' },
  sent,
  /** The same message as one string: 'Invitation sent to ana@example.com. The link works for 7 days.' */
  sentMessage: (email: string): string => `${sent.before}${email}${sent.after}`,
} as const;
