import { ApiRequestError, AUTH_MESSAGES, MESSAGES, type EmailVerificationResult } from '@clipmarket/core';
import { routes } from '@clipmarket/core/routes';
import { Button, buttonStyles } from '@clipmarket/ui';
import { useEffect, useState } from 'react';
import { useSWRConfig } from 'swr';
import { Link, useParams } from 'wouter';
import { call } from '../../api/client';
import { keys } from '../../api/keys';
import { useSession } from '../../auth/AuthProvider';
import { useResendVerification } from '../../auth/useResendVerification';
import { PageShell } from '../../components/PageShell';
import { APP_BASE, HOME_HREF } from '../../paths';
import { AUTH_COPY } from './authCopy';
import * as styles from './AuthPage.styles';

type VerifyState =
  | { status: 'verifying' }
  | { status: 'verified'; result: EmailVerificationResult }
  | { status: 'gone'; message: string }
  | { status: 'failed' };

/**
 * The verification under way for each link. A link works once: React's development double effects must not
 * spend it a second time and then report the first use as "already used". Once answered it is forgotten, so
 * coming back to the page later asks the server again, which knows.
 */
const attempts = new Map<string, Promise<EmailVerificationResult>>();

function verifyOnce(id: string): Promise<EmailVerificationResult> {
  let attempt = attempts.get(id);
  if (!attempt) {
    attempt = call(routes.emailVerificationEndpoint, { params: { id } });
    attempts.set(id, attempt);
    const settled = () => {
      attempts.delete(id);
    };
    attempt.then(settled, settled);
  }
  return attempt;
}

/**
 * `/licensing/verify-email/{id}`: the link of the verification mail. Verifies the address in the browser (never
 * while the server renders the page, and never by a mail scanner fetching the link) and says how it went.
 */
export default function VerifyEmailPage() {
  const { id = '' } = useParams<{ id: string }>();
  const { user } = useSession();
  const { mutate } = useSWRConfig();
  const [state, setState] = useState<VerifyState>({ status: 'verifying' });
  const [round, setRound] = useState(0);
  const c = AUTH_COPY.verify;

  useEffect(() => {
    let current = true;
    setState({ status: 'verifying' });
    verifyOnce(id).then(
      (result) => {
        if (!current) return;
        setState({ status: 'verified', result });
        // The account pages read the profile: it now says verified (and staff for a company address).
        void mutate(keys.profile());
      },
      (error: unknown) => {
        if (!current) return;
        if (error instanceof ApiRequestError && (error.status === 404 || error.status === 410)) {
          setState({
            status: 'gone',
            message:
              error.status === 410
                ? AUTH_MESSAGES.verificationLinkExpired
                : AUTH_MESSAGES.verificationLinkUnknown,
          });
        } else {
          setState({ status: 'failed' });
        }
      },
    );
    return () => {
      current = false;
    };
  }, [id, round, mutate]);

  let body;
  if (state.status === 'verifying') {
    body = (
      <p role="status" css={styles.muted}>
        {c.verifying}
      </p>
    );
  } else if (state.status === 'verified') {
    body = (
      <div css={styles.form}>
        <div role="status" css={styles.notice}>
          <p>{state.result.message}</p>
          {state.result.staff ? <p>{c.staffNow}</p> : null}
        </div>
        {user ? (
          // A full load when staff access was just granted: the session is read again with it.
          state.result.staff ? (
            <a href={`${APP_BASE}/account`} css={buttonStyles.primaryButton}>
              {c.toAccount}
            </a>
          ) : (
            <Link href="/account" css={buttonStyles.primaryButton}>
              {c.toAccount}
            </Link>
          )
        ) : (
          <Link href={HOME_HREF} css={buttonStyles.primaryButton}>
            {c.toHome}
          </Link>
        )}
      </div>
    );
  } else if (state.status === 'gone') {
    body = (
      <div css={styles.form}>
        <div role="alert">
          <div css={styles.alert}>
            <p>{state.message}</p>
          </div>
        </div>
        {user ? (
          <ResendLink />
        ) : (
          <Link
            href={`/login?next=${encodeURIComponent(`${APP_BASE}/account`)}`}
            css={buttonStyles.primaryButton}
          >
            {c.askAgainSignedOut}
          </Link>
        )}
      </div>
    );
  } else {
    body = (
      <div css={styles.form}>
        <div role="alert">
          <div css={styles.alert}>
            <p>{c.failed}</p>
          </div>
        </div>
        <Button onClick={() => setRound((n) => n + 1)}>{c.retry}</Button>
      </div>
    );
  }

  return (
    <PageShell heading={state.status === 'verified' ? c.verifiedHeading : c.heading}>
      <div css={styles.card}>{body}</div>
    </PageShell>
  );
}

/** For a signed-in user whose link has expired: mail a new one from here. */
function ResendLink() {
  const { state, send } = useResendVerification();
  const sending = state.status === 'sending';
  return (
    <>
      {/* Both regions stay mounted, so what appears in them is announced. */}
      <div role="alert">
        {state.status === 'error' ? (
          <div css={styles.alert} data-kind={state.rateLimited ? 'rateLimited' : 'error'}>
            <p>{state.message || MESSAGES.serverError}</p>
          </div>
        ) : null}
      </div>
      <div role="status">{state.status === 'sent' ? <p css={styles.notice}>{state.message}</p> : null}</div>
      {state.status === 'sent' ? null : (
        <Button
          variant="primary"
          aria-disabled={sending || undefined}
          onClick={() => {
            if (!sending) void send();
          }}
        >
          {AUTH_COPY.verify.askAgainSignedIn}
        </Button>
      )}
    </>
  );
}
