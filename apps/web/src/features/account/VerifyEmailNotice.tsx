import { Button, InlineAlert, InlineAlertRegion } from '@clipmarket/ui';
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
      <InlineAlert
        tone="warning"
        role="none"
        action={
          <Button
            size="sm"
            aria-disabled={sending || undefined}
            onClick={() => {
              if (!sending) void send();
            }}
          >
            {sending ? c.sending : c.resend}
          </Button>
        }
      >
        <h2 id={headingId} css={styles.verifyHeading}>
          {c.heading}
        </h2>
        <p>{c.body(email)}</p>
      </InlineAlert>
      {/* Both regions stay mounted, so what appears in them is announced. */}
      <InlineAlertRegion role="status" tone="success">
        {state.status === 'sent' ? state.message : null}
      </InlineAlertRegion>
      <InlineAlertRegion>{state.status === 'error' ? state.message : null}</InlineAlertRegion>
    </section>
  );
}
