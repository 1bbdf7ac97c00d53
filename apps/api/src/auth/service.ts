import {
  AUTH_MESSAGES,
  MESSAGES,
  PAGES,
  RECOGNISED_ROLES,
  type Agreement,
  type EmailVerificationResult,
  type OutboxMessage,
  type Profile,
} from '@clipmarket/core';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { UserResolver } from '../http/auth-types';
import { httpError } from '../http/errors';
import { isStaffEmail, loadAuthConfig, type AuthConfig, type RateLimit } from './config';
import { createMailer, type Mailer } from './mail';
import { passwordChangedMail } from './notices';
import { newPasswordProblems } from './password-policy';
import { createRateLimiter, type RateLimiter, type RateLimitResult } from './rate-limit';
import { clientNetwork } from '../http/client-network';
import { createRegistrations } from './registration';
import * as accounts from './repository';
import {
  hashPassword,
  hashSecret,
  isWellFormedSecret,
  newSecret,
  verifyDummyPassword,
  verifyPassword,
} from './secrets';
import {
  hasStaffPowers,
  hasSecondFactor,
  NO_STAFF_ACCESS,
  spendSecondFactor,
  staffAccessOf,
  staffGranted,
  type StaffFacts,
} from './staff';
import type { UserRow } from './tables';
import { STAFF_MESSAGES } from '@clipmarket/core';
import type { AccountUser, IssuedSession, NewAccount, SecurityEvent } from './account-types';

export type { AccountUser, IssuedSession, NewAccount, SecurityEvent };

/** The version of the terms a new account accepts. */
export const TERMS_VERSION = '2024-01';
/** The agreements a profile lists, accepted or not. */
export const AGREEMENT_KINDS = ['terms', 'marketing'] as const;

export interface SessionInfo {
  user: AccountUser;
  expiresAt: Date;
}

export interface AuthServiceOptions {
  config?: AuthConfig;
  /** The clock (tests move it). */
  now?: () => Date;
  mailer?: Mailer;
  /** Where failures of background work (reset mails) are reported. */
  onBackgroundError?: (error: unknown) => void;
  /** Receives every security event (auth/routes.ts logs them as `securityEvent`). */
  onSecurityEvent?: (event: SecurityEvent) => void;
  /** argon2id of a new account's password (secrets.ts by default; tests count the calls). */
  hashPassword?: (password: string) => Promise<string>;
}

export type AuthService = ReturnType<typeof createAuthService>;

/** Only the roles the product recognises are ever answered (spec section 1). */
export function recognisedRoles(roles: readonly string[]): string[] {
  return roles.filter((role) => (RECOGNISED_ROLES as readonly string[]).includes(role));
}

function tooMany(message: string, result: RateLimitResult) {
  return httpError(429, message, { headers: { 'retry-after': String(result.retryAfterSeconds) } });
}

/**
 * Accounts, sessions and password reset (docs/adr/0009-auth-sessions.md). Tokens and reset ids are 256-bit
 * random secrets stored only as SHA-256 hashes; passwords are argon2id. Errors are `httpError`s carrying the
 * answer the client gets.
 */
export function createAuthService(db: Kysely<DB>, options: AuthServiceOptions = {}) {
  const config = options.config ?? loadAuthConfig();
  const now = options.now ?? (() => new Date());
  const mailer = options.mailer ?? createMailer(db, config);
  const limiter: RateLimiter = createRateLimiter(db, now);
  const background = new Set<Promise<void>>();
  const onBackgroundError = options.onBackgroundError ?? (() => {});

  function emit(event: SecurityEvent): void {
    try {
      options.onSecurityEvent?.(event);
    } catch (error) {
      onBackgroundError(error);
    }
  }

  /**
   * The user as a request sees it. Staff powers, and with them the internal roles, need the account's grant and
   * second factor and a session that proved it (staff.ts, ADR 56); without `access` the account is a buyer's.
   */
  function toAuthUser(
    row: Pick<UserRow, 'id' | 'email' | 'roles' | 'emailVerifiedAt'>,
    access: Omit<StaffFacts, 'email' | 'emailVerifiedAt'> = NO_STAFF_ACCESS,
  ): AccountUser {
    const staff = hasStaffPowers({ ...row, ...access }, config);
    return {
      id: row.id,
      username: row.email,
      email: row.email,
      roles: staff ? recognisedRoles(row.roles) : [],
      staff,
      emailVerified: row.emailVerifiedAt !== null,
    };
  }

  /** The session data login and validate answer; `expires_in` counts from `at`. */
  function sessionData(user: AccountUser, expiresAt: Date, at: Date = now()) {
    return {
      username: user.username,
      userUuid: user.id,
      roles: user.roles,
      staff: user.staff,
      emailVerified: user.emailVerified,
      expires_in: Math.max(0, Math.floor((expiresAt.getTime() - at.getTime()) / 1000)),
    };
  }

  /** A new session; `secondFactor` when the sign-in proved the account's second factor. */
  async function issueSession(user: AccountUser, secondFactor = false): Promise<IssuedSession> {
    const token = newSecret();
    const createdAt = now();
    const expiresAt = new Date(createdAt.getTime() + config.sessionLifetimeSeconds * 1000);
    await accounts.insertSession(db, {
      tokenHash: hashSecret(token),
      userId: user.id,
      createdAt,
      expiresAt,
      lastSeenAt: createdAt,
      secondFactorAt: secondFactor ? createdAt : null,
    });
    return {
      token,
      expiresAt,
      response: { access_token: token, token_type: 'Bearer', ...sessionData(user, expiresAt, createdAt) },
    };
  }

  /** Counts an attempt against every key; over any limit, a 429 (and a `rate-limit.refused` event). */
  async function limit(
    keys: [string, RateLimit][],
    message: string,
    event: Pick<SecurityEvent, 'detail' | 'ip' | 'userId'>,
  ): Promise<void> {
    let refused: RateLimitResult | null = null;
    for (const [key, rule] of keys) {
      const result = await limiter.hit(key, rule);
      if (!result.allowed && result.retryAfterSeconds > (refused?.retryAfterSeconds ?? 0)) refused = result;
    }
    if (refused) {
      emit({ event: 'rate-limit.refused', ...event });
      throw tooMany(message, refused);
    }
  }

  /** A 400 listing the problems of a new password (the answer the forms show). */
  async function refuseWeakPassword(password: string, email: string | null): Promise<void> {
    const problems = await newPasswordProblems(password, email);
    if (problems.length > 0) throw httpError(400, problems.join(' '), { messages: problems });
  }

  /** Creates a single-use verification link for the account's address and mails it. */
  async function sendVerification(user: Pick<UserRow, 'id' | 'email' | 'firstName'>): Promise<void> {
    const id = newSecret();
    const createdAt = now();
    const expiresAt = new Date(createdAt.getTime() + config.verificationLifetimeSeconds * 1000);
    await accounts.insertEmailVerification(db, {
      idHash: hashSecret(id),
      userId: user.id,
      email: user.email,
      createdAt,
      expiresAt,
    });
    const seconds = config.verificationLifetimeSeconds;
    const hours = Math.round(seconds / 3600);
    const within =
      seconds < 3600
        ? `${Math.max(1, Math.round(seconds / 60))} minutes`
        : hours === 1
          ? 'an hour'
          : `${hours} hours`;
    await mailer.send({
      to: user.email,
      kind: 'email-verification',
      subject: 'Verify your Clipmarket e-mail address',
      text: [
        `Hello ${user.firstName},`,
        '',
        'Please confirm that this is your e-mail address by opening this link',
        `within ${within}; it works once:`,
        `${config.publicBaseUrl}${PAGES.verifyEmail.href({ id })}`,
        '',
        'If you did not create a Clipmarket account, ignore this mail.',
      ].join('\n'),
    });
    emit({ event: 'email-verification.sent', userId: user.id });
  }

  /** Runs work after the answer is sent (so its duration tells nothing), keeping track of it for close. */
  function inBackground(work: () => Promise<void>): void {
    const task = work()
      .catch(onBackgroundError)
      .finally(() => background.delete(task));
    background.add(task);
  }

  /**
   * The session of a token: not revoked, within its lifetime, and used within the idle limit. Its last use is
   * written at most once every `sessionTouchSeconds`, not at every request.
   */
  async function session(token: string | null | undefined): Promise<SessionInfo | null> {
    if (!token || !isWellFormedSecret(token)) return null;
    const at = now();
    const tokenHash = hashSecret(token);
    const idleSince = new Date(at.getTime() - config.sessionIdleSeconds * 1000);
    const row = await accounts.liveSession(db, tokenHash, at, idleSince);
    if (!row) return null;
    const staleBefore = new Date(at.getTime() - config.sessionTouchSeconds * 1000);
    if (new Date(row.lastSeenAt) <= staleBefore) await accounts.touchSession(db, tokenHash, at, staleBefore);
    const access = {
      granted: row.grantUserId !== null,
      grantAdmin: row.grantAdmin === true,
      secondFactor: row.secondFactorConfirmedAt !== null,
      sessionSecondFactor: row.secondFactorAt !== null,
    };
    return { user: toAuthUser(row, access), expiresAt: new Date(row.expiresAt) };
  }

  async function firstSession(tokens: (string | null | undefined)[]): Promise<SessionInfo | null> {
    for (const token of tokens) {
      const found = await session(token);
      if (found) return found;
    }
    return null;
  }

  /** `GET /api/public/password-reset/{id}`: 404 unknown, 410 used or expired. */
  async function checkPasswordReset(id: string): Promise<{ expiresAt: Date; userId: string }> {
    const row = isWellFormedSecret(id) ? await accounts.passwordReset(db, hashSecret(id)) : undefined;
    if (!row) throw httpError(404, AUTH_MESSAGES.resetLinkUnknown);
    if (row.usedAt || new Date(row.expiresAt) <= now()) throw httpError(410, AUTH_MESSAGES.resetLinkExpired);
    return { expiresAt: new Date(row.expiresAt), userId: row.userId };
  }

  const resolveUser: UserResolver = async ({ bearer, cookie }) => {
    const found = await firstSession([bearer, cookie]);
    if (!found) return null;
    const { emailVerified: _verified, ...user } = found.user;
    return user;
  };

  const registrations = createRegistrations({
    db,
    config,
    now,
    mailer,
    emit,
    inBackground,
    issueSession,
    toAuthUser,
    sendVerification,
    termsVersion: TERMS_VERSION,
    ...(options.hashPassword ? { hashPassword: options.hashPassword } : {}),
  });

  return {
    config,
    /** Reports a security event (staff-routes.ts: grants and two-step sign-in). */
    securityEvent: emit,
    /** Counts an attempt against each key; over a limit, a 429 with `message`. */
    limit,
    resolveUser,
    session,
    firstSession,

    /**
     * `POST /api/login`: the same 401 for an unknown e-mail and a wrong password, after the same work. An
     * account with two-step sign-in also needs `code` (ADR 56): without it, or with a wrong or used one, a 401
     * that asks for it and no session; code attempts are limited per account.
     */
    async login(
      email: string,
      password: string,
      clientAddress: string,
      code?: string,
    ): Promise<IssuedSession> {
      const key = `login:${clientNetwork(clientAddress)}:${email}`;
      await limit(
        [
          [key, config.limits.login],
          [`login-address:${clientNetwork(clientAddress)}`, config.limits.loginPerAddress],
        ],
        AUTH_MESSAGES.loginTooManyAttempts,
        { detail: 'login', ip: clientAddress },
      );
      const user = await accounts.userByEmail(db, email);
      const ok = user
        ? await verifyPassword(user.passwordHash, password)
        : await verifyDummyPassword(password);
      if (!user || !ok) {
        emit({
          event: 'login.failure',
          ip: clientAddress,
          ...(user ? { userId: user.id, detail: 'wrong-password' } : { detail: 'unknown-account' }),
        });
        throw httpError(401, AUTH_MESSAGES.loginFailed);
      }
      const twoStep = await hasSecondFactor(db, user.id);
      if (twoStep) {
        if (!code) {
          emit({
            event: 'login.failure',
            ip: clientAddress,
            userId: user.id,
            detail: 'second-factor-missing',
          });
          throw httpError(401, STAFF_MESSAGES.secondFactorRequired);
        }
        await limit(
          [[`second-factor:${user.id}`, config.limits.secondFactor]],
          STAFF_MESSAGES.secondFactorTooManyAttempts,
          { detail: 'second-factor', ip: clientAddress, userId: user.id },
        );
        const spent = await spendSecondFactor(db, user.id, code, now());
        if (!spent) {
          emit({ event: 'login.failure', ip: clientAddress, userId: user.id, detail: 'second-factor-wrong' });
          throw httpError(401, STAFF_MESSAGES.secondFactorWrong);
        }
        await limiter.reset(`second-factor:${user.id}`);
      }
      await limiter.reset(key);
      emit({
        event: 'login.success',
        userId: user.id,
        ip: clientAddress,
        ...(twoStep ? { detail: 'second-factor' } : {}),
      });
      const access = { ...(await staffAccessOf(db, user.id)), sessionSecondFactor: twoStep };
      return issueSession(toAuthUser(user, access), twoStep);
    },

    /**
     * `POST /api/public/register`: checks the form and the limit, then answers at once, the same for a new and
     * a taken address; a link is mailed to a new one, a notice to the owner of a taken one (auth/registration.ts,
     * ADR 57). Nobody is signed in.
     */
    async register(account: NewAccount, clientAddress: string): Promise<void> {
      await limit(
        [[`register:${clientNetwork(clientAddress)}`, config.limits.register]],
        MESSAGES.registrationTooManyAttempts,
        { detail: 'register', ip: clientAddress },
      );
      await refuseWeakPassword(account.password, account.email);
      registrations.start(account, clientAddress);
    },

    /** `POST /api/public/register/{id}`: the mailed link creates the account and signs it in. */
    completeRegistration: (id: string, clientAddress: string) => registrations.complete(id, clientAddress),

    /** Revokes the given tokens (those that are sessions); unknown ones are ignored. */
    async logout(tokens: (string | null | undefined)[]): Promise<void> {
      const hashes = tokens.filter((t): t is string => !!t && isWellFormedSecret(t)).map(hashSecret);
      if (hashes.length === 0) return;
      await accounts.revokeSessionsByHash(db, hashes, now());
    },

    /** The session data of `POST /api/validate`. */
    sessionData,

    /** The profile; `sessionStaff` whether the asking session has staff powers (profile.staff says so). */
    async profile(userId: string, sessionStaff = false): Promise<Profile | null> {
      const user = await accounts.userById(db, userId);
      if (!user) return null;
      const rows = await accounts.agreementsOf(db, userId);
      const agreements: Agreement[] = AGREEMENT_KINDS.map((kind) => {
        const row = rows.find((r) => r.kind === kind);
        return {
          kind,
          accepted: Boolean(row),
          version: row?.version ?? null,
          acceptedAt: row ? new Date(row.acceptedAt).toISOString() : null,
        };
      });
      const auth = toAuthUser(user);
      const access = await staffAccessOf(db, userId);
      const granted = staffGranted({ ...user, ...access, sessionSecondFactor: false }, config);
      return {
        id: user.id,
        email: user.email,
        username: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        company: user.company,
        agreements,
        staff: sessionStaff,
        emailVerified: auth.emailVerified,
        roles: sessionStaff ? recognisedRoles(user.roles) : auth.roles,
        createdAt: new Date(user.createdAt).toISOString(),
        secondFactor: access.secondFactor,
        staffGranted: granted,
        staffAdmin: sessionStaff && granted && (access.grantAdmin || config.staffEmails.includes(user.email)),
      };
    },

    /**
     * `POST /api/public/password-reset`: the caller always gets the same answer; when the e-mail has an
     * account, a single-use link is created and mailed after the answer has gone.
     */
    async requestPasswordReset(email: string, clientAddress: string): Promise<void> {
      await limit(
        [
          [`reset:${clientNetwork(clientAddress)}:${email}`, config.limits.resetRequest],
          [`reset-address:${clientNetwork(clientAddress)}`, config.limits.resetRequestPerAddress],
        ],
        AUTH_MESSAGES.resetTooManyAttempts,
        { detail: 'password-reset', ip: clientAddress },
      );
      inBackground(async () => {
        const user = await accounts.userByEmail(db, email);
        emit({ event: 'password-reset.requested', ip: clientAddress, ...(user ? { userId: user.id } : {}) });
        if (!user) return;
        const id = newSecret();
        const createdAt = now();
        const expiresAt = new Date(createdAt.getTime() + config.resetLifetimeSeconds * 1000);
        await accounts.insertPasswordReset(db, {
          idHash: hashSecret(id),
          userId: user.id,
          createdAt,
          expiresAt,
        });
        const minutes = Math.round(config.resetLifetimeSeconds / 60);
        await mailer.send({
          to: user.email,
          kind: 'password-reset',
          subject: 'Reset your Clipmarket password',
          text: [
            `Hello ${user.firstName},`,
            '',
            'Someone (hopefully you) asked to reset the password of your Clipmarket account.',
            `Choose a new password here within ${minutes} minutes; the link works once:`,
            `${config.publicBaseUrl}${PAGES.resetPassword.href({ id })}`,
            '',
            'If you did not ask for this, ignore this mail: your password has not changed.',
          ].join('\n'),
        });
      });
    },

    checkPasswordReset,

    /**
     * `POST /api/public/password-reset/{id}`: sets the password, uses up the link (and every other link of the
     * account) and revokes every session of the account. Opening the link proves the address is the user's,
     * as a verification link does, so the address counts as verified from then on.
     */
    async resetPassword(id: string, password: string, clientAddress?: string): Promise<void> {
      const { userId } = await checkPasswordReset(id);
      const owner = await accounts.mailingOf(db, userId);
      await refuseWeakPassword(password, owner?.email ?? null);
      const passwordHash = await hashPassword(password);
      const at = now();
      const done = await db.transaction().execute(async (trx) => {
        const reset = await accounts.usePasswordReset(trx, hashSecret(id), at);
        if (!reset) return null;
        const user = await accounts.setPasswordByLink(trx, reset.userId, passwordHash, at);
        await accounts.usePasswordResetsOf(trx, reset.userId, at);
        const revokedSessions = await accounts.revokeSessionsOf(trx, reset.userId, at);
        return { user, revokedSessions };
      });
      // Used by a concurrent request between the check and the update.
      if (!done) throw httpError(410, AUTH_MESSAGES.resetLinkExpired);
      emit({
        event: 'password-reset.completed',
        userId: done.user.id,
        revokedSessions: done.revokedSessions,
        ...(clientAddress ? { ip: clientAddress } : {}),
      });
      if (owner) inBackground(() => mailer.send(passwordChangedMail(config, owner, 'reset')));
    },

    /**
     * `POST /api/user/password`: with the current password, sets a new one and revokes every other session of
     * the account; the sessions presented with this request (`keepTokens`) stay signed in. Rate-limited per
     * account like sign-in, since it is another way to test a password.
     */
    async changePassword(input: {
      userId: string;
      currentPassword: string;
      newPassword: string;
      keepTokens: (string | null | undefined)[];
      clientAddress: string;
    }): Promise<{ revokedSessions: number }> {
      const { userId, clientAddress } = input;
      const key = `password-change:${userId}`;
      await limit([[key, config.limits.passwordChange]], AUTH_MESSAGES.passwordChangeTooManyAttempts, {
        detail: 'password-change',
        ip: clientAddress,
        userId,
      });
      const user = await accounts.userById(db, userId);
      if (!user) throw httpError(401, AUTH_MESSAGES.signInRequired);
      if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
        emit({
          event: 'password.change-failed',
          userId,
          ip: clientAddress,
          detail: 'wrong-current-password',
        });
        throw httpError(403, AUTH_MESSAGES.currentPasswordWrong, {
          messages: [AUTH_MESSAGES.currentPasswordWrong],
        });
      }
      if (input.newPassword === input.currentPassword) {
        throw httpError(400, AUTH_MESSAGES.passwordUnchanged, {
          messages: [AUTH_MESSAGES.passwordUnchanged],
        });
      }
      await refuseWeakPassword(input.newPassword, user.email);
      const passwordHash = await hashPassword(input.newPassword);
      const keep = input.keepTokens.filter((t): t is string => !!t && isWellFormedSecret(t)).map(hashSecret);
      const at = now();
      const revokedSessions = await db.transaction().execute(async (trx) => {
        await accounts.setPassword(trx, userId, passwordHash, at);
        // A reset link mailed before the change must not undo it.
        await accounts.usePasswordResetsOf(trx, userId, at);
        return accounts.revokeSessionsOf(trx, userId, at, keep);
      });
      await limiter.reset(key);
      emit({ event: 'password.changed', userId, ip: clientAddress, revokedSessions });
      inBackground(() => mailer.send(passwordChangedMail(config, user, 'changed')));
      return { revokedSessions };
    },

    /**
     * `POST /api/user/email-verification`: mails a new verification link (after the answer). 409 when the
     * address is already verified; rate-limited per account.
     */
    async requestEmailVerification(userId: string, clientAddress: string): Promise<void> {
      await limit(
        [[`verification:${userId}`, config.limits.verificationRequest]],
        AUTH_MESSAGES.verificationTooManyAttempts,
        { detail: 'email-verification', ip: clientAddress, userId },
      );
      const user = await accounts.mailingOf(db, userId);
      if (!user) throw httpError(401, AUTH_MESSAGES.signInRequired);
      if (user.emailVerifiedAt !== null) throw httpError(409, AUTH_MESSAGES.emailAlreadyVerified);
      inBackground(() => sendVerification(user));
    },

    /**
     * `POST /api/public/email-verification/{id}`: 404 unknown, 410 used or expired (or mailed to an address the
     * account no longer has). A deliberate act of the account's owner (ADR 56): the request comes from the
     * account's own session (`sessionTokens` resolve to it) or carries the account's password; a page load or
     * another account's session verifies nothing (401/403). Marks the address verified, uses up every open link
     * of the account, and, for a company address, revokes the account's other sessions (a session someone else
     * opened on the address before its owner verified it). `staff` tells whether the asking session now has
     * staff powers.
     */
    async verifyEmail(
      id: string,
      proof: { sessionTokens?: (string | null | undefined)[]; password?: string },
      clientAddress?: string,
    ): Promise<EmailVerificationResult> {
      const row = isWellFormedSecret(id) ? await accounts.emailVerification(db, hashSecret(id)) : undefined;
      if (!row) throw httpError(404, AUTH_MESSAGES.verificationLinkUnknown);
      const expired = () => httpError(410, AUTH_MESSAGES.verificationLinkExpired);
      if (row.usedAt || new Date(row.expiresAt) <= now()) throw expired();

      // Whose act is this? The account's own session, else its password.
      const tokens = (proof.sessionTokens ?? []).filter((t): t is string => !!t && isWellFormedSecret(t));
      let keepToken: string | null = null;
      for (const token of tokens) {
        const found = await session(token);
        if (found?.user.id === row.userId) {
          keepToken = token;
          break;
        }
      }
      if (!keepToken) {
        if (proof.password) {
          const key = `verify-password:${row.userId}`;
          await limit([[key, config.limits.login]], AUTH_MESSAGES.loginTooManyAttempts, {
            detail: 'email-verification-password',
            userId: row.userId,
            ...(clientAddress ? { ip: clientAddress } : {}),
          });
          const owner = await accounts.passwordHashOf(db, row.userId);
          if (!owner || !(await verifyPassword(owner.passwordHash, proof.password))) {
            throw httpError(403, STAFF_MESSAGES.verificationPasswordWrong, {
              messages: [STAFF_MESSAGES.verificationPasswordWrong],
            });
          }
          await limiter.reset(key);
        } else if (tokens.length > 0 && (await firstSession(tokens))) {
          throw httpError(403, STAFF_MESSAGES.verificationWrongAccount);
        } else {
          throw httpError(401, STAFF_MESSAGES.verificationNeedsAccount);
        }
      }

      const at = now();
      const outcome = await db.transaction().execute(async (trx) => {
        const link = await accounts.useEmailVerification(trx, hashSecret(id), at);
        if (!link) return null;
        const before = await accounts.addressOf(trx, link.userId);
        if (!before || before.email !== link.email) return null;
        await accounts.useEmailVerificationsOf(trx, link.userId, at);
        if (before.emailVerifiedAt !== null) return { user: before, revokedSessions: 0 };
        const user = await accounts.markVerified(trx, link.userId, at);
        const revokedSessions = isStaffEmail(user.email, config)
          ? await accounts.revokeSessionsOf(trx, user.id, at, keepToken ? [hashSecret(keepToken)] : [])
          : 0;
        return { user, revokedSessions };
      });
      // Used by a concurrent request, or mailed to an address the account no longer has.
      if (!outcome) throw expired();
      emit({
        event: 'email-verification.completed',
        userId: outcome.user.id,
        ...(clientAddress ? { ip: clientAddress } : {}),
        ...(outcome.revokedSessions > 0 ? { revokedSessions: outcome.revokedSessions } : {}),
        detail: keepToken ? 'session' : 'password',
      });
      const staff = keepToken ? ((await session(keepToken))?.user.staff ?? false) : false;
      return { message: AUTH_MESSAGES.emailVerified, staff };
    },

    /** The latest outbox mails (development). */
    async outbox(to: string | undefined, max: number): Promise<OutboxMessage[]> {
      const rows = await accounts.latestMails(db, to, max);
      return rows.map((row) => ({
        id: row.id,
        to: row.toAddress,
        subject: row.subject,
        text: row.textBody,
        kind: row.kind,
        createdAt: new Date(row.createdAt).toISOString(),
      }));
    },

    /** Waits for background work (mails) to finish: call before closing the database. */
    async settle(): Promise<void> {
      while (background.size > 0) await Promise.all([...background]);
    },
  };
}
