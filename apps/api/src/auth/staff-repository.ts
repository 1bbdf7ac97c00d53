/**
 * The staff accounts' SQL (ADR 56, ADR 64): staff grants, second factors and their recovery codes, and the mark a
 * session gets for proving its second factor, as functions of the executor they run on. Who is staff, and when
 * a code counts, is staff.ts's; the grants and the set-up are staff-service.ts's. The rest of the accounts' SQL
 * is repository.ts.
 */
import type { Executor } from './repository';
import './tables';

/** The account's staff grant. */
export function staffGrantOf(q: Executor, userId: string) {
  return q.selectFrom('staffGrants').select('admin').where('userId', '=', userId).executeTakeFirst();
}

/** Grants the account staff access, unless it has a grant. */
export async function insertStaffGrant(
  q: Executor,
  grant: { userId: string; grantedBy: string | null; admin: boolean },
): Promise<void> {
  await q
    .insertInto('staffGrants')
    .values(grant)
    .onConflict((oc) => oc.column('userId').doNothing())
    .execute();
}

/** Removes the account's staff grant; answers it, or nothing when there was none. */
export function deleteStaffGrant(q: Executor, userId: string) {
  return q.deleteFrom('staffGrants').where('userId', '=', userId).returning('userId').executeTakeFirst();
}

/**
 * The accounts that are granted, or whose address is on the allow-list `staffEmails`, by address: each with its
 * grant and whether its second factor is set up.
 */
export function staffCandidates(q: Executor, staffEmails: readonly string[]) {
  return q
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
        ...(staffEmails.length > 0 ? [eb('users.email', 'in', [...staffEmails])] : []),
      ]),
    )
    .orderBy('users.email')
    .execute();
}

/** When the account's second factor was confirmed (null: set up but not confirmed). */
export function secondFactorConfirmedAt(q: Executor, userId: string) {
  return q.selectFrom('secondFactors').select('confirmedAt').where('userId', '=', userId).executeTakeFirst();
}

/** The account's second factor: its secret and when it was confirmed. */
export function secondFactorOf(q: Executor, userId: string) {
  return q
    .selectFrom('secondFactors')
    .select(['secret', 'confirmedAt'])
    .where('userId', '=', userId)
    .executeTakeFirst();
}

/** A new, unconfirmed second factor with `secret`, replacing any the account had. */
export async function startSecondFactor(
  q: Executor,
  userId: string,
  secret: string,
  createdAt: Date,
): Promise<void> {
  await q
    .insertInto('secondFactors')
    .values({ userId, secret })
    .onConflict((oc) =>
      oc.column('userId').doUpdateSet({ secret, createdAt, confirmedAt: null, lastStep: 0 }),
    )
    .execute();
}

/** A confirmed second factor, unless the account has one (the development seed). */
export async function insertSecondFactorUnlessSet(
  q: Executor,
  factor: { userId: string; secret: string; confirmedAt: Date },
): Promise<void> {
  await q
    .insertInto('secondFactors')
    .values(factor)
    .onConflict((oc) => oc.column('userId').doNothing())
    .execute();
}

/**
 * Confirms the account's unconfirmed second factor if its secret is still `secret`, with the time step `step`
 * used; answers it, or nothing.
 */
export function confirmSecondFactor(q: Executor, userId: string, secret: string, step: number, at: Date) {
  return q
    .updateTable('secondFactors')
    .set({ confirmedAt: at, lastStep: step })
    .where('userId', '=', userId)
    .where('confirmedAt', 'is', null)
    .where('secret', '=', secret)
    .returning('userId')
    .executeTakeFirst();
}

/** Uses the time step `step` if it is newer than any used before; answers the factor, or nothing. */
export function useTotpStep(q: Executor, userId: string, step: number) {
  return q
    .updateTable('secondFactors')
    .set({ lastStep: step })
    .where('userId', '=', userId)
    .where('lastStep', '<', String(step))
    .returning('userId')
    .executeTakeFirst();
}

/** Uses up an unused recovery code of the account by its hash; answers it, or nothing. */
export function useRecoveryCode(q: Executor, userId: string, codeHash: string, at: Date) {
  return q
    .updateTable('recoveryCodes')
    .set({ usedAt: at })
    .where('userId', '=', userId)
    .where('codeHash', '=', codeHash)
    .where('usedAt', 'is', null)
    .returning('userId')
    .executeTakeFirst();
}

export async function deleteRecoveryCodes(q: Executor, userId: string): Promise<void> {
  await q.deleteFrom('recoveryCodes').where('userId', '=', userId).execute();
}

export async function insertRecoveryCodes(
  q: Executor,
  userId: string,
  codeHashes: readonly string[],
): Promise<void> {
  await q
    .insertInto('recoveryCodes')
    .values(codeHashes.map((codeHash) => ({ userId, codeHash })))
    .execute();
}

/** Marks the account's sessions of these token hashes as having proved the second factor at `at`. */
export async function markSecondFactorProved(
  q: Executor,
  userId: string,
  tokenHashes: readonly string[],
  at: Date,
): Promise<void> {
  await q
    .updateTable('sessions')
    .set({ secondFactorAt: at })
    .where('userId', '=', userId)
    .where('tokenHash', 'in', [...tokenHashes])
    .execute();
}
