import {
  grantStaffEndpoint,
  revokeStaffEndpoint,
  secondFactorConfirmEndpoint,
  secondFactorSetupEndpoint,
  STAFF_MESSAGES,
  staffMembersEndpoint,
  type StaffMember,
} from '@clipmarket/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import QRCode from 'qrcode';
import type { DB } from '../db/schema';
import { httpError } from '../http/errors';
import { requestTokens } from '../http/session-cookie';
import { route } from '../http/route';
import { isStaffEmail } from './config';
import { hashSecret, isWellFormedSecret } from './secrets';
import type { AuthService } from './service';
import { isAllowListed, issueRecoveryCodes, isStaffAdmin, staffAccessOf, staffGranted } from './staff';
import { matchingStep, newTotpSecret, totpKeyUri } from './totp';

/**
 * Two-step sign-in set-up (every account may; staff powers need it) and the staff administrators' grants
 * (docs/adr/0056-staff-access-by-grant-and-second-factor.md).
 */
export function staffRoutes(app: FastifyInstance, db: Kysely<DB>, service: AuthService): void {
  const { config } = service;

  route(app, secondFactorSetupEndpoint, async ({ request }) => {
    const user = request.user!;
    const existing = await db
      .selectFrom('secondFactors')
      .select('confirmedAt')
      .where('userId', '=', user.id)
      .executeTakeFirst();
    if (existing?.confirmedAt) throw httpError(409, STAFF_MESSAGES.secondFactorAlreadySetUp);
    // A new secret each time: a set-up abandoned half-way (or seen over a shoulder) is replaced.
    const secret = newTotpSecret();
    await db
      .insertInto('secondFactors')
      .values({ userId: user.id, secret })
      .onConflict((oc) =>
        oc.column('userId').doUpdateSet({ secret, createdAt: new Date(), confirmedAt: null, lastStep: 0 }),
      )
      .execute();
    const otpauthUrl = totpKeyUri(secret, user.email);
    const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
    return { secret, otpauthUrl, qrSvg };
  });

  route(app, secondFactorConfirmEndpoint, async ({ body, request }) => {
    const user = request.user!;
    if (!body.code)
      throw httpError(400, STAFF_MESSAGES.codeMissing, { messages: [STAFF_MESSAGES.codeMissing] });
    await service.limit(
      [[`second-factor:${user.id}`, config.limits.secondFactor]],
      STAFF_MESSAGES.secondFactorTooManyAttempts,
      { detail: 'second-factor-setup', ip: request.ip, userId: user.id },
    );
    const factor = await db
      .selectFrom('secondFactors')
      .select(['secret', 'confirmedAt'])
      .where('userId', '=', user.id)
      .executeTakeFirst();
    if (factor?.confirmedAt) throw httpError(409, STAFF_MESSAGES.secondFactorAlreadySetUp);
    if (!factor) {
      throw httpError(400, STAFF_MESSAGES.secondFactorNotStarted, {
        messages: [STAFF_MESSAGES.secondFactorNotStarted],
      });
    }
    const at = new Date();
    const step = matchingStep(factor.secret, body.code, at);
    if (step === null) {
      throw httpError(400, STAFF_MESSAGES.secondFactorWrong, {
        messages: [STAFF_MESSAGES.secondFactorWrong],
      });
    }
    const confirmed = await db
      .updateTable('secondFactors')
      .set({ confirmedAt: at, lastStep: step })
      .where('userId', '=', user.id)
      .where('confirmedAt', 'is', null)
      .where('secret', '=', factor.secret)
      .returning('userId')
      .executeTakeFirst();
    if (!confirmed) throw httpError(409, STAFF_MESSAGES.secondFactorAlreadySetUp);
    const recoveryCodes = await issueRecoveryCodes(db, user.id);
    // This session has just proved the second factor.
    const hashes = Object.values(requestTokens(request))
      .filter((t): t is string => !!t && isWellFormedSecret(t))
      .map(hashSecret);
    if (hashes.length > 0) {
      await db
        .updateTable('sessions')
        .set({ secondFactorAt: at })
        .where('userId', '=', user.id)
        .where('tokenHash', 'in', hashes)
        .execute();
    }
    service.securityEvent({ event: 'second-factor.enabled', userId: user.id, ip: request.ip });
    return { message: STAFF_MESSAGES.secondFactorSetUp, recoveryCodes };
  });

  /** The signed-in staff administrator, or a 403. */
  async function requireAdmin(request: FastifyRequest) {
    const user = request.user!;
    const row = await db
      .selectFrom('users')
      .select(['email', 'emailVerifiedAt'])
      .where('id', '=', user.id)
      .executeTakeFirst();
    const access = await staffAccessOf(db, user.id);
    const facts = { email: user.email, emailVerifiedAt: row?.emailVerifiedAt ?? null, ...access };
    if (!row || !isStaffAdmin({ ...facts, sessionSecondFactor: user.staff }, config)) {
      throw httpError(403, STAFF_MESSAGES.staffAdminOnly);
    }
    return user;
  }

  async function members(): Promise<StaffMember[]> {
    const rows = await db
      .selectFrom('users')
      .leftJoin('staffGrants', 'staffGrants.userId', 'users.id')
      .leftJoin('secondFactors', 'secondFactors.userId', 'users.id')
      .select([
        'users.id',
        'users.email',
        'users.firstName',
        'users.lastName',
        'users.emailVerifiedAt',
        'staffGrants.userId as grantUserId',
        'staffGrants.admin',
        'staffGrants.grantedAt',
        'secondFactors.confirmedAt',
      ])
      .where((eb) =>
        eb.or([
          eb('staffGrants.userId', 'is not', null),
          ...(config.staffEmails.length > 0 ? [eb('users.email', 'in', config.staffEmails)] : []),
        ]),
      )
      .orderBy('users.email')
      .execute();
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

  route(app, staffMembersEndpoint, async ({ request }) => {
    await requireAdmin(request);
    return { data: await members() };
  });

  route(app, grantStaffEndpoint, async ({ body, request }) => {
    const admin = await requireAdmin(request);
    const target = await db
      .selectFrom('users')
      .select(['id', 'email', 'emailVerifiedAt'])
      .where('email', '=', body.email)
      .executeTakeFirst();
    // COMPANY_EMAIL_DOMAINS is the precondition: only a verified company address can be granted.
    if (!target || target.emailVerifiedAt === null || !isStaffEmail(target.email, config)) {
      throw httpError(400, STAFF_MESSAGES.grantNoAccount, { messages: [STAFF_MESSAGES.grantNoAccount] });
    }
    if (isAllowListed(target.email, config)) {
      throw httpError(400, STAFF_MESSAGES.grantAllowListed, { messages: [STAFF_MESSAGES.grantAllowListed] });
    }
    await db
      .insertInto('staffGrants')
      .values({ userId: target.id, grantedBy: admin.id, admin: false })
      .onConflict((oc) => oc.column('userId').doNothing())
      .execute();
    service.securityEvent({
      event: 'staff.granted',
      userId: target.id,
      ip: request.ip,
      detail: `granted-by:${admin.id}`,
    });
    const member = (await members()).find((m) => m.userId === target.id)!;
    return { message: STAFF_MESSAGES.granted, member };
  });

  route(app, revokeStaffEndpoint, async ({ params, request }) => {
    const admin = await requireAdmin(request);
    const target = await db
      .selectFrom('users')
      .select('email')
      .where('id', '=', params.userId)
      .executeTakeFirst();
    if (target && isAllowListed(target.email, config)) {
      throw httpError(400, STAFF_MESSAGES.grantAllowListed, { messages: [STAFF_MESSAGES.grantAllowListed] });
    }
    const removed = await db
      .deleteFrom('staffGrants')
      .where('userId', '=', params.userId)
      .returning('userId')
      .executeTakeFirst();
    if (!removed) throw httpError(404, 'No granted staff access for this account.');
    service.securityEvent({
      event: 'staff.revoked',
      userId: params.userId,
      ip: request.ip,
      detail: `revoked-by:${admin.id}`,
    });
    return { message: STAFF_MESSAGES.revoked };
  });
}
