import { TEAM_MESSAGES } from '@clipmarket/core';

/**
 * The words of the form that creates a team (issue 33, item 1; ADR 92). The empty name's message is core's, as the
 * server says it; the rest of the wording is ours.
 */
export const CREATE_TEAM_FORM_TEXT = {
  /** The heading, which names the form. */
  title: 'Create a team',
  lead: 'Create a team to invite colleagues: purchasers license clips for everyone, members shortlist them, and a licence bought by one covers the team.',
  name: 'Company or team name',
  submit: 'Create team',
  /** Read aloud while the call runs (the button shows a spinner). */
  submitting: 'Creating the team…',
  errors: { name: TEAM_MESSAGES.nameEmpty },
} as const;
