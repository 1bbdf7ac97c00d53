import {
  PAGES,
  TEAM_LIMITS,
  TEAM_MESSAGES,
  TEAM_POWERS,
  TEAM_ROLE_DESCRIPTIONS,
  TEAM_ROLE_LABELS,
  type InvitationPreview,
  type InvitedRole,
  type Team,
  type TeamInvitation,
  type TeamResponse,
  type TeamRole,
} from '@clipmarket/core';
import type { Kysely } from 'kysely';
import { queueMail } from '../auth/repository';
import type { DB } from '../db/schema';
import { isUniqueViolation } from '../db/errors';
import type { AuthUser } from '../http/auth-types';
import { httpError } from '../http/errors';
import { hashSecret, newSecret } from '../playlist-reviews/access';
import * as teams from './repository';

export interface TeamServiceOptions {
  /** The site's address, for the invitation link in the mail. */
  baseUrl: string;
  /** @default () => new Date() */
  now?: () => Date;
}

/** Playlists of the other members the team page lists. */
const TEAM_PLAYLISTS_SHOWN = 50;
const DAY_MS = 24 * 60 * 60 * 1000;

const iso = (value: Date | string) => new Date(value).toISOString();
const nameOf = (row: { firstName: string | null; lastName: string | null }) =>
  `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim();

export type TeamService = ReturnType<typeof createTeamService>;

/**
 * Team accounts (issue 33, item 1; ADR 92). Every call reads the caller's membership as it is now, inside its
 * transaction, with the team's row locked where members or invitations change, so two owners' clicks or an
 * acceptance beside a removal cannot leave the team without its owner or over its seats.
 */
export function createTeamService(db: Kysely<DB>, options: TeamServiceOptions) {
  const now = options.now ?? (() => new Date());

  async function view(q: teams.Executor, userId: string): Promise<Team | null> {
    const me = await teams.membershipOf(q, userId);
    if (!me) return null;
    const [members, invitations, playlists] = await Promise.all([
      teams.membersOf(q, me.teamId),
      TEAM_POWERS[me.role].manage ? teams.openInvitations(q, me.teamId, now()) : Promise.resolve([]),
      teams.teamPlaylists(q, me.teamId, userId, TEAM_PLAYLISTS_SHOWN),
    ]);
    return {
      id: String(me.teamId),
      name: me.name,
      role: me.role,
      createdAt: iso(me.createdAt),
      members: members.map((m) => ({
        id: String(m.id),
        name: nameOf(m) || m.email,
        email: m.email,
        role: m.role,
        joinedAt: iso(m.joinedAt),
        you: m.userId === userId,
      })),
      invitations: invitations.map(toInvitation),
      playlists: playlists.map((p) => ({
        uuid: p.uuid,
        name: p.name,
        ownerName: nameOf(p),
        videoCount: Number(p.videoCount ?? 0),
        updatedAt: iso(p.updatedAt),
      })),
    };
  }

  function toInvitation(row: {
    id: string;
    email: string;
    role: InvitedRole;
    invitedAt: Date | string;
    expiresAt: Date | string;
  }): TeamInvitation {
    return {
      id: String(row.id),
      email: row.email,
      role: row.role,
      invitedAt: iso(row.invitedAt),
      expiresAt: iso(row.expiresAt),
    };
  }

  /** The caller's membership with the team's row locked; 404 outside a team, 403 unless they own it. */
  async function owned(q: teams.Executor, userId: string) {
    const me = await teams.membershipOf(q, userId, true);
    if (!me) throw httpError(404, TEAM_MESSAGES.notInTeam);
    if (!TEAM_POWERS[me.role].manage) throw httpError(403, TEAM_MESSAGES.ownerOnly);
    return me;
  }

  async function mustView(q: teams.Executor, userId: string): Promise<Team> {
    const team = await view(q, userId);
    if (!team) throw httpError(404, TEAM_MESSAGES.notInTeam);
    return team;
  }

  function invitationMail(to: string, token: string, teamName: string, inviter: string, role: InvitedRole) {
    const url = `${options.baseUrl}${PAGES.teamInvitation.href({ token })}`;
    return {
      toAddress: to,
      subject: `Join ${teamName} on Clipmarket`,
      textBody: [
        `${inviter} invited you to join ${teamName} on Clipmarket as a ${TEAM_ROLE_LABELS[role].toLowerCase()}.`,
        TEAM_ROLE_DESCRIPTIONS[role],
        '',
        `Accept the invitation here (it works once, for ${TEAM_LIMITS.invitationDays} days, signed in as ${to}):`,
        url,
        '',
        'If you did not expect this invitation, ignore this mail.',
      ].join('\n'),
      kind: 'team-invitation',
    };
  }

  /** The open invitation of a link, or the refusal its state calls for. */
  async function usable(q: teams.Executor, token: string, lock = false) {
    const row = await teams.invitationByHash(q, hashSecret(token), lock);
    if (!row) throw httpError(404, TEAM_MESSAGES.invitationInvalid);
    if (row.acceptedAt) throw httpError(410, TEAM_MESSAGES.invitationUsed);
    if (row.withdrawnAt) throw httpError(410, TEAM_MESSAGES.invitationWithdrawn);
    if (new Date(row.expiresAt) <= now()) throw httpError(410, TEAM_MESSAGES.invitationExpired);
    return row;
  }

  return {
    async get(user: AuthUser): Promise<TeamResponse> {
      return { team: await view(db, user.id) };
    },

    async create(user: AuthUser, name: string): Promise<Team> {
      try {
        return await db.transaction().execute(async (trx) => {
          if (await teams.membershipOf(trx, user.id)) throw httpError(409, TEAM_MESSAGES.inTeam);
          const teamId = await teams.insertTeam(trx, name);
          await teams.insertMember(trx, { teamId, userId: user.id, role: 'owner' });
          return mustView(trx, user.id);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw httpError(409, TEAM_MESSAGES.inTeam);
        throw error;
      }
    },

    async rename(user: AuthUser, name: string): Promise<Team> {
      return db.transaction().execute(async (trx) => {
        const me = await owned(trx, user.id);
        await teams.renameTeam(trx, me.teamId, name);
        return mustView(trx, user.id);
      });
    },

    async leave(user: AuthUser): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const me = await teams.membershipOf(trx, user.id, true);
        if (!me) throw httpError(404, TEAM_MESSAGES.notInTeam);
        if (me.role !== 'owner') {
          await teams.deleteMember(trx, me.id);
          return;
        }
        // The owner leaves last, and the team ends with them: its licences and orders go back to their buyers.
        if ((await teams.countMembers(trx, me.teamId)) > 1) throw httpError(409, TEAM_MESSAGES.ownerStays);
        await teams.deleteTeam(trx, me.teamId);
      });
    },

    async invite(user: AuthUser, input: { email: string; role: InvitedRole }): Promise<TeamInvitation> {
      const email = input.email.toLowerCase();
      const token = newSecret();
      const at = now();
      const invitation = await db.transaction().execute(async (trx) => {
        const me = await owned(trx, user.id);
        if (await teams.isMemberByEmail(trx, me.teamId, email))
          throw httpError(409, TEAM_MESSAGES.alreadyMember);
        await teams.closeExpired(trx, me.teamId, email, at);
        const open = await teams.openInvitations(trx, me.teamId, at);
        if (open.some((row) => row.email === email)) throw httpError(409, TEAM_MESSAGES.alreadyInvited);
        if ((await teams.countMembers(trx, me.teamId)) + open.length >= TEAM_LIMITS.seats)
          throw httpError(400, TEAM_MESSAGES.full);
        // Each invitation is a mail to an address the team chose: withdrawing and sending again is bounded.
        const dayAgo = new Date(at.getTime() - DAY_MS);
        if ((await teams.countSentSince(trx, me.teamId, dayAgo)) >= TEAM_LIMITS.invitationsPerDay)
          throw httpError(429, TEAM_MESSAGES.invitationsToday);
        if (
          (await teams.countSentSince(trx, me.teamId, dayAgo, email)) >=
          TEAM_LIMITS.invitationsPerAddressPerDay
        )
          throw httpError(429, TEAM_MESSAGES.invitationsToAddress);
        const row = await teams.insertInvitation(trx, {
          teamId: me.teamId,
          email,
          role: input.role,
          tokenHash: hashSecret(token),
          invitedBy: user.id,
          expiresAt: new Date(at.getTime() + TEAM_LIMITS.invitationDays * DAY_MS),
        });
        const inviter = (await teams.membersOf(trx, me.teamId)).find((m) => m.userId === user.id);
        const from = (inviter && nameOf(inviter)) || user.email;
        await queueMail(trx, invitationMail(email, token, me.name, from, input.role));
        return row;
      });
      return toInvitation(invitation);
    },

    async withdraw(user: AuthUser, invitationId: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const me = await owned(trx, user.id);
        if (!(await teams.withdrawInvitation(trx, me.teamId, invitationId, now())))
          throw httpError(404, TEAM_MESSAGES.invitationMissing);
      });
    },

    async updateMember(user: AuthUser, memberId: string, role: TeamRole): Promise<Team> {
      return db.transaction().execute(async (trx) => {
        const me = await owned(trx, user.id);
        const member = await teams.memberOf(trx, me.teamId, memberId);
        if (!member) throw httpError(404, TEAM_MESSAGES.memberMissing);
        // The owner's own role changes only by handing the team to another member.
        if (member.id === me.id) {
          if (role !== 'owner') throw httpError(409, TEAM_MESSAGES.ownerStays);
          return mustView(trx, user.id);
        }
        if (role === 'owner') await teams.setRole(trx, me.id, 'purchaser');
        await teams.setRole(trx, member.id, role);
        return mustView(trx, user.id);
      });
    },

    async removeMember(user: AuthUser, memberId: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const me = await owned(trx, user.id);
        const member = await teams.memberOf(trx, me.teamId, memberId);
        if (!member) throw httpError(404, TEAM_MESSAGES.memberMissing);
        if (member.id === me.id) throw httpError(409, TEAM_MESSAGES.ownerStays);
        await teams.deleteMember(trx, member.id);
      });
    },

    async preview(token: string): Promise<InvitationPreview> {
      const row = await usable(db, token);
      return {
        teamName: row.teamName,
        invitedBy: nameOf(row) || row.teamName,
        email: row.email,
        role: row.role,
        expiresAt: iso(row.expiresAt),
      };
    },

    async accept(user: AuthUser, token: string): Promise<Team> {
      try {
        return await db.transaction().execute(async (trx) => {
          const row = await usable(trx, token, true);
          if (row.email !== user.email.toLowerCase())
            throw httpError(403, TEAM_MESSAGES.invitationOtherAddress);
          if (await teams.membershipOf(trx, user.id)) throw httpError(409, TEAM_MESSAGES.inTeam);
          // The team's row, locked: an owner's change of members waits for this one.
          await teams.lockTeam(trx, row.teamId);
          await teams.markAccepted(trx, row.id, user.id, now());
          await teams.insertMember(trx, { teamId: row.teamId, userId: user.id, role: row.role });
          return mustView(trx, user.id);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw httpError(409, TEAM_MESSAGES.inTeam);
        throw error;
      }
    },
  };
}
