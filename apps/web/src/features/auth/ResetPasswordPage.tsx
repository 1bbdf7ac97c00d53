import {
  ApiRequestError,
  AUTH_MESSAGES,
  isValidEmail,
  MESSAGES,
  PAGES,
  PASSWORD_MIN_LENGTH,
  passwordProblems,
} from '@clipmarket/core';
import { routes } from '@clipmarket/core/routes';
import { Button, buttonStyles, InlineAlert, InlineAlertRegion } from '@clipmarket/ui';
import { useId, useState, type FormEvent } from 'react';
import useSWR from 'swr';
import { Link, useLocation, useParams } from 'wouter';
import { call } from '../../api/client';
import { ScriptButton } from '../../components/ScriptButton';
import { PageShell } from '../../components/PageShell';
import { AUTH_COPY } from './authCopy';
import * as styles from '../../components/Form.styles';

/**
 * The SWR key of a reset link's check. Not a resource of `api/keys.ts` (nothing else reads or invalidates
 * it), so it is built here in the same shape: the resource's name first.
 */
export const passwordResetKey = (id: string) => ['passwordReset', id] as const;

/** The messages of a failed call: the 400's list, the server's one message, or the generic one. */
function messagesOf(error: unknown): string[] {
  if (error instanceof ApiRequestError) {
    if (error.body.messages && error.body.messages.length > 0) return error.body.messages;
    if (error.body.message) return [error.body.message];
  }
  return [MESSAGES.serverError];
}

/**
 * `/reset-password` (ask for a link by e-mail) and `/reset-password/{id}` (check the
 * link, then choose a new password; spec section 2).
 */
export default function ResetPasswordPage() {
  const { id } = useParams<{ id?: string }>();
  return id ? <SetPassword id={id} /> : <RequestLink />;
}

type RequestState =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'sent'; message: string }
  | { status: 'error'; messages: string[]; rateLimited: boolean };

function RequestLink() {
  const [state, setState] = useState<RequestState>({ status: 'idle' });
  const emailId = useId();
  const sending = state.status === 'sending';

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const email = String(new FormData(event.currentTarget).get('email') ?? '')
      .trim()
      .toLowerCase();
    if (!isValidEmail(email)) {
      setState({ status: 'error', messages: [AUTH_MESSAGES.emailInvalid], rateLimited: false });
      return;
    }
    setState({ status: 'sending' });
    try {
      const answer = await call(routes.passwordResetRequestEndpoint, { body: { email } });
      setState({ status: 'sent', message: answer.message });
    } catch (error) {
      const rateLimited = error instanceof ApiRequestError && error.status === 429;
      setState({
        status: 'error',
        messages: rateLimited ? [AUTH_MESSAGES.resetTooManyAttempts] : messagesOf(error),
        rateLimited,
      });
    }
  }

  return (
    <PageShell heading={AUTH_COPY.reset.heading} lead={AUTH_COPY.reset.lead}>
      <div css={styles.card}>
        {state.status === 'sent' ? (
          <div css={styles.form}>
            <InlineAlert tone="success">{state.message}</InlineAlert>
            <Button onClick={() => setState({ status: 'idle' })}>{AUTH_COPY.reset.again}</Button>
          </div>
        ) : (
          <form
            css={styles.form}
            noValidate
            aria-busy={sending}
            aria-label={AUTH_COPY.reset.heading}
            onSubmit={(event) => void handleSubmit(event)}
          >
            <InlineAlertRegion tone={state.status === 'error' && state.rateLimited ? 'warning' : 'error'}>
              {state.status === 'error'
                ? state.messages.map((message) => <p key={message}>{message}</p>)
                : null}
            </InlineAlertRegion>
            <div css={styles.field}>
              <label htmlFor={emailId}>{AUTH_COPY.fields.email}</label>
              <input
                id={emailId}
                name="email"
                type="email"
                autoComplete="email"
                required
                aria-invalid={(state.status === 'error' && !state.rateLimited) || undefined}
              />
            </div>
            <ScriptButton type="submit" variant="primary" css={styles.submit} loading={sending}>
              {sending ? AUTH_COPY.reset.pending : AUTH_COPY.reset.submit}
            </ScriptButton>
          </form>
        )}
        <div css={styles.links}>
          <Link href={PAGES.login.path()} css={buttonStyles.textLink}>
            {AUTH_COPY.reset.backToLogin}
          </Link>
        </div>
      </div>
    </PageShell>
  );
}

function SetPassword({ id }: { id: string }) {
  const check = useSWR(
    passwordResetKey(id),
    () => call(routes.passwordResetCheckEndpoint, { params: { id } }),
    {
      shouldRetryOnError: false,
      revalidateIfStale: false,
    },
  );
  const [, navigate] = useLocation();
  const [saving, setSaving] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const [linkGone, setLinkGone] = useState<string | null>(null);
  const ids = { password: useId(), confirm: useId() };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const data = new FormData(event.currentTarget);
    const password = String(data.get('password') ?? '');
    const confirm = String(data.get('confirm') ?? '');
    const found = passwordProblems(password);
    if (found.length === 0 && password !== confirm) found.push(AUTH_COPY.passwordsDiffer);
    setProblems(found);
    if (found.length > 0) return;
    setSaving(true);
    try {
      await call(routes.passwordResetEndpoint, { params: { id }, body: { password } });
      navigate(PAGES.login.path({ reset: 'done' }), { replace: true });
    } catch (error) {
      setSaving(false);
      if (error instanceof ApiRequestError && (error.status === 404 || error.status === 410)) {
        setLinkGone(error.status === 410 ? AUTH_MESSAGES.resetLinkExpired : AUTH_MESSAGES.resetLinkUnknown);
        return;
      }
      setProblems(messagesOf(error));
    }
  }

  const checkError = check.error as unknown;
  const gone =
    linkGone ??
    (checkError instanceof ApiRequestError && checkError.status === 410
      ? AUTH_MESSAGES.resetLinkExpired
      : checkError instanceof ApiRequestError && checkError.status === 404
        ? AUTH_MESSAGES.resetLinkUnknown
        : null);

  let body;
  if (gone) {
    body = (
      <div css={styles.form}>
        <InlineAlert tone="error">{gone}</InlineAlert>
        <Link href={PAGES.resetPasswordRequest.path()} css={buttonStyles.primaryButton}>
          {AUTH_COPY.reset.requestNew}
        </Link>
      </div>
    );
  } else if (checkError) {
    body = (
      <div css={styles.form}>
        <InlineAlert tone="error" onRetry={() => void check.mutate()} retryLabel={AUTH_COPY.reset.retry}>
          {AUTH_COPY.reset.checkFailed}
        </InlineAlert>
      </div>
    );
  } else if (!check.data) {
    body = (
      <p role="status" css={styles.muted}>
        {AUTH_COPY.reset.checking}
      </p>
    );
  } else {
    body = (
      <form
        css={styles.form}
        noValidate
        aria-busy={saving}
        aria-label={AUTH_COPY.reset.setHeading}
        onSubmit={(event) => void handleSubmit(event)}
      >
        <InlineAlertRegion>
          {problems.length > 0 ? problems.map((message) => <p key={message}>{message}</p>) : null}
        </InlineAlertRegion>
        <div css={styles.field}>
          <label htmlFor={ids.password}>{AUTH_COPY.fields.newPassword}</label>
          <input
            id={ids.password}
            name="password"
            type="password"
            autoComplete="new-password"
            required
            aria-invalid={problems.length > 0 || undefined}
            aria-describedby={`${ids.password}-hint`}
          />
          <p id={`${ids.password}-hint`} css={styles.hint}>
            {AUTH_COPY.passwordHint(PASSWORD_MIN_LENGTH)}
          </p>
        </div>
        <div css={styles.field}>
          <label htmlFor={ids.confirm}>{AUTH_COPY.fields.confirmPassword}</label>
          <input
            id={ids.confirm}
            name="confirm"
            type="password"
            autoComplete="new-password"
            required
            aria-invalid={problems.includes(AUTH_COPY.passwordsDiffer) || undefined}
          />
        </div>
        <ScriptButton type="submit" variant="primary" css={styles.submit} loading={saving}>
          {saving ? AUTH_COPY.reset.setPending : AUTH_COPY.reset.setSubmit}
        </ScriptButton>
      </form>
    );
  }

  return (
    <PageShell heading={AUTH_COPY.reset.setHeading} lead={AUTH_COPY.reset.setLead}>
      <div css={styles.card}>
        {body}
        <div css={styles.links}>
          <Link href={PAGES.login.path()} css={buttonStyles.textLink}>
            {AUTH_COPY.reset.backToLogin}
          </Link>
        </div>
      </div>
    </PageShell>
  );
}
