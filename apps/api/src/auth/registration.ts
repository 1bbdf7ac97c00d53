import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { httpError } from '../http/errors';
import { SESSION_MESSAGES } from '@clipmarket/core';
import { isStaffEmail, type AuthConfig } from './config';
import type { Mailer } from './mail';
import { registrationAttemptMail, registrationLinkMail } from './notices';
import * as accounts from './repository';
import { hashPassword, hashSecret, isWellFormedSecret, newSecret } from './secrets';
import type { AccountUser, IssuedSession, NewAccount, SecurityEvent } from './account-types';
import type { UserRow } from './tables';

/**
 * Registration by mailed link (docs/adr/0057-sessions-and-registration.md). Registering answers 202 at once,
 * the same for a new and a taken address, and the work runs after the answer: the password is hashed either
 * way (the same argon2id work), then a new address gets a link that finishes the registration and a taken one
 * tells its owner that someone tried. Nobody is signed in by registering, not even with a taken address's
 * right password (that would be a password check outside the login limits); the link creates the account and
 * signs in. Opening it proves the address, so a buyer's address counts as verified; a company address (staff
 * status hangs on it) is verified by its own deliberate step, as before, and its verification link is mailed.
 */

export interface RegistrationDeps {
  db: Kysely<DB>;
  config: AuthConfig;
  now: () => Date;
  mailer: Mailer;
  emit: (event: SecurityEvent) => void;
  /** Runs work after the answer (auth/service.ts keeps track of it for close). */
  inBackground: (work: () => Promise<void>) => void;
  issueSession: (user: AccountUser) => Promise<IssuedSession>;
  toAuthUser: (row: Pick<UserRow, 'id' | 'email' | 'roles' | 'emailVerifiedAt'>) => AccountUser;
  /** Mails a verification link for the account's address (a company address still verifies on its own). */
  sendVerification: (user: Pick<UserRow, 'id' | 'email' | 'firstName'>) => Promise<void>;
  /** argon2id of a password (secrets.ts); tests count the calls. */
  hashPassword?: (password: string) => Promise<string>;
  /** The terms' version a new account accepts. */
  termsVersion: string;
}

export function createRegistrations(deps: RegistrationDeps) {
  const { db, config, now, mailer, emit } = deps;

  /** The work of a registration, after the answer. Its duration and outcome never reach the caller. */
  async function handle(account: NewAccount, clientAddress: string): Promise<void> {
    // First, so a taken address costs the same argon2id work as a new one.
    const passwordHash = await (deps.hashPassword ?? hashPassword)(account.password);
    const existing = await accounts.userByEmail(db, account.email);
    if (existing) {
      emit({ event: 'register.refused', userId: existing.id, ip: clientAddress, detail: 'email-taken' });
      await mailer.send(registrationAttemptMail(config, existing));
      return;
    }
    const id = newSecret();
    const createdAt = now();
    await accounts.insertRegistration(db, {
      idHash: hashSecret(id),
      email: account.email,
      passwordHash,
      firstName: account.firstName,
      lastName: account.lastName,
      company: account.company,
      termsAccepted: account.termsAccepted,
      marketingAccepted: account.marketingAccepted,
      createdAt,
      expiresAt: new Date(createdAt.getTime() + config.verificationLifetimeSeconds * 1000),
    });
    emit({ event: 'register.started', ip: clientAddress });
    await mailer.send(registrationLinkMail(config, account, id));
  }

  return {
    /** Starts a registration whose form has passed every check: the work runs after the answer. */
    start(account: NewAccount, clientAddress: string): void {
      deps.inBackground(() => handle(account, clientAddress));
    },

    /**
     * `POST /api/public/register/{id}`: 404 unknown, 410 used, expired, or its address taken since (by another
     * registration of the same address finished first). Creates the account with the address verified, uses
     * up every open link of the address, and signs the new account in.
     */
    async complete(id: string, clientAddress: string): Promise<IssuedSession> {
      const row = isWellFormedSecret(id) ? await accounts.registration(db, hashSecret(id)) : undefined;
      if (!row) throw httpError(404, SESSION_MESSAGES.registrationLinkUnknown);
      const expired = () => httpError(410, SESSION_MESSAGES.registrationLinkExpired);
      if (row.usedAt || new Date(row.expiresAt) <= now()) throw expired();
      const at = now();
      const created = await db.transaction().execute(async (trx) => {
        const link = await accounts.useRegistration(trx, hashSecret(id), at);
        if (!link) return null;
        await accounts.useRegistrationsOf(trx, link.email, at);
        const user = await accounts.insertUserUnlessTaken(trx, {
          email: link.email,
          passwordHash: link.passwordHash,
          firstName: link.firstName,
          lastName: link.lastName,
          company: link.company,
          roles: [],
          emailVerifiedAt: isStaffEmail(link.email, config) ? null : at,
          createdAt: at,
          updatedAt: at,
        });
        if (!user) return null;
        const agreements = [
          ...(link.termsAccepted ? ['terms'] : []),
          ...(link.marketingAccepted ? ['marketing'] : []),
        ];
        if (agreements.length > 0) {
          await accounts.insertAgreements(
            trx,
            agreements.map((kind) => ({ userId: user.id, kind, version: deps.termsVersion, acceptedAt: at })),
          );
        }
        return user;
      });
      // Used by a concurrent request, or the address got an account in the meantime.
      if (!created) throw expired();
      emit({ event: 'register.success', userId: created.id, ip: clientAddress });
      if (created.emailVerifiedAt === null) deps.inBackground(() => deps.sendVerification(created));
      return deps.issueSession(deps.toAuthUser(created));
    },
  };
}
