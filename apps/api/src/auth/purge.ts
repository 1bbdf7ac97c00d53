import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { createJobRunner, type JobRunnerOptions } from '../jobs/jobs';
import type { JobWorker } from '../jobs/worker';
import { deleteExpiredRegistrations, deleteExpiredSessions } from './repository';

/**
 * Expired sessions and registrations are deleted by two periodic jobs on the server's one job mechanism
 * (jobs/, ADR 65), hourly and at start. A session past its `expires_at` can never be used again (the lookup
 * refuses it, the session list leaves it out), so it goes at once. A registration (a sign-up waiting for its
 * mailed link, ADR 57, which holds the chosen password's hash) goes `REGISTRATION_KEPT_AFTER_EXPIRY_MS` after
 * its link expired: until then its link still answers "expired" (410), as it did before, rather than "unknown".
 */

export const PURGE_EXPIRED_SESSIONS_JOB = 'purge-expired-sessions';
export const PURGE_EXPIRED_REGISTRATIONS_JOB = 'purge-expired-registrations';
/** @default hourly */
export const AUTH_PURGE_INTERVAL_MS = 3_600_000;
export const REGISTRATION_KEPT_AFTER_EXPIRY_MS = 7 * 24 * 3_600_000;

/** Deletes the sessions past their expiry; answers how many. */
export function purgeExpiredSessions(db: Kysely<DB>): Promise<number> {
  return deleteExpiredSessions(db);
}

/** Deletes the registrations whose link expired more than `REGISTRATION_KEPT_AFTER_EXPIRY_MS` ago; answers how many. */
export function purgeExpiredRegistrations(db: Kysely<DB>): Promise<number> {
  return deleteExpiredRegistrations(db, REGISTRATION_KEPT_AFTER_EXPIRY_MS);
}

/** The two purge jobs' runner. */
export function createAuthPurge(
  db: Kysely<DB>,
  options: Partial<Omit<JobRunnerOptions, 'db' | 'kinds'>> & { everyMs?: number } = {},
): JobWorker {
  const { everyMs = AUTH_PURGE_INTERVAL_MS, ...rest } = options;
  return createJobRunner({
    name: 'auth purge',
    ...rest,
    db,
    kinds: {
      [PURGE_EXPIRED_SESSIONS_JOB]: { everyMs, run: () => purgeExpiredSessions(db).then(() => undefined) },
      [PURGE_EXPIRED_REGISTRATIONS_JOB]: {
        everyMs,
        run: () => purgeExpiredRegistrations(db).then(() => undefined),
      },
    },
  });
}
