// The account types the auth service and registration share, apart from both: registration is built by the
// service and answers in these types, so it imports them from here, not from the service (no import cycle,
// ADR 62). The service re-exports them.
import type { LoginResponse } from '@clipmarket/core';
import type { AuthUser } from '../http/auth-types';

export interface NewAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  company: string | null;
  termsAccepted: boolean;
  marketingAccepted: boolean;
}

/** A session just issued: the token (shown once, never stored) and what login answers. */
export interface IssuedSession {
  token: string;
  expiresAt: Date;
  response: LoginResponse;
}

/** A signed-in user as the auth module sees it: the request's user, and whether the address is verified. */
export interface AccountUser extends AuthUser {
  emailVerified: boolean;
}

/**
 * What the security log records (docs/adr/0018-account-security.md). Never a token, a reset or verification
 * id, a password or an e-mail address: the account is named by its id, the client by its address.
 */
export interface SecurityEvent {
  event:
    | 'login.success'
    | 'login.failure'
    | 'rate-limit.refused'
    | 'register.started'
    | 'register.success'
    | 'register.refused'
    | 'password-reset.requested'
    | 'password-reset.completed'
    | 'password.changed'
    | 'password.change-failed'
    | 'email-verification.sent'
    | 'email-verification.completed'
    | 'staff.granted'
    | 'staff.revoked'
    | 'second-factor.enabled';
  /** The account concerned, when there is one. */
  userId?: string;
  /** The client's address (Fastify's `request.ip`). */
  ip?: string;
  /** What was refused or how it happened, e.g. 'login' for a rate limit, 'unknown-account' for a failure. */
  detail?: string;
  /** Sessions revoked by a password change or reset. */
  revokedSessions?: number;
}
