import { type LoginRequest, type LoginResponse, type RegisterRequest, type Session } from '@clipmarket/core';
import { routes } from '@clipmarket/core/routes';
import { selectAuthUser, useAttachActor, useAuthActor, useToast, type AuthActorRef } from '@clipmarket/ui';
import { useEffect, useMemo } from 'react';
import { fromPromise } from 'xstate';
import { clearAnalyticsIdentity, setAnalyticsIdentity } from '../analytics/identity';
import { call } from '../api/client';

/** The session without its token: the cookie carries the token, script never holds it. */
function sessionOf({ access_token: _token, token_type: _type, ...session }: LoginResponse): Session {
  return session;
}

export interface AuthMachineHostProps {
  /** Whether a remembered session is validated at start; read once, when the machine starts. */
  storedSession: boolean;
  /** `AuthProvider`'s host (`createLazyActor`): takes the started actor, which from then on owns the session. */
  attach: (actor: AuthActorRef) => () => void;
}

/**
 * Runs the auth machine (XState) with the app's actors and hands its actor to `AuthProvider`; renders nothing.
 * Loaded on first need (ADR 16, 66), so a visitor without a remembered session never downloads XState for auth
 * until they sign in or register.
 */
export function AuthMachineHost({ storedSession, attach }: AuthMachineHostProps) {
  const toast = useToast();
  const actor = useAuthActor({
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
  useAttachActor(attach, actor);

  // Analytics learns who signed in; the machine's logout forgets them (its clearAnalyticsIdentity actor).
  useEffect(() => {
    let last: string | null = null;
    const identify = () => {
      const user = selectAuthUser(actor.getSnapshot());
      if (user && user.userUuid !== last) setAnalyticsIdentity(user.userUuid);
      last = user?.userUuid ?? null;
    };
    identify();
    const subscription = actor.subscribe(identify);
    return () => subscription.unsubscribe();
  }, [actor]);

  return null;
}
