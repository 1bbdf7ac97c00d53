import { MESSAGES, type LoginRequest, type RegisterRequest, type Session } from '@clipmarket/core';
import { assertEvent, assign, emit, setup } from 'xstate';
import { actorToProvide, serverMessageOf, statusOf, type MachineNotice } from '../shared';

/**
 * Auth (spec section 4): logged out, pending (token validation, login or registration), logged in. A stored
 * session is validated at start; a failed validation (the server refused the token), or a 401 from any call
 * later, emits the expired-session notice and logs out. A validation that got no verdict (no answer, as when
 * the page is left mid-call, or a 5xx or 429) is tried again a few times, then leaves the visitor signed out
 * here without ending the session on the server: only a refused token is an expired one. Logging out clears
 * the user, the session and the analytics identity.
 */

/** A validation without a verdict is tried again this long after, at most this many times. */
export const AUTH_VALIDATION_RETRY = { delayMs: 2_000, retries: 2 } as const;

/** Why a login or registration failed: the HTTP status and the server's messages, one per problem. */
export interface AuthError {
  /** Null when no answer came (network). */
  status: number | null;
  /** What the form shows: the 400's list of problems, or the one message of a 401 or 429. */
  messages: string[];
}

export interface AuthContext {
  /** The signed-in user's session (no token: the web app's token is an HttpOnly cookie). */
  user: Session | null;
  error: AuthError | null;
  /** The last session ended because the token was no longer valid (spec: the token-error flag). */
  tokenError: boolean;
  storedSession: boolean;
  /** Validations tried again so far, after ones that got no verdict. */
  validationRetries: number;
}

export interface AuthInput {
  /**
   * Whether a session was stored (the persisted auth state, or a readable token): only then is it validated
   * at start; without one, auth starts cleared.
   * @default true
   */
  storedSession?: boolean;
}

export type AuthEvent =
  | { type: 'auth.login'; credentials: LoginRequest }
  | { type: 'auth.register'; registration: RegisterRequest }
  | { type: 'auth.logout' }
  /** A call answered 401 (list-by-video, detail, additional info, usage): the token has expired. */
  | { type: 'auth.expired' }
  /** Leaves the error state without trying again. */
  | { type: 'auth.dismiss' };

/** The states a screen shows, as the `status` prop of auth-aware components. */
export type AuthStatus = 'loggedOut' | 'pending' | 'loggedIn' | 'loggingOut' | 'error';

function authErrorOf(error: unknown): AuthError {
  const status = statusOf(error);
  const body = (error as { body?: { messages?: string[] } } | null)?.body;
  if (status !== null && body?.messages && body.messages.length > 0)
    return { status, messages: body.messages };
  const message = status === null ? MESSAGES.serverError : (serverMessageOf(error) ?? MESSAGES.serverError);
  return { status, messages: [message] };
}

export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    input: {} as AuthInput,
    emitted: {} as MachineNotice,
  },
  actors: {
    /** `POST /api/validate`: the stored session's data, rejecting when it is no longer valid. */
    validateSession: actorToProvide<Session>('validateSession'),
    /** `POST /api/login`; the app keeps any token it needs. */
    login: actorToProvide<Session, { credentials: LoginRequest }>('login'),
    /** `POST /api/public/register`: the new user is signed in (`authenticationDetails`). */
    register: actorToProvide<Session, { registration: RegisterRequest }>('register'),
    /** Ends the session: `POST /api/logout` (which clears the cookie) and any token the app kept. */
    clearSession: actorToProvide<void>('clearSession'),
    /** Forgets who the user was in analytics (tag manager, behaviour tracking). */
    clearAnalyticsIdentity: actorToProvide<void>('clearAnalyticsIdentity'),
  },
  delays: {
    validationRetry: AUTH_VALIDATION_RETRY.delayMs,
  },
  guards: {
    hasStoredSession: ({ context }) => context.storedSession,
    /** The server answered that the token is not (or no longer) a session: 401, or 403. */
    tokenRefused: ({ event }) => {
      const status = statusOf((event as { error?: unknown }).error);
      return status === 401 || status === 403;
    },
    canRetryValidation: ({ context }) => context.validationRetries < AUTH_VALIDATION_RETRY.retries,
  },
  actions: {
    setUser: assign({ user: (_, user: Session) => user, tokenError: false, error: null }),
    clearUser: assign({ user: null }),
    clearError: assign({ error: null }),
    markTokenError: assign({ tokenError: true }),
    notifySessionExpired: emit({
      type: 'notice',
      severity: 'error',
      message: MESSAGES.sessionExpired,
    } as const),
  },
}).createMachine({
  id: 'auth',
  context: ({ input }) => ({
    user: null,
    error: null,
    tokenError: false,
    storedSession: input.storedSession ?? true,
    validationRetries: 0,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'hasStoredSession', target: 'pending.validating' }, { target: 'loggedOut' }],
    },
    loggedOut: {
      on: {
        'auth.login': 'pending.loggingIn',
        'auth.register': 'pending.registering',
      },
    },
    pending: {
      entry: 'clearError',
      // Only ever entered at a named child; `validating` is where a bare 'pending' would start.
      initial: 'validating',
      states: {
        validating: {
          invoke: {
            src: 'validateSession',
            onDone: {
              target: '#auth.loggedIn',
              actions: { type: 'setUser', params: ({ event }) => event.output },
            },
            onError: [
              {
                guard: 'tokenRefused',
                target: '#auth.loggingOut',
                actions: ['markTokenError', 'notifySessionExpired'],
              },
              {
                guard: 'canRetryValidation',
                target: 'awaitingRetry',
                actions: assign({ validationRetries: ({ context }) => context.validationRetries + 1 }),
              },
              // No verdict after the retries: signed out here, the session left as it is on the server (the
              // next page load validates it again).
              { target: '#auth.loggedOut' },
            ],
          },
        },
        awaitingRetry: { after: { validationRetry: 'validating' } },
        loggingIn: {
          invoke: {
            src: 'login',
            input: ({ event }) => {
              assertEvent(event, 'auth.login');
              return { credentials: event.credentials };
            },
            onDone: {
              target: '#auth.loggedIn',
              actions: { type: 'setUser', params: ({ event }) => event.output },
            },
            onError: {
              target: '#auth.error',
              actions: assign({ error: ({ event }) => authErrorOf(event.error) }),
            },
          },
        },
        registering: {
          invoke: {
            src: 'register',
            input: ({ event }) => {
              assertEvent(event, 'auth.register');
              return { registration: event.registration };
            },
            onDone: {
              target: '#auth.loggedIn',
              actions: { type: 'setUser', params: ({ event }) => event.output },
            },
            onError: {
              target: '#auth.error',
              actions: assign({ error: ({ event }) => authErrorOf(event.error) }),
            },
          },
        },
      },
    },
    loggedIn: {
      on: {
        'auth.logout': 'loggingOut',
        'auth.expired': { target: 'loggingOut', actions: ['markTokenError', 'notifySessionExpired'] },
      },
    },
    loggingOut: {
      entry: 'clearUser',
      initial: 'session',
      states: {
        // Local state is cleared whatever the server says: a user who asked to leave is never kept signed in.
        session: {
          invoke: { src: 'clearSession', onDone: 'analytics', onError: 'analytics' },
        },
        analytics: {
          invoke: { src: 'clearAnalyticsIdentity', onDone: '#auth.loggedOut', onError: '#auth.loggedOut' },
        },
      },
    },
    error: {
      on: {
        'auth.login': 'pending.loggingIn',
        'auth.register': 'pending.registering',
        'auth.dismiss': { target: 'loggedOut', actions: 'clearError' },
      },
    },
  },
});
