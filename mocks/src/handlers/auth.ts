import { HttpResponse, type HttpHandler } from 'msw';
import {
  AUTH_MESSAGES,
  SESSION_MESSAGES,
  accountSessionRevokeEndpoint,
  accountSessionsEndpoint,
  accountSessionsRevokeOthersEndpoint,
  registrationCompleteEndpoint,
  devOutboxEndpoint,
  emailVerificationEndpoint,
  emailVerificationRequestEndpoint,
  loginEndpoint,
  loginRequestSchema,
  logoutEndpoint,
  passwordChangeEndpoint,
  passwordChangeSchema,
  passwordProblems,
  passwordResetCheckEndpoint,
  passwordResetEndpoint,
  passwordResetRequestEndpoint,
  passwordResetRequestSchema,
  passwordResetSchema,
  profileEndpoint,
  registerEndpoint,
  registerRequestSchema,
  validateEndpoint,
  type AccountSession,
  type ApiError,
  type Endpoint,
  type LoginResponse,
  type Profile,
  STAFF_MESSAGES,
  type RegisterRequest,
} from '@clipmarket/core';
import {
  AUTH_MOCK_COMMON_PASSWORDS,
  AUTH_MOCK_PASSWORD,
  AUTH_MOCK_TOTP_CODE,
  AUTH_MOCK_RETRY_AFTER,
  AUTH_USER_KINDS,
  EMAIL_VERIFICATION_IDS,
  PASSWORD_RESET_IDS,
  REGISTRATION_IDS,
  accountSessionsFixture,
  currentPasswordWrongErrorFixture,
  passwordTooCommonErrorFixture,
  verificationTooManyAttemptsErrorFixture,
  loginFailedErrorFixture,
  loginResponseFixtures,
  loginTooManyAttemptsErrorFixture,
  outboxFixtures,
  passwordResetStatusFixture,
  profileFixtures,
  registerResponseFixture,
  registrationCompleteFixture,
  registrationInvalidErrorFixture,
  registrationTooManyAttemptsErrorFixture,
  sessionExpiredErrorFixture,
  newAccountFixture,
  sessionOf,
  type AuthUserKind,
} from '../fixtures/auth';
import { validationErrorBody } from '../fixtures/errors';
import {
  apiError,
  bodyOf,
  errorResponse,
  invalid,
  failingRoutes,
  pendingRoutes,
  queryOf,
  route,
} from './respond';

/** Every auth endpoint (the contract has no `authEndpoints` group, so they are listed here). */
export const authEndpointList: Endpoint[] = [
  loginEndpoint,
  logoutEndpoint,
  validateEndpoint,
  profileEndpoint,
  registerEndpoint,
  passwordResetRequestEndpoint,
  passwordResetCheckEndpoint,
  passwordResetEndpoint,
  passwordChangeEndpoint,
  emailVerificationRequestEndpoint,
  emailVerificationEndpoint,
  devOutboxEndpoint,
  registrationCompleteEndpoint,
  accountSessionsEndpoint,
  accountSessionRevokeEndpoint,
  accountSessionsRevokeOthersEndpoint,
];

interface Account {
  password: string;
  login: LoginResponse;
  profile: Profile;
}

/** The accounts the handlers know and who is signed in; each factory call gets its own. */
export interface AuthMockState {
  accounts: Account[];
  /** The signed-in account's e-mail, or null when signed out. */
  current: string | null;
  /** Validate and profile answer 401 once: the session has expired (then the user is signed out). */
  expired: boolean;
  /** Registrations waiting for their mailed link (the valid link finishes the latest, else the fixture's). */
  pending: RegisterRequest[];
  /** The signed-in account's sessions (the same list whoever is signed in). */
  sessions: AccountSession[];
}

export interface AuthMockBehaviour {
  /** Every login answers this error (401 wrong credentials, 429 too many attempts). */
  loginError?: ApiError;
  /** Every registration answers this error (400 with messages, 429 too many attempts). */
  registrationError?: ApiError;
  /** Every request for a new verification mail answers this error (429 too many requests). */
  verificationRequestError?: ApiError;
}

/** The three fixture accounts, with `current` signed in (or nobody). */
export function defaultAuthState(current: AuthUserKind | null = null): AuthMockState {
  return {
    accounts: AUTH_USER_KINDS.map((kind) => ({
      password: AUTH_MOCK_PASSWORD,
      login: structuredClone(loginResponseFixtures[kind]),
      profile: structuredClone(profileFixtures[kind]),
    })),
    current: current ? profileFixtures[current].email : null,
    expired: false,
    pending: [],
    sessions: structuredClone(accountSessionsFixture),
  };
}

/** The state with the signed-in account's e-mail not verified yet (so not staff, as the server says). */
export function unverified(state: AuthMockState): AuthMockState {
  for (const account of state.accounts) {
    if (account.profile.email !== state.current) continue;
    account.profile.emailVerified = false;
    account.profile.staff = false;
    account.login.emailVerified = false;
    account.login.staff = false;
  }
  return state;
}

const retryAfter = (error: ApiError) => (error.statusCode === 429 ? AUTH_MOCK_RETRY_AFTER : undefined);

/**
 * Login, logout, validate, profile, registration and password reset over one in-memory state, so a story
 * can sign in with a fixture account (`AUTH_MOCK_PASSWORD`) and see the profile, or register and be signed
 * in. The server's answers are kept: the same 401 for an unknown e-mail and a wrong password, the list of
 * registration problems, the generic refusal for a taken e-mail, the reset links' 404 and 410.
 */
export function authRoutes(state: AuthMockState, behaviour: AuthMockBehaviour = {}): HttpHandler[] {
  const account = (email: string | null) =>
    email === null ? undefined : state.accounts.find((a) => a.profile.email === email);
  /** The signed-in account, or undefined (clearing an expired session, as the server clears the cookie). */
  const signedIn = () => {
    if (state.expired) {
      state.expired = false;
      state.current = null;
      return undefined;
    }
    return account(state.current);
  };
  const fail = (error: ApiError) => errorResponse(error, retryAfter(error));

  return [
    route(loginEndpoint, async ({ request }) => {
      const body = loginRequestSchema.safeParse(await bodyOf(request));
      if (!body.success) return invalid('body', body.error.issues);
      if (behaviour.loginError) return fail(behaviour.loginError);
      const found = account(body.data.username);
      if (!found || found.password !== body.data.password) return fail(loginFailedErrorFixture);
      // Two-step sign-in (ADR 56): after the right password, a code.
      if (found.profile.secondFactor) {
        if (!body.data.code) return apiError(401, STAFF_MESSAGES.secondFactorRequired);
        if (body.data.code !== AUTH_MOCK_TOTP_CODE) return apiError(401, STAFF_MESSAGES.secondFactorWrong);
      }
      state.current = found.profile.email;
      state.expired = false;
      return HttpResponse.json(found.login);
    }),
    route(logoutEndpoint, () => {
      state.current = null;
      return new HttpResponse(null, { status: 204 });
    }),
    route(validateEndpoint, () => {
      const found = signedIn();
      return found ? HttpResponse.json(sessionOf(found.login)) : fail(sessionExpiredErrorFixture);
    }),
    route(profileEndpoint, () => {
      const found = signedIn();
      return found ? HttpResponse.json(found.profile) : fail(sessionExpiredErrorFixture);
    }),
    route(registerEndpoint, async ({ request }) => {
      if (behaviour.registrationError) return fail(behaviour.registrationError);
      const body = registerRequestSchema.safeParse((await bodyOf(request)) ?? {});
      if (!body.success) return invalid('body', body.error.issues);
      const input = body.data;
      if (AUTH_MOCK_COMMON_PASSWORDS.includes(input.password.toLowerCase())) {
        return fail(passwordTooCommonErrorFixture);
      }
      // The same answer for a new and a taken address, and nobody is signed in (ADR 57).
      if (!account(input.email)) state.pending.push(input);
      return HttpResponse.json(registerResponseFixture, { status: 202 });
    }),
    route(registrationCompleteEndpoint, ({ params }) => {
      if (params.id === REGISTRATION_IDS.expired)
        return apiError(410, SESSION_MESSAGES.registrationLinkExpired);
      if (params.id !== REGISTRATION_IDS.valid)
        return apiError(404, SESSION_MESSAGES.registrationLinkUnknown);
      const input = state.pending.pop() ?? { ...newAccountFixture };
      const email = (input.email ?? '').trim().toLowerCase();
      if (account(email)) return apiError(410, SESSION_MESSAGES.registrationLinkExpired);
      const now = new Date().toISOString();
      const id = crypto.randomUUID();
      const marketing = input.marketingAccepted ?? false;
      const created: Account = {
        password: input.password ?? '',
        login: { ...registrationCompleteFixture.authenticationDetails, username: email, userUuid: id },
        profile: {
          id,
          email,
          username: email,
          firstName: (input.firstName ?? '').trim(),
          lastName: (input.lastName ?? '').trim(),
          company: input.company?.trim() || null,
          agreements: [
            { kind: 'terms', accepted: true, version: '2026-03', acceptedAt: now },
            {
              kind: 'marketing',
              accepted: marketing,
              version: marketing ? '2026-03' : null,
              acceptedAt: marketing ? now : null,
            },
          ],
          staff: false,
          emailVerified: true,
          roles: [],
          createdAt: now,
        },
      };
      state.accounts.push(created);
      state.current = created.profile.email;
      return HttpResponse.json({ authenticationDetails: created.login });
    }),
    route(accountSessionsEndpoint, () => {
      if (!signedIn()) return fail(sessionExpiredErrorFixture);
      return HttpResponse.json({ data: state.sessions });
    }),
    route(accountSessionRevokeEndpoint, ({ params }) => {
      if (!signedIn()) return fail(sessionExpiredErrorFixture);
      const index = state.sessions.findIndex((s) => s.id === params.id);
      if (index < 0) return apiError(404, SESSION_MESSAGES.sessionNotFound);
      const [ended] = state.sessions.splice(index, 1);
      if (ended?.current) state.current = null;
      return new HttpResponse(null, { status: 204 });
    }),
    route(accountSessionsRevokeOthersEndpoint, () => {
      if (!signedIn()) return fail(sessionExpiredErrorFixture);
      const revoked = state.sessions.filter((s) => !s.current).length;
      state.sessions = state.sessions.filter((s) => s.current);
      return HttpResponse.json({ message: SESSION_MESSAGES.otherSessionsEnded, revoked });
    }),
    route(passwordResetRequestEndpoint, async ({ request }) => {
      const body = passwordResetRequestSchema.safeParse((await bodyOf(request)) ?? {});
      if (!body.success) return invalid('body', body.error.issues);
      // The same answer whether or not the e-mail has an account.
      return HttpResponse.json({ message: AUTH_MESSAGES.resetRequested }, { status: 202 });
    }),
    route(passwordResetCheckEndpoint, ({ params }) => {
      if (params.id === PASSWORD_RESET_IDS.valid) return HttpResponse.json(passwordResetStatusFixture);
      if (params.id === PASSWORD_RESET_IDS.expired) return apiError(410, AUTH_MESSAGES.resetLinkExpired);
      return apiError(404, AUTH_MESSAGES.resetLinkUnknown);
    }),
    route(passwordResetEndpoint, async ({ params, request }) => {
      if (params.id === PASSWORD_RESET_IDS.expired) return apiError(410, AUTH_MESSAGES.resetLinkExpired);
      if (params.id !== PASSWORD_RESET_IDS.valid) return apiError(404, AUTH_MESSAGES.resetLinkUnknown);
      const body = passwordResetSchema.safeParse((await bodyOf(request)) ?? {});
      if (!body.success) return invalid('body', body.error.issues);
      if (AUTH_MOCK_COMMON_PASSWORDS.includes(body.data.password.toLowerCase())) {
        return fail(passwordTooCommonErrorFixture);
      }
      return new HttpResponse(null, { status: 204 });
    }),
    route(passwordChangeEndpoint, async ({ request }) => {
      const found = signedIn();
      if (!found) return fail(sessionExpiredErrorFixture);
      const body = passwordChangeSchema.safeParse((await bodyOf(request)) ?? {});
      if (!body.success) return invalid('body', body.error.issues);
      const { currentPassword, newPassword } = body.data;
      if (currentPassword !== found.password) return fail(currentPasswordWrongErrorFixture);
      if (newPassword === currentPassword) {
        return apiError(400, AUTH_MESSAGES.passwordUnchanged, {
          messages: [AUTH_MESSAGES.passwordUnchanged],
        });
      }
      const problems = passwordProblems(newPassword, found.profile.email);
      if (problems.length > 0) return apiError(400, problems.join(' '), { messages: problems });
      if (AUTH_MOCK_COMMON_PASSWORDS.includes(newPassword.toLowerCase())) {
        return fail(passwordTooCommonErrorFixture);
      }
      found.password = newPassword;
      return HttpResponse.json({ message: AUTH_MESSAGES.passwordChanged });
    }),
    route(emailVerificationRequestEndpoint, () => {
      const found = signedIn();
      if (!found) return fail(sessionExpiredErrorFixture);
      if (behaviour.verificationRequestError) return fail(behaviour.verificationRequestError);
      if (found.profile.emailVerified) return apiError(409, AUTH_MESSAGES.emailAlreadyVerified);
      return HttpResponse.json({ message: AUTH_MESSAGES.verificationSent }, { status: 202 });
    }),
    route(emailVerificationEndpoint, async ({ params, request }) => {
      // The account's own session or its password (ADR 56): a bare POST verifies nothing.
      const text = await request.text();
      const password = text ? (JSON.parse(text) as { password?: string }).password : undefined;
      const signedInAccount = account(state.current);
      if (!signedInAccount && password === undefined) {
        return apiError(401, STAFF_MESSAGES.verificationNeedsAccount);
      }
      if (!signedInAccount && password !== AUTH_MOCK_PASSWORD) {
        return apiError(403, STAFF_MESSAGES.verificationPasswordWrong);
      }
      if (params.id === EMAIL_VERIFICATION_IDS.expired) {
        return apiError(410, AUTH_MESSAGES.verificationLinkExpired);
      }
      if (params.id !== EMAIL_VERIFICATION_IDS.valid)
        return apiError(404, AUTH_MESSAGES.verificationLinkUnknown);
      // The link is the signed-in user's, when someone is signed in.
      const found = account(state.current);
      if (found) {
        found.profile.emailVerified = true;
        found.login.emailVerified = true;
      }
      return HttpResponse.json({
        message: AUTH_MESSAGES.emailVerified,
        staff: found?.profile.staff ?? false,
      });
    }),
    route(devOutboxEndpoint, ({ request }) => {
      const query = devOutboxEndpoint.query!.safeParse(queryOf(request));
      if (!query.success) return invalid('querystring', query.error.issues);
      const { to, max } = query.data;
      return HttpResponse.json({
        data: outboxFixtures.filter((mail) => !to || mail.to === to).slice(0, max),
      });
    }),
  ];
}

/**
 * The auth and profile endpoints (spec sections 1, 4, 5 and 7). Each factory starts from its own state, so
 * signing in in one story does not sign in the next.
 */
export const authHandlers = {
  /** Nobody signed in: validate and profile answer 401; login with a fixture account and AUTH_MOCK_PASSWORD works. */
  signedOut: () => authRoutes(defaultAuthState()),
  /** Signed in as a plain buyer, staff (ROLE_RIFF_USER) or an insider (ROLE_INSIDER). */
  signedIn: (kind: AuthUserKind = 'buyer') => authRoutes(defaultAuthState(kind)),
  /**
   * Signed in, but the e-mail address is not verified yet (so not staff either): asking for a new link answers
   * 202, the valid verification link verifies it.
   */
  signedInUnverified: (kind: AuthUserKind = 'buyer') => authRoutes(unverified(defaultAuthState(kind))),
  /** Signed in, unverified, and every request for a new verification mail answers 429 with Retry-After. */
  verificationTooManyAttempts: () =>
    authRoutes(unverified(defaultAuthState('buyer')), {
      verificationRequestError: verificationTooManyAttemptsErrorFixture,
    }),
  /**
   * Signed out; the staff account has two-step sign-in (ADR 56): its login with AUTH_MOCK_PASSWORD answers 401
   * asking for a code, and signs in with AUTH_MOCK_TOTP_CODE.
   */
  twoStep: () => {
    const state = defaultAuthState();
    for (const account of state.accounts) {
      if (account.profile.staff) account.profile.secondFactor = true;
    }
    return authRoutes(state);
  },
  /** Signed out; every login answers 401 with the server's 'incorrect e-mail or password' message. */
  loginFailed: () => authRoutes(defaultAuthState(), { loginError: loginFailedErrorFixture }),
  /** Signed out; every login answers 429 with the server's message and Retry-After. */
  loginTooManyAttempts: () =>
    authRoutes(defaultAuthState(), { loginError: loginTooManyAttemptsErrorFixture }),
  /** The stored session has expired: validate (or profile) answers 401 once, then the user is signed out. */
  sessionExpired: (kind: AuthUserKind = 'buyer') => authRoutes({ ...defaultAuthState(kind), expired: true }),
  /** Signed out; every registration answers 400 listing the problems (by default, those of a bad form). */
  registrationInvalid: (messages?: string[]) =>
    authRoutes(defaultAuthState(), {
      registrationError: messages
        ? validationErrorBody(
            'body',
            messages.map((message) => ({ path: [], message })),
          )
        : registrationInvalidErrorFixture,
    }),
  /** Signed out; every registration answers 429 with the spec's message and Retry-After. */
  registrationTooManyAttempts: () =>
    authRoutes(defaultAuthState(), { registrationError: registrationTooManyAttemptsErrorFixture }),
  /** No call ever answers (pending states). */
  pending: () => pendingRoutes(authEndpointList),
  /** Every call answers 500. */
  failing: () => failingRoutes(authEndpointList),
};
