import type { TeamInvitation, TeamMember } from '@clipmarket/core';

/*
 * A team's members and open invitations, for the list's stories, as the team page reads them from `GET /api/user/team`.
 * The times are UTC; the list writes an invitation's last day in UTC too.
 */

/** The owner (the viewer), a purchaser and a member. */
export const teamMembersFixture: TeamMember[] = [
  {
    id: '1',
    name: 'Ana Ortiz',
    email: 'ana@northwind.example',
    role: 'owner',
    joinedAt: '2026-11-02T09:00:00Z',
    you: true,
  },
  {
    id: '2',
    name: 'Ben Carter',
    email: 'ben.carter@northwind.example',
    role: 'purchaser',
    joinedAt: '2026-11-20T14:30:00Z',
    you: false,
  },
  {
    id: '3',
    name: 'Chloé Martin',
    email: 'chloe@northwind.example',
    role: 'member',
    joinedAt: '2026-12-01T10:15:00Z',
    you: false,
  },
];

/** The same team as Ben, a purchaser, sees it. */
export const teamMembersAsPurchaserFixture: TeamMember[] = teamMembersFixture.map((member) => ({
  ...member,
  you: member.id === '2',
}));

/** Two invitations not yet accepted. Their ids are counted apart from the members': one is the same as Ana's. */
export const teamInvitationsFixture: TeamInvitation[] = [
  {
    id: '1',
    email: 'dana@northwind.example',
    role: 'purchaser',
    invitedAt: '2026-12-05T08:00:00Z',
    expiresAt: '2026-12-12T08:00:00Z',
  },
  {
    id: '7',
    email: 'eli.freelance@mail.example',
    role: 'member',
    invitedAt: '2026-12-06T23:30:00Z',
    // Late in the day in UTC: east of it this is already the 14th, but the list says the 13th everywhere.
    expiresAt: '2026-12-13T23:30:00Z',
  },
];

/** Long names and addresses that have no place to break. */
export const teamMembersLongFixture: TeamMember[] = [
  teamMembersFixture[0]!,
  {
    id: '4',
    name: 'Maximilian Alexander von Hohenberg-Castellanos',
    email: 'maximilian.von.hohenberg-castellanos@international-broadcasting.example',
    role: 'purchaser',
    joinedAt: '2026-11-21T09:00:00Z',
    you: false,
  },
  teamMembersFixture[2]!,
];

export const teamInvitationsLongFixture: TeamInvitation[] = [
  {
    id: '9',
    email: 'acquisitions-and-licensing-department@international-broadcasting.example',
    role: 'member',
    invitedAt: '2026-12-05T08:00:00Z',
    expiresAt: '2026-12-12T08:00:00Z',
  },
];
