import {
  AUTH_MESSAGES,
  devOutboxEndpoint,
  emailVerificationEndpoint,
  emailVerificationRequestEndpoint,
  loginEndpoint,
  logoutEndpoint,
  passwordChangeEndpoint,
  passwordResetCheckEndpoint,
  passwordResetEndpoint,
  passwordResetRequestEndpoint,
  profileEndpoint,
  registerEndpoint,
  SESSION_MESSAGES,
  validateEndpoint,
} from '@clipmarket/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { UserResolver } from '../http/auth-types';
import { clearSessionCookie, requestTokens, setSessionCookie } from '../http/session-cookie';
import { httpError } from '../http/errors';
import { route } from '../http/route';
import type { AccountSessions } from './account-sessions';
import { namesLoopbackHost } from '../http/loopback-host';
import { loadAuthConfig, type AuthConfig } from './config';
import { createAuthService, type AuthService } from './service';
import { accountSessionRoutes, describeSession } from './session-routes';
import { staffRoutes } from './staff-routes';
import type { StaffService } from './staff-service';

/** The resolver `buildApp` uses to fill `request.user` from a bearer token or the session cookie. */
export function createUserResolver(db: Kysely<DB>, config: AuthConfig = loadAuthConfig()): UserResolver {
  return createAuthService(db, { config }).resolveUser;
}

/** What the auth routes serve from (compose.ts). */
export interface AuthRouteServices {
  config: AuthConfig;
  service: AuthService;
  accountSessions: AccountSessions;
  staff: StaffService;
}

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

/**
 * Did the request come from this machine? Both the socket's peer and the client address Fastify derives must be
 * loopback: `X-Forwarded-For` cannot make a remote peer look local, and a trusted proxy on this machine that
 * forwards a remote client does not make that client local either.
 */
export function fromLoopback(request: FastifyRequest): boolean {
  const peer = request.socket.remoteAddress ?? '';
  return LOOPBACK.test(peer) && LOOPBACK.test(request.ip);
}

/**
 * Auth and profile (contract in packages/core/src/contract/auth.ts): login, logout, validate, profile,
 * registration, password reset, and in development the mail outbox.
 */
export function authRoutes(
  app: FastifyInstance,
  { config, service, accountSessions, staff }: AuthRouteServices,
): void {
  accountSessionRoutes(app, service, accountSessions);

  route(app, loginEndpoint, async ({ body, request, reply }) => {
    const session = await service.login(body.username, body.password, request.ip, body.code);
    await describeSession(accountSessions, request, session);
    // A new session replaces the one this client had: a token planted before sign-in (session fixation) or
    // left from another account stops working.
    await service.logout(Object.values(requestTokens(request)));
    setSessionCookie(request, reply, session.token, session.expiresAt);
    return session.response;
  });

  route(app, logoutEndpoint, async ({ request, reply }) => {
    const { bearer, cookie } = requestTokens(request);
    await service.logout([bearer, cookie]);
    clearSessionCookie(request, reply);
    // A shared computer keeps nothing of the signed-in user: the browser drops whatever it cached for this
    // site (ASVS V14.3.1). Not "storage": the visitor's consent and recent searches are the browser's, not the
    // account's, and the web app empties its own in-memory data on sign-out.
    void reply.header('clear-site-data', '"cache"');
  });

  route(app, validateEndpoint, async ({ request, reply }) => {
    const { bearer, cookie } = requestTokens(request);
    const found = await service.firstSession([bearer, cookie]);
    if (!found) {
      // The web app cannot remove an HttpOnly cookie itself (spec section 4: a failed validation removes it).
      if (cookie) clearSessionCookie(request, reply);
      throw httpError(401, AUTH_MESSAGES.signInRequired);
    }
    return service.sessionData(found.user, found.expiresAt);
  });

  route(app, profileEndpoint, async ({ request }) => {
    const profile = await service.profile(request.user!.id, request.user!.staff);
    if (!profile) throw httpError(401, AUTH_MESSAGES.signInRequired);
    return profile;
  });

  route(app, registerEndpoint, async ({ body, request }) => {
    // The same answer for a new and a taken address; nobody is signed in (ADR 57).
    await service.register(body, request.ip);
    return { message: SESSION_MESSAGES.registrationMailed };
  });

  route(app, passwordResetRequestEndpoint, async ({ body, request }) => {
    await service.requestPasswordReset(body.email, request.ip);
    return { message: AUTH_MESSAGES.resetRequested };
  });

  route(app, passwordResetCheckEndpoint, async ({ params }) => {
    const { expiresAt } = await service.checkPasswordReset(params.id);
    return { valid: true as const, expiresAt: expiresAt.toISOString() };
  });

  route(app, passwordResetEndpoint, async ({ params, body, request }) => {
    await service.resetPassword(params.id, body.password, request.ip);
  });

  route(app, passwordChangeEndpoint, async ({ body, request }) => {
    const { bearer, cookie } = requestTokens(request);
    await service.changePassword({
      userId: request.user!.id,
      currentPassword: body.currentPassword,
      newPassword: body.newPassword,
      keepTokens: [bearer, cookie],
      clientAddress: request.ip,
    });
    return { message: AUTH_MESSAGES.passwordChanged };
  });

  route(app, emailVerificationRequestEndpoint, async ({ request }) => {
    await service.requestEmailVerification(request.user!.id, request.ip);
    return { message: AUTH_MESSAGES.verificationSent };
  });

  route(app, emailVerificationEndpoint, async ({ params, body, request }) => {
    const { bearer, cookie } = requestTokens(request);
    return service.verifyEmail(
      params.id,
      { sessionTokens: [bearer, cookie], password: body?.password },
      request.ip,
    );
  });

  // Two-step sign-in and staff grants (ADR 56).
  staffRoutes(app, staff);

  if (config.devOutbox) {
    // Every user's reset and verification links are in the outbox: only this machine may read it, even in
    // development (a dev server is often reachable from the local network), and only under this machine's
    // own name (a DNS-rebinding page reaches it from loopback under its own: http/loopback-host.ts). Others get
    // the app's 404.
    void app.register(async (scope) => {
      scope.addHook('onRequest', async (request, reply) => {
        if (!fromLoopback(request) || !namesLoopbackHost(request)) return reply.callNotFound();
      });
      route(scope, devOutboxEndpoint, async ({ query }) => ({
        data: await service.outbox(query.to, query.max),
      }));
    });
  }
}
