import { z } from './zod';
import { MESSAGES } from '../messages';
import { endpoint } from './endpoint';
import { ENDPOINT_PATHS } from './endpointPaths';
import {
  AUTH_MESSAGES,
  EMAIL_MAX_LENGTH,
  isValidEmail,
  PASSWORD_MAX_LENGTH,
  passwordProblems,
  registrationProblems,
} from './authRules';

export * from './authRules';

/**
 * Auth and profile (spec sections 1, 4, 5, 6 and 7): sign in, sign out, token validation, the profile,
 * registration and password reset. A session is an opaque token, answered once by login or registration and
 * then accepted as a bearer token or as the HttpOnly session cookie the server sets.
 */

const email = z.string().trim().toLowerCase().max(EMAIL_MAX_LENGTH);

/** Adds each message as an issue without a path, so the 400 lists the messages exactly as written. */
function addProblems(problems: string[], ctx: z.RefinementCtx): void {
  for (const message of problems) ctx.addIssue({ code: 'custom', message, path: [] });
}

// ---------------------------------------------------------------------------------------------------------
// Sessions

/** `POST /api/login` body. `username` is the e-mail address. */
export const loginRequestSchema = z.object({
  username: email.min(1),
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  /** The second factor (a TOTP code or a recovery code), for an account that has set it up. */
  code: z.string().max(40).optional(),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

const roles = z.array(z.string());

/** A session as login answers it. */
export const loginResponseSchema = z.object({
  /** The opaque session token: send it as `Authorization: Bearer <token>` (the web app uses the cookie). */
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  /** The e-mail address. */
  username: z.string(),
  userUuid: z.string(),
  roles,
  /**
   * Staff: the e-mail domain is one of the company's (spec section 1) and the address has been verified
   * (decisions.md, "Security defaults").
   */
  staff: z.boolean(),
  /** The e-mail address has been verified by a mailed link. */
  emailVerified: z.boolean(),
  /** Seconds until the token expires. */
  expires_in: z.number().int(),
});
export type LoginResponse = z.output<typeof loginResponseSchema>;

/** The session data of `POST /api/validate`: the login answer without the token (the caller holds it). */
export const sessionSchema = loginResponseSchema.omit({ access_token: true, token_type: true });
export type Session = z.output<typeof sessionSchema>;

const authErrors = {
  400: 'Invalid body: the messages list each problem.',
  401: 'The e-mail or password is incorrect (the same answer whether or not the e-mail is registered).',
  429: 'Too many attempts; Retry-After gives the seconds to wait.',
} as const;

export const loginEndpoint = endpoint({
  ...ENDPOINT_PATHS.loginEndpoint,
  auth: 'public',
  summary: 'Sign in with e-mail and password: a new session token, also set as the HttpOnly session cookie',
  tag: 'Auth',
  body: loginRequestSchema,
  response: loginResponseSchema,
  errors: authErrors,
});

export const logoutEndpoint = endpoint({
  ...ENDPOINT_PATHS.logoutEndpoint,
  auth: 'optional',
  summary: 'Sign out: revokes the token (bearer or cookie) and clears the session cookie',
  tag: 'Auth',
  response: z.void(),
  status: 204,
});

export const validateEndpoint = endpoint({
  ...ENDPOINT_PATHS.validateEndpoint,
  auth: 'optional',
  summary: 'The session of the token (bearer or cookie); 401, clearing the cookie, when it is not valid',
  tag: 'Auth',
  response: sessionSchema,
  errors: { 401: 'No token, or the token is unknown, expired or revoked.' },
});

// ---------------------------------------------------------------------------------------------------------
// Profile

export const agreementSchema = z.object({
  /** 'terms' (the terms and conditions) or 'marketing' (news by e-mail). */
  kind: z.string(),
  accepted: z.boolean(),
  /** Version of the text agreed to. */
  version: z.string().nullable(),
  acceptedAt: z.string().nullable(),
});
export type Agreement = z.output<typeof agreementSchema>;

export const profileSchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  company: z.string().nullable(),
  agreements: z.array(agreementSchema),
  staff: z.boolean(),
  /** The e-mail address has been verified by a mailed link (staff status needs it). */
  emailVerified: z.boolean(),
  roles,
  createdAt: z.string(),
  /** Two-step sign-in is set up (ADR 56). */
  secondFactor: z.boolean().optional(),
  /** Granted staff access (allow-list or administrator), which waits for two-step sign-in (ADR 56). */
  staffGranted: z.boolean().optional(),
  /** May grant and revoke staff access (ADR 56). */
  staffAdmin: z.boolean().optional(),
});
export type Profile = z.output<typeof profileSchema>;

export const profileEndpoint = endpoint({
  ...ENDPOINT_PATHS.profileEndpoint,
  auth: 'user',
  summary: 'The signed-in user: profile, agreements, staff flag, e-mail verification and roles',
  tag: 'Auth',
  response: profileSchema,
  errors: { 401: 'Not signed in.' },
});

// ---------------------------------------------------------------------------------------------------------
// Registration

const optionalText = (max: number) => z.string().max(max).nullish();

/**
 * `POST /api/public/register` body. The types are checked first (any wrong type is a 400 naming the field);
 * then `registrationProblems` lists every problem as a plain message.
 */
export const registerRequestSchema = z
  .object({
    email: z.string().max(1_000).default(''),
    password: z
      .string()
      .max(PASSWORD_MAX_LENGTH * 4)
      .default(''),
    firstName: z.string().max(1_000).default(''),
    lastName: z.string().max(1_000).default(''),
    company: optionalText(1_000),
    /** The terms and conditions must be accepted. */
    termsAccepted: z.boolean().default(false),
    /** News by e-mail (optional). */
    marketingAccepted: z.boolean().default(false),
  })
  .superRefine((value, ctx) => addProblems(registrationProblems(value), ctx))
  .transform((value) => ({
    ...value,
    email: value.email.trim().toLowerCase(),
    firstName: value.firstName.trim(),
    lastName: value.lastName.trim(),
    company: value.company?.trim() || null,
  }));
export type RegisterRequest = z.input<typeof registerRequestSchema>;

/**
 * What registering answers: always 202 with the same message, whether the address is new or already has an
 * account (ADR 57). The account is created, and signed in, by the link mailed to the address
 * (`registrationCompleteEndpoint`); the owner of a taken address is mailed that someone tried.
 */
export const registerResponseSchema = z.object({ message: z.string() });
export type RegisterResponse = z.output<typeof registerResponseSchema>;

export const registerEndpoint = endpoint({
  ...ENDPOINT_PATHS.registerEndpoint,
  auth: 'public',
  summary:
    'Start creating an account: 202 and a link mailed to the address, the same answer whether or not the address is registered',
  tag: 'Auth',
  body: registerRequestSchema,
  response: registerResponseSchema,
  status: 202,
  errors: {
    400: 'messages lists every problem of the form (never whether the address is registered).',
    429: `"${MESSAGES.registrationTooManyAttempts}" with Retry-After.`,
  },
});

// ---------------------------------------------------------------------------------------------------------
// Password reset (the /licensing/reset-password and /licensing/reset-password/{id} screens)

export const passwordResetRequestSchema = z.object({ email: email.default('') }).superRefine((value, ctx) => {
  if (!isValidEmail(value.email)) addProblems([AUTH_MESSAGES.emailInvalid], ctx);
});

export const messageResponseSchema = z.object({ message: z.string() });

export const passwordResetRequestEndpoint = endpoint({
  ...ENDPOINT_PATHS.passwordResetRequestEndpoint,
  auth: 'public',
  summary:
    'Request a password reset link by e-mail: always 202 with the same answer, whether or not the e-mail is registered',
  tag: 'Auth',
  body: passwordResetRequestSchema,
  response: messageResponseSchema,
  status: 202,
  errors: { 429: 'Too many requests; Retry-After gives the seconds to wait.' },
});

/** A reset id: 43 base64url characters (256 random bits). */
const resetIdParams = z.object({ id: z.string().min(1).max(100) });

export const passwordResetStatusSchema = z.object({
  valid: z.literal(true),
  /** When the link stops working (ISO 8601). */
  expiresAt: z.string(),
});

export const passwordResetCheckEndpoint = endpoint({
  ...ENDPOINT_PATHS.passwordResetCheckEndpoint,
  auth: 'public',
  summary: 'Whether a password reset link can still be used',
  tag: 'Auth',
  params: resetIdParams,
  response: passwordResetStatusSchema,
  errors: { 404: 'Unknown link (410 when it expired or was already used).' },
});

export const passwordResetSchema = z
  .object({
    password: z
      .string()
      .max(PASSWORD_MAX_LENGTH * 4)
      .default(''),
  })
  .superRefine((value, ctx) => addProblems(passwordProblems(value.password), ctx));

export const passwordResetEndpoint = endpoint({
  ...ENDPOINT_PATHS.passwordResetEndpoint,
  auth: 'public',
  summary: "Set a new password with a reset link (single use); signs out all the account's sessions",
  tag: 'Auth',
  params: resetIdParams,
  body: passwordResetSchema,
  response: z.void(),
  status: 204,
  errors: {
    400: 'messages lists the problems of the password.',
    404: 'Unknown link (410 when it expired or was already used).',
  },
});

// ---------------------------------------------------------------------------------------------------------
// Changing the password (signed in)

export const passwordChangeSchema = z
  .object({
    currentPassword: z
      .string()
      .max(PASSWORD_MAX_LENGTH * 4)
      .default(''),
    newPassword: z
      .string()
      .max(PASSWORD_MAX_LENGTH * 4)
      .default(''),
  })
  .superRefine((value, ctx) =>
    addProblems(
      [
        ...(value.currentPassword ? [] : [AUTH_MESSAGES.currentPasswordMissing]),
        ...passwordProblems(value.newPassword),
      ],
      ctx,
    ),
  );
export type PasswordChangeRequest = z.input<typeof passwordChangeSchema>;

export const passwordChangeEndpoint = endpoint({
  ...ENDPOINT_PATHS.passwordChangeEndpoint,
  auth: 'user',
  summary:
    'Change the password with the current one; signs out every other session of the account (this one stays)',
  tag: 'Auth',
  body: passwordChangeSchema,
  response: messageResponseSchema,
  errors: {
    400: 'messages lists the problems of the new password (too short, the e-mail, too common, unchanged).',
    401: 'Not signed in.',
    403: 'The current password is incorrect.',
    429: 'Too many attempts; Retry-After gives the seconds to wait.',
  },
});

// ---------------------------------------------------------------------------------------------------------
// E-mail verification (the /licensing/verify-email/{id} screen)

export const emailVerificationRequestEndpoint = endpoint({
  ...ENDPOINT_PATHS.emailVerificationRequestEndpoint,
  auth: 'user',
  summary: "Mail a new verification link to the signed-in user's e-mail address",
  tag: 'Auth',
  response: messageResponseSchema,
  status: 202,
  errors: {
    401: 'Not signed in.',
    409: 'The e-mail address is already verified.',
    429: 'Too many requests; Retry-After gives the seconds to wait.',
  },
});

/** A verification id: 43 base64url characters (256 random bits). */
const verificationIdParams = z.object({ id: z.string().min(1).max(100) });

export const emailVerificationResultSchema = z.object({
  message: z.string(),
  /** Whether this session now has staff powers (a granted account signed in with its second factor). */
  staff: z.boolean(),
});
export type EmailVerificationResult = z.output<typeof emailVerificationResultSchema>;

export const emailVerificationEndpoint = endpoint({
  ...ENDPOINT_PATHS.emailVerificationEndpoint,
  auth: 'optional',
  summary:
    "Verify an e-mail address with the mailed link (single use, expiring), from the account's own session or with its password",
  tag: 'Auth',
  params: verificationIdParams,
  /** The account's password, when the page is opened signed out (or signed in to another account). */
  body: z
    .object({
      password: z
        .string()
        .max(PASSWORD_MAX_LENGTH * 4)
        .optional(),
    })
    .nullish(),
  response: emailVerificationResultSchema,
  errors: {
    401: "Neither the account's session nor its password.",
    403: 'Signed in to another account, or the password is wrong.',
    404: 'Unknown link (410 when it expired or was already used).',
    429: 'Too many password attempts; Retry-After gives the seconds to wait.',
  },
});

// ---------------------------------------------------------------------------------------------------------
// Development: the mail outbox (decisions.md: mail goes to an outbox table until SMTP is configured)

export const outboxMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  /** What the mail is for, e.g. 'password-reset'. */
  kind: z.string(),
  createdAt: z.string(),
});
export type OutboxMessage = z.output<typeof outboxMessageSchema>;

export const devOutboxEndpoint = endpoint({
  ...ENDPOINT_PATHS.devOutboxEndpoint,
  auth: 'public',
  summary: 'Development only (not registered in production): the latest mails written to the outbox',
  tag: 'Development',
  query: z.object({
    /** Only mails to this address. */
    to: email.optional(),
    max: z.coerce.number().int().min(1).max(100).default(20),
  }),
  response: z.object({ data: z.array(outboxMessageSchema) }),
});
