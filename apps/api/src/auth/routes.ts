import {
  AUTH_MESSAGES,
  devOutboxEndpoint,
  loginEndpoint,
  logoutEndpoint,
  passwordResetCheckEndpoint,
  passwordResetEndpoint,
  passwordResetRequestEndpoint,
  profileEndpoint,
  registerEndpoint,
  validateEndpoint,
} from '@clipmarket/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { SESSION_COOKIE, type UserResolver } from '../http/auth-types';
import { httpError } from '../http/errors';
import { route } from '../http/route';
import { loadAuthConfig, type AuthConfig } from './config';
import { createAuthService, type AuthService, type IssuedSession } from './service';

/** The credentials a request carries: a bearer token and the session cookie (either may be missing). */
export function requestTokens(request: FastifyRequest): { bearer: string | null; cookie: string | null } {
  const header = request.headers.authorization;
  const bearer = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() || null : null;
  return { bearer, cookie: request.cookies[SESSION_COOKIE] ?? null };
}

function cookieBase(request: FastifyRequest) {
  return { httpOnly: true, sameSite: 'lax' as const, path: '/', secure: request.protocol === 'https' };
}

/** Sets the HttpOnly session cookie for a new session (same lifetime as the token). */
function setSessionCookie(request: FastifyRequest, reply: FastifyReply, session: IssuedSession): void {
  const maxAge = Math.max(0, Math.floor((session.expiresAt.getTime() - Date.now()) / 1000));
  reply.setCookie(SESSION_COOKIE, session.token, {
    ...cookieBase(request),
    maxAge,
    expires: session.expiresAt,
  });
}

function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, cookieBase(request));
}

/** The resolver `buildApp` uses to fill `request.user` from a bearer token or the session cookie. */
export function createUserResolver(db: Kysely<DB>, config: AuthConfig = loadAuthConfig()): UserResolver {
  return createAuthService(db, { config }).resolveUser;
}

export interface AuthRoutesOptions {
  config?: AuthConfig;
  service?: AuthService;
}

/**
 * Auth and profile (contract in packages/core/src/contract/auth.ts): login, logout, validate, profile,
 * registration, password reset, and in development the mail outbox.
 */
export function authRoutes(app: FastifyInstance, db: Kysely<DB>, options: AuthRoutesOptions = {}): void {
  const config = options.config ?? options.service?.config ?? loadAuthConfig();
  const service =
    options.service ??
    createAuthService(db, {
      config,
      onBackgroundError: (error) => app.log.error({ err: error }, 'auth background work failed'),
    });
  // Mails still being written must finish before the database closes.
  app.addHook('onClose', async () => service.settle());

  route(app, loginEndpoint, async ({ body, request, reply }) => {
    const session = await service.login(body.username, body.password, request.ip);
    setSessionCookie(request, reply, session);
    return session.response;
  });

  route(app, logoutEndpoint, async ({ request, reply }) => {
    const { bearer, cookie } = requestTokens(request);
    await service.logout([bearer, cookie]);
    clearSessionCookie(request, reply);
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
    const profile = await service.profile(request.user!.id);
    if (!profile) throw httpError(401, AUTH_MESSAGES.signInRequired);
    return profile;
  });

  route(app, registerEndpoint, async ({ body, request, reply }) => {
    const session = await service.register(body, request.ip);
    setSessionCookie(request, reply, session);
    return { authenticationDetails: session.response };
  });

  route(app, passwordResetRequestEndpoint, async ({ body, request }) => {
    await service.requestPasswordReset(body.email, request.ip);
    return { message: AUTH_MESSAGES.resetRequested };
  });

  route(app, passwordResetCheckEndpoint, async ({ params }) => {
    const { expiresAt } = await service.checkPasswordReset(params.id);
    return { valid: true as const, expiresAt: expiresAt.toISOString() };
  });

  route(app, passwordResetEndpoint, async ({ params, body }) => {
    await service.resetPassword(params.id, body.password);
  });

  if (config.devOutbox) {
    route(app, devOutboxEndpoint, async ({ query }) => ({ data: await service.outbox(query.to, query.max) }));
  }
}
