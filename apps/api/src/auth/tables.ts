import type { ColumnType, Generated, Selectable } from 'kysely';

/** A timestamp the database fills in on insert. */
type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

/** Accounts. `email` is normalised (trimmed, lower case) and unique; it is also the username. */
export interface UsersTable {
  id: Generated<string>;
  email: string;
  /** argon2id, PHC string. Never leaves the auth module. */
  passwordHash: string;
  firstName: string;
  lastName: string;
  company: string | null;
  /** e.g. ROLE_RIFF_USER, ROLE_INSIDER. */
  roles: ColumnType<string[], string[] | undefined, string[]>;
  /** When the address was verified by a mailed link; null until then (staff status needs it). */
  emailVerifiedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
}

/** Sessions: only the SHA-256 of each token is stored. */
export interface SessionsTable {
  /** Hex SHA-256 of the token. */
  tokenHash: string;
  userId: string;
  createdAt: CreatedAt;
  expiresAt: ColumnType<Date, Date | string, Date | string>;
  revokedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** When the session was last used, at most `sessionTouchSeconds` stale (idle expiry). */
  lastSeenAt: CreatedAt;
  /** The id the account's session list names it by (the token's hash never leaves the server). */
  id: Generated<string>;
  /** The browser's User-Agent at sign-in (at most 300 characters), for the session list. */
  userAgent: ColumnType<string | null, string | null | undefined, string | null>;
  /** The network the session signed in from: an address prefix (/24 or /48), never the whole address. */
  clientNetwork: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the session proved the account's second factor; null for a password-only session (ADR 56). */
  secondFactorAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** What a user agreed to (the terms at registration; marketing mails when chosen). */
export interface UserAgreementsTable {
  userId: string;
  kind: string;
  version: string;
  acceptedAt: CreatedAt;
}

/** Password reset links: the SHA-256 of the id, single use, short-lived. */
export interface PasswordResetsTable {
  idHash: string;
  userId: string;
  createdAt: CreatedAt;
  expiresAt: ColumnType<Date, Date | string, Date | string>;
  usedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** E-mail verification links: the SHA-256 of the id, the address it verifies, single use, expiring. */
export interface EmailVerificationsTable {
  idHash: string;
  userId: string;
  /** The address the link was mailed to: it verifies that address only. */
  email: string;
  createdAt: CreatedAt;
  expiresAt: ColumnType<Date, Date | string, Date | string>;
  usedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/**
 * Registrations waiting for the link mailed to their address (docs/adr/0057-sessions-and-registration.md): the
 * account is created, and signed in, only when the link is followed. The SHA-256 of the link's id, single use.
 */
export interface RegistrationsTable {
  idHash: string;
  email: string;
  /** argon2id of the password chosen at registration. */
  passwordHash: string;
  firstName: string;
  lastName: string;
  company: string | null;
  termsAccepted: boolean;
  marketingAccepted: boolean;
  createdAt: CreatedAt;
  expiresAt: ColumnType<Date, Date | string, Date | string>;
  usedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/**
 * Mails written by the server, and their queue (ADR 58, mail/worker.ts): `queued` until the worker sends it
 * (`sent`) or gives up (`failed`); `kept` in development without SMTP, where the outbox is the delivery.
 */
export interface OutboxTable {
  id: Generated<string>;
  toAddress: string;
  subject: string;
  /** The text; its links are removed once the mail is sent or failed. */
  textBody: string;
  /** An HTML part besides the text (migration 0042); removed once the mail is sent or failed. */
  htmlBody: ColumnType<string | null, string | null | undefined, string | null>;
  /** Headers besides the usual (List-Unsubscribe); removed once the mail is sent or failed. */
  headers: ColumnType<Record<string, string> | null, string | null | undefined, string | null>;
  kind: string;
  createdAt: CreatedAt;
  /** When SMTP accepted it; null while it is only in the outbox. */
  sentAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  lastError: ColumnType<string | null, string | null | undefined, string | null>;
  status: ColumnType<OutboxStatus, OutboxStatus | undefined, OutboxStatus>;
  /** Sending attempts so far. */
  attempts: ColumnType<number, number | undefined, number>;
  /** When it is due (again). */
  runAt: ColumnType<Date, Date | string | undefined, Date | string>;
  /** A worker sending it holds it until then. */
  lockedUntil: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  claimToken: ColumnType<string | null, string | null | undefined, string | null>;
}

export type OutboxStatus = 'queued' | 'sent' | 'failed' | 'kept';

/** Fixed-window attempt counters, keyed by a hash of what is limited (no e-mail or address in clear). */
export interface RateLimitsTable {
  key: string;
  windowStart: ColumnType<Date, Date | string, Date | string>;
  hits: number;
}

/** Accounts granted staff access by an administrator (or the development seed) (ADR 56). */
export interface StaffGrantsTable {
  userId: string;
  /** May grant and revoke staff access too. */
  admin: ColumnType<boolean, boolean | undefined, boolean>;
  grantedBy: string | null;
  grantedAt: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** Each account's TOTP secret; `lastStep` the newest time step used (a code works once). */
export interface SecondFactorsTable {
  userId: string;
  secret: string;
  createdAt: ColumnType<Date, Date | string | undefined, Date | string>;
  confirmedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  lastStep: ColumnType<string, number | string | undefined, number | string>;
}

/** One-time recovery codes, SHA-256 hashed. */
export interface RecoveryCodesTable {
  userId: string;
  codeHash: string;
  usedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export type UserRow = Selectable<UsersTable>;

declare module '../db/schema' {
  interface DB {
    users: UsersTable;
    sessions: SessionsTable;
    userAgreements: UserAgreementsTable;
    passwordResets: PasswordResetsTable;
    emailVerifications: EmailVerificationsTable;
    registrations: RegistrationsTable;
    outbox: OutboxTable;
    rateLimits: RateLimitsTable;
    staffGrants: StaffGrantsTable;
    secondFactors: SecondFactorsTable;
    recoveryCodes: RecoveryCodesTable;
  }
}
