import { lazyPage, type PageRoutes } from '../../lazyPage';

const Team = lazyPage(() => import('./TeamPage'));
const TeamInvitation = lazyPage(() => import('./TeamInvitationPage'));

/** The account's team (ADR 92), and the page an invitation's mail links to. */
export const teamRoutes = {
  team: Team,
  teamInvitation: TeamInvitation,
} satisfies PageRoutes;
