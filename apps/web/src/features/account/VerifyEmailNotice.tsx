import { Button } from '@clipmarket/ui';
import { useId } from 'react';
import { useResendVerification } from '../../session/useResendVerification';
import { ACCOUNT_PAGE_COPY } from './accountCopy';
import * as styles from './Account.styles';

/**
 * Asks a signed-in user whose address is not verified yet to open the mailed link, with a button that mails a
 * new one. Until then the account is a buyer's: staff access needs a verified company address.
 */
export function VerifyEmailNotice({ email }: { email: string }) {
  const c = ACCOUNT_PAGE_COPY.verify;
  const headingId = useId();
  const { state, send } = useResendVerification();
  const sending = state.status === 'sending';
  return (
    <section css={styles.verifyNotice} aria-labelledby={headingId}>
      <h2 id={headingId}>{c.heading}</h2>
      <p>{c.body(email)}</p>
      <Button
        size="sm"
        aria-disabled={sending || undefined}
        onClick={() => {
          if (!sending) void send();
        }}
      >
        {sending ? c.sending : c.resend}
      </Button>
      {/* Both regions stay mounted, so what appears in them is announced. */}
      <p role="status">{state.status === 'sent' ? state.message : ''}</p>
      <p role="alert" data-kind="error">
        {state.status === 'error' ? state.message : ''}
      </p>
    </section>
  );
}
