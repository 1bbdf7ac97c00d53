import { PAGES, type InvitationPreview } from '@clipmarket/core';

/*
 * What invitation links invite to, for the card's stories, as the invitation page reads them from
 * `GET /api/team-invitation`. The times are UTC; the card writes the last day in UTC too.
 */

/** Ana, Northwind Films' owner, invited Dana as a purchaser. */
export const invitationPreviewFixture: InvitationPreview = {
  teamName: 'Northwind Films',
  invitedBy: 'Ana Ortiz',
  email: 'dana@northwind.example',
  role: 'purchaser',
  expiresAt: '2026-12-12T08:00:00Z',
};

/** The same team, inviting a member. */
export const invitationPreviewMemberFixture: InvitationPreview = {
  ...invitationPreviewFixture,
  email: 'eli.freelance@mail.example',
  role: 'member',
  expiresAt: '2026-12-13T23:30:00Z',
};

/** A long team name and an address that has no place to break. */
export const invitationPreviewLongFixture: InvitationPreview = {
  teamName: 'International Broadcasting Corporation — Acquisitions and Licensing Department',
  invitedBy: 'Maximilian Alexander von Hohenberg-Castellanos',
  email: 'acquisitions-and-licensing-department@international-broadcasting.example',
  role: 'member',
  expiresAt: '2026-12-12T08:00:00Z',
};

/** The invitation page of the stories' link, as the app builds it. */
const invitationPage = PAGES.teamInvitation.href({ token: 'k3J9x_Qw7mZt2LpR8vNc4Yd' });

/** Signing in, then back to the invitation. */
export const invitationSignInHref = PAGES.login.href({ next: invitationPage });

/** Creating an account, then back to the invitation. */
export const invitationRegisterHref = PAGES.register.href({ next: invitationPage });
