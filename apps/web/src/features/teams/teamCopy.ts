import { TEAM_LIMITS } from '@clipmarket/core';

/** The team pages' words (ADR 92). Roles' names and what each may do are core's (`TEAM_ROLE_LABELS`, …). */
export const TEAM_COPY = {
  heading: 'Team',
  lead: 'License, shortlist and download together: a licence a purchaser buys covers everyone in the team.',
  signInReason: 'to see your team',
  loading: 'Loading your team…',
  loadFailed: 'Your team could not be loaded.',
  retry: 'Try again',
  yourRole: (role: string): string =>
    `You are ${role === 'Owner' ? 'the' : 'a'} ${role.toLowerCase()} of this team.`,
  membersHeading: 'Members',
  inviteHeading: 'Invite a colleague',
  inviteLead: `They get an e-mail with a link that works once, for ${TEAM_LIMITS.invitationDays} days, for the address you enter.`,
  playlistsHeading: "Your colleagues' playlists",
  playlistsEmpty: 'Playlists your colleagues make show here, for you to open, comment on and copy.',
  playlistMeta: (owner: string, count: number): string =>
    `${owner} · ${count} ${count === 1 ? 'clip' : 'clips'}`,
  renameLabel: 'Team name',
  leave: 'Leave the team',
  leaveOwnerAlone: 'End the team',
  leaveConfirm: 'Leave the team? You lose its playlists and licences at once.',
  endConfirm: 'End the team? Its licences go back to the people who bought them.',
  confirm: 'Yes, leave',
  confirmEnd: 'Yes, end it',
  cancel: 'Cancel',
  left: 'You left the team.',
  ended: 'The team has ended.',
  created: (name: string): string => `${name} is ready. Invite your colleagues.`,
  removed: (name: string): string => `${name} was removed from the team.`,
  roleChanged: (name: string, role: string): string =>
    `${name} is now ${role === 'Owner' ? 'the' : 'a'} ${role.toLowerCase()}.`,
  withdrawn: (email: string): string => `The invitation to ${email} was withdrawn.`,
  changeFailed: 'That change could not be made. Please try again.',
  invitation: {
    heading: 'Team invitation',
    checking: 'Checking the invitation…',
    failed: 'The invitation could not be checked. Please try again.',
    joined: (team: string): string => `You joined ${team}.`,
    toTeam: 'Go to your team',
  },
} as const;
