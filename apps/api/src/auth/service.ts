import {
  AUTH_MESSAGES,
  MESSAGES,
  RECOGNISED_ROLES,
  type Agreement,
  type LoginResponse,
  type OutboxMessage,
  type Profile,
} from '@clipmarket/core';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { AuthUser, UserResolver } from '../http/auth-types';
import { httpError } from '../http/errors';
import { isStaffEmail, loadAuthConfig, type AuthConfig, type RateLimit } from './config';
import { createMailer, type Mailer } from './mail';
import { createRateLimiter, type RateLimiter, type RateLimitResult } from './rate-limit';
import {
  hashPassword,
  hashSecret,
  isWellFormedSecret,
  newSecret,
  verifyDummyPassword,
  verifyPassword,
} from './secrets';
import type { UserRow } from './tables';

/** The version of the terms a new account accepts. */
export const TERMS_VERSION = '2024-01';
/** The agreements a profile lists, accepted or not. */
export const AGREEMENT_KINDS = ['terms', 'marketing'] as const;

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

export interface SessionInfo {
  user: AuthUser;
  expiresAt: Date;
}

export interface AuthServiceOptions {
  config?: AuthConfig;
  /** The clock (tests move it). */
  now?: () => Date;
  mailer?: Mailer;
  /** Where failures of background work (reset mails) are reported. */
  onBackgroundError?: (error: unknown) => void;
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

  function toAuthUser(row: Pick<UserRow, 'id' | 'email' | 'roles'>): AuthUser {
    return {
      id: row.id,
      username: row.email,
      email: row.email,
      roles: recognisedRoles(row.roles),
      staff: isStaffEmail(row.email, config),
    };
  }

  /** The session data login and validate answer; `expires_in` counts from `at`. */
  function sessionData(user: AuthUser, expiresAt: Date, at: Date = now()) {
    return {
      username: user.username,
      userUuid: user.id,
      roles: user.roles,
      staff: user.staff,
      expires_in: Math.max(0, Math.floor((expiresAt.getTime() - at.getTime()) / 1000)),
    };
  }

  async function issueSession(user: AuthUser): Promise<IssuedSession> {
    const token = newSecret();
    const createdAt = now();
    const expiresAt = new Date(createdAt.getTime() + config.sessionLifetimeSeconds * 1000);
    await db
      .insertInto('sessions')
      .values({ tokenHash: hashSecret(token), userId: user.id, createdAt, expiresAt })
      .execute();
    return {
      token,
      expiresAt,
      response: { access_token: token, token_type: 'Bearer', ...sessionData(user, expiresAt, createdAt) },
    };
  }

  async function limit(keys: [string, RateLimit][], message: string): Promise<void> {
    let refused: RateLimitResult | null = null;
    for (const [key, rule] of keys) {
      const result = await limiter.hit(key, rule);
      if (!result.allowed && result.retryAfterSeconds > (refused?.retryAfterSeconds ?? 0)) refused = result;
    }
    if (refused) throw tooMany(message, refused);
  }

  function findUser(email: string) {
    return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
  }

  /** Runs work after the answer is sent (so its duration tells nothing), keeping track of it for close. */
  function inBackground(work: () => Promise<void>): void {
    const task = work()
      .catch(onBackgroundError)
      .finally(() => background.delete(task));
    background.add(task);
  }

  async function session(token: string | null | undefined): Promise<SessionInfo | null> {
    if (!token || !isWellFormedSecret(token)) return null;
    const row = await db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.userId')
      .select(['users.id', 'users.email', 'users.roles', 'sessions.expiresAt'])
      .where('sessions.tokenHash', '=', hashSecret(token))
      .where('sessions.revokedAt', 'is', null)
      .where('sessions.expiresAt', '>', now())
      .executeTakeFirst();
    return row ? { user: toAuthUser(row), expiresAt: new Date(row.expiresAt) } : null;
  }

  async function firstSession(tokens: (string | null | undefined)[]): Promise<SessionInfo | null> {
    for (const token of tokens) {
      const found = await session(token);
      if (found) return found;
    }
    return null;
  }

  /** `GET /api/public/password-reset/{id}`: 404 unknown, 410 used or expired. */
  async function checkPasswordReset(id: string): Promise<{ expiresAt: Date }> {
    const row = isWellFormedSecret(id)
      ? await db
          .selectFrom('passwordResets')
          .select(['expiresAt', 'usedAt'])
          .where('idHash', '=', hashSecret(id))
          .executeTakeFirst()
      : undefined;
    if (!row) throw httpError(404, AUTH_MESSAGES.resetLinkUnknown);
    if (row.usedAt || new Date(row.expiresAt) <= now()) throw httpError(410, AUTH_MESSAGES.resetLinkExpired);
    return { expiresAt: new Date(row.expiresAt) };
  }

  const resolveUser: UserResolver = async ({ bearer, cookie }) =>
    (await firstSession([bearer, cookie]))?.user ?? null;

  return {
    config,
    resolveUser,
    session,
    firstSession,

    /** `POST /api/login`: the same 401 for an unknown e-mail and a wrong password, after the same work. */
    async login(email: string, password: string, clientAddress: string): Promise<IssuedSession> {
      const key = `login:${clientAddress}:${email}`;
      await limit(
        [
          [key, config.limits.login],
          [`login-address:${clientAddress}`, config.limits.loginPerAddress],
        ],
        AUTH_MESSAGES.loginTooManyAttempts,
      );
      const user = await findUser(email);
      const ok = user
        ? await verifyPassword(user.passwordHash, password)
        : await verifyDummyPassword(password);
      if (!user || !ok) throw httpError(401, AUTH_MESSAGES.loginFailed);
      await limiter.reset(key);
      return issueSession(toAuthUser(user));
    },

    /**
     * `POST /api/public/register`. An e-mail that already has an account: with that account's password it
     * simply signs in (the caller proved they own it); otherwise a generic 400 that does not say why, and the
     * owner is told by mail.
     */
    async register(account: NewAccount, clientAddress: string): Promise<IssuedSession> {
      await limit(
        [[`register:${clientAddress}`, config.limits.register]],
        MESSAGES.registrationTooManyAttempts,
      );
      const refused = () =>
        httpError(400, AUTH_MESSAGES.registrationRefused, { messages: [AUTH_MESSAGES.registrationRefused] });

      const existing = await findUser(account.email);
      if (existing) {
        if (await verifyPassword(existing.passwordHash, account.password)) {
          return issueSession(toAuthUser(existing));
        }
        inBackground(() =>
          mailer.send({
            to: existing.email,
            kind: 'registration-attempt',
            subject: 'Someone tried to create a Clipmarket account with your e-mail address',
            text: [
              `Hello ${existing.firstName},`,
              '',
              'Someone tried to create a new Clipmarket account with this e-mail address, which already has one.',
              'If it was you, sign in, or reset your password here:',
              `${config.publicBaseUrl}/licensing/reset-password`,
              '',
              'If it was not you, you can ignore this mail; your account has not changed.',
            ].join('\n'),
          }),
        );
        throw refused();
      }

      const passwordHash = await hashPassword(account.password);
      const at = now();
      const created = await db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('users')
          .values({
            email: account.email,
            passwordHash,
            firstName: account.firstName,
            lastName: account.lastName,
            company: account.company,
            roles: [],
            createdAt: at,
            updatedAt: at,
          })
          .onConflict((oc) => oc.column('email').doNothing())
          .returning(['id', 'email', 'roles'])
          .executeTakeFirst();
        if (!row) return null;
        const agreements = [
          ...(account.termsAccepted ? ['terms'] : []),
          ...(account.marketingAccepted ? ['marketing'] : []),
        ];
        if (agreements.length > 0) {
          await trx
            .insertInto('userAgreements')
            .values(
              agreements.map((kind) => ({ userId: row.id, kind, version: TERMS_VERSION, acceptedAt: at })),
            )
            .execute();
        }
        return row;
      });
      // Registered by a concurrent request in the meantime.
      if (!created) throw refused();
      return issueSession(toAuthUser(created));
    },

    /** Revokes the given tokens (those that are sessions); unknown ones are ignored. */
    async logout(tokens: (string | null | undefined)[]): Promise<void> {
      const hashes = tokens.filter((t): t is string => !!t && isWellFormedSecret(t)).map(hashSecret);
      if (hashes.length === 0) return;
      await db
        .updateTable('sessions')
        .set({ revokedAt: now() })
        .where('tokenHash', 'in', hashes)
        .where('revokedAt', 'is', null)
        .execute();
    },

    /** The session data of `POST /api/validate`. */
    sessionData,

    async profile(userId: string): Promise<Profile | null> {
      const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
      if (!user) return null;
      const rows = await db.selectFrom('userAgreements').selectAll().where('userId', '=', userId).execute();
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
      return {
        id: user.id,
        email: user.email,
        username: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        company: user.company,
        agreements,
        staff: auth.staff,
        roles: auth.roles,
        createdAt: new Date(user.createdAt).toISOString(),
      };
    },

    /**
     * `POST /api/public/password-reset`: the caller always gets the same answer; when the e-mail has an
     * account, a single-use link is created and mailed after the answer has gone.
     */
    async requestPasswordReset(email: string, clientAddress: string): Promise<void> {
      await limit(
        [
          [`reset:${clientAddress}:${email}`, config.limits.resetRequest],
          [`reset-address:${clientAddress}`, config.limits.resetRequestPerAddress],
        ],
        AUTH_MESSAGES.resetTooManyAttempts,
      );
      inBackground(async () => {
        const user = await findUser(email);
        if (!user) return;
        const id = newSecret();
        const createdAt = now();
        const expiresAt = new Date(createdAt.getTime() + config.resetLifetimeSeconds * 1000);
        await db
          .insertInto('passwordResets')
          .values({ idHash: hashSecret(id), userId: user.id, createdAt, expiresAt })
          .execute();
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
            `${config.publicBaseUrl}/licensing/reset-password/${id}`,
            '',
            'If you did not ask for this, ignore this mail: your password has not changed.',
          ].join('\n'),
        });
      });
    },

    checkPasswordReset,

    /**
     * `POST /api/public/password-reset/{id}`: sets the password, uses up the link (and every other link of the
     * account) and revokes every session of the account.
     */
    async resetPassword(id: string, password: string): Promise<void> {
      await checkPasswordReset(id);
      const passwordHash = await hashPassword(password);
      const at = now();
      const done = await db.transaction().execute(async (trx) => {
        const reset = await trx
          .updateTable('passwordResets')
          .set({ usedAt: at })
          .where('idHash', '=', hashSecret(id))
          .where('usedAt', 'is', null)
          .where('expiresAt', '>', at)
          .returning('userId')
          .executeTakeFirst();
        if (!reset) return false;
        await trx
          .updateTable('users')
          .set({ passwordHash, updatedAt: at })
          .where('id', '=', reset.userId)
          .execute();
        await trx
          .updateTable('passwordResets')
          .set({ usedAt: at })
          .where('userId', '=', reset.userId)
          .where('usedAt', 'is', null)
          .execute();
        await trx
          .updateTable('sessions')
          .set({ revokedAt: at })
          .where('userId', '=', reset.userId)
          .where('revokedAt', 'is', null)
          .execute();
        return true;
      });
      // Used by a concurrent request between the check and the update.
      if (!done) throw httpError(410, AUTH_MESSAGES.resetLinkExpired);
    },

    /** The latest outbox mails (development). */
    async outbox(to: string | undefined, max: number): Promise<OutboxMessage[]> {
      let query = db.selectFrom('outbox').selectAll().orderBy('createdAt', 'desc').limit(max);
      if (to) query = query.where('toAddress', '=', to);
      const rows = await query.execute();
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
