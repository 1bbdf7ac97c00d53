import { teamEndpoints as e } from '@clipmarket/core';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/route';
import type { TeamService } from './service';

export interface TeamOptions {
  /** The clock of invitations' expiry. @default () => new Date() */
  now?: () => Date;
}

declare module '../app-options' {
  interface AppOptions {
    /** Team accounts (teams/); tests give a clock here. */
    teams?: TeamOptions;
  }
}

/** The teams' calls (contract: core's teams.ts; ADR 92). The service checks the caller's role on each. */
export function teamRoutes(app: FastifyInstance, service: TeamService): void {
  route(app, e.team, ({ request }) => service.get(request.user!));
  route(app, e.create, ({ request, body }) => service.create(request.user!, body.name));
  route(app, e.rename, ({ request, body }) => service.rename(request.user!, body.name));
  route(app, e.leave, ({ request }) => service.leave(request.user!));
  route(app, e.invite, ({ request, body }) => service.invite(request.user!, body));
  route(app, e.withdraw, ({ request, params }) => service.withdraw(request.user!, params.invitationId));
  route(app, e.updateMember, ({ request, params, body }) =>
    service.updateMember(request.user!, params.memberId, body.role),
  );
  route(app, e.removeMember, ({ request, params }) => service.removeMember(request.user!, params.memberId));
  route(app, e.preview, ({ query }) => service.preview(query.token));
  route(app, e.accept, ({ request, body }) => service.accept(request.user!, body.token));
}
