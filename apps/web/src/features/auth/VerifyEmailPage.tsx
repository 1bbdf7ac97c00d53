import {
  ApiRequestError,
  AUTH_MESSAGES,
  MESSAGES,
  type EmailVerificationResult,
  PAGES,
} from '@clipmarket/core';
import { routes } from '@clipmarket/core/routes';
import { Button, buttonStyles, InlineAlert, InlineAlertRegion } from '@clipmarket/ui';
import { useId, useState, type FormEvent } from 'react';
import { useSWRConfig } from 'swr';
import { Link, useParams } from 'wouter';
import { call } from '../../api/client';
import { keys } from '../../api/keys';
import { useSession } from '../../session/AuthProvider';
import { useResendVerification } from '../../session/useResendVerification';
import { ScriptButton } from '../../components/ScriptButton';
import { PageShell } from '../../components/PageShell';
import { AUTH_COPY } from './authCopy';
import * as styles from '../../components/Form.styles';

type VerifyState =
  | { status: 'ready'; problem?: string }
  | { status: 'verifying' }
  | { status: 'verified'; result: EmailVerificationResult }
  | { status: 'gone'; message: string }
  | { status: 'failed' };

/**
 * `/verify-email/{id}`: the link of the verification mail. Nothing happens on load (a mail scanner or
 * a colleague's click that runs the page verifies nothing, ADR 56): the owner presses the button, signed in to
 * the account (its session goes with the request) or typing the account's password.
 */
export default function VerifyEmailPage() {
  const { id = '' } = useParams<{ id: string }>();
  const { user } = useSession();
  const { mutate } = useSWRConfig();
  const [state, setState] = useState<VerifyState>({ status: 'ready' });
  const c = AUTH_COPY.verify;

  function verify(password: string | null) {
    if (state.status === 'verifying') return;
    void follow(
      call(routes.emailVerificationEndpoint, {
        params: { id },
        body: password === null ? {} : { password },
      }),
    );
  }

  async function follow(attempt: Promise<EmailVerificationResult>) {
    setState({ status: 'verifying' });
    try {
      const result = await attempt;
      setState({ status: 'verified', result });
      // The account pages read the profile: it now says verified.
      void mutate(keys.profile());
    } catch (error: unknown) {
      if (error instanceof ApiRequestError && (error.status === 404 || error.status === 410)) {
        setState({
          status: 'gone',
          message:
            error.status === 410
              ? AUTH_MESSAGES.verificationLinkExpired
              : AUTH_MESSAGES.verificationLinkUnknown,
        });
      } else if (error instanceof ApiRequestError && [401, 403, 429].includes(error.status)) {
        setState({ status: 'ready', problem: error.message || MESSAGES.serverError });
      } else {
        setState({ status: 'failed' });
      }
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const password = String(data.get('password') ?? '');
    if (!user && !password) {
      setState({ status: 'ready', problem: AUTH_COPY.passwordMissing });
      return;
    }
    verify(user ? null : password);
  }

  let body;
  if (state.status === 'ready' || state.status === 'verifying') {
    const pending = state.status === 'verifying';
    body = (
      <form css={styles.form} noValidate onSubmit={handleSubmit} aria-busy={pending} aria-label={c.heading}>
        <InlineAlertRegion>
          {state.status === 'ready' && state.problem ? state.problem : null}
        </InlineAlertRegion>
        <p>{user ? c.leadSignedIn(user.username) : c.leadSignedOut}</p>
        {user ? null : <PasswordField />}
        <ScriptButton type="submit" variant="primary" loading={pending}>
          {pending ? c.verifying : c.button}
        </ScriptButton>
        {user ? null : (
          <Link href={PAGES.login.path({ next: PAGES.verifyEmail.href({ id }) })} css={buttonStyles.textLink}>
            {c.logInInstead}
          </Link>
        )}
      </form>
    );
  } else if (state.status === 'verified') {
    body = (
      <div css={styles.form}>
        <InlineAlert tone="success">{state.result.message}</InlineAlert>
        {user ? (
          // A full load when this session now has staff powers: the session is read again with them.
          state.result.staff ? (
            <a href={PAGES.account.href()} css={buttonStyles.primaryButton}>
              {c.toAccount}
            </a>
          ) : (
            <Link href={PAGES.account.path()} css={buttonStyles.primaryButton}>
              {c.toAccount}
            </Link>
          )
        ) : (
          <Link href={`~${PAGES.home.href()}`} css={buttonStyles.primaryButton}>
            {c.toHome}
          </Link>
        )}
      </div>
    );
  } else if (state.status === 'gone') {
    body = (
      <div css={styles.form}>
        <InlineAlert tone="error">{state.message}</InlineAlert>
        {user ? (
          <ResendLink />
        ) : (
          <Link href={PAGES.login.path({ next: PAGES.account.href() })} css={buttonStyles.primaryButton}>
            {c.askAgainSignedOut}
          </Link>
        )}
      </div>
    );
  } else {
    body = (
      <div css={styles.form}>
        <InlineAlert tone="error" onRetry={() => setState({ status: 'ready' })} retryLabel={c.retry}>
          {c.failed}
        </InlineAlert>
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
      <InlineAlertRegion tone={state.status === 'error' && state.rateLimited ? 'warning' : 'error'}>
        {state.status === 'error' ? state.message || MESSAGES.serverError : null}
      </InlineAlertRegion>
      <InlineAlertRegion role="status" tone="success">
        {state.status === 'sent' ? state.message : null}
      </InlineAlertRegion>
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

/** The account's password, for verifying while signed out. */
function PasswordField() {
  const id = useId();
  return (
    <div css={styles.field}>
      <label htmlFor={id}>{AUTH_COPY.fields.password}</label>
      <input id={id} name="password" type="password" autoComplete="current-password" required />
    </div>
  );
}
