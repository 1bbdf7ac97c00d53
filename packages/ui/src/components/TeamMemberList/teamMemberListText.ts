/*
 * A team's dates as its pages write them: '12 Dec 2026', in UTC, so a date reads the same wherever the reader is
 * (an invitation's last day is the server's, not the reader's) and the visual references do not follow the time
 * zone of the machine that takes them.
 */
const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '12 Dec 2026' for an ISO date-time, in UTC; the text as given when it is not one (format would throw). */
export function formatTeamDate(at: string): string {
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? at : dateFormat.format(date);
}

/**
 * The words of a team's members and open invitations (issue 33, item 1; ADR 92 names the roles, not this
 * wording); the roles' names are core's `TEAM_ROLE_LABELS`. The wording is ours.
 */
export const TEAM_MEMBER_LIST_TEXT = {
  /** The members list's accessible name, unless the page gives its own. */
  label: 'Team members',
  /** The caption and accessible name of the open invitations' list. */
  invitationsLabel: 'Open invitations',
  /** After the viewer's own name. */
  you: '(you)',
  /** A member's role select, named for screen readers: 'Role of Ana Ortiz'. */
  roleLabel: (name: string): string => `Role of ${name}`,
  remove: 'Remove',
  /** Remove's name, read aloud: 'Remove Ana Ortiz'. */
  removeLabel: (name: string): string => `Remove ${name}`,
  /** The question Remove asks before it removes. */
  removeQuestion: (name: string): string => `Remove ${name}? They lose access to the team at once.`,
  /** The question choosing Owner asks: there is one owner, so the viewer (the owner now) steps down. */
  ownerQuestion: (name: string): string => `Make ${name} the owner? You will become a purchaser.`,
  confirm: 'Confirm',
  cancel: 'Cancel',
  withdraw: 'Withdraw',
  /** Withdraw's name, read aloud: 'Withdraw the invitation to ana@example.com'. */
  withdrawLabel: (email: string): string => `Withdraw the invitation to ${email}`,
  /** Before an invitation's last day (shown in a `<time>`): 'Invited · expires 12 Dec 2026'. */
  invitedBefore: 'Invited · expires ',
  /** The same line as one string. */
  invited: (expiresAt: string): string => `Invited · expires ${formatTeamDate(expiresAt)}`,
} as const;
