import { type LoginRequest, type LoginResponse, type RegisterRequest, type Session } from '@clipmarket/core';
import { routes } from '@clipmarket/core/routes';
import { useAuth, useToast, type UseAuthResult } from '@clipmarket/ui';
import { useEffect, useMemo } from 'react';
import { fromPromise } from 'xstate';
import { clearAnalyticsIdentity, setAnalyticsIdentity } from '../analytics/identity';
import { call } from '../api/client';
import { updatePersistedState } from '../state/persisted';

/** The session without its token: the cookie carries the token, script never holds it. */
function sessionOf({ access_token: _token, token_type: _type, ...session }: LoginResponse): Session {
  return session;
}

export interface AuthMachineHostProps {
  /** Whether a remembered session is validated at start; read once, when the machine starts. */
  storedSession: boolean;
  /** Told the machine's state and commands after every change, from the first render on. */
  onChange: (auth: UseAuthResult) => void;
}

/**
 * Runs the auth machine (XState) with the app's actors and tells `AuthProvider` what it is doing; renders
 * nothing. Loaded on first need (ADR 16), so a visitor without a remembered session never downloads XState
 * for auth until they sign in or register.
 */
export function AuthMachineHost({ storedSession, onChange }: AuthMachineHostProps) {
  const toast = useToast();
  const auth = useAuth({
    input: { storedSession },
    actors: useMemo(
      () => ({
        validateSession: fromPromise<Session>(() => call(routes.validateEndpoint)),
        login: fromPromise<Session, { credentials: LoginRequest }>(async ({ input }) =>
          sessionOf(await call(routes.loginEndpoint, { body: input.credentials })),
        ),
        // Registering signs nobody in (ADR 57): the register page posts the form itself and the mailed link
        // signs the new account in. Nothing in the app sends the machine a registration.
        register: fromPromise<Session, { registration: RegisterRequest }>(async () => {
          throw new Error('A registration is finished by its mailed link, not by the auth machine.');
        }),
        clearSession: fromPromise<void>(async () => {
          await call(routes.logoutEndpoint);
        }),
        clearAnalyticsIdentity: fromPromise<void>(async () => clearAnalyticsIdentity()),
      }),
      [],
    ),
    onNotice: (notice) => toast.show({ message: notice.message, severity: notice.severity }),
  });

  const { status, user, error, tokenError } = auth;
  // Commands are bound to the one actor, so these fields are all that ever changes.
  useEffect(() => {
    onChange(auth);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `auth` is a new object each render; its fields are listed
  }, [onChange, status, user, error, tokenError]);

  useEffect(() => {
    if (status === 'loggedIn' && user) {
      updatePersistedState((state) => ({ ...state, auth: { loggedIn: true, username: user.username } }));
      setAnalyticsIdentity(user.userUuid);
    } else if (status === 'loggedOut') {
      updatePersistedState((state) => ({ ...state, auth: { loggedIn: false, username: null } }));
    }
  }, [status, user]);

  return null;
}
