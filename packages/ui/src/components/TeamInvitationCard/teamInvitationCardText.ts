import { TEAM_MESSAGES } from '@clipmarket/core';

/** The words between who invited, the address (shown in bold) and the role's name. */
const invitedParts = { invited: ' invited ', as: ' as a ', end: '.' } as const;

/** The line for a signed-out visitor, around the invited address (shown in bold). */
const signedOut = { before: 'Sign in or create an account with ', after: ' to accept.' } as const;

/**
 * The words of the invitation page (issue 33, item 1; ADR 92). The wrong address's message is core's, as the server
 * says it; the roles' names and what each may do are core's `TEAM_ROLE_LABELS` and `TEAM_ROLE_DESCRIPTIONS`. The
 * rest of the wording is ours.
 */
export const TEAM_INVITATION_CARD_TEXT = {
  /** The heading: 'Join Northwind Films on Clipmarket'. */
  title: (teamName: string): string => `Join ${teamName} on Clipmarket`,
  /** The heading while the invitation is read, or when it cannot be used. */
  titleUnavailable: 'Team invitation',
  loading: 'Loading the invitation…',
  /** Who invited whom as what: 'Ana Ortiz invited dana@northwind.example as a Purchaser.' (the address in bold). */
  invited: (invitedBy: string, email: string, role: string): string =>
    `${invitedBy}${invitedParts.invited}${email}${invitedParts.as}${role}${invitedParts.end}`,
  invitedParts,
  /** What joining shares, said before the invitee joins (ADR 92). */
  shared:
    'In the team, your colleagues see and comment on your playlists, and its owner and purchasers see your usage declarations.',
  /** Before the invitation's last day (shown in a `<time>`), and after it. */
  untilBefore: 'The invitation works until ',
  untilAfter: '.',
  signedOut,
  /** The signed-out line as one string. */
  signedOutMessage: (email: string): string => `${signedOut.before}${email}${signedOut.after}`,
  signIn: 'Sign in to accept',
  register: 'Create an account',
  /** The invitee's button: 'Join Northwind Films'. */
  join: (teamName: string): string => `Join ${teamName}`,
  /** Read aloud while the call runs (the button shows a spinner). */
  joining: (teamName: string): string => `Joining ${teamName}…`,
  /** Signed in with another address. */
  otherAddress: TEAM_MESSAGES.invitationOtherAddress,
  /** The link for a visitor signed in with another address: 'Sign in as dana@northwind.example'. */
  signInAs: (email: string): string => `Sign in as ${email}`,
} as const;
