import { MESSAGES } from '@clipmarket/core';
import { useToast, type UseAuthResult } from '@clipmarket/ui';
import {
  createContext,
  useCallback,
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

type AuthState = Pick<UseAuthResult, 'status' | 'user' | 'error' | 'tokenError'>;

/** A command waiting for the machine; `signsIn` marks the ones a form waits on (login, register). */
interface QueuedCommand {
  signsIn: boolean;
  send: (auth: UseAuthResult) => void;
}

const AuthContext = createContext<UseAuthResult | null>(null);

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
 * on first need (ADR 16): at start when a session is remembered, otherwise on the first command, which waits
 * for it. Until then the session is what the machine would report at start.
 */
export function AuthProvider({
  children,
  storedSession: storedSessionProp,
  loadMachine = loadAuthMachine,
}: AuthProviderProps) {
  const { mutate } = useSWRConfig();
  const toast = useToast();
  // Read once, as the machine reads its input once: signing in later must not change where auth started.
  const [storedSession] = useState(() => storedSessionProp ?? getPersistedState().auth.loggedIn);
  const [state, setState] = useState<AuthState>(() => ({
    // The machine's first states: validating a remembered session (pending), or signed out.
    status: storedSession ? 'pending' : 'loggedOut',
    user: null,
    error: null,
    tokenError: false,
  }));
  const [host, setHost] = useState<AuthMachineModule | null>(null);
  const machine = useRef<UseAuthResult | null>(null);
  const queue = useRef<QueuedCommand[]>([]);
  const loading = useRef(false);

  const start = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    loadMachine().then(setHost, () => {
      // The chunk did not come (network, a new deployment): say so as the machine says an unanswered call,
      // and let the next command try again.
      loading.current = false;
      const failed = queue.current;
      queue.current = [];
      setState((current) =>
        failed.some((command) => command.signsIn)
          ? { ...current, status: 'error', error: { status: null, messages: [MESSAGES.serverError] } }
          : current.status === 'pending'
            ? { ...current, status: 'loggedOut' }
            : current,
      );
    });
  }, [loadMachine]);

  const onChange = useCallback((auth: UseAuthResult) => {
    machine.current = auth;
    setState({ status: auth.status, user: auth.user, error: auth.error, tokenError: auth.tokenError });
    const waiting = queue.current;
    queue.current = [];
    for (const command of waiting) command.send(auth);
  }, []);

  const commands = useMemo(() => {
    const send = (command: QueuedCommand) => {
      if (machine.current) return command.send(machine.current);
      queue.current.push(command);
      start();
    };
    return {
      login: (credentials: Parameters<UseAuthResult['login']>[0]) =>
        send({ signsIn: true, send: (auth) => auth.login(credentials) }),
      register: (registration: Parameters<UseAuthResult['register']>[0]) =>
        send({ signsIn: true, send: (auth) => auth.register(registration) }),
      logout: () => send({ signsIn: false, send: (auth) => auth.logout() }),
      expire: () => send({ signsIn: false, send: (auth) => auth.expire() }),
      // Nothing to dismiss before the machine runs, unless its code failed to load.
      dismissError: () => {
        if (machine.current) machine.current.dismissError();
        else if (loading.current) queue.current.push({ signsIn: false, send: (auth) => auth.dismissError() });
        else
          setState((current) =>
            current.status === 'error' ? { ...current, status: 'loggedOut', error: null } : current,
          );
      },
    };
  }, [start]);

  useEffect(() => {
    if (storedSession) {
      start();
      return;
    }
    // A server that rendered the page saw no session cookie (ADR 17): if this browser remembers a session, it
    // has expired (the browser dropped the cookie), and the visitor is told so, as after a failed validation.
    if (getPersistedState().auth.loggedIn) {
      setState((current) => ({ ...current, tokenError: true }));
      toast.show({ message: MESSAGES.sessionExpired, severity: 'error' });
    }
    // What the machine does on starting without a session, so the browser forgets one it may remember.
    updatePersistedState((current) => ({ ...current, auth: { loggedIn: false, username: null } }));
  }, [storedSession, start, toast]);

  // Registered here, not by the machine, so a 401 before it runs still reaches it (loading it first).
  useEffect(() => onSessionExpired(commands.expire), [commands.expire]);

  // What a user sees depends on who they are (isFav marks, playlists): re-read everything on a change of user.
  // Not at start: the data on screen (rendered by the server, or loading now) was asked for as this visitor.
  const userUuid = state.user?.userUuid ?? null;
  const readAs = useRef(userUuid);
  useEffect(() => {
    if (readAs.current === userUuid) return;
    const signedOut = readAs.current !== null && userUuid === null;
    readAs.current = userUuid;
    // On sign-out the signed-in user's data is emptied before it is read again as a visitor, so a shared
    // computer shows none of it in the meantime (ASVS V14.3.1).
    void (signedOut ? mutate(() => true, undefined, { revalidate: true }) : mutate(() => true));
  }, [userUuid, mutate]);

  const auth = useMemo<UseAuthResult>(() => ({ ...state, ...commands }), [state, commands]);
  return (
    <AuthContext.Provider value={auth}>
      {children}
      {host ? <host.AuthMachineHost storedSession={storedSession} onChange={onChange} /> : null}
    </AuthContext.Provider>
  );
}

/** The auth state and commands of the app. */
export function useSession(): UseAuthResult {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useSession needs an <AuthProvider> above it.');
  return auth;
}
