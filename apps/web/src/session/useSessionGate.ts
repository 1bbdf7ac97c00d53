import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { useSession } from './AuthProvider';
import { loginHrefFor } from './afterLogin';

export type SessionGate = 'checking' | 'signedIn' | 'signedOut';

/**
 * Pages that need a session (spec section 6: account, lists, a playlist). A visitor who arrives signed out is sent to login and
 * comes back here after; one who signs out (or whose session expires) while here stays and is offered the
 * ways back in, rather than being moved away from the page they were reading.
 */
export function useSessionGate(): SessionGate {
  const { status, user } = useSession();
  const [, navigate] = useLocation();
  const wasSignedIn = useRef(false);
  if (user) wasSignedIn.current = true;
  const gate: SessionGate =
    status === 'loggedIn' && user
      ? 'signedIn'
      : status === 'loggedOut' || status === 'error'
        ? 'signedOut'
        : 'checking';

  useEffect(() => {
    if (gate !== 'signedOut' || wasSignedIn.current) return;
    navigate(loginHrefFor(`${window.location.pathname}${window.location.search}`), { replace: true });
  }, [gate, navigate]);
  return gate;
}
