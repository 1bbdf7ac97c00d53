import { type LoginRequest, type LoginResponse, type RegisterRequest, type Session } from '@clipmarket/core';
import { loginEndpoint, logoutEndpoint, registerEndpoint, validateEndpoint } from '@clipmarket/core/routes';
import { useAuth, useToast, type UseAuthResult } from '@clipmarket/ui';
import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useSWRConfig } from 'swr';
import { fromPromise } from 'xstate';
import { clearAnalyticsIdentity, setAnalyticsIdentity } from '../analytics/identity';
import { call, onSessionExpired } from '../api/client';
import { getPersistedState, updatePersistedState } from '../state/persisted';

/** The session without its token: the cookie carries the token, script never holds it. */
function sessionOf({ access_token: _token, token_type: _type, ...session }: LoginResponse): Session {
  return session;
}

const AuthContext = createContext<UseAuthResult | null>(null);

/**
 * Runs the auth machine for the whole app: validates a remembered session at start, signs in, registers and
 * signs out through the API, and turns any expiring call's 401 into the expired-session toast and a logout.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const auth = useAuth({
    input: { storedSession: getPersistedState().auth.loggedIn },
    actors: useMemo(
      () => ({
        validateSession: fromPromise<Session>(() => call(validateEndpoint)),
        login: fromPromise<Session, { credentials: LoginRequest }>(async ({ input }) =>
          sessionOf(await call(loginEndpoint, { body: input.credentials })),
        ),
        register: fromPromise<Session, { registration: RegisterRequest }>(async ({ input }) =>
          sessionOf((await call(registerEndpoint, { body: input.registration })).authenticationDetails),
        ),
        clearSession: fromPromise<void>(async () => {
          await call(logoutEndpoint);
        }),
        clearAnalyticsIdentity: fromPromise<void>(async () => clearAnalyticsIdentity()),
      }),
      [],
    ),
    onNotice: (notice) => toast.show({ message: notice.message, severity: notice.severity }),
  });

  const { status, user, expire } = auth;
  useEffect(() => onSessionExpired(expire), [expire]);

  useEffect(() => {
    if (status === 'loggedIn' && user) {
      updatePersistedState((state) => ({ ...state, auth: { loggedIn: true, username: user.username } }));
      setAnalyticsIdentity(user.userUuid);
    } else if (status === 'loggedOut') {
      updatePersistedState((state) => ({ ...state, auth: { loggedIn: false, username: null } }));
    }
  }, [status, user]);

  // What a user sees depends on who they are (isFav marks, playlists): re-read everything on a change of user.
  const userUuid = user?.userUuid ?? null;
  useEffect(() => {
    void mutate(() => true);
  }, [userUuid, mutate]);

  return <AuthContext.Provider value={auth}>{children}</AuthContext.Provider>;
}

/** The auth state and commands of the app. */
export function useSession(): UseAuthResult {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useSession needs an <AuthProvider> above it.');
  return auth;
}
