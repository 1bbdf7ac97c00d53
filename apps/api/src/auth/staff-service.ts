import { STAFF_MESSAGES, type SecondFactorSetup, type StaffMember } from '@clipmarket/core';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { AuthUser } from '../http/auth-types';
import { httpError } from '../http/errors';
import { isStaffEmail } from './config';
import { addressByEmail, addressOf } from './repository';
import { hashSecret, isWellFormedSecret } from './secrets';
import type { AuthService } from './service';
import { isAllowListed, issueRecoveryCodes, isStaffAdmin, staffAccessOf, staffGranted } from './staff';
import * as staff from './staff-repository';
import { matchingStep, newTotpSecret, totpKeyUri } from './totp';

export type StaffService = ReturnType<typeof createStaffService>;

/**
 * Two-step sign-in set-up (every account may; staff powers need it) and the staff administrators' grants
 * (docs/adr/0056-staff-access-by-grant-and-second-factor.md). Attempts are limited and security events
 * reported through the auth service.
 */
export function createStaffService(
  db: Kysely<DB>,
  auth: Pick<AuthService, 'config' | 'limit' | 'securityEvent'>,
) {
  const { config } = auth;

  /** The signed-in staff administrator, or a 403. */
  async function requireAdmin(user: AuthUser): Promise<AuthUser> {
    const row = await addressOf(db, user.id);
    const access = await staffAccessOf(db, user.id);
    const facts = { email: user.email, emailVerifiedAt: row?.emailVerifiedAt ?? null, ...access };
    if (!row || !isStaffAdmin({ ...facts, sessionSecondFactor: user.staff }, config)) {
      throw httpError(403, STAFF_MESSAGES.staffAdminOnly);
    }
    return user;
  }

  async function members(): Promise<StaffMember[]> {
    const rows = await staff.staffCandidates(db, config.staffEmails);
    return rows
      .filter((row) =>
        staffGranted(
          {
            ...row,
            granted: row.grantUserId !== null,
            grantAdmin: false,
            secondFactor: false,
            sessionSecondFactor: false,
          },
          config,
        ),
      )
      .map((row) => {
        const allowListed = isAllowListed(row.email, config);
        return {
          userId: row.id,
          email: row.email,
          name: `${row.firstName} ${row.lastName}`.trim(),
          allowListed,
          admin: allowListed || row.admin === true,
          secondFactor: row.confirmedAt !== null,
          grantedAt: row.grantedAt ? new Date(row.grantedAt).toISOString() : null,
        };
      });
  }

  return {
    /** Starts setting up two-step sign-in: a new secret, as text, an otpauth URL and a QR code. 409 once set up. */
    async setUpSecondFactor(user: AuthUser): Promise<SecondFactorSetup> {
      const existing = await staff.secondFactorConfirmedAt(db, user.id);
      if (existing?.confirmedAt) throw httpError(409, STAFF_MESSAGES.secondFactorAlreadySetUp);
      // A new secret each time: a set-up abandoned half-way (or seen over a shoulder) is replaced.
      const secret = newTotpSecret();
      await staff.startSecondFactor(db, user.id, secret, new Date());
      const otpauthUrl = totpKeyUri(secret, user.email);
      // The QR writer loads on the first set-up, not at the server's start.
      const { default: QRCode } = await import('qrcode');
      const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
      return { secret, otpauthUrl, qrSvg };
    },

    /**
     * Confirms two-step sign-in with a code of the new secret (attempts limited per account), answers the
     * recovery codes, and marks the sessions presented with the request (`sessionTokens`) as having proved it.
     */
    async confirmSecondFactor(
      user: AuthUser,
      code: string | undefined,
      sessionTokens: (string | null | undefined)[],
      clientAddress: string,
    ): Promise<{ message: string; recoveryCodes: string[] }> {
      if (!code) throw httpError(400, STAFF_MESSAGES.codeMissing, { messages: [STAFF_MESSAGES.codeMissing] });
      await auth.limit(
        [[`second-factor:${user.id}`, config.limits.secondFactor]],
        STAFF_MESSAGES.secondFactorTooManyAttempts,
        { detail: 'second-factor-setup', ip: clientAddress, userId: user.id },
      );
      const factor = await staff.secondFactorOf(db, user.id);
      if (factor?.confirmedAt) throw httpError(409, STAFF_MESSAGES.secondFactorAlreadySetUp);
      if (!factor) {
        throw httpError(400, STAFF_MESSAGES.secondFactorNotStarted, {
          messages: [STAFF_MESSAGES.secondFactorNotStarted],
        });
      }
      const at = new Date();
      const step = matchingStep(factor.secret, code, at);
      if (step === null) {
        throw httpError(400, STAFF_MESSAGES.secondFactorWrong, {
          messages: [STAFF_MESSAGES.secondFactorWrong],
        });
      }
      const confirmed = await staff.confirmSecondFactor(db, user.id, factor.secret, step, at);
      if (!confirmed) throw httpError(409, STAFF_MESSAGES.secondFactorAlreadySetUp);
      const recoveryCodes = await issueRecoveryCodes(db, user.id);
      // This session has just proved the second factor.
      const hashes = sessionTokens.filter((t): t is string => !!t && isWellFormedSecret(t)).map(hashSecret);
      if (hashes.length > 0) await staff.markSecondFactorProved(db, user.id, hashes, at);
      auth.securityEvent({ event: 'second-factor.enabled', userId: user.id, ip: clientAddress });
      return { message: STAFF_MESSAGES.secondFactorSetUp, recoveryCodes };
    },

    /** The staff: granted or allow-listed accounts with a verified company address. Administrators only. */
    async members(user: AuthUser): Promise<{ data: StaffMember[] }> {
      await requireAdmin(user);
      return { data: await members() };
    },

    /** Grants staff access to the account of a verified company address. Administrators only. */
    async grant(
      user: AuthUser,
      email: string,
      clientAddress: string,
    ): Promise<{ message: string; member: StaffMember }> {
      const admin = await requireAdmin(user);
      const target = await addressByEmail(db, email);
      // COMPANY_EMAIL_DOMAINS is the precondition: only a verified company address can be granted.
      if (!target || target.emailVerifiedAt === null || !isStaffEmail(target.email, config)) {
        throw httpError(400, STAFF_MESSAGES.grantNoAccount, { messages: [STAFF_MESSAGES.grantNoAccount] });
      }
      if (isAllowListed(target.email, config)) {
        throw httpError(400, STAFF_MESSAGES.grantAllowListed, {
          messages: [STAFF_MESSAGES.grantAllowListed],
        });
      }
      await staff.insertStaffGrant(db, { userId: target.id, grantedBy: admin.id, admin: false });
      auth.securityEvent({
        event: 'staff.granted',
        userId: target.id,
        ip: clientAddress,
        detail: `granted-by:${admin.id}`,
      });
      const member = (await members()).find((m) => m.userId === target.id)!;
      return { message: STAFF_MESSAGES.granted, member };
    },

    /** Revokes an administrator's grant (not an allow-listed address's access). Administrators only. */
    async revoke(user: AuthUser, userId: string, clientAddress: string): Promise<{ message: string }> {
      const admin = await requireAdmin(user);
      const target = await addressOf(db, userId);
      if (target && isAllowListed(target.email, config)) {
        throw httpError(400, STAFF_MESSAGES.grantAllowListed, {
          messages: [STAFF_MESSAGES.grantAllowListed],
        });
      }
      const removed = await staff.deleteStaffGrant(db, userId);
      if (!removed) throw httpError(404, 'No granted staff access for this account.');
      auth.securityEvent({
        event: 'staff.revoked',
        userId,
        ip: clientAddress,
        detail: `revoked-by:${admin.id}`,
      });
      return { message: STAFF_MESSAGES.revoked };
    },
  };
}
