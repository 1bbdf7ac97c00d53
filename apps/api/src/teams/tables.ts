import type { InvitedRole, TeamRole } from '@clipmarket/core';
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** A team (migration 0044, ADR 92). */
export interface TeamsTable {
  /** bigint identity, read as a string. */
  id: Generated<string>;
  name: string;
  createdAt: ColumnType<Date, Date | string | undefined, never>;
}

/** An account's place in a team: one team per account. */
export interface TeamMembersTable {
  id: Generated<string>;
  teamId: string;
  userId: string;
  role: TeamRole;
  joinedAt: ColumnType<Date, Date | string | undefined, never>;
}

/** An invitation: the hash of its link's secret, for one address and role. */
export interface TeamInvitationsTable {
  id: Generated<string>;
  teamId: string;
  email: string;
  role: InvitedRole;
  tokenHash: string;
  invitedBy: string | null;
  invitedAt: ColumnType<Date, Date | string | undefined, never>;
  expiresAt: Timestamp;
  acceptedAt: NullableTimestamp;
  acceptedBy: ColumnType<string | null, string | null | undefined, string | null>;
  withdrawnAt: NullableTimestamp;
}

declare module '../db/schema' {
  interface DB {
    teams: TeamsTable;
    teamMembers: TeamMembersTable;
    teamInvitations: TeamInvitationsTable;
  }
}
