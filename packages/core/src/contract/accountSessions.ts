import { z } from './zod';
import { endpoint } from './endpoint';
import { ENDPOINT_PATHS } from './endpointPaths';
import { loginResponseSchema } from './auth';

export * from './accountSessionRules';

/**
 * The account's sessions (the account area's "Where you are signed in") and finishing a registration by its
 * mailed link (docs/adr/0057-sessions-and-registration.md). Every session query is the signed-in account's own:
 * another account's session id answers 404, as an unknown one does.
 */

export const accountSessionSchema = z.object({
  /** The session's id (not its token). */
  id: z.string(),
  /** The browser and system in plain words, from the User-Agent at sign-in, e.g. "Chrome on Linux". */
  device: z.string(),
  /** When it signed in (ISO 8601). */
  createdAt: z.string(),
  /** When it was last used, to within a few minutes (ISO 8601). */
  lastSeenAt: z.string(),
  /** The network it signed in from, as an address prefix (e.g. "203.0.113.0/24"); null when unknown. */
  network: z.string().nullable(),
  /** The session of this request ("this device"). */
  current: z.boolean(),
});
export type AccountSession = z.output<typeof accountSessionSchema>;

export const accountSessionsEndpoint = endpoint({
  ...ENDPOINT_PATHS.accountSessionsEndpoint,
  auth: 'user',
  summary: "The signed-in account's open sessions, most recently used first; `current` marks this one",
  tag: 'Auth',
  response: z.object({ data: z.array(accountSessionSchema) }),
  errors: { 401: 'Not signed in.' },
});

const sessionIdParams = z.object({ id: z.string().min(1).max(100) });

export const accountSessionRevokeEndpoint = endpoint({
  ...ENDPOINT_PATHS.accountSessionRevokeEndpoint,
  auth: 'user',
  summary: 'Sign out one session of the signed-in account',
  tag: 'Auth',
  params: sessionIdParams,
  response: z.void(),
  status: 204,
  errors: { 401: 'Not signed in.', 404: 'No open session of this account has this id.' },
});

export const accountSessionsRevokeOthersEndpoint = endpoint({
  ...ENDPOINT_PATHS.accountSessionsRevokeOthersEndpoint,
  auth: 'user',
  summary: 'Sign out every other session of the signed-in account (this one stays)',
  tag: 'Auth',
  response: z.object({ message: z.string(), revoked: z.number().int() }),
  errors: { 401: 'Not signed in.' },
});

/** A registration link's id: 43 base64url characters (256 random bits). */
const registrationIdParams = z.object({ id: z.string().min(1).max(100) });

export const registrationCompleteEndpoint = endpoint({
  ...ENDPOINT_PATHS.registrationCompleteEndpoint,
  auth: 'public',
  summary:
    'Finish a registration with the link mailed to its address (single use, expiring): creates the account and signs it in',
  tag: 'Auth',
  params: registrationIdParams,
  response: z.object({ authenticationDetails: loginResponseSchema }),
  errors: { 404: 'Unknown link (410 when it expired or was already used).' },
});
