import { z } from './zod';
import { endpoint } from './endpoint';
import { ENDPOINT_PATHS } from './endpointPaths';
import { EMAIL_MAX_LENGTH, isValidEmail } from './authRules';
import { INVITED_ROLES, TEAM_LIMITS, TEAM_MESSAGES, TEAM_ROLES } from './teamRules';

/**
 * Team accounts (issue 33, item 1; ADR 92). A buyer creates a team (a company name) and invites colleagues by
 * e-mail: an invitation is a single-use link that works for `TEAM_LIMITS.invitationDays` days, for the address it
 * was sent to. Roles (`TEAM_POWERS`): the owner manages the team; owner and purchasers check out and read the
 * team's licences, orders, certificates and usage; every member sees the team's playlists and downloads the
 * footage of its licences. Removing a member ends their access at once: every check reads the membership now.
 */

export * from './teamRules';

const timestamp = z.string();
const idParam = (message: string) => z.string().regex(/^\d{1,18}$/, message);

/** Line breaks and other control characters: a team's name is one line (it heads the invitation mail). */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
const CONTROL = /[\u0000-\u001f\u007f]/;

const teamName = z
  .string()
  .trim()
  .min(1, TEAM_MESSAGES.nameEmpty)
  .max(TEAM_LIMITS.nameMax, `Use at most ${TEAM_LIMITS.nameMax} characters.`)
  .refine((name) => !CONTROL.test(name), TEAM_MESSAGES.nameOneLine);

const inviteeEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH)
  .refine(isValidEmail, 'Enter an e-mail address like name@example.com.');

export const teamMemberSchema = z.object({
  /** The membership's id (not the account's). */
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(TEAM_ROLES),
  joinedAt: timestamp,
  /** The caller's own membership. */
  you: z.boolean(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(INVITED_ROLES),
  invitedAt: timestamp,
  expiresAt: timestamp,
});
export type TeamInvitation = z.infer<typeof teamInvitationSchema>;

/** A playlist of another member, which every member may open read-only. */
export const teamPlaylistSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  ownerName: z.string(),
  videoCount: z.number().int().min(0),
  updatedAt: timestamp,
});
export type TeamPlaylist = z.infer<typeof teamPlaylistSchema>;

export const teamSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The caller's role. */
  role: z.enum(TEAM_ROLES),
  createdAt: timestamp,
  members: z.array(teamMemberSchema),
  /** Open invitations: the owner's to see; empty for everyone else. */
  invitations: z.array(teamInvitationSchema),
  /** The other members' playlists, most recently changed first. */
  playlists: z.array(teamPlaylistSchema),
});
export type Team = z.infer<typeof teamSchema>;

export const teamResponseSchema = z.object({ team: teamSchema.nullable() });
export type TeamResponse = z.infer<typeof teamResponseSchema>;

export const teamEndpoint = endpoint({
  ...ENDPOINT_PATHS.teamEndpoint,
  auth: 'user',
  summary: "The caller's team, their role in it, its members and the other members' playlists (null: none)",
  tag: 'Teams',
  response: teamResponseSchema,
  errors: { 401: 'Not signed in.' },
});

export const createTeamBodySchema = z.object({ name: teamName });
export type CreateTeamBody = z.input<typeof createTeamBodySchema>;

export const createTeamEndpoint = endpoint({
  ...ENDPOINT_PATHS.createTeamEndpoint,
  auth: 'user',
  summary: 'Creates a team with the caller as its owner',
  tag: 'Teams',
  body: createTeamBodySchema,
  response: teamSchema,
  status: 201,
  errors: { 400: 'No name, or one too long.', 401: 'Not signed in.', 409: TEAM_MESSAGES.inTeam },
});

export const renameTeamEndpoint = endpoint({
  ...ENDPOINT_PATHS.renameTeamEndpoint,
  auth: 'user',
  summary: 'Renames the team (its owner only)',
  tag: 'Teams',
  body: createTeamBodySchema,
  response: teamSchema,
  errors: {
    400: 'No name, or one too long.',
    401: 'Not signed in.',
    403: TEAM_MESSAGES.ownerOnly,
    404: TEAM_MESSAGES.notInTeam,
  },
});

export const leaveTeamEndpoint = endpoint({
  ...ENDPOINT_PATHS.leaveTeamEndpoint,
  auth: 'user',
  summary: "Leaves the team; its owner, alone in it, ends it (its licences stay their buyers')",
  tag: 'Teams',
  response: z.void(),
  status: 204,
  errors: { 401: 'Not signed in.', 404: TEAM_MESSAGES.notInTeam, 409: TEAM_MESSAGES.ownerStays },
});

export const inviteTeamMemberBodySchema = z.object({ email: inviteeEmail, role: z.enum(INVITED_ROLES) });
export type InviteTeamMemberBody = z.input<typeof inviteTeamMemberBodySchema>;

export const inviteTeamMemberEndpoint = endpoint({
  ...ENDPOINT_PATHS.inviteTeamMemberEndpoint,
  auth: 'user',
  summary: 'Invites a colleague by e-mail: mails them a single-use link that works for 7 days (owner only)',
  tag: 'Teams',
  body: inviteTeamMemberBodySchema,
  response: teamInvitationSchema,
  status: 201,
  errors: {
    400: 'Not an e-mail address, a role not given by invitation, or the team is full.',
    401: 'Not signed in.',
    403: TEAM_MESSAGES.ownerOnly,
    404: TEAM_MESSAGES.notInTeam,
    409: 'The address is a member already, or has an open invitation.',
    429: 'The team sent the most invitations it may in 24 hours, or the address had the most it may.',
  },
});

export const withdrawTeamInvitationEndpoint = endpoint({
  ...ENDPOINT_PATHS.withdrawTeamInvitationEndpoint,
  auth: 'user',
  summary: 'Withdraws an open invitation: its link stops working (owner only)',
  tag: 'Teams',
  params: z.object({ invitationId: idParam(TEAM_MESSAGES.invitationMissing) }),
  response: z.void(),
  status: 204,
  errors: { 401: 'Not signed in.', 403: TEAM_MESSAGES.ownerOnly, 404: TEAM_MESSAGES.invitationMissing },
});

const memberParams = z.object({ memberId: idParam(TEAM_MESSAGES.memberMissing) });

export const updateTeamMemberBodySchema = z.object({ role: z.enum(TEAM_ROLES) });
export type UpdateTeamMemberBody = z.input<typeof updateTeamMemberBodySchema>;

export const updateTeamMemberEndpoint = endpoint({
  ...ENDPOINT_PATHS.updateTeamMemberEndpoint,
  auth: 'user',
  summary: "Changes a member's role; making one the owner makes the caller a purchaser (owner only)",
  tag: 'Teams',
  params: memberParams,
  body: updateTeamMemberBodySchema,
  response: teamSchema,
  errors: {
    400: 'Not a role.',
    401: 'Not signed in.',
    403: TEAM_MESSAGES.ownerOnly,
    404: TEAM_MESSAGES.memberMissing,
    409: TEAM_MESSAGES.ownerStays,
  },
});

export const removeTeamMemberEndpoint = endpoint({
  ...ENDPOINT_PATHS.removeTeamMemberEndpoint,
  auth: 'user',
  summary: 'Removes a member: their access to the team ends at once (owner only)',
  tag: 'Teams',
  params: memberParams,
  response: z.void(),
  status: 204,
  errors: {
    401: 'Not signed in.',
    403: TEAM_MESSAGES.ownerOnly,
    404: TEAM_MESSAGES.memberMissing,
    409: TEAM_MESSAGES.ownerStays,
  },
});

/** An invitation link's secret. */
export const teamInvitationTokenSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{20,200}$/, TEAM_MESSAGES.invitationInvalid);

export const invitationPreviewSchema = z.object({
  teamName: z.string(),
  invitedBy: z.string(),
  /** The address it was sent to: only its holder can accept it. */
  email: z.string(),
  role: z.enum(INVITED_ROLES),
  expiresAt: timestamp,
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

export const teamInvitationPreviewEndpoint = endpoint({
  ...ENDPOINT_PATHS.teamInvitationPreviewEndpoint,
  auth: 'public',
  summary: 'What an invitation link invites to (changes nothing)',
  tag: 'Teams',
  query: z.object({ token: teamInvitationTokenSchema }),
  response: invitationPreviewSchema,
  errors: {
    400: 'Not a token.',
    404: TEAM_MESSAGES.invitationInvalid,
    410: 'The invitation was used, withdrawn or has expired.',
  },
});

export const acceptTeamInvitationEndpoint = endpoint({
  ...ENDPOINT_PATHS.acceptTeamInvitationEndpoint,
  auth: 'user',
  summary: 'Joins the team of an invitation, once, as the account of the address it was sent to',
  tag: 'Teams',
  body: z.object({ token: teamInvitationTokenSchema }),
  response: teamSchema,
  errors: {
    400: 'Not a token.',
    401: 'Not signed in.',
    403: TEAM_MESSAGES.invitationOtherAddress,
    404: TEAM_MESSAGES.invitationInvalid,
    409: TEAM_MESSAGES.inTeam,
    410: 'The invitation was used, withdrawn or has expired.',
  },
});

/** Every team call, for the routes, the mocks and the suites that walk them. */
export const teamEndpoints = {
  team: teamEndpoint,
  create: createTeamEndpoint,
  rename: renameTeamEndpoint,
  leave: leaveTeamEndpoint,
  invite: inviteTeamMemberEndpoint,
  withdraw: withdrawTeamInvitationEndpoint,
  updateMember: updateTeamMemberEndpoint,
  removeMember: removeTeamMemberEndpoint,
  preview: teamInvitationPreviewEndpoint,
  accept: acceptTeamInvitationEndpoint,
} as const;
