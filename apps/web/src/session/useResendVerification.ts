import { ApiRequestError, AUTH_MESSAGES, MESSAGES } from '@clipmarket/core';
import { routes } from '@clipmarket/core/routes';
import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import { call } from '../api/client';
import { keys } from '../api/keys';

/** Where asking for a new verification mail stands. */
export type ResendState =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'sent'; message: string }
  | { status: 'error'; message: string; rateLimited: boolean };

/**
 * Asks the server to mail the signed-in user a new verification link (`POST /api/user/email-verification`).
 * An address verified meanwhile (409) refreshes the profile, so the notice asking for it goes away.
 */
export function useResendVerification(): { state: ResendState; send: () => Promise<void> } {
  const { mutate } = useSWRConfig();
  const [state, setState] = useState<ResendState>({ status: 'idle' });
  const send = useCallback(async () => {
    setState({ status: 'sending' });
    try {
      const answer = await call(routes.emailVerificationRequestEndpoint);
      setState({ status: 'sent', message: answer.message });
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 409) {
        setState({ status: 'sent', message: AUTH_MESSAGES.emailAlreadyVerified });
        void mutate(keys.profile());
        return;
      }
      const rateLimited = error instanceof ApiRequestError && error.status === 429;
      setState({
        status: 'error',
        rateLimited,
        message: rateLimited
          ? AUTH_MESSAGES.verificationTooManyAttempts
          : error instanceof ApiRequestError && error.body.message
            ? error.body.message
            : MESSAGES.serverError,
      });
    }
  }, [mutate]);
  return { state, send };
}
