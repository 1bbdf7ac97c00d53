import {
  AUTH_MESSAGES,
  MESSAGES,
  createClient,
  loginEndpoint,
  logoutEndpoint,
  registerEndpoint,
  registrationCompleteEndpoint,
  toFastifyPath,
  validateEndpoint,
  type LoginRequest,
  type LoginResponse,
  type RegisterRequest,
  type Session,
} from '@clipmarket/core';
import {
  AUTH_MOCK_PASSWORD,
  apiErrorBody,
  authRoutes,
  defaultAuthState,
  loginFailedErrorFixture,
  loginTooManyAttemptsErrorFixture,
  newAccountFixture,
  notificationFixtures,
  profileFixtures,
  REGISTRATION_IDS,
  registrationInvalidErrorFixture,
  registrationProblemsFixture,
  registrationTooManyAttemptsErrorFixture,
  type AuthMockBehaviour,
  type AuthMockState,
} from '@clipmarket/mocks';
import {
  Button,
  LOGIN_TEXT,
  LoginModal,
  LoginModalTrigger,
  NotificationsMenu,
  Spinner,
  ToastProvider,
  authCommands,
  authMachine,
  selectAuthError,
  selectAuthStatus,
  selectAuthUser,
  theme,
  useAuthActor,
  useToast,
  type LoginModalStatus,
} from '@clipmarket/ui';
import { css } from '@emotion/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useSelector } from '@xstate/react';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { useEffect, useMemo, useState, type MouseEvent } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { FlowLayout, FlowPanel, INTERACTIVE_DOCS, statePath, useRestart, type FlowEvent } from '../FlowPanel';

/*
 * Signing in as the app does it: the real LoginModal over the page, and the account area of a signed-in header
 * made of this package's components (the bell, the user's name, Log out). One authMachine owns the session
 * (`useAuthActor`, read with the selectors); its calls go through the real typed client and the auth handlers
 * of `@clipmarket/mocks` answer. Each story is put in its state by the machine: a stored session checked at
 * start, or the play function typing and pressing what a user would.
 */
const client = createClient();

/** The session without the token, as the machine keeps it. */
function sessionOf({ access_token: _token, token_type: _type, ...session }: LoginResponse): Session {
  return session;
}

/** Forgetting the user in analytics; the tests read whether it was asked for. */
const clearAnalyticsIdentity = fn(async () => undefined);

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
  clearAnalyticsIdentity: fromPromise<void>(() => clearAnalyticsIdentity()),
};

/**
 * The header's words. The package has no account menu (the app's is `AccountNav`, apps/web), so these are the
 * app's words, copied here for the picture.
 */
const HEADER_TEXT = { checking: 'Checking your session…', logout: 'Log out' } as const;

/** The bell's clock: the fixtures are an hour and a day before it, so the picture never changes. */
const NOW = new Date('2026-12-04T12:00:00Z');
const notifications = notificationFixtures(NOW.getTime());

const buyer = profileFixtures.buyer;
const RIGHT: LoginRequest = { username: buyer.email, password: AUTH_MOCK_PASSWORD };
const WRONG: LoginRequest = { username: buyer.email, password: 'not-the-password' };

interface SignInProps {
  /** Whether the app found a stored session to validate at start. */
  storedSession: boolean;
  /** Shows the events panel beside the header (the interactive story). */
  withPanel?: boolean;
}

/** The page's header and the login modal over one auth machine, as the app's shell has them. */
function SignIn({ storedSession, withPanel = false, onRestart }: SignInProps & { onRestart: () => void }) {
  const toast = useToast();
  const actorRef = useAuthActor({
    actors: apiActors,
    input: { storedSession },
    onNotice: ({ message, severity }) => toast.show({ message, severity }),
  });
  const status = useSelector(actorRef, selectAuthStatus);
  const user = useSelector(actorRef, selectAuthUser);
  const error = useSelector(actorRef, selectAuthError);
  const value = useSelector(actorRef, (snapshot) => snapshot.value);
  const auth = useMemo(() => authCommands((event) => actorRef.send(event)), [actorRef]);
  const [open, setOpen] = useState(false);
  // Only a form this opening sent shows the session's failure (the app's LoginModalProvider).
  const [submitted, setSubmitted] = useState(false);
  useEffect(() => {
    if (status === 'loggedIn') setOpen(false);
  }, [status]);

  const login = (credentials: LoginRequest) => {
    setSubmitted(true);
    auth.login(credentials);
  };
  const modalStatus: LoginModalStatus = !submitted
    ? 'idle'
    : status === 'pending'
      ? 'pending'
      : status === 'error' && error?.status === 429
        ? 'rateLimited'
        : status === 'error'
          ? 'error'
          : 'idle';
  // The story's canvas is one page: following the modal's links would replace it.
  const stay = (event: MouseEvent<HTMLAnchorElement>) => event.preventDefault();

  const header = (
    <header css={styles.header} data-state={status} data-auth-state={statePath(value)}>
      {user ? (
        <>
          <NotificationsMenu notifications={notifications} unread={1} now={NOW} />
          <span css={styles.name}>{user.username}</span>
          <Button size="sm" onClick={auth.logout}>
            {HEADER_TEXT.logout}
          </Button>
        </>
      ) : status === 'pending' ? (
        <p role="status" css={styles.checking}>
          <Spinner /> {HEADER_TEXT.checking}
        </p>
      ) : null}
      <LoginModal
        open={open}
        onOpenChange={(next) => {
          if (next) {
            setSubmitted(false);
            // A failure left by an earlier form is not this one's to show.
            if (status === 'error') auth.dismissError();
          }
          setOpen(next);
        }}
        trigger={!user && status !== 'pending' ? (props) => <LoginModalTrigger {...props} /> : undefined}
        status={modalStatus}
        errorMessages={modalStatus === 'error' ? (error?.messages ?? []) : []}
        rateLimitMessage={AUTH_MESSAGES.loginTooManyAttempts}
        onSubmit={login}
        onRegister={stay}
        onResetPassword={stay}
      />
    </header>
  );
  if (!withPanel) return header;

  const events: FlowEvent[] = [
    { type: 'auth.login', label: 'the right password', send: () => login(RIGHT) },
    { type: 'auth.login', label: 'a wrong password', send: () => login(WRONG) },
    {
      type: 'auth.register',
      label: `${newAccountFixture.firstName}, a new account`,
      send: () => auth.register(newAccountFixture),
    },
    { type: 'auth.logout', label: HEADER_TEXT.logout, send: auth.logout },
    { type: 'auth.expired', label: 'a call answered 401', send: auth.expire },
    { type: 'auth.dismiss', label: 'leave the error', send: auth.dismissError },
  ];
  const details = [
    user
      ? `Signed in as ${user.username}`
      : `Nobody signed in. The modal takes ${RIGHT.username} with the password ${RIGHT.password}.`,
    ...(error?.messages ?? []),
  ];
  return (
    <FlowLayout
      panel={
        <FlowPanel
          machine={authMachine}
          title="Auth machine"
          lines={[{ value, events, details }]}
          onRestart={onRestart}
        />
      }
    >
      {header}
    </FlowLayout>
  );
}

/** The flow in the toast region the app has; "Start again" starts a new machine. */
function SignInFlow(props: SignInProps) {
  const [key, restart] = useRestart();
  return (
    <ToastProvider>
      <SignIn key={key} {...props} onRestart={restart} />
    </ToastProvider>
  );
}

/**
 * The auth handlers over a state of their own, reset by the loader before each render: signing in or out in one
 * run never leaks into the next. `overrides` answer first (a call that never answers).
 */
function authMock(
  fresh: () => AuthMockState = () => defaultAuthState(),
  behaviour?: AuthMockBehaviour,
  overrides: HttpHandler[] = [],
) {
  const state = fresh();
  return {
    parameters: { msw: { handlers: { auth: [...overrides, ...authRoutes(state, behaviour)] } } },
    loaders: [
      async () => {
        Object.assign(state, fresh());
        clearAnalyticsIdentity.mockClear();
        return {};
      },
    ],
  };
}

/** A call that is still running when the picture is taken. */
const running = (path: string) =>
  http.post(toFastifyPath(path), async () => {
    await delay('infinite');
    return HttpResponse.json({});
  });

const styles = {
  header: css({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'flex-end',
    gap: theme.space[3],
    minHeight: '3.5rem',
    paddingInline: theme.space[4],
    background: theme.color.surfaceInverse,
    color: theme.color.textInverse,
    fontFamily: theme.font.family,
  }),
  name: css({ fontWeight: theme.font.weightMedium }),
  checking: css({ display: 'flex', alignItems: 'center', gap: theme.space[2], margin: 0 }),
};

const meta = {
  title: 'Flows/Auth',
  component: SignInFlow,
  args: { storedSession: false },
  parameters: {
    // The login modal is a modal: on the docs page each story opens in a frame of its own, where its backdrop
    // covers that frame and its mock server is its own.
    docs: { story: { inline: false, height: '560px' } },
  },
  // The preview installs the mock server too; the visual references' harness does not, so the flow starts it.
  loaders: [mswLoader()],
} satisfies Meta<typeof SignInFlow>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
type UserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

/** Where the machine is, as the story's header writes it. */
const authState = (canvas: Canvas) => canvas.getByRole('banner').getAttribute('data-auth-state');

/** Opens the login modal from the header and sends the form with `credentials`. */
async function logInWith(canvas: Canvas, userEvent: UserEvent, credentials: LoginRequest) {
  await userEvent.click(await canvas.findByRole('button', { name: LOGIN_TEXT.open }));
  const dialog = within(await canvas.findByRole('dialog', { name: LOGIN_TEXT.title }));
  await userEvent.type(dialog.getByLabelText(LOGIN_TEXT.email), credentials.username);
  await userEvent.type(dialog.getByLabelText(LOGIN_TEXT.password), credentials.password);
  await userEvent.click(dialog.getByRole('button', { name: LOGIN_TEXT.submit }));
  return dialog;
}

/** The panel's button for `type` (and its words). */
const eventButton = (canvas: Canvas, name: string) =>
  within(canvas.getByRole('region', { name: 'Auth machine' })).getByRole('button', { name });

/**
 * The flow to click through: log in from the header's button (the buyer's e-mail and the mock password are on
 * the panel's buttons), register, log out, or answer a call with 401. The panel stays usable over the modal.
 */
const interactiveMock = authMock();
export const Interactive: Story = {
  ...interactiveMock,
  parameters: { ...interactiveMock.parameters, docs: INTERACTIVE_DOCS },
  args: { withPanel: true },
  // No visual reference: a flow to click through; each state has its own story and picture.
  tags: ['!visual'],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('loggedOut')).toBeVisible();
    await expect(eventButton(canvas, 'auth.login the right password')).toBeVisible();
  },
};

/** Nobody signed in: the header offers the login modal. */
export const LoggedOut: Story = {
  ...authMock(),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: LOGIN_TEXT.open })).toBeVisible();
    await expect(authState(canvas)).toBe('loggedOut');
  },
};

/** A stored session is being checked at start: the header waits, neither signed in nor out. */
export const Validating: Story = {
  ...authMock(undefined, undefined, [running(validateEndpoint.path)]),
  args: { storedSession: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(HEADER_TEXT.checking)).toBeVisible();
    await expect(authState(canvas)).toBe('pending.validating');
    await expect(canvas.queryByRole('button', { name: LOGIN_TEXT.open })).toBeNull();
  },
};

/** The check got no verdict (a 500): it is tried again 2 s later; the header still waits. */
export const AwaitingRetry: Story = {
  ...authMock(undefined, undefined, [
    http.post(toFastifyPath(validateEndpoint.path), () =>
      HttpResponse.json(apiErrorBody(500, MESSAGES.serverError), { status: 500 }),
    ),
  ]),
  args: { storedSession: true },
  // No visual reference: the header looks as it does in Validating.
  tags: ['!visual'],
  play: async ({ canvas }) => {
    await waitFor(() => expect(authState(canvas)).toBe('pending.awaitingRetry'));
    await expect(canvas.getByText(HEADER_TEXT.checking)).toBeVisible();
  },
};

/** The form was sent and the login call runs: the modal's button says so and takes no second press. */
export const LoggingIn: Story = {
  ...authMock(undefined, undefined, [running(loginEndpoint.path)]),
  play: async ({ canvas, userEvent }) => {
    const dialog = await logInWith(canvas, userEvent, RIGHT);
    await expect(await dialog.findByRole('button', { name: LOGIN_TEXT.pending })).toBeVisible();
    await expect(authState(canvas)).toBe('pending.loggingIn');
  },
};

/** A registration's call runs (the app's register page sends it): the header waits. */
export const Registering: Story = {
  ...authMock(undefined, undefined, [running(registerEndpoint.path)]),
  args: { withPanel: true },
  // No visual reference: the header looks as it does in Validating (the register page is the app's).
  tags: ['!visual'],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(eventButton(canvas, `auth.register ${newAccountFixture.firstName}, a new account`));
    await expect(await canvas.findByText(HEADER_TEXT.checking)).toBeVisible();
    await expect(authState(canvas)).toBe('pending.registering');
  },
};

/** Signed in (a stored session the server still accepts): the bell, the user's name and Log out. */
export const LoggedIn: Story = {
  ...authMock(() => defaultAuthState('buyer')),
  args: { storedSession: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(buyer.username)).toBeVisible();
    await expect(canvas.getByRole('button', { name: HEADER_TEXT.logout })).toBeVisible();
    await expect(authState(canvas)).toBe('loggedIn');
  },
};

/** Logging out: the user is cleared at once, so the header offers the login again while the call runs. */
export const LoggingOut: Story = {
  ...authMock(() => defaultAuthState('buyer'), undefined, [running(logoutEndpoint.path)]),
  args: { storedSession: true },
  // No visual reference: the header looks as it does in LoggedOut.
  tags: ['!visual'],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: HEADER_TEXT.logout }));
    await expect(await canvas.findByRole('button', { name: LOGIN_TEXT.open })).toBeVisible();
    await expect(authState(canvas)).toBe('loggingOut.session');
  },
};

/** The error state: a wrong e-mail or password, and the modal shows the server's message. */
export const LoginError: Story = {
  ...authMock(),
  play: async ({ canvas, userEvent }) => {
    const dialog = await logInWith(canvas, userEvent, WRONG);
    await expect(await dialog.findByText(AUTH_MESSAGES.loginFailed)).toBeVisible();
    await expect(authState(canvas)).toBe('error');
  },
};

// ---- Tests of the flow, not states to review: out of the sidebar, the docs page and the pictures. ----

/** Log in from the modal, then log out: the user, the session and the analytics identity are cleared. */
export const LoginAndLogout: Story = {
  ...authMock(),
  tags: ['!dev', '!autodocs', '!visual'],
  play: async ({ canvas, userEvent }) => {
    await logInWith(canvas, userEvent, RIGHT);
    await expect(await canvas.findByText(buyer.username)).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());

    await userEvent.click(canvas.getByRole('button', { name: HEADER_TEXT.logout }));
    await expect(await canvas.findByRole('button', { name: LOGIN_TEXT.open })).toBeVisible();
    await waitFor(() => expect(authState(canvas)).toBe('loggedOut'));
    await expect(canvas.queryByText(buyer.username)).toBeNull();
    await expect(clearAnalyticsIdentity).toHaveBeenCalledOnce();
    await expect(canvas.queryByText(MESSAGES.sessionExpired)).toBeNull();
  },
};

/** Registration signs the new user in. */
export const RegisterSignsIn: Story = {
  ...authMock(),
  args: { withPanel: true },
  tags: ['!dev', '!autodocs', '!visual'],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(eventButton(canvas, `auth.register ${newAccountFixture.firstName}, a new account`));
    await expect(await canvas.findByText(`Signed in as ${newAccountFixture.email}`)).toBeVisible();
    await expect(authState(canvas)).toBe('loggedIn');
  },
};

/** The stored session has expired: the toast says so, the user is signed out and forgotten in analytics. */
export const StoredSessionExpired: Story = {
  ...authMock(() => ({ ...defaultAuthState('buyer'), expired: true })),
  args: { storedSession: true },
  tags: ['!dev', '!autodocs', '!visual'],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(MESSAGES.sessionExpired)).toBeVisible();
    await expect(await canvas.findByRole('button', { name: LOGIN_TEXT.open })).toBeVisible();
    await waitFor(() => expect(authState(canvas)).toBe('loggedOut'));
    await expect(clearAnalyticsIdentity).toHaveBeenCalledOnce();
  },
};

/** Signed in, then a call answers 401: the same toast, and the user is signed out. */
export const ExpiredDuringUse: Story = {
  ...authMock(() => defaultAuthState('buyer')),
  args: { storedSession: true, withPanel: true },
  tags: ['!dev', '!autodocs', '!visual'],
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText(buyer.username);
    await userEvent.click(eventButton(canvas, 'auth.expired a call answered 401'));
    await expect(await canvas.findByText(MESSAGES.sessionExpired)).toBeVisible();
    await expect(await canvas.findByRole('button', { name: LOGIN_TEXT.open })).toBeVisible();
  },
};

/** A refused login, then the error left: a new opening of the modal starts clean. */
export const LoginRejectedThenDismissed: Story = {
  ...authMock(undefined, { loginError: loginFailedErrorFixture }),
  tags: ['!dev', '!autodocs', '!visual'],
  play: async ({ canvas, userEvent }) => {
    const dialog = await logInWith(canvas, userEvent, RIGHT);
    await expect(await dialog.findByText(AUTH_MESSAGES.loginFailed)).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(await canvas.findByRole('button', { name: LOGIN_TEXT.open }));
    await waitFor(() => expect(authState(canvas)).toBe('loggedOut'));
    await expect(canvas.queryByText(AUTH_MESSAGES.loginFailed)).toBeNull();
  },
};

/** Too many login attempts (429): the modal shows the server's message. */
export const LoginTooManyAttempts: Story = {
  ...authMock(undefined, { loginError: loginTooManyAttemptsErrorFixture }),
  tags: ['!dev', '!autodocs', '!visual'],
  play: async ({ canvas, userEvent }) => {
    const dialog = await logInWith(canvas, userEvent, RIGHT);
    await expect(await dialog.findByText(AUTH_MESSAGES.loginTooManyAttempts)).toBeVisible();
  },
};

/** A registration the server refuses (400): the error state holds every problem. */
export const RegistrationInvalid: Story = {
  ...authMock(undefined, { registrationError: registrationInvalidErrorFixture }),
  args: { withPanel: true },
  tags: ['!dev', '!autodocs', '!visual'],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(eventButton(canvas, `auth.register ${newAccountFixture.firstName}, a new account`));
    await waitFor(() => expect(authState(canvas)).toBe('error'));
    for (const problem of registrationProblemsFixture) await expect(canvas.getByText(problem)).toBeVisible();
  },
};

/** Too many registrations (429): the server's message. */
export const RegistrationTooManyAttempts: Story = {
  ...authMock(undefined, { registrationError: registrationTooManyAttemptsErrorFixture }),
  args: { withPanel: true },
  tags: ['!dev', '!autodocs', '!visual'],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(eventButton(canvas, `auth.register ${newAccountFixture.firstName}, a new account`));
    await expect(await canvas.findByText(MESSAGES.registrationTooManyAttempts)).toBeVisible();
  },
};
