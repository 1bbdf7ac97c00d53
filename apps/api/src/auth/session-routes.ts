import {
  SESSION_MESSAGES,
  accountSessionRevokeEndpoint,
  accountSessionsEndpoint,
  accountSessionsRevokeOthersEndpoint,
  registrationCompleteEndpoint,
} from '@clipmarket/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { clearSessionCookie, requestTokens, setSessionCookie } from '../http/session-cookie';
import { route } from '../http/route';
import type { AccountSessions } from './account-sessions';
import type { AuthService, IssuedSession } from './service';

/** What a new session is noted as: the browser and the network of the request that opened it. */
export function describeSession(
  sessions: AccountSessions,
  request: FastifyRequest,
  session: IssuedSession,
): Promise<void> {
  return sessions.describe(session.token, { userAgent: request.headers['user-agent'], ip: request.ip });
}

/** Sets a just-issued session as this client's, ending whatever session the client had (as login does). */
async function signIn(
  service: AuthService,
  sessions: AccountSessions,
  request: FastifyRequest,
  reply: FastifyReply,
  session: IssuedSession,
): Promise<void> {
  await describeSession(sessions, request, session);
  await service.logout(Object.values(requestTokens(request)));
  setSessionCookie(request, reply, session.token, session.expiresAt);
}

/**
 * The account area's sessions and finishing a registration by its link (contract in
 * packages/core/src/contract/accountSessions.ts, ADR 57).
 */
export function accountSessionRoutes(
  app: FastifyInstance,
  service: AuthService,
  sessions: AccountSessions,
): void {
  route(app, accountSessionsEndpoint, async ({ request }) => {
    const { bearer, cookie } = requestTokens(request);
    return { data: await sessions.list(request.user!.id, [bearer, cookie]) };
  });

  route(app, accountSessionRevokeEndpoint, async ({ params, request, reply }) => {
    await sessions.revoke(request.user!.id, params.id);
    // Signing out this very session from the list: the cookie goes too, as at logout.
    const { bearer, cookie } = requestTokens(request);
    const stillIn = await service.firstSession([bearer, cookie]);
    if (!stillIn && cookie) clearSessionCookie(request, reply);
  });

  route(app, accountSessionsRevokeOthersEndpoint, async ({ request }) => {
    const { bearer, cookie } = requestTokens(request);
    const revoked = await sessions.revokeOthers(request.user!.id, [bearer, cookie]);
    return { message: SESSION_MESSAGES.otherSessionsEnded, revoked };
  });

  route(app, registrationCompleteEndpoint, async ({ params, request, reply }) => {
    const session = await service.completeRegistration(params.id, request.ip);
    await signIn(service, sessions, request, reply, session);
    return { authenticationDetails: session.response };
  });
}
