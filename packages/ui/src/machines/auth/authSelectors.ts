import type { LoginRequest, RegisterRequest, Session } from '@clipmarket/core';
// Types only: the selectors and commands are read in the first bundle, before the machine (and XState) loads.
import type { SnapshotFrom } from 'xstate';
import type { AuthError, AuthEvent, AuthStatus, authMachine } from './authMachine';

export type AuthSnapshot = SnapshotFrom<typeof authMachine>;

/*
 * What components read of the auth machine, one selector a field (`useSelector(actorRef, selectAuthUser)`), so
 * a component re-renders only when its part changes. The machine is the one owner of the session in the browser;
 * nothing keeps a copy.
 */

/** The state a screen shows, as the `status` prop of auth-aware components. */
export const selectAuthStatus = (snapshot: AuthSnapshot): AuthStatus =>
  // `topLevelState`, written out: '../shared' would bring XState's promise actors into the first bundle.
  (typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value)[0]) as AuthStatus;
/** The signed-in user's session, or null. */
export const selectAuthUser = (snapshot: AuthSnapshot): Session | null => snapshot.context.user;
/** Why the last login or registration failed, or null. */
export const selectAuthError = (snapshot: AuthSnapshot): AuthError | null => snapshot.context.error;
/** The last session ended because its token was no longer valid. */
export const selectTokenError = (snapshot: AuthSnapshot): boolean => snapshot.context.tokenError;

/** What a screen can ask of auth; each command is one event to the machine. */
export interface AuthCommands {
  login: (credentials: LoginRequest) => void;
  register: (registration: RegisterRequest) => void;
  logout: () => void;
  /** Tell auth that a call answered 401: the session-expired notice shows and the user is logged out. */
  expire: () => void;
  dismissError: () => void;
}

/** The commands, bound to whatever delivers the machine's events (its actor, or a host before it loads). */
export function authCommands(send: (event: AuthEvent) => void): AuthCommands {
  return {
    login: (credentials) => send({ type: 'auth.login', credentials }),
    register: (registration) => send({ type: 'auth.register', registration }),
    logout: () => send({ type: 'auth.logout' }),
    expire: () => send({ type: 'auth.expired' }),
    dismissError: () => send({ type: 'auth.dismiss' }),
  };
}
