import {
  grantStaffEndpoint,
  revokeStaffEndpoint,
  secondFactorConfirmEndpoint,
  secondFactorSetupEndpoint,
  staffMembersEndpoint,
} from '@clipmarket/core';
import type { FastifyInstance } from 'fastify';
import { requestTokens } from '../http/session-cookie';
import { route } from '../http/route';
import type { StaffService } from './staff-service';

/**
 * Two-step sign-in set-up (every account may; staff powers need it) and the staff administrators' grants
 * (docs/adr/0056-staff-access-by-grant-and-second-factor.md): each route calls the staff service.
 */
export function staffRoutes(app: FastifyInstance, staff: StaffService): void {
  route(app, secondFactorSetupEndpoint, ({ request }) => staff.setUpSecondFactor(request.user!));

  route(app, secondFactorConfirmEndpoint, ({ body, request }) =>
    staff.confirmSecondFactor(request.user!, body.code, Object.values(requestTokens(request)), request.ip),
  );

  route(app, staffMembersEndpoint, ({ request }) => staff.members(request.user!));

  route(app, grantStaffEndpoint, ({ body, request }) => staff.grant(request.user!, body.email, request.ip));

  route(app, revokeStaffEndpoint, ({ params, request }) =>
    staff.revoke(request.user!, params.userId, request.ip),
  );
}
