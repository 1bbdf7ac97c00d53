import { ApiRequestError, MESSAGES, type InvitedRole, type Team, type TeamRole } from '@clipmarket/core';
import { routes } from '@clipmarket/core/routes';
import useSWR, { useSWRConfig } from 'swr';
import { call } from '../../api/client';

/** The team's SWR key, in the shape of `api/keys.ts` (the resource's name first). */
export const teamKeys = { mine: () => ['team'] as const };

/** The signed-in account's team (null: none), once signed in. */
export function useTeam(signedIn: boolean) {
  return useSWR(signedIn ? teamKeys.mine() : null, () => call(routes.teamEndpoint));
}

/** The server's message of a refused change (4xx), else the generic one. */
export function teamFailure(error: unknown): string {
  if (error instanceof ApiRequestError && error.status < 500)
    return error.body.messages?.map((m) => m.replace(/^[\w.]+: /, '')).join(' ') || error.body.message;
  return MESSAGES.serverError;
}

/** The team's calls; each answer (or a read after it) becomes the page's team. */
export function useTeamActions() {
  const { mutate } = useSWRConfig();
  const set = (team: Team | null) => mutate(teamKeys.mine(), { team }, { revalidate: false });
  const refresh = () => mutate(teamKeys.mine());
  return {
    async create(name: string) {
      const team = await call(routes.createTeamEndpoint, { body: { name } });
      await set(team);
      return team;
    },
    async invite(email: string, role: InvitedRole) {
      const made = await call(routes.inviteTeamMemberEndpoint, { body: { email, role } });
      await refresh();
      return made;
    },
    async withdraw(invitationId: string) {
      await call(routes.withdrawTeamInvitationEndpoint, { params: { invitationId } });
      await refresh();
    },
    async setRole(memberId: string, role: TeamRole) {
      await set(await call(routes.updateTeamMemberEndpoint, { params: { memberId }, body: { role } }));
    },
    async remove(memberId: string) {
      await call(routes.removeTeamMemberEndpoint, { params: { memberId } });
      await refresh();
    },
    async leave() {
      await call(routes.leaveTeamEndpoint);
      await set(null);
    },
    async accept(token: string) {
      const team = await call(routes.acceptTeamInvitationEndpoint, { body: { token } });
      await set(team);
      return team;
    },
  };
}
