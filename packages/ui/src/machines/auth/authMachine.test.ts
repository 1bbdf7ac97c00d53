import {
  ApiRequestError,
  AUTH_MESSAGES,
  MESSAGES,
  type LoginRequest,
  type RegisterRequest,
  type Session,
} from '@clipmarket/core';
import { createActor, fromPromise, waitFor } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  callsByHand,
  PathEvents,
  perform,
  stateName,
  transitionPaths,
  type MachinePath,
} from '../machinePaths.testing';
import type { MachineNotice } from '../shared';
import { AUTH_VALIDATION_RETRY, authMachine, type AuthInput } from './authMachine';

const ada: Session = {
  username: 'ada@example.com',
  userUuid: '3b9f6c1e-2a4d-4f8e-9c7b-5d1e2f3a4b01',
  roles: [],
  staff: false,
  emailVerified: false,
  expires_in: 1_209_600,
};
const credentials: LoginRequest = { username: 'ada@example.com', password: 'frisbee-in-slow-motion' };
const registration: RegisterRequest = {
  email: 'lena.fischer@example.com',
  password: 'frisbee-in-slow-motion',
  firstName: 'Lena',
  lastName: 'Fischer',
  termsAccepted: true,
};

const unauthorised = () =>
  new ApiRequestError(401, { statusCode: 401, error: 'Unauthorized', message: AUTH_MESSAGES.signInRequired });

interface Outcomes {
  validateSession?: () => Promise<Session>;
  login?: (input: { credentials: LoginRequest }) => Promise<Session>;
  register?: (input: { registration: RegisterRequest }) => Promise<Session>;
  clearSession?: () => Promise<void>;
  clearAnalyticsIdentity?: () => Promise<void>;
}

/** The machine with every actor a spy; each answers as given, or succeeds. */
function start(outcomes: Outcomes = {}, input: AuthInput = { storedSession: false }) {
  const spies = {
    validateSession: vi.fn(outcomes.validateSession ?? (async () => ada)),
    login: vi.fn(outcomes.login ?? (async () => ada)),
    register: vi.fn(outcomes.register ?? (async () => ada)),
    clearSession: vi.fn(outcomes.clearSession ?? (async () => undefined)),
    clearAnalyticsIdentity: vi.fn(outcomes.clearAnalyticsIdentity ?? (async () => undefined)),
  };
  const machine = authMachine.provide({
    actors: {
      validateSession: fromPromise(() => spies.validateSession()),
      login: fromPromise(({ input }) => spies.login(input)),
      register: fromPromise(({ input }) => spies.register(input)),
      clearSession: fromPromise(() => spies.clearSession()),
      clearAnalyticsIdentity: fromPromise(() => spies.clearAnalyticsIdentity()),
    },
  });
  const actor = createActor(machine, { input });
  const notices: MachineNotice[] = [];
  actor.on('notice', (notice) => notices.push(notice));
  actor.start();
  return { actor, spies, notices };
}

async function loggedIn(outcomes: Outcomes = {}) {
  const started = start(outcomes, { storedSession: true });
  await waitFor(started.actor, (s) => s.matches('loggedIn'));
  return started;
}

describe('authMachine at start', () => {
  it('validates a stored session and signs the user in', async () => {
    const { actor, spies } = start({}, { storedSession: true });

    expect(actor.getSnapshot().value).toEqual({ pending: 'validating' });
    await waitFor(actor, (s) => s.matches('loggedIn'));

    expect(actor.getSnapshot().context.user).toEqual(ada);
    expect(spies.validateSession).toHaveBeenCalledTimes(1);
    actor.stop();
  });

  it('validates by default when the app does not say whether a session was stored', async () => {
    const { actor, spies } = start({}, {});

    await waitFor(actor, (s) => s.matches('loggedIn'));

    expect(spies.validateSession).toHaveBeenCalledTimes(1);
    actor.stop();
  });

  it('starts logged out without validating when no session was stored', () => {
    const { actor, spies } = start({}, { storedSession: false });

    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(spies.validateSession).not.toHaveBeenCalled();
    actor.stop();
  });

  it('shows the session-expired message and logs out when the stored session is no longer valid', async () => {
    const { actor, spies, notices } = start(
      { validateSession: () => Promise.reject(unauthorised()) },
      { storedSession: true },
    );

    await waitFor(actor, (s) => s.matches('loggedOut'));

    expect(notices).toEqual([{ type: 'notice', severity: 'error', message: MESSAGES.sessionExpired }]);
    expect(actor.getSnapshot().context.tokenError).toBe(true);
    expect(actor.getSnapshot().context.user).toBeNull();
    expect(spies.clearSession).toHaveBeenCalledTimes(1);
    expect(spies.clearAnalyticsIdentity).toHaveBeenCalledTimes(1);
    actor.stop();
  });

  it('tries a validation that got no answer again, and signs the user in when the next one answers', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const { actor, spies, notices } = start(
      {
        validateSession: () => {
          calls += 1;
          return calls === 1 ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(ada);
        },
      },
      { storedSession: true },
    );
    await vi.waitFor(() => expect(actor.getSnapshot().value).toEqual({ pending: 'awaitingRetry' }));

    await vi.advanceTimersByTimeAsync(AUTH_VALIDATION_RETRY.delayMs);
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('loggedIn'));

    expect(spies.validateSession).toHaveBeenCalledTimes(2);
    expect(notices).toEqual([]);
    expect(spies.clearSession).not.toHaveBeenCalled();
    vi.useRealTimers();
    actor.stop();
  });

  it('never ends the session on the server, nor calls it expired, when validations get no verdict', async () => {
    vi.useFakeTimers();
    const unavailable = new ApiRequestError(503, {
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'The server is busy.',
    });
    const { actor, spies, notices } = start(
      { validateSession: () => Promise.reject(unavailable) },
      { storedSession: true },
    );

    for (let retry = 0; retry < AUTH_VALIDATION_RETRY.retries; retry += 1) {
      await vi.waitFor(() => expect(actor.getSnapshot().value).toEqual({ pending: 'awaitingRetry' }));
      await vi.advanceTimersByTimeAsync(AUTH_VALIDATION_RETRY.delayMs);
    }
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('loggedOut'));

    expect(spies.validateSession).toHaveBeenCalledTimes(AUTH_VALIDATION_RETRY.retries + 1);
    expect(notices).toEqual([]);
    expect(actor.getSnapshot().context.tokenError).toBe(false);
    expect(spies.clearSession).not.toHaveBeenCalled();
    vi.useRealTimers();
    actor.stop();
  });
});

describe('authMachine login and registration', () => {
  it('logs in with the credentials typed', async () => {
    const { actor, spies } = start();

    actor.send({ type: 'auth.login', credentials });
    expect(actor.getSnapshot().value).toEqual({ pending: 'loggingIn' });
    await waitFor(actor, (s) => s.matches('loggedIn'));

    expect(spies.login).toHaveBeenCalledWith({ credentials });
    expect(actor.getSnapshot().context.user).toEqual(ada);
    actor.stop();
  });

  it('keeps the server message when the login is rejected', async () => {
    const { actor } = start({
      login: () =>
        Promise.reject(
          new ApiRequestError(401, {
            statusCode: 401,
            error: 'Unauthorized',
            message: AUTH_MESSAGES.loginFailed,
          }),
        ),
    });

    actor.send({ type: 'auth.login', credentials });
    await waitFor(actor, (s) => s.matches('error'));

    expect(actor.getSnapshot().context.error).toEqual({ status: 401, messages: [AUTH_MESSAGES.loginFailed] });
    expect(actor.getSnapshot().context.user).toBeNull();
    actor.stop();
  });

  it('says the server could not be reached when the login got no answer', async () => {
    const { actor } = start({ login: () => Promise.reject(new TypeError('Failed to fetch')) });

    actor.send({ type: 'auth.login', credentials });
    await waitFor(actor, (s) => s.matches('error'));

    expect(actor.getSnapshot().context.error).toEqual({ status: null, messages: [MESSAGES.serverError] });
    actor.stop();
  });

  it('registers and signs the new user in', async () => {
    const { actor, spies } = start();

    actor.send({ type: 'auth.register', registration });
    expect(actor.getSnapshot().value).toEqual({ pending: 'registering' });
    await waitFor(actor, (s) => s.matches('loggedIn'));

    expect(spies.register).toHaveBeenCalledWith({ registration });
    actor.stop();
  });

  it('lists every problem of a registration the server refused with a 400', async () => {
    const problems = [AUTH_MESSAGES.emailInvalid, AUTH_MESSAGES.passwordTooShort];
    const { actor } = start({
      register: () =>
        Promise.reject(
          new ApiRequestError(400, {
            statusCode: 400,
            error: 'Bad Request',
            message: `Invalid request: ${problems.join('; ')}`,
            messages: problems,
          }),
        ),
    });

    actor.send({ type: 'auth.register', registration });
    await waitFor(actor, (s) => s.matches('error'));

    expect(actor.getSnapshot().context.error).toEqual({ status: 400, messages: problems });
    actor.stop();
  });

  it('shows the too-many-attempts message of a 429 registration', async () => {
    const { actor } = start({
      register: () =>
        Promise.reject(
          new ApiRequestError(429, {
            statusCode: 429,
            error: 'Too Many Requests',
            message: MESSAGES.registrationTooManyAttempts,
          }),
        ),
    });

    actor.send({ type: 'auth.register', registration });
    await waitFor(actor, (s) => s.matches('error'));

    expect(actor.getSnapshot().context.error?.messages).toEqual([MESSAGES.registrationTooManyAttempts]);
    actor.stop();
  });

  it('tries a login again from the error, clearing the error while it runs', async () => {
    let attempts = 0;
    const { actor } = start({
      login: async () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch');
        return ada;
      },
    });
    actor.send({ type: 'auth.login', credentials });
    await waitFor(actor, (s) => s.matches('error'));

    actor.send({ type: 'auth.login', credentials });

    expect(actor.getSnapshot().context.error).toBeNull();
    await waitFor(actor, (s) => s.matches('loggedIn'));
    actor.stop();
  });

  it('registers from the error state', async () => {
    const { actor } = start({ login: () => Promise.reject(new TypeError('Failed to fetch')) });
    actor.send({ type: 'auth.login', credentials });
    await waitFor(actor, (s) => s.matches('error'));

    actor.send({ type: 'auth.register', registration });

    expect(actor.getSnapshot().value).toEqual({ pending: 'registering' });
    await waitFor(actor, (s) => s.matches('loggedIn'));
    actor.stop();
  });

  it('goes back to logged out when the error is dismissed', async () => {
    const { actor } = start({ login: () => Promise.reject(new TypeError('Failed to fetch')) });
    actor.send({ type: 'auth.login', credentials });
    await waitFor(actor, (s) => s.matches('error'));

    actor.send({ type: 'auth.dismiss' });

    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.stop();
  });
});

describe('authMachine logout', () => {
  it('clears the user, then the session, then the analytics identity', async () => {
    const order: string[] = [];
    const { actor, notices } = await loggedIn({
      clearSession: async () => void order.push('session'),
      clearAnalyticsIdentity: async () => void order.push('analytics'),
    });

    actor.send({ type: 'auth.logout' });
    expect(actor.getSnapshot().value).toEqual({ loggingOut: 'session' });
    expect(actor.getSnapshot().context.user).toBeNull();
    await waitFor(actor, (s) => s.matches('loggedOut'));

    expect(order).toEqual(['session', 'analytics']);
    expect(notices).toEqual([]);
    expect(actor.getSnapshot().context.tokenError).toBe(false);
    actor.stop();
  });

  it('still clears the analytics identity and logs out when the server logout fails', async () => {
    const { actor, spies } = await loggedIn({
      clearSession: () => Promise.reject(new TypeError('Failed to fetch')),
    });

    actor.send({ type: 'auth.logout' });
    await waitFor(actor, (s) => s.matches('loggedOut'));

    expect(spies.clearAnalyticsIdentity).toHaveBeenCalledTimes(1);
    actor.stop();
  });

  it('still logs out when clearing the analytics identity fails', async () => {
    const { actor } = await loggedIn({
      clearAnalyticsIdentity: () => Promise.reject(new Error('no tag manager')),
    });

    actor.send({ type: 'auth.logout' });
    await waitFor(actor, (s) => s.matches('loggedOut'));

    expect(actor.getSnapshot().context.user).toBeNull();
    actor.stop();
  });

  it('logs out with the session-expired message when a later call answers 401', async () => {
    const { actor, spies, notices } = await loggedIn();

    actor.send({ type: 'auth.expired' });
    await waitFor(actor, (s) => s.matches('loggedOut'));

    expect(notices.map((notice) => notice.message)).toEqual([MESSAGES.sessionExpired]);
    expect(actor.getSnapshot().context.tokenError).toBe(true);
    expect(spies.clearSession).toHaveBeenCalledTimes(1);
    expect(spies.clearAnalyticsIdentity).toHaveBeenCalledTimes(1);
    actor.stop();
  });

  it('forgets the token error at the next login', async () => {
    const { actor } = await loggedIn();
    actor.send({ type: 'auth.expired' });
    await waitFor(actor, (s) => s.matches('loggedOut'));

    actor.send({ type: 'auth.login', credentials });
    await waitFor(actor, (s) => s.matches('loggedIn'));

    expect(actor.getSnapshot().context.tokenError).toBe(false);
    actor.stop();
  });
});

describe('authMachine ignores events that do not apply', () => {
  it('ignores logout and expiry while logged out', () => {
    const { actor, spies, notices } = start();

    actor.send({ type: 'auth.logout' });
    actor.send({ type: 'auth.expired' });

    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(spies.clearSession).not.toHaveBeenCalled();
    expect(notices).toEqual([]);
    actor.stop();
  });

  it('ignores a second login while one is pending', () => {
    const { actor, spies } = start({ login: () => new Promise<Session>(() => undefined) });

    actor.send({ type: 'auth.login', credentials });
    actor.send({ type: 'auth.login', credentials });

    expect(spies.login).toHaveBeenCalledTimes(1);
    actor.stop();
  });

  it('ignores login and registration while logged in', async () => {
    const { actor, spies } = await loggedIn();

    actor.send({ type: 'auth.login', credentials });
    actor.send({ type: 'auth.register', registration });

    expect(actor.getSnapshot().value).toBe('loggedIn');
    expect(spies.login).not.toHaveBeenCalled();
    expect(spies.register).not.toHaveBeenCalled();
    actor.stop();
  });
});

/**
 * Paths generated from the machine (`xstate/graph`): one per transition, from a start with and without a stored
 * session, each call answering or failing. A real actor walks each path on a fake clock, its calls answered by
 * hand, and after every step is where the path says, with what the user sees holding in that state.
 */
describe('authMachine generated paths', () => {
  const lena: Session = {
    ...ada,
    username: 'lena.fischer@example.com',
    userUuid: '9a8b7c6d-0000-4000-8000-000000000002',
  };
  const events = new PathEvents(authMachine)
    .add('the user logs in', { type: 'auth.login', credentials })
    .add('the user registers', { type: 'auth.register', registration })
    .add('the user logs out', { type: 'auth.logout' })
    .add('a call answers 401', { type: 'auth.expired' })
    .add('the user dismisses the error', { type: 'auth.dismiss' })
    .done('the stored session is valid', 'validateSession', ada)
    .error('the stored session is no longer valid', 'validateSession', unauthorised())
    .error('the validation gets no answer', 'validateSession', new TypeError('Failed to fetch'))
    .after('a moment passes', 'validationRetry')
    .done('the login succeeds', 'login', ada)
    .error(
      'the login is refused',
      'login',
      new ApiRequestError(401, {
        statusCode: 401,
        error: 'Unauthorized',
        message: AUTH_MESSAGES.loginFailed,
      }),
    )
    .done('the registration succeeds', 'register', lena)
    .error('the registration gets no answer', 'register', new TypeError('Failed to fetch'))
    .done('the server logout succeeds', 'clearSession')
    .error('the server logout fails', 'clearSession', new TypeError('Failed to fetch'))
    .done('analytics forget the user', 'clearAnalyticsIdentity')
    .error('analytics cannot forget the user', 'clearAnalyticsIdentity', new Error('no tag manager'));
  const expiries = new Set(['a call answers 401', 'the stored session is no longer valid']);
  const signIns = new Set(['the stored session is valid', 'the login succeeds', 'the registration succeeds']);
  const sessionEnds = new Set([...expiries, 'the user logs out']);
  const serverLogoutAnswers = new Set(['the server logout succeeds', 'the server logout fails']);

  /** The one call in flight in each state that makes one. */
  const callOf: Record<string, string> = {
    'pending.validating': 'validateSession',
    'pending.loggingIn': 'login',
    'pending.registering': 'register',
    'loggingOut.session': 'clearSession',
    'loggingOut.analytics': 'clearAnalyticsIdentity',
  };

  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  const starts: { start: string; input: AuthInput }[] = [
    { start: 'with a stored session', input: { storedSession: true } },
    { start: 'without a stored session', input: { storedSession: false } },
  ];
  const cases = starts.flatMap(({ start: from, input }) =>
    transitionPaths(authMachine, { events, input }).map((path) => ({
      name: `${from}: ${events.describe(path)}`,
      input,
      path,
    })),
  );

  it('generates a path for every transition from both starts', () => {
    expect(cases.length).toBeGreaterThan(20);
    const reached = new Set(cases.flatMap(({ path }) => path.steps.map((step) => stateName(step.state))));
    expect([...reached].sort()).toEqual(
      [
        'error',
        'loggedIn',
        'loggedOut',
        'loggingOut.analytics',
        'loggingOut.session',
        'pending.loggingIn',
        'pending.awaitingRetry',
        'pending.registering',
        'pending.validating',
      ].sort(),
    );
  });

  /** Walks a real actor along the path, checking after every step what the user sees. */
  async function walk(input: AuthInput, path: MachinePath<typeof authMachine>) {
    const calls = callsByHand(authMachine, [
      'validateSession',
      'login',
      'register',
      'clearSession',
      'clearAnalyticsIdentity',
    ] as const);
    const actor = createActor(authMachine.provide({ actors: calls.actors }), { input });
    const notices: MachineNotice[] = [];
    actor.on('notice', (notice) => notices.push(notice));
    actor.start();
    const driver = {
      actor,
      running: calls.running,
      advance: vi.advanceTimersByTime,
      delays: { validationRetry: AUTH_VALIDATION_RETRY.delayMs },
    };
    let expiredSoFar = 0;
    let sessionsEnded = 0;
    let serverLogouts = 0;
    let tokenError = false;

    for (const step of path.steps) {
      await perform(step.event, driver);
      const label = events.label(step.event);
      if (expiries.has(label)) {
        expiredSoFar += 1;
        tokenError = true;
      }
      if (signIns.has(label)) tokenError = false;
      if (sessionEnds.has(label)) sessionsEnded += 1;
      if (serverLogoutAnswers.has(label)) serverLogouts += 1;
      const snapshot = actor.getSnapshot();
      const state = stateName(snapshot);

      expect(state).toBe(stateName(step.state));
      expect(snapshot.context).toEqual(step.state.context);
      // Signed in exactly while logged in; an error shows only in the error state.
      expect(snapshot.context.user !== null).toBe(state === 'loggedIn');
      expect(snapshot.context.error !== null).toBe(state === 'error');
      // A call runs exactly while pending or logging out, and it is that state's call.
      expect(calls.inFlight()).toEqual(callOf[state] ? [callOf[state]] : []);
      // The expired-session notice shows once per failed validation or 401, and never otherwise.
      expect(notices).toEqual(
        Array.from({ length: expiredSoFar }, () => ({
          type: 'notice',
          severity: 'error',
          message: MESSAGES.sessionExpired,
        })),
      );
      expect(snapshot.context.tokenError).toBe(tokenError);
      // Every session that ends is ended on the server, then forgotten by analytics, whatever the server said.
      const made = calls.log.map((call) => call.src);
      expect(made.filter((src) => src === 'clearSession')).toHaveLength(sessionsEnded);
      expect(made.filter((src) => src === 'clearAnalyticsIdentity')).toHaveLength(serverLogouts);
    }
    actor.stop();
  }

  for (const { name, input, path } of cases) it(name, () => walk(input, path));
});
