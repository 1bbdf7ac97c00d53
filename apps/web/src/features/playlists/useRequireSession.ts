import { useSessionGate } from '../../session/useSessionGate';

/**
 * The lists pages need a session (spec section 6): a visitor who arrives signed out goes to login with
 * `?next=` and comes back here after. True once a user is signed in.
 */
export function useRequireSession(): boolean {
  return useSessionGate() === 'signedIn';
}
