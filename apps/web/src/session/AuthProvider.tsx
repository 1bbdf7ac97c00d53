import { MESSAGES, type Session } from '@clipmarket/core';
import {
  authCommands,
  createLazyActor,
  selectAuthError,
  selectAuthStatus,
  selectAuthUser,
  selectTokenError,
  useLazySelector,
  useToast,
  type AuthActorRef,
  type AuthCommands,
  type AuthError,
  type AuthEvent,
  type AuthStatus,
  type LazyActor,
  type LazyActorState,
  type UseAuthResult,
} from '@clipmarket/ui';
import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useSWRConfig } from 'swr';
import { onSessionExpired } from '../api/client';
import { getPersistedState, updatePersistedState } from '../state/persisted';
import type { AuthMachineHostProps } from './AuthMachineHost';

/** What `AuthMachineHost.tsx` exports: the component that runs the auth machine (XState). */
export interface AuthMachineModule {
  AuthMachineHost: ComponentType<AuthMachineHostProps>;
}

const loadAuthMachine = (): Promise<AuthMachineModule> => import('./AuthMachineHost');

/**
 * Fetches the auth machine's code ahead of the first login (the login and register screens, the login modal),
 * so the first submit does not wait for it. Never on the home page: most visitors there never sign in.
 */
export function preloadAuth(): void {
  // A failed preload costs nothing: the first command loads it again.
  loadAuthMachine().catch(() => {});
}

type AuthHost = LazyActor<AuthMachineModule, AuthActorRef>;
type AuthHostState = LazyActorState<AuthMachineModule, AuthActorRef>;

/** Where auth started: read once, as the machine reads its input once. */
interface AuthStart {
  storedSession: boolean;
  /**
   * A server that rendered the page saw no session cookie (ADR 17) while this browser remembered a session: it
   * has expired (the browser dropped the cookie), and the visitor is told so, as after a failed validation.
   */
  expiredAtStart: boolean;
}

type SessionSelectors = ReturnType<typeof sessionSelectors>;

interface AuthContextValue {
  host: AuthHost;
  selectors: SessionSelectors;
  commands: AuthCommands;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/** A command that signs in: the form waits on its answer, so a machine that failed to load says so there. */
const signsIn = (event: AuthEvent) => event.type === 'auth.login' || event.type === 'auth.register';

const LOAD_FAILED: AuthError = { status: null, messages: [MESSAGES.serverError] };

/**
 * The session as the page shows it. Once the machine runs, its snapshot alone, read with the package's
 * selectors. Before, what the machine would report at start (validating a remembered session, or signed out),
 * and, when its code did not come, what it says of an unanswered call: the error a form waits on, or signed out.
 */
function sessionSelectors({ storedSession, expiredAtStart }: AuthStart) {
  const failedSignIn = (state: AuthHostState) => state.failures > 0 && state.lost.some(signsIn);
  return {
    status: (state: AuthHostState): AuthStatus =>
      state.snapshot
        ? selectAuthStatus(state.snapshot)
        : failedSignIn(state)
          ? 'error'
          : storedSession && state.failures === 0
            ? 'pending'
            : 'loggedOut',
    user: (state: AuthHostState) => (state.snapshot ? selectAuthUser(state.snapshot) : null),
    error: (state: AuthHostState) =>
      state.snapshot ? selectAuthError(state.snapshot) : failedSignIn(state) ? LOAD_FAILED : null,
    tokenError: (state: AuthHostState) =>
      state.snapshot ? selectTokenError(state.snapshot) : expiredAtStart,
  };
}

/** The browser's memory of a session (`localStorage`), written here only: a hint read before the machine loads. */
function rememberSession(status: AuthStatus, user: Session | null) {
  if (status === 'loggedIn' && user) {
    updatePersistedState((state) => ({ ...state, auth: { loggedIn: true, username: user.username } }));
  } else if (status === 'loggedOut') {
    updatePersistedState((state) => ({ ...state, auth: { loggedIn: false, username: null } }));
  }
}

export interface AuthProviderProps {
  children: ReactNode;
  /**
   * Whether a session is remembered from an earlier visit: only then does the machine start at once, to
   * validate it. The first render depends on this alone, so a server renderer passes the value it rendered
   * with.
   * @default getPersistedState().auth.loggedIn
   */
  storedSession?: boolean;
  /**
   * Loads the module that runs the machine. For tests, which observe the load or hold it back.
   * @default () => import('./AuthMachineHost')
   */
  loadMachine?: () => Promise<AuthMachineModule>;
}

/**
 * The app's auth: validates a remembered session at start, signs in, registers and signs out through the API,
 * and turns any expiring call's 401 into the expired-session toast and a logout. The machine doing this loads
 * on first need (ADR 16, 66): at start when a session is remembered, otherwise on the first command, which
 * waits for it. From then on it alone owns the session: components read it with selectors (`useSession`).
 */
export function AuthProvider({
  children,
  storedSession: storedSessionProp,
  loadMachine = loadAuthMachine,
}: AuthProviderProps) {
  const { mutate } = useSWRConfig();
  const toast = useToast();
  const [{ start, selectors }] = useState(() => {
    const remembered = getPersistedState().auth.loggedIn;
    const storedSession = storedSessionProp ?? remembered;
    const start: AuthStart = { storedSession, expiredAtStart: !storedSession && remembered };
    return { start, selectors: sessionSelectors(start) };
  });
  const [host] = useState<AuthHost>(() => createLazyActor({ load: loadMachine }));
  const commands = useMemo<AuthCommands>(() => {
    const send = authCommands((event) => host.send(event));
    return {
      ...send,
      // Nothing to dismiss before the machine runs, unless its code failed to load.
      dismissError: () => {
        const { status } = host.getState();
        if (status === 'idle' || status === 'failed') host.forgetLost();
        else send.dismissError();
      },
    };
  }, [host]);

  useEffect(() => {
    if (start.storedSession) host.load();
    else if (start.expiredAtStart) toast.show({ message: MESSAGES.sessionExpired, severity: 'error' });
  }, [host, start, toast]);

  // The one writer of the browser's memory of a session: the machine's state, or before it runs what it would
  // report (signed out forgets a session the browser may remember).
  useEffect(() => {
    let written: [AuthStatus, Session | null] | null = null;
    const write = () => {
      const state = host.getState();
      const [status, user] = [selectors.status(state), selectors.user(state)];
      if (written && written[0] === status && written[1] === user) return;
      written = [status, user];
      rememberSession(status, user);
    };
    write();
    return host.subscribe(write);
  }, [host, selectors]);

  // Registered here, not by the machine, so a 401 before it runs still reaches it (loading it first).
  useEffect(() => onSessionExpired(commands.expire), [commands.expire]);

  // What a user sees depends on who they are (isFav marks, playlists): re-read everything on a change of user.
  // Not at start: the data on screen (rendered by the server, or loading now) was asked for as this visitor.
  const userUuid = useLazySelector(host, (state) => selectors.user(state)?.userUuid ?? null);
  const readAs = useRef(userUuid);
  useEffect(() => {
    if (readAs.current === userUuid) return;
    const signedOut = readAs.current !== null && userUuid === null;
    readAs.current = userUuid;
    // On sign-out the signed-in user's data is emptied before it is read again as a visitor, so a shared
    // computer shows none of it in the meantime (ASVS V14.3.1).
    void (signedOut ? mutate(() => true, undefined, { revalidate: true }) : mutate(() => true));
  }, [userUuid, mutate]);

  const module = useLazySelector(host, selectModule);
  const value = useMemo(() => ({ host, selectors, commands }), [host, selectors, commands]);
  return (
    <AuthContext.Provider value={value}>
      {children}
      {module ? <module.AuthMachineHost storedSession={start.storedSession} attach={host.attach} /> : null}
    </AuthContext.Provider>
  );
}

const selectModule = (state: AuthHostState) => state.module;

/** The auth state and commands of the app, each field read with its own selector. */
export function useSession(): UseAuthResult {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useSession needs an <AuthProvider> above it.');
  const { host, selectors } = auth;
  const status = useLazySelector(host, selectors.status);
  const user = useLazySelector(host, selectors.user);
  const error = useLazySelector(host, selectors.error);
  const tokenError = useLazySelector(host, selectors.tokenError);
  return useMemo(
    () => ({ status, user, error, tokenError, ...auth.commands }),
    [status, user, error, tokenError, auth.commands],
  );
}
