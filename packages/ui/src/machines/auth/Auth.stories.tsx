import {
  AUTH_MESSAGES,
  MESSAGES,
  createClient,
  loginEndpoint,
  logoutEndpoint,
  registerEndpoint,
  registrationCompleteEndpoint,
  validateEndpoint,
  type LoginRequest,
  type LoginResponse,
  type RegisterRequest,
  type Session,
} from '@clipmarket/core';
import {
  AUTH_MOCK_PASSWORD,
  authHandlers,
  authRoutes,
  defaultAuthState,
  loginFailedErrorFixture,
  loginTooManyAttemptsErrorFixture,
  newAccountFixture,
  profileFixtures,
  REGISTRATION_IDS,
  registrationInvalidErrorFixture,
  registrationProblemsFixture,
  registrationTooManyAttemptsErrorFixture,
  type AuthMockBehaviour,
  type AuthMockState,
} from '@clipmarket/mocks';
import { ToastProvider, useAuth, useToast } from '@clipmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type FormEvent } from 'react';
import { expect } from 'storybook/test';
import { fromPromise } from 'xstate';

/** The real typed client: MSW answers its calls with the handlers of `@clipmarket/mocks`. */
const client = createClient();

/** The session without the token, as the machine keeps it. */
function sessionOf({ access_token: _token, token_type: _type, ...session }: LoginResponse): Session {
  return session;
}

const apiActors = {
  validateSession: fromPromise<Session>(() => client.call(validateEndpoint)),
  login: fromPromise<Session, { credentials: LoginRequest }>(async ({ input }) =>
    sessionOf(await client.call(loginEndpoint, { body: input.credentials })),
  ),
  // Registering mails a link (ADR 57); the story follows the mock's valid link at once, as the owner would.
  register: fromPromise<Session, { registration: RegisterRequest }>(async ({ input }) => {
    await client.call(registerEndpoint, { body: input.registration });
    const done = await client.call(registrationCompleteEndpoint, { params: { id: REGISTRATION_IDS.valid } });
    return sessionOf(done.authenticationDetails);
  }),
  clearSession: fromPromise<void>(async () => {
    await client.call(logoutEndpoint);
  }),
};

interface AuthDemoProps {
  /** Whether the app found a stored session to validate at start. */
  storedSession: boolean;
}

/** A story-local screen: the machine's status, a login form, and the buttons that send its events. */
function AuthPanel({ storedSession }: AuthDemoProps) {
  const toast = useToast();
  const [analytics, setAnalytics] = useState<'kept' | 'cleared'>('kept');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const auth = useAuth({
    actors: {
      ...apiActors,
      clearAnalyticsIdentity: fromPromise<void>(async () => setAnalytics('cleared')),
    },
    input: { storedSession },
    onNotice: ({ message, severity }) => toast.show({ message, severity }),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    auth.login({ username: email, password });
  }

  return (
    <section aria-label="Auth machine" data-state={auth.status}>
      <p>
        Status: <strong>{auth.status}</strong>
      </p>
      <p>Signed in as: {auth.user?.username ?? 'nobody'}</p>
      <p>Analytics identity: {analytics}</p>
      {auth.tokenError ? <p>The last session expired.</p> : null}
      {auth.error ? (
        <ul aria-label="Errors">
          {auth.error.messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
      <form onSubmit={submit}>
        <label>
          E-mail <input type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
        </label>{' '}
        <label>
          Password{' '}
          <input type="password" value={password} onChange={(event) => setPassword(event.target.value)} />
        </label>{' '}
        <button type="submit">Log in</button>
      </form>
      <p>
        <button type="button" onClick={() => auth.register(newAccountFixture)}>
          Register {newAccountFixture.firstName}
        </button>{' '}
        <button type="button" onClick={auth.logout}>
          Log out
        </button>{' '}
        <button type="button" onClick={auth.expire}>
          A call answered 401
        </button>{' '}
        <button type="button" onClick={auth.dismissError}>
          Dismiss the error
        </button>
      </p>
    </section>
  );
}

function AuthDemo(props: AuthDemoProps) {
  return (
    <ToastProvider>
      <AuthPanel {...props} />
    </ToastProvider>
  );
}

/**
 * The auth handlers over a state of their own, reset by the story's loader before each render: signing in or
 * out in one run never leaks into the next.
 */
function authMock(fresh: () => AuthMockState, behaviour?: AuthMockBehaviour) {
  const state = fresh();
  return {
    parameters: { msw: { handlers: { auth: authRoutes(state, behaviour) } } },
    loaders: [
      async () => {
        Object.assign(state, fresh());
        return {};
      },
    ],
  };
}

const meta = {
  title: 'Machines/Auth',
  // No visual reference: the demo shows the machine's states through a test harness, not a component's look.
  tags: ['!visual'],
  component: AuthDemo,
  args: { storedSession: true },
} satisfies Meta<typeof AuthDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const buyer = profileFixtures.buyer;

/** A stored session the server still accepts: validated at start, the user is signed in. */
export const StoredSessionValid: Story = {
  ...authMock(() => defaultAuthState('buyer')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('loggedIn')).toBeVisible();
    await expect(canvas.getByText(`Signed in as: ${buyer.email}`)).toBeVisible();
  },
};

/** The happy path: no stored session, log in, log out; logging out clears the user and the analytics identity. */
export const LoginAndLogout: Story = {
  ...authMock(() => defaultAuthState()),
  args: { storedSession: false },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('loggedOut')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('E-mail'), buyer.email);
    await userEvent.type(canvas.getByLabelText('Password'), AUTH_MOCK_PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(await canvas.findByText('loggedIn')).toBeVisible();
    await expect(canvas.getByText(`Signed in as: ${buyer.email}`)).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Log out' }));
    await expect(await canvas.findByText('loggedOut')).toBeVisible();
    await expect(canvas.getByText('Signed in as: nobody')).toBeVisible();
    await expect(canvas.getByText('Analytics identity: cleared')).toBeVisible();
    await expect(canvas.queryByText(MESSAGES.sessionExpired)).toBeNull();
  },
};

/** Registration signs the new user in. */
export const Register: Story = {
  ...authMock(() => defaultAuthState()),
  args: { storedSession: false },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: `Register ${newAccountFixture.firstName}` }));
    await expect(await canvas.findByText('loggedIn')).toBeVisible();
    await expect(canvas.getByText(`Signed in as: ${newAccountFixture.email}`)).toBeVisible();
  },
};

/** The stored session has expired: the toast says so and the user is logged out. */
export const StoredSessionExpired: Story = {
  ...authMock(() => ({ ...defaultAuthState('buyer'), expired: true })),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(MESSAGES.sessionExpired)).toBeVisible();
    await expect(await canvas.findByText('loggedOut')).toBeVisible();
    await expect(canvas.getByText('The last session expired.')).toBeVisible();
    await expect(canvas.getByText('Analytics identity: cleared')).toBeVisible();
  },
};

/** Signed in, then a call answers 401: the same toast, and the user is logged out. */
export const ExpiredDuringUse: Story = {
  ...authMock(() => defaultAuthState('buyer')),
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText('loggedIn');
    await userEvent.click(canvas.getByRole('button', { name: 'A call answered 401' }));
    await expect(await canvas.findByText(MESSAGES.sessionExpired)).toBeVisible();
    await expect(await canvas.findByText('loggedOut')).toBeVisible();
  },
};

/** Wrong e-mail or password: the error state with the server's message. */
export const LoginRejected: Story = {
  ...authMock(() => defaultAuthState(), { loginError: loginFailedErrorFixture }),
  args: { storedSession: false },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('E-mail'), buyer.email);
    await userEvent.type(canvas.getByLabelText('Password'), 'not-the-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(await canvas.findByText('error')).toBeVisible();
    await expect(canvas.getByText(AUTH_MESSAGES.loginFailed)).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss the error' }));
    await expect(canvas.getByText('loggedOut')).toBeVisible();
    await expect(canvas.queryByText(AUTH_MESSAGES.loginFailed)).toBeNull();
  },
};

/** Too many login attempts (429). */
export const LoginTooManyAttempts: Story = {
  ...authMock(() => defaultAuthState(), { loginError: loginTooManyAttemptsErrorFixture }),
  args: { storedSession: false },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('E-mail'), buyer.email);
    await userEvent.type(canvas.getByLabelText('Password'), AUTH_MOCK_PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(await canvas.findByText(AUTH_MESSAGES.loginTooManyAttempts)).toBeVisible();
  },
};

/** A registration the server refuses (400): every problem is listed. */
export const RegistrationInvalid: Story = {
  ...authMock(() => defaultAuthState(), { registrationError: registrationInvalidErrorFixture }),
  args: { storedSession: false },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: `Register ${newAccountFixture.firstName}` }));
    await expect(await canvas.findByText('error')).toBeVisible();
    for (const problem of registrationProblemsFixture) await expect(canvas.getByText(problem)).toBeVisible();
  },
};

/** Too many registrations (429): the server's message. */
export const RegistrationTooManyAttempts: Story = {
  ...authMock(() => defaultAuthState(), { registrationError: registrationTooManyAttemptsErrorFixture }),
  args: { storedSession: false },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: `Register ${newAccountFixture.firstName}` }));
    await expect(await canvas.findByText(MESSAGES.registrationTooManyAttempts)).toBeVisible();
  },
};

/** Validation that never answers: the pending state a splash or a spinner is built for. */
export const Pending: Story = {
  parameters: { msw: { handlers: { auth: authHandlers.pending() } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('pending')).toBeVisible();
  },
};
