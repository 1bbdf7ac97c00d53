/**
 * The accounts' SQL (ADR 64): users and their agreements, sessions, the mailed links (password reset, e-mail
 * verification, registration), the rate limits' counters and the mail outbox, as functions of the executor they
 * run on (the database, or a transaction the service opened). No rule lives here: who may sign in, when a link
 * is used or expired, which sessions end and the error answers are the services' (service.ts, registration.ts,
 * account-sessions.ts); staff grants and second factors are staff-repository.ts.
 */
import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../db/schema';
import type {
  EmailVerificationsTable,
  PasswordResetsTable,
  RegistrationsTable,
  SessionsTable,
  UserAgreementsTable,
  UsersTable,
} from './tables';

/** What a repository function runs on: the database, or a transaction. */
export type Executor = Kysely<DB> | Transaction<DB>;

// ---------------------------------------------------------------------------------------------------------
// Users and their agreements

/** The account with this address (lower case), every column. */
export function userByEmail(q: Executor, email: string) {
  return q.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

/** The account, every column. */
export function userById(q: Executor, userId: string) {
  return q.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
}

/** The account's address and whether it is verified. */
export function addressOf(q: Executor, userId: string) {
  return q
    .selectFrom('users')
    .select(['id', 'email', 'emailVerifiedAt'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** The account with this address (lower case): its id, address and whether it is verified. */
export function addressByEmail(q: Executor, email: string) {
  return q
    .selectFrom('users')
    .select(['id', 'email', 'emailVerifiedAt'])
    .where('email', '=', email)
    .executeTakeFirst();
}

/** The account's address, its verification and the first name a mail greets. */
export function mailingOf(q: Executor, userId: string) {
  return q
    .selectFrom('users')
    .select(['id', 'email', 'firstName', 'emailVerifiedAt'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** The account's password hash. */
export function passwordHashOf(q: Executor, userId: string) {
  return q.selectFrom('users').select('passwordHash').where('id', '=', userId).executeTakeFirst();
}

/** The accounts with any of these addresses, with their password hashes. */
export function passwordsByEmail(q: Executor, emails: readonly string[]) {
  return q
    .selectFrom('users')
    .select(['email', 'passwordHash'])
    .where('email', 'in', [...emails])
    .execute();
}

/** The account with this address while its address is unverified, with its password hash. */
export function unverifiedByEmail(q: Executor, email: string) {
  return q
    .selectFrom('users')
    .select(['id', 'passwordHash'])
    .where('email', '=', email)
    .where('emailVerifiedAt', 'is', null)
    .executeTakeFirst();
}

/** A new account, unless the address has one; answers it, or nothing when the address was taken. */
export function insertUserUnlessTaken(q: Executor, values: Insertable<UsersTable>) {
  return q
    .insertInto('users')
    .values(values)
    .onConflict((oc) => oc.column('email').doNothing())
    .returning(['id', 'email', 'roles', 'emailVerifiedAt', 'firstName'])
    .executeTakeFirst();
}

/** Sets the account's password. */
export async function setPassword(
  q: Executor,
  userId: string,
  passwordHash: string,
  at: Date,
): Promise<void> {
  await q.updateTable('users').set({ passwordHash, updatedAt: at }).where('id', '=', userId).execute();
}

/**
 * Sets the account's password from a reset link, which proves the address as a verification link does: the
 * address counts as verified from `at` unless it already was. Answers the account's id and address.
 */
export function setPasswordByLink(q: Executor, userId: string, passwordHash: string, at: Date) {
  return q
    .updateTable('users')
    .set({
      passwordHash,
      updatedAt: at,
      emailVerifiedAt: sql<Date>`coalesce(email_verified_at, ${at})`,
    })
    .where('id', '=', userId)
    .returning(['id', 'email'])
    .executeTakeFirstOrThrow();
}

/** Marks the account's address verified at `at`; answers its id, address and verification. */
export function markVerified(q: Executor, userId: string, at: Date) {
  return q
    .updateTable('users')
    .set({ emailVerifiedAt: at, updatedAt: at })
    .where('id', '=', userId)
    .returning(['id', 'email', 'emailVerifiedAt'])
    .executeTakeFirstOrThrow();
}

/** Sets when the account's address was verified, and nothing else (the development seed). */
export async function setVerifiedAt(q: Executor, userId: string, at: Date): Promise<void> {
  await q.updateTable('users').set({ emailVerifiedAt: at }).where('id', '=', userId).execute();
}

/** Deletes the accounts with these addresses, with everything they own (the foreign keys cascade). */
export async function deleteUsersByEmail(q: Executor, emails: readonly string[]): Promise<void> {
  await q
    .deleteFrom('users')
    .where('email', 'in', [...emails])
    .execute();
}

/** What the account agreed to. */
export function agreementsOf(q: Executor, userId: string) {
  return q.selectFrom('userAgreements').selectAll().where('userId', '=', userId).execute();
}

export async function insertAgreements(
  q: Executor,
  rows: readonly Insertable<UserAgreementsTable>[],
): Promise<void> {
  await q
    .insertInto('userAgreements')
    .values([...rows])
    .execute();
}

/** Records an agreement unless the account has one of that kind. */
export async function insertAgreementUnlessMade(
  q: Executor,
  row: Insertable<UserAgreementsTable>,
): Promise<void> {
  await q
    .insertInto('userAgreements')
    .values(row)
    .onConflict((oc) => oc.columns(['userId', 'kind']).doNothing())
    .execute();
}

// ---------------------------------------------------------------------------------------------------------
// Sessions

export async function insertSession(q: Executor, values: Insertable<SessionsTable>): Promise<void> {
  await q.insertInto('sessions').values(values).execute();
}

/**
 * The session of a token's hash with its account, the account's staff grant and second factor: not revoked,
 * not expired at `at`, and used since `idleSince`.
 */
export function liveSession(q: Executor, tokenHash: string, at: Date, idleSince: Date) {
  return q
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .leftJoin('staffGrants', 'staffGrants.userId', 'sessions.userId')
    .leftJoin('secondFactors', 'secondFactors.userId', 'sessions.userId')
    .select([
      'users.id',
      'users.email',
      'users.roles',
      'users.emailVerifiedAt',
      'sessions.expiresAt',
      'sessions.lastSeenAt',
      'sessions.secondFactorAt',
      'staffGrants.userId as grantUserId',
      'staffGrants.admin as grantAdmin',
      'secondFactors.confirmedAt as secondFactorConfirmedAt',
    ])
    .where('sessions.tokenHash', '=', tokenHash)
    .where('sessions.revokedAt', 'is', null)
    .where('sessions.expiresAt', '>', at)
    .where('sessions.lastSeenAt', '>', idleSince)
    .executeTakeFirst();
}

/** Notes the session's use at `at`, unless another request noted one since `staleBefore`. */
export async function touchSession(
  q: Executor,
  tokenHash: string,
  at: Date,
  staleBefore: Date,
): Promise<void> {
  await q
    .updateTable('sessions')
    .set({ lastSeenAt: at })
    .where('tokenHash', '=', tokenHash)
    .where('lastSeenAt', '<=', staleBefore)
    .execute();
}

/** Notes what a session is: its browser and the network it signed in from. */
export async function describeSession(
  q: Executor,
  tokenHash: string,
  client: { userAgent: string | null; clientNetwork: string | null },
): Promise<void> {
  await q.updateTable('sessions').set(client).where('tokenHash', '=', tokenHash).execute();
}

/** The account's sessions not revoked, not expired at `at` and used since `idleSince`, most recent first. */
export function openSessions(q: Executor, userId: string, at: Date, idleSince: Date) {
  return q
    .selectFrom('sessions')
    .where('userId', '=', userId)
    .where('revokedAt', 'is', null)
    .where('expiresAt', '>', at)
    .where('lastSeenAt', '>', idleSince)
    .select(['id', 'tokenHash', 'userAgent', 'clientNetwork', 'createdAt', 'lastSeenAt'])
    .orderBy('lastSeenAt', 'desc')
    .orderBy('createdAt', 'desc')
    .execute();
}

/** Revokes the sessions of these token hashes that are not revoked yet. */
export async function revokeSessionsByHash(
  q: Executor,
  tokenHashes: readonly string[],
  at: Date,
): Promise<void> {
  await q
    .updateTable('sessions')
    .set({ revokedAt: at })
    .where('tokenHash', 'in', [...tokenHashes])
    .where('revokedAt', 'is', null)
    .execute();
}

/** Revokes one of the account's sessions unless revoked or expired at `at`; answers how many (0 or 1). */
export async function revokeSession(q: Executor, userId: string, id: string, at: Date): Promise<number> {
  const revoked = await q
    .updateTable('sessions')
    .set({ revokedAt: at })
    .where('id', '=', id)
    .where('userId', '=', userId)
    .where('revokedAt', 'is', null)
    .where('expiresAt', '>', at)
    .executeTakeFirst();
  return Number(revoked.numUpdatedRows);
}

/** Revokes every session of the account not revoked yet, except those of `keepHashes`; answers how many. */
export async function revokeSessionsOf(
  q: Executor,
  userId: string,
  at: Date,
  keepHashes: readonly string[] = [],
): Promise<number> {
  let query = q
    .updateTable('sessions')
    .set({ revokedAt: at })
    .where('userId', '=', userId)
    .where('revokedAt', 'is', null);
  if (keepHashes.length > 0) query = query.where('tokenHash', 'not in', [...keepHashes]);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Deletes the sessions past their expiry; answers how many. */
export async function deleteExpiredSessions(q: Executor): Promise<number> {
  const { numDeletedRows } = await q
    .deleteFrom('sessions')
    .where('expiresAt', '<=', sql<Date>`now()`)
    .executeTakeFirst();
  return Number(numDeletedRows);
}

// ---------------------------------------------------------------------------------------------------------
// Password reset and e-mail verification links

export async function insertPasswordReset(
  q: Executor,
  values: Insertable<PasswordResetsTable>,
): Promise<void> {
  await q.insertInto('passwordResets').values(values).execute();
}

/** The reset link of an id's hash. */
export function passwordReset(q: Executor, idHash: string) {
  return q
    .selectFrom('passwordResets')
    .select(['expiresAt', 'usedAt', 'userId'])
    .where('idHash', '=', idHash)
    .executeTakeFirst();
}

/** Uses up the reset link unless used or expired at `at`; answers its account, or nothing. */
export function usePasswordReset(q: Executor, idHash: string, at: Date) {
  return q
    .updateTable('passwordResets')
    .set({ usedAt: at })
    .where('idHash', '=', idHash)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', at)
    .returning('userId')
    .executeTakeFirst();
}

/** Uses up every open reset link of the account. */
export async function usePasswordResetsOf(q: Executor, userId: string, at: Date): Promise<void> {
  await q
    .updateTable('passwordResets')
    .set({ usedAt: at })
    .where('userId', '=', userId)
    .where('usedAt', 'is', null)
    .execute();
}

export async function insertEmailVerification(
  q: Executor,
  values: Insertable<EmailVerificationsTable>,
): Promise<void> {
  await q.insertInto('emailVerifications').values(values).execute();
}

/** The verification link of an id's hash. */
export function emailVerification(q: Executor, idHash: string) {
  return q
    .selectFrom('emailVerifications')
    .select(['expiresAt', 'usedAt', 'userId'])
    .where('idHash', '=', idHash)
    .executeTakeFirst();
}

/** Uses up the verification link unless used or expired at `at`; answers its account and address, or nothing. */
export function useEmailVerification(q: Executor, idHash: string, at: Date) {
  return q
    .updateTable('emailVerifications')
    .set({ usedAt: at })
    .where('idHash', '=', idHash)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', at)
    .returning(['userId', 'email'])
    .executeTakeFirst();
}

/** Uses up every open verification link of the account. */
export async function useEmailVerificationsOf(q: Executor, userId: string, at: Date): Promise<void> {
  await q
    .updateTable('emailVerifications')
    .set({ usedAt: at })
    .where('userId', '=', userId)
    .where('usedAt', 'is', null)
    .execute();
}

// ---------------------------------------------------------------------------------------------------------
// Registrations (ADR 57)

export async function insertRegistration(q: Executor, values: Insertable<RegistrationsTable>): Promise<void> {
  await q.insertInto('registrations').values(values).execute();
}

/** The registration link of an id's hash. */
export function registration(q: Executor, idHash: string) {
  return q
    .selectFrom('registrations')
    .select(['usedAt', 'expiresAt'])
    .where('idHash', '=', idHash)
    .executeTakeFirst();
}

/** Uses up the registration link unless used or expired at `at`; answers the registration, or nothing. */
export function useRegistration(q: Executor, idHash: string, at: Date) {
  return q
    .updateTable('registrations')
    .set({ usedAt: at })
    .where('idHash', '=', idHash)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', at)
    .returningAll()
    .executeTakeFirst();
}

/** Uses up every open registration link of the address. */
export async function useRegistrationsOf(q: Executor, email: string, at: Date): Promise<void> {
  await q
    .updateTable('registrations')
    .set({ usedAt: at })
    .where('email', '=', email)
    .where('usedAt', 'is', null)
    .execute();
}

/** Deletes the registrations whose link expired more than `keptMs` ago; answers how many. */
export async function deleteExpiredRegistrations(q: Executor, keptMs: number): Promise<number> {
  const { numDeletedRows } = await q
    .deleteFrom('registrations')
    .where('expiresAt', '<=', sql<Date>`now() - ${keptMs} * interval '1 millisecond'`)
    .executeTakeFirst();
  return Number(numDeletedRows);
}

// ---------------------------------------------------------------------------------------------------------
// Rate limits (rate-limit.ts keeps the windows' rule)

/**
 * Counts an attempt for a stored key at `at` in one atomic upsert: a window that started at or before
 * `windowEnded` is over, so the count starts again at 1 with a window from `at`. Answers the count and the
 * window's start.
 */
export function hitRateLimit(q: Executor, key: string, at: Date, windowEnded: Date) {
  return q
    .insertInto('rateLimits')
    .values({ key, windowStart: at, hits: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        hits: sql<number>`CASE WHEN rate_limits.window_start <= ${windowEnded} THEN 1 ELSE rate_limits.hits + 1 END`,
        windowStart: sql<Date>`CASE WHEN rate_limits.window_start <= ${windowEnded} THEN ${at}::timestamptz ELSE rate_limits.window_start END`,
      }),
    )
    .returning(['hits', 'windowStart'])
    .executeTakeFirstOrThrow();
}

/** Deletes the counters whose window started before `before`. */
export async function deleteRateLimitsBefore(q: Executor, before: Date): Promise<void> {
  await q.deleteFrom('rateLimits').where('windowStart', '<', before).execute();
}

/** Forgets a stored key's attempts. */
export async function deleteRateLimit(q: Executor, key: string): Promise<void> {
  await q.deleteFrom('rateLimits').where('key', '=', key).execute();
}

// ---------------------------------------------------------------------------------------------------------
// The mail outbox (its delivery is mail/worker.ts)

/** Queues a mail for the mail worker. */
export async function queueMail(
  q: Executor,
  mail: {
    toAddress: string;
    subject: string;
    textBody: string;
    kind: string;
    htmlBody?: string;
    headers?: Record<string, string>;
  },
): Promise<void> {
  const { headers, ...rest } = mail;
  await q
    .insertInto('outbox')
    .values({ ...rest, ...(headers ? { headers: JSON.stringify(headers) } : {}), status: 'queued' })
    .execute();
}

/** The latest `max` mails, newest first; only those to `to` when given. */
export function latestMails(q: Executor, to: string | undefined, max: number) {
  let query = q.selectFrom('outbox').selectAll().orderBy('createdAt', 'desc').limit(max);
  if (to) query = query.where('toAddress', '=', to);
  return query.execute();
}
