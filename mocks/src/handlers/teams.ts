import {
  acceptTeamInvitationEndpoint,
  createTeamBodySchema,
  createTeamEndpoint,
  inviteTeamMemberBodySchema,
  inviteTeamMemberEndpoint,
  leaveTeamEndpoint,
  removeTeamMemberEndpoint,
  renameTeamEndpoint,
  TEAM_LIMITS,
  TEAM_MESSAGES,
  teamEndpoint,
  teamInvitationPreviewEndpoint,
  updateTeamMemberBodySchema,
  updateTeamMemberEndpoint,
  withdrawTeamInvitationEndpoint,
  type InvitationPreview,
  type Team,
  type TeamRole,
} from '@clipmarket/core';
import { HttpResponse, type HttpHandler } from 'msw';
import { HISTORY_MOCK_USERNAME } from '../fixtures/playlists';
import { apiError, bodyOf, failingRoutes, invalid, pendingRoutes, queryOf, route } from './respond';

const DAY = 86_400_000;

/** An invitation link's token the mocks accept; `MOCK_USED_INVITATION_TOKEN` answers as used. */
export const MOCK_INVITATION_TOKEN = 'mock-invitation-token-0123456789abcdef';
export const MOCK_USED_INVITATION_TOKEN = 'mock-used-invitation-token-0123456789';

/** A team as its owner reads it: an owner (you), a purchaser and a member, one open invitation, two playlists. */
export function teamFixture(role: TeamRole = 'owner', now = Date.now()): Team {
  const at = (days: number) => new Date(now - days * DAY).toISOString();
  const members: Team['members'] = [
    {
      id: '1',
      name: 'Olive Producer',
      email: 'olive@northwind.example',
      role: 'owner',
      joinedAt: at(60),
      you: false,
    },
    {
      id: '2',
      name: 'Paula Finance',
      email: 'paula@northwind.example',
      role: 'purchaser',
      joinedAt: at(45),
      you: false,
    },
    {
      id: '3',
      name: 'Milo Editor',
      email: 'milo@northwind.example',
      role: 'member',
      joinedAt: at(12),
      you: false,
    },
  ];
  const own = members.find((m) => m.role === role)!;
  own.you = true;
  return {
    id: '7',
    name: 'Northwind Media',
    role,
    createdAt: at(60),
    members,
    invitations:
      role === 'owner'
        ? [
            {
              id: '21',
              email: 'edie@northwind.example',
              role: 'member',
              invitedAt: at(2),
              expiresAt: new Date(now + (TEAM_LIMITS.invitationDays - 2) * DAY).toISOString(),
            },
          ]
        : [],
    playlists: [
      {
        uuid: '5f0c7e0e-8c52-4f0b-9d3c-1c1d8f1a2b3c',
        name: 'Promo shortlist',
        ownerName: 'Milo Editor',
        videoCount: 6,
        updatedAt: at(1),
      },
      {
        uuid: '6a1d8f1f-9d63-4a1c-8e4d-2d2e9a2b3c4d',
        name: 'Storms for the reel',
        ownerName: 'Paula Finance',
        videoCount: 3,
        updatedAt: at(5),
      },
    ].filter((p) => p.ownerName !== own.name),
  };
}

/** What the mocks' invitation link invites to. */
export function invitationPreviewFixture(now = Date.now()): InvitationPreview {
  return {
    teamName: 'Northwind Media',
    invitedBy: 'Olive Producer',
    email: HISTORY_MOCK_USERNAME,
    role: 'member',
    expiresAt: new Date(now + 5 * DAY).toISOString(),
  };
}

/** The calls over one account's team (null: none yet), which creating, inviting and removing change. */
function teamRoutes(initial: Team | null): HttpHandler[] {
  let team = initial;
  let next = 100;
  const owner = () => {
    if (!team) return apiError(404, TEAM_MESSAGES.notInTeam);
    if (team.role !== 'owner') return apiError(403, TEAM_MESSAGES.ownerOnly);
    return null;
  };
  const invitation = (token: unknown) => {
    if (token === MOCK_USED_INVITATION_TOKEN) return apiError(410, TEAM_MESSAGES.invitationUsed);
    if (token !== MOCK_INVITATION_TOKEN) return apiError(404, TEAM_MESSAGES.invitationInvalid);
    return null;
  };
  return [
    route(teamEndpoint, () => HttpResponse.json({ team })),
    route(createTeamEndpoint, async ({ request }) => {
      const parsed = createTeamBodySchema.safeParse(await bodyOf(request));
      if (!parsed.success) return invalid('body', parsed.error.issues);
      if (team) return apiError(409, TEAM_MESSAGES.inTeam);
      const now = new Date().toISOString();
      team = {
        id: String(next++),
        name: parsed.data.name,
        role: 'owner',
        createdAt: now,
        members: [
          {
            id: String(next++),
            name: 'Ada Okafor',
            email: HISTORY_MOCK_USERNAME,
            role: 'owner',
            joinedAt: now,
            you: true,
          },
        ],
        invitations: [],
        playlists: [],
      };
      return HttpResponse.json(team, { status: 201 });
    }),
    route(renameTeamEndpoint, async ({ request }) => {
      const refused = owner();
      if (refused) return refused;
      const parsed = createTeamBodySchema.safeParse(await bodyOf(request));
      if (!parsed.success) return invalid('body', parsed.error.issues);
      team = { ...team!, name: parsed.data.name };
      return HttpResponse.json(team);
    }),
    route(leaveTeamEndpoint, () => {
      if (!team) return apiError(404, TEAM_MESSAGES.notInTeam);
      if (team.role === 'owner' && team.members.length > 1) return apiError(409, TEAM_MESSAGES.ownerStays);
      team = null;
      return new HttpResponse(null, { status: 204 });
    }),
    route(inviteTeamMemberEndpoint, async ({ request }) => {
      const refused = owner();
      if (refused) return refused;
      const parsed = inviteTeamMemberBodySchema.safeParse(await bodyOf(request));
      if (!parsed.success) return invalid('body', parsed.error.issues);
      const { email, role } = parsed.data;
      if (team!.members.some((m) => m.email === email)) return apiError(409, TEAM_MESSAGES.alreadyMember);
      if (team!.invitations.some((i) => i.email === email))
        return apiError(409, TEAM_MESSAGES.alreadyInvited);
      if (team!.members.length + team!.invitations.length >= TEAM_LIMITS.seats)
        return apiError(400, TEAM_MESSAGES.full);
      const now = Date.now();
      const made = {
        id: String(next++),
        email,
        role,
        invitedAt: new Date(now).toISOString(),
        expiresAt: new Date(now + TEAM_LIMITS.invitationDays * DAY).toISOString(),
      };
      team = { ...team!, invitations: [...team!.invitations, made] };
      return HttpResponse.json(made, { status: 201 });
    }),
    route(withdrawTeamInvitationEndpoint, ({ params }) => {
      const refused = owner();
      if (refused) return refused;
      if (!team!.invitations.some((i) => i.id === params.invitationId))
        return apiError(404, TEAM_MESSAGES.invitationMissing);
      team = { ...team!, invitations: team!.invitations.filter((i) => i.id !== params.invitationId) };
      return new HttpResponse(null, { status: 204 });
    }),
    route(updateTeamMemberEndpoint, async ({ request, params }) => {
      const refused = owner();
      if (refused) return refused;
      const parsed = updateTeamMemberBodySchema.safeParse(await bodyOf(request));
      if (!parsed.success) return invalid('body', parsed.error.issues);
      const member = team!.members.find((m) => m.id === params.memberId);
      if (!member) return apiError(404, TEAM_MESSAGES.memberMissing);
      if (member.you) return apiError(409, TEAM_MESSAGES.ownerStays);
      const role = parsed.data.role;
      const members = team!.members.map((m) => {
        if (m.id === member.id) return { ...m, role };
        if (m.you && role === 'owner') return { ...m, role: 'purchaser' as const };
        return m;
      });
      team = { ...team!, members, role: role === 'owner' ? 'purchaser' : team!.role };
      if (team.role !== 'owner') team = { ...team, invitations: [] };
      return HttpResponse.json(team);
    }),
    route(removeTeamMemberEndpoint, ({ params }) => {
      const refused = owner();
      if (refused) return refused;
      const member = team!.members.find((m) => m.id === params.memberId);
      if (!member) return apiError(404, TEAM_MESSAGES.memberMissing);
      if (member.you) return apiError(409, TEAM_MESSAGES.ownerStays);
      team = { ...team!, members: team!.members.filter((m) => m.id !== member.id) };
      return new HttpResponse(null, { status: 204 });
    }),
    route(teamInvitationPreviewEndpoint, ({ request }) => {
      return invitation(queryOf(request).token) ?? HttpResponse.json(invitationPreviewFixture());
    }),
    route(acceptTeamInvitationEndpoint, async ({ request }) => {
      const refused = invitation(((await bodyOf(request)) as { token?: unknown } | null)?.token);
      if (refused) return refused;
      if (team) return apiError(409, TEAM_MESSAGES.inTeam);
      team = teamFixture('member');
      return HttpResponse.json(team);
    }),
  ];
}

const ALL = [
  teamEndpoint,
  createTeamEndpoint,
  renameTeamEndpoint,
  leaveTeamEndpoint,
  inviteTeamMemberEndpoint,
  withdrawTeamInvitationEndpoint,
  updateTeamMemberEndpoint,
  removeTeamMemberEndpoint,
  teamInvitationPreviewEndpoint,
  acceptTeamInvitationEndpoint,
];

/** Team accounts (ADR 92). Each factory starts from its own team. */
export const teamHandlers = {
  /** The account is in no team (it can create one, or accept the mocks' invitation). */
  none: () => teamRoutes(null),
  /** The account owns Northwind Media: a purchaser, a member, an open invitation, their playlists. */
  owner: () => teamRoutes(teamFixture('owner')),
  /** The account is a member of Northwind Media. */
  member: () => teamRoutes(teamFixture('member')),
  /** Every call answers 500. */
  failing: () => failingRoutes(ALL),
  /** No call ever answers. */
  loading: () => pendingRoutes(ALL),
};
