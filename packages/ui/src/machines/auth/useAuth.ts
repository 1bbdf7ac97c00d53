import type { Session } from '@clipmarket/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { MachineNotice } from '../shared';
import { useNotices } from '../useNotices';
import { authMachine, type AuthError, type AuthInput, type AuthStatus } from './authMachine';
import {
  authCommands,
  selectAuthError,
  selectAuthStatus,
  selectAuthUser,
  selectTokenError,
  type AuthCommands,
} from './authSelectors';

/** The side effects the app supplies: the calls to the server, the session store and analytics. */
export type AuthActors = Required<NonNullable<Parameters<typeof authMachine.provide>[0]['actors']>>;

export type AuthActorRef = ActorRefFrom<typeof authMachine>;

export interface UseAuthOptions {
  actors: AuthActors;
  /** Read once, when the machine starts. */
  input?: AuthInput;
  /** The expired-session notice (spec: a toast). */
  onNotice?: (notice: MachineNotice) => void;
}

export interface UseAuthResult extends AuthCommands {
  /** Mirrors the machine's state: pass it to auth-aware components as their `status`. */
  status: AuthStatus;
  user: Session | null;
  error: AuthError | null;
  /** The last session ended because its token was no longer valid. */
  tokenError: boolean;
}

/**
 * Runs `authMachine` with the app's actors and passes its notices on; returns the actor, which owns the
 * session. Components read it with the selectors (`selectAuthStatus`, …) and send it `authCommands`.
 */
export function useAuthActor({ actors, input, onNotice }: UseAuthOptions): AuthActorRef {
  const actorRef = useActorRef(authMachine.provide({ actors }), { input: input ?? {} });
  useNotices(actorRef, onNotice);
  return actorRef;
}

/** Runs `authMachine` with the app's actors and binds it to component props. */
export function useAuth(options: UseAuthOptions): UseAuthResult {
  const actorRef = useAuthActor(options);
  const status = useSelector(actorRef, selectAuthStatus);
  const user = useSelector(actorRef, selectAuthUser);
  const error = useSelector(actorRef, selectAuthError);
  const tokenError = useSelector(actorRef, selectTokenError);
  const commands = useMemo(() => authCommands((event) => actorRef.send(event)), [actorRef]);
  return { status, user, error, tokenError, ...commands };
}
