import {
  ApiRequestError,
  AUTH_MESSAGES,
  MESSAGES,
  type LoginRequest,
  type RegisterRequest,
  type Session,
} from '@clipmarket/core';
import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import type { MachineNotice } from '../shared';
import { authMachine, type AuthInput } from './authMachine';

const ada: Session = {
  username: 'ada@example.com',
  userUuid: '3b9f6c1e-2a4d-4f8e-9c7b-5d1e2f3a4b01',
  roles: [],
  staff: false,
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

  it('treats a validation that got no answer as expired too', async () => {
    const { actor, notices } = start(
      { validateSession: () => Promise.reject(new TypeError('Failed to fetch')) },
      { storedSession: true },
    );

    await waitFor(actor, (s) => s.matches('loggedOut'));

    expect(notices.map((notice) => notice.message)).toEqual([MESSAGES.sessionExpired]);
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
 * Every path from start to a resting state, hand-listed: `@xstate/graph` is not installed here. Each row is the
 * events sent in order, what the actors answer, and where the machine rests with what the user sees.
 */
describe('authMachine paths', () => {
  const fail = () => Promise.reject(unauthorised());
  // prettier-ignore
  const paths: {
    name: string;
    input: AuthInput;
    outcomes: Outcomes;
    events: (
      { type: 'auth.login'; credentials: LoginRequest } | { type: 'auth.logout' } | { type: 'auth.expired' }
    )[];
    rest: 'loggedIn' | 'loggedOut' | 'error';
    user: boolean;
    expiredNotices: number;
  }[] = [
    { name: 'stored → valid', input: { storedSession: true }, outcomes: {}, events: [], rest: 'loggedIn', user: true, expiredNotices: 0 },
    { name: 'stored → invalid', input: { storedSession: true }, outcomes: { validateSession: fail }, events: [], rest: 'loggedOut', user: false, expiredNotices: 1 },
    { name: 'stored → valid → logout', input: { storedSession: true }, outcomes: {}, events: [{ type: 'auth.logout' }], rest: 'loggedOut', user: false, expiredNotices: 0 },
    { name: 'stored → valid → 401', input: { storedSession: true }, outcomes: {}, events: [{ type: 'auth.expired' }], rest: 'loggedOut', user: false, expiredNotices: 1 },
    { name: 'none → login ok', input: { storedSession: false }, outcomes: {}, events: [{ type: 'auth.login', credentials }], rest: 'loggedIn', user: true, expiredNotices: 0 },
    { name: 'none → login refused', input: { storedSession: false }, outcomes: { login: fail }, events: [{ type: 'auth.login', credentials }], rest: 'error', user: false, expiredNotices: 0 },
    { name: 'none → login ok → logout', input: { storedSession: false }, outcomes: {}, events: [{ type: 'auth.login', credentials }, { type: 'auth.logout' }], rest: 'loggedOut', user: false, expiredNotices: 0 },
    { name: 'stored → invalid → login ok', input: { storedSession: true }, outcomes: { validateSession: fail }, events: [{ type: 'auth.login', credentials }], rest: 'loggedIn', user: true, expiredNotices: 1 },
  ];

  it.each(paths)('$name rests in $rest', async ({ input, outcomes, events, rest, user, expiredNotices }) => {
    const { actor, notices } = start(outcomes, input);
    const settled = (s: ReturnType<typeof actor.getSnapshot>) =>
      s.matches('loggedIn') || s.matches('loggedOut') || s.matches('error');
    await waitFor(actor, settled);
    for (const event of events) {
      actor.send(event);
      await waitFor(actor, settled);
    }

    expect(actor.getSnapshot().value).toBe(rest);
    expect(actor.getSnapshot().context.user !== null).toBe(user);
    expect(notices.filter((notice) => notice.message === MESSAGES.sessionExpired)).toHaveLength(
      expiredNotices,
    );
    actor.stop();
  });
});
