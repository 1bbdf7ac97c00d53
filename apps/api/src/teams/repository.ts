/**
 * The teams' SQL (ADR 64, ADR 92): teams, their members and invitations, and the one rule the other domains
 * read (`coverage`, `readable`): which licences and orders an account reaches through its team, read from
 * the membership as it is now, so a member removed loses them with the next statement.
 */
import type { InvitedRole, TeamRole } from '@clipmarket/core';
import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { DB } from '../db/schema';
import './tables';

/** What a repository function runs on: the database, or a transaction. */
export type Executor = Kysely<DB> | Transaction<DB>;

// ---------------------------------------------------------------------------------------------------------
// What other domains read

/**
 * Whether the row of `alias` (a licence or an order, with `user_id` and `team_id`) is `userId`'s: their own
 * bought outside a team, or their team's when their role reads the team's purchases (owner, purchaser).
 */
export function readable(alias: 'l' | 'o' | 'licences' | 'orders', userId: string): RawBuilder<boolean> {
  const a = sql.raw(alias);
  return sql<boolean>`((${a}.team_id IS NULL AND ${a}.user_id = ${userId}::uuid) OR ${a}.team_id IN (
    SELECT tm.team_id FROM team_members tm WHERE tm.user_id = ${userId}::uuid AND tm.role IN ('owner', 'purchaser')))`;
}

/**
 * Whether a licence row of `alias` covers `userId`'s use of its clip: their own bought outside a team, or any
 * licence of their team, whatever their role (a licence bought by one member covers the team).
 */
export function coverage(alias: 'l' | 'licences', userId: string): RawBuilder<boolean> {
  const a = sql.raw(alias);
  return sql<boolean>`((${a}.team_id IS NULL AND ${a}.user_id = ${userId}::uuid) OR ${a}.team_id IN (
    SELECT tm.team_id FROM team_members tm WHERE tm.user_id = ${userId}::uuid))`;
}

/** Whether `readerId` reads `memberId`'s usage declarations: both in one team, the reader as owner or purchaser. */
export async function readsUsageOf(q: Executor, readerId: string, memberId: string): Promise<boolean> {
  const row = await q
    .selectFrom('teamMembers as r')
    .innerJoin('teamMembers as m', 'm.teamId', 'r.teamId')
    .select('r.id')
    .where('r.userId', '=', readerId)
    .where('r.role', 'in', ['owner', 'purchaser'])
    .where('m.userId', '=', memberId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The team an order paid by `userId` now belongs to: theirs when their role purchases for it, else none. */
export async function purchasingTeam(q: Executor, userId: string): Promise<string | null> {
  const row = await q
    .selectFrom('teamMembers')
    .select('teamId')
    .where('userId', '=', userId)
    .where('role', 'in', ['owner', 'purchaser'])
    .executeTakeFirst();
  return row?.teamId ?? null;
}

// ---------------------------------------------------------------------------------------------------------
// Teams and members

/** The account's membership, with its team's name; optionally locked (the team's row) for the transaction. */
export async function membershipOf(q: Executor, userId: string, lock = false) {
  const row = await q
    .selectFrom('teamMembers as m')
    .innerJoin('teams as t', 't.id', 'm.teamId')
    .select(['m.id', 'm.teamId', 'm.role', 't.name', 't.createdAt'])
    .where('m.userId', '=', userId)
    .executeTakeFirst();
  if (row && lock) await lockTeam(q, row.teamId);
  return row;
}

/** Locks the team's row for the rest of the transaction. */
export async function lockTeam(q: Executor, teamId: string): Promise<void> {
  await sql`SELECT 1 FROM teams WHERE id = ${teamId} FOR UPDATE`.execute(q);
}

export async function insertTeam(q: Executor, name: string): Promise<string> {
  const row = await q.insertInto('teams').values({ name }).returning('id').executeTakeFirstOrThrow();
  return String(row.id);
}

export function renameTeam(q: Executor, teamId: string, name: string) {
  return q.updateTable('teams').set({ name }).where('id', '=', teamId).execute();
}

export function deleteTeam(q: Executor, teamId: string) {
  return q.deleteFrom('teams').where('id', '=', teamId).execute();
}

export function insertMember(q: Executor, member: { teamId: string; userId: string; role: TeamRole }) {
  return q.insertInto('teamMembers').values(member).execute();
}

/** The team's members, the owner first, then by when they joined. */
export function membersOf(q: Executor, teamId: string) {
  return q
    .selectFrom('teamMembers as m')
    .innerJoin('users as u', 'u.id', 'm.userId')
    .select(['m.id', 'm.userId', 'm.role', 'm.joinedAt', 'u.firstName', 'u.lastName', 'u.email'])
    .where('m.teamId', '=', teamId)
    .orderBy(sql`m.role = 'owner'`, 'desc')
    .orderBy('m.joinedAt')
    .orderBy('m.id')
    .execute();
}

/** One member of the team by the membership's id. */
export function memberOf(q: Executor, teamId: string, memberId: string) {
  return q
    .selectFrom('teamMembers')
    .select(['id', 'userId', 'role'])
    .where('teamId', '=', teamId)
    .where('id', '=', memberId)
    .executeTakeFirst();
}

export function setRole(q: Executor, memberId: string, role: TeamRole) {
  return q.updateTable('teamMembers').set({ role }).where('id', '=', memberId).execute();
}

export function deleteMember(q: Executor, memberId: string) {
  return q.deleteFrom('teamMembers').where('id', '=', memberId).execute();
}

export async function countMembers(q: Executor, teamId: string): Promise<number> {
  const row = await q
    .selectFrom('teamMembers')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('teamId', '=', teamId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Whether an account of `email` is a member of the team. */
export async function isMemberByEmail(q: Executor, teamId: string, email: string): Promise<boolean> {
  const row = await q
    .selectFrom('teamMembers as m')
    .innerJoin('users as u', 'u.id', 'm.userId')
    .select('m.id')
    .where('m.teamId', '=', teamId)
    .where(sql<boolean>`lower(u.email) = ${email}`)
    .executeTakeFirst();
  return row !== undefined;
}

/** The other members' playlists, most recently changed first (at most `max`). */
export function teamPlaylists(q: Executor, teamId: string, exceptUserId: string, max: number) {
  return q
    .selectFrom('playlists as p')
    .innerJoin('teamMembers as m', 'm.userId', 'p.userId')
    .innerJoin('users as u', 'u.id', 'p.userId')
    .select((eb) => [
      'p.uuid',
      'p.name',
      'p.updatedAt',
      'u.firstName',
      'u.lastName',
      eb
        .selectFrom('playlistVideos as v')
        .select((v) => v.fn.countAll<number>().as('n'))
        .whereRef('v.playlistUuid', '=', 'p.uuid')
        .as('videoCount'),
    ])
    .where('m.teamId', '=', teamId)
    .where('p.userId', '<>', exceptUserId)
    .orderBy('p.updatedAt', 'desc')
    .orderBy('p.uuid')
    .limit(max)
    .execute();
}

/** Whether `readerId` and the owner of playlist `uuid` are in one team (the reader may open it, read-only). */
export async function sharesTeamWithOwner(q: Executor, readerId: string, ownerId: string): Promise<boolean> {
  if (readerId === ownerId) return false;
  const row = await q
    .selectFrom('teamMembers as a')
    .innerJoin('teamMembers as b', 'b.teamId', 'a.teamId')
    .select('a.id')
    .where('a.userId', '=', readerId)
    .where('b.userId', '=', ownerId)
    .executeTakeFirst();
  return row !== undefined;
}

// ---------------------------------------------------------------------------------------------------------
// Invitations

/** Open invitations (not accepted, withdrawn or expired at `now`), oldest first. */
export function openInvitations(q: Executor, teamId: string, now: Date) {
  return q
    .selectFrom('teamInvitations')
    .select(['id', 'email', 'role', 'invitedAt', 'expiresAt'])
    .where('teamId', '=', teamId)
    .where('acceptedAt', 'is', null)
    .where('withdrawnAt', 'is', null)
    .where('expiresAt', '>', now)
    .orderBy('invitedAt')
    .orderBy('id')
    .execute();
}

/** Closes the team's invitations of `email` that expired (so a new one may be sent). */
export function closeExpired(q: Executor, teamId: string, email: string, now: Date) {
  return q
    .updateTable('teamInvitations')
    .set({ withdrawnAt: now })
    .where('teamId', '=', teamId)
    .where('email', '=', email)
    .where('acceptedAt', 'is', null)
    .where('withdrawnAt', 'is', null)
    .where('expiresAt', '<=', now)
    .execute();
}

/** Invitations the team sent since `since` (to `email` only, when given), withdrawn or used ones included. */
export async function countSentSince(
  q: Executor,
  teamId: string,
  since: Date,
  email?: string,
): Promise<number> {
  let query = q
    .selectFrom('teamInvitations')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('teamId', '=', teamId)
    .where('invitedAt', '>', since);
  if (email !== undefined) query = query.where('email', '=', email);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

export function insertInvitation(
  q: Executor,
  invitation: {
    teamId: string;
    email: string;
    role: InvitedRole;
    tokenHash: string;
    invitedBy: string;
    expiresAt: Date;
  },
) {
  return q
    .insertInto('teamInvitations')
    .values(invitation)
    .returning(['id', 'email', 'role', 'invitedAt', 'expiresAt'])
    .executeTakeFirstOrThrow();
}

/** Withdraws an open invitation of the team; whether there was one. */
export async function withdrawInvitation(
  q: Executor,
  teamId: string,
  id: string,
  now: Date,
): Promise<boolean> {
  const result = await q
    .updateTable('teamInvitations')
    .set({ withdrawnAt: now })
    .where('teamId', '=', teamId)
    .where('id', '=', id)
    .where('acceptedAt', 'is', null)
    .where('withdrawnAt', 'is', null)
    .where('expiresAt', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** An invitation by its secret's hash, with its team and who sent it; optionally locked. */
export function invitationByHash(q: Executor, tokenHash: string, lock = false) {
  let query = q
    .selectFrom('teamInvitations as i')
    .innerJoin('teams as t', 't.id', 'i.teamId')
    .leftJoin('users as u', 'u.id', 'i.invitedBy')
    .select([
      'i.id',
      'i.teamId',
      'i.email',
      'i.role',
      'i.expiresAt',
      'i.acceptedAt',
      'i.withdrawnAt',
      't.name as teamName',
      'u.firstName',
      'u.lastName',
    ])
    .where('i.tokenHash', '=', tokenHash);
  if (lock) query = query.forUpdate(['i']);
  return query.executeTakeFirst();
}

export function markAccepted(q: Executor, id: string, userId: string, now: Date) {
  return q
    .updateTable('teamInvitations')
    .set({ acceptedAt: now, acceptedBy: userId })
    .where('id', '=', id)
    .execute();
}
