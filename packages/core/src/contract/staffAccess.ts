import { z } from './zod';
import { endpoint } from './endpoint';
import { ENDPOINT_PATHS } from './endpointPaths';

export * from './staffAccessRules';

/**
 * Staff access (issue 28 item 5, docs/adr/0056-staff-access-by-grant-and-second-factor.md): staff powers need a
 * verified company address, a grant (the operator's STAFF_EMAILS allow-list or a staff administrator), and a
 * second factor at sign-in (TOTP, RFC 6238, with one-time recovery codes).
 */

/** A 6-digit TOTP code or a recovery code (`xxxxx-xxxxx`), as typed: spaces are dropped. */
export const secondFactorCodeSchema = z
  .string()
  .max(40)
  .transform((value) => value.replace(/\s+/g, '').toLowerCase());

export const secondFactorSetupSchema = z.object({
  /** The shared secret, base32, for typing into an app that cannot scan. */
  secret: z.string(),
  /** The `otpauth://totp/…` key URI the QR code holds. */
  otpauthUrl: z.string(),
  /** The QR code of `otpauthUrl`, an SVG document. */
  qrSvg: z.string(),
});
export type SecondFactorSetup = z.output<typeof secondFactorSetupSchema>;

export const secondFactorSetupEndpoint = endpoint({
  ...ENDPOINT_PATHS.secondFactorSetupEndpoint,
  auth: 'user',
  summary:
    'Start setting up two-step sign-in: a new TOTP secret, its key URI and QR code (not active until confirmed)',
  tag: 'Auth',
  response: secondFactorSetupSchema,
  errors: { 401: 'Not signed in.', 409: 'Two-step sign-in is already set up.' },
});

export const secondFactorConfirmEndpoint = endpoint({
  ...ENDPOINT_PATHS.secondFactorConfirmEndpoint,
  auth: 'user',
  summary:
    'Confirm two-step sign-in with a code from the app: answers ten one-time recovery codes (shown once); this session counts as signed in with the second factor',
  tag: 'Auth',
  body: z.object({ code: secondFactorCodeSchema.default('') }),
  response: z.object({ message: z.string(), recoveryCodes: z.array(z.string()) }),
  errors: {
    400: 'The code is wrong, or no set-up was started.',
    401: 'Not signed in.',
    409: 'Already set up.',
    429: 'Too many codes tried; Retry-After gives the seconds to wait.',
  },
});

export const staffMemberSchema = z.object({
  userId: z.string(),
  email: z.string(),
  name: z.string(),
  /** On the operator's STAFF_EMAILS list (an administrator); such access is changed there, not here. */
  allowListed: z.boolean(),
  /** May grant and revoke staff access. */
  admin: z.boolean(),
  /** Two-step sign-in is set up (staff powers wait for it). */
  secondFactor: z.boolean(),
  /** When an administrator granted it (null for the allow-list). */
  grantedAt: z.string().nullable(),
});
export type StaffMember = z.output<typeof staffMemberSchema>;

export const staffMembersEndpoint = endpoint({
  ...ENDPOINT_PATHS.staffMembersEndpoint,
  auth: 'user',
  summary: 'Staff administrators: every account with staff access, by allow-list or grant',
  tag: 'Staff',
  response: z.object({ data: z.array(staffMemberSchema) }),
  errors: { 401: 'Not signed in.', 403: 'Not a staff administrator.' },
});

export const grantStaffEndpoint = endpoint({
  ...ENDPOINT_PATHS.grantStaffEndpoint,
  auth: 'user',
  summary: 'Staff administrators: grant staff access to an account with a verified company address',
  tag: 'Staff',
  body: z.object({ email: z.string().trim().toLowerCase().min(1).max(320) }),
  response: z.object({ message: z.string(), member: staffMemberSchema }),
  errors: {
    400: 'No account with a verified company address has this e-mail, or it is on the allow-list.',
    401: 'Not signed in.',
    403: 'Not a staff administrator.',
  },
});

export const revokeStaffEndpoint = endpoint({
  ...ENDPOINT_PATHS.revokeStaffEndpoint,
  auth: 'user',
  summary: 'Staff administrators: revoke a granted staff access',
  tag: 'Staff',
  params: z.object({ userId: z.uuid() }),
  response: z.object({ message: z.string() }),
  errors: {
    400: 'The account is on the allow-list (change STAFF_EMAILS instead).',
    401: 'Not signed in.',
    403: 'Not a staff administrator.',
    404: 'No granted staff access for this account.',
  },
});
