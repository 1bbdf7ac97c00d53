// Teams' roles, limits and messages, free of the schemas so browser code (the team page, the invitation page,
// the checkout's refusal) can read them without the schema library (re-exported by ./teams).

/** A member's role: what they may do for the team (ADR 92). */
export const TEAM_ROLES = ['owner', 'purchaser', 'member'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/** The roles an invitation may give: a team has one owner, its creator. */
export const INVITED_ROLES = ['purchaser', 'member'] as const satisfies readonly TeamRole[];
export type InvitedRole = (typeof INVITED_ROLES)[number];

/**
 * What each role may do. Every member sees and comments on the team's playlists and downloads the footage of
 * the team's licences (a licence bought by one member covers the team); owner and purchasers check out and read
 * the team's licences, certificates, orders and usage declarations; the owner alone invites, changes roles and
 * removes.
 */
export const TEAM_POWERS = {
  owner: { manage: true, purchase: true },
  purchaser: { manage: false, purchase: true },
  member: { manage: false, purchase: false },
} as const satisfies Record<TeamRole, { manage: boolean; purchase: boolean }>;

/** Whether a role may check out and read the team's licences and usage. */
export const canPurchase = (role: TeamRole | null | undefined): boolean =>
  !role || TEAM_POWERS[role].purchase;

export const TEAM_LIMITS = {
  /** Characters of a team's name. */
  nameMax: 80,
  /** Members and open invitations of one team together. */
  seats: 50,
  /** Days an invitation link works. */
  invitationDays: 7,
  /** Invitation mails a team may send in 24 hours, withdrawn ones included (no mail flood by withdraw and resend). */
  invitationsPerDay: 50,
  /** Invitation mails one address may get from one team in 24 hours. */
  invitationsPerAddressPerDay: 3,
} as const;

export const TEAM_ROLE_LABELS: Record<TeamRole, string> = {
  owner: 'Owner',
  purchaser: 'Purchaser',
  member: 'Member',
};

/** One line on what each role may do, as the team page and the invitation say it. */
export const TEAM_ROLE_DESCRIPTIONS: Record<TeamRole, string> = {
  owner: 'Invites and removes members, licenses clips, and sees every licence and usage declaration.',
  purchaser: "Licenses clips, and sees the team's licences, certificates and usage declarations.",
  member: "Shortlists clips, comments on colleagues' playlists, and downloads footage the team has licensed.",
};

export const TEAM_MESSAGES = {
  nameEmpty: 'Give the team a name.',
  nameOneLine: 'Write the name on one line.',
  inTeam: 'You are already in a team. Leave it before you create or join another.',
  notInTeam: 'You are not in a team.',
  ownerOnly: "Only the team's owner can do that.",
  full: `A team has at most ${TEAM_LIMITS.seats} members and open invitations together. Remove one to invite another.`,
  alreadyMember: 'That person is already in your team.',
  alreadyInvited: 'That address has an open invitation. Withdraw it to send a new one.',
  invitationsToday: `Your team has sent ${TEAM_LIMITS.invitationsPerDay} invitations in the last 24 hours, the most it may. Try again tomorrow.`,
  invitationsToAddress: `That address has had ${TEAM_LIMITS.invitationsPerAddressPerDay} invitations from your team in the last 24 hours. Try again tomorrow.`,
  invitationMissing: 'No open invitation of your team has that id.',
  memberMissing: 'No member of your team has that id.',
  ownerStays: 'The owner stays in the team. To end it, remove every member first and then leave.',
  invitationInvalid: 'This invitation link is not valid. Ask the team for a new one.',
  invitationUsed: 'This invitation has already been used. Ask the team for a new one.',
  invitationExpired: 'This invitation has expired. Ask the team for a new one.',
  invitationWithdrawn: 'This invitation was withdrawn by the team.',
  invitationOtherAddress:
    'This invitation was sent to another e-mail address. Sign in with the address it was sent to.',
  checkoutRole: "Only your team's owner and purchasers can license clips. Ask one of them to check out.",
} as const;
