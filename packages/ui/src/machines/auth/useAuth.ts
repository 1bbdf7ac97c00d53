import type { LoginRequest, RegisterRequest, Session } from '@clipmarket/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { topLevelState, type MachineNotice } from '../shared';
import { useNotices } from '../useNotices';
import { authMachine, type AuthError, type AuthInput, type AuthStatus } from './authMachine';

/** The side effects the app supplies: the calls to the server, the session store and analytics. */
export type AuthActors = Required<NonNullable<Parameters<typeof authMachine.provide>[0]['actors']>>;

export interface UseAuthOptions {
  actors: AuthActors;
  /** Read once, when the machine starts. */
  input?: AuthInput;
  /** The expired-session notice (spec: a toast). */
  onNotice?: (notice: MachineNotice) => void;
}

export interface UseAuthResult {
  /** Mirrors the machine's state: pass it to auth-aware components as their `status`. */
  status: AuthStatus;
  user: Session | null;
  error: AuthError | null;
  /** The last session ended because its token was no longer valid. */
  tokenError: boolean;
  login: (credentials: LoginRequest) => void;
  register: (registration: RegisterRequest) => void;
  logout: () => void;
  /** Tell auth that a call answered 401: the session-expired notice shows and the user is logged out. */
  expire: () => void;
  dismissError: () => void;
}

/** Runs `authMachine` with the app's actors and binds it to component props. */
export function useAuth({ actors, input, onNotice }: UseAuthOptions): UseAuthResult {
  const actorRef = useActorRef(authMachine.provide({ actors }), { input: input ?? {} });
  useNotices(actorRef, onNotice);
  const status = useSelector(actorRef, (snapshot) => topLevelState(snapshot.value) as AuthStatus);
  const user = useSelector(actorRef, (snapshot) => snapshot.context.user);
  const error = useSelector(actorRef, (snapshot) => snapshot.context.error);
  const tokenError = useSelector(actorRef, (snapshot) => snapshot.context.tokenError);
  const commands = useMemo(
    () => ({
      login: (credentials: LoginRequest) => actorRef.send({ type: 'auth.login', credentials }),
      register: (registration: RegisterRequest) => actorRef.send({ type: 'auth.register', registration }),
      logout: () => actorRef.send({ type: 'auth.logout' }),
      expire: () => actorRef.send({ type: 'auth.expired' }),
      dismissError: () => actorRef.send({ type: 'auth.dismiss' }),
    }),
    [actorRef],
  );
  return { status, user, error, tokenError, ...commands };
}
