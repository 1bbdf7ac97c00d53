import { useEffect, useRef, useState } from 'react';
import { useSession } from '../../session/AuthProvider';
import { useLoginModal } from '../auth';

/**
 * An action that needs an account (saving a search, following the wire): signed in, it runs at once; a visitor
 * is asked to log in (the modal says why) and it runs once they have. Asked for while the session is still being
 * checked, it waits for the answer rather than asking a signed-in buyer to log in. Closing the login without
 * signing in drops it.
 */
export function useSignedInAction(action: () => void, why: string): () => void {
  const { user, status } = useSession();
  const { open, isOpen } = useLoginModal();
  const [wanted, setWanted] = useState(false);
  const asked = useRef(false);
  const latest = useRef(action);
  latest.current = action;
  const signedOut = status === 'loggedOut' || status === 'error';
  useEffect(() => {
    if (!wanted) return;
    if (user) {
      setWanted(false);
      asked.current = false;
      latest.current();
    } else if (signedOut && !asked.current) {
      asked.current = true;
      open({ description: why });
    } else if (asked.current && !isOpen) {
      setWanted(false);
      asked.current = false;
    }
  }, [wanted, user, signedOut, isOpen, open, why]);
  return () => (user ? action() : setWanted(true));
}
