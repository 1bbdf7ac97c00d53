import {
  ApiRequestError,
  AUTH_MESSAGES,
  MESSAGES,
  PASSWORD_MIN_LENGTH,
  passwordProblems,
} from '@clipmarket/core';
import { routes } from '@clipmarket/core/routes';
import { Button, InlineAlertRegion } from '@clipmarket/ui';
import { useId, useState, type FormEvent } from 'react';
import { call } from '../../api/client';
// The sign-in and reset forms' look: every password form of the app is drawn the same way.
import * as formStyles from '../../components/Form.styles';
import { AUTH_COPY } from '../auth';
import { ACCOUNT_PAGE_COPY } from './accountCopy';
import * as styles from './Account.styles';

type ChangeState =
  | { status: 'idle' }
  | { status: 'saving' }
  | { status: 'changed'; message: string }
  | { status: 'error'; messages: string[]; kind: 'error' | 'rateLimited'; field: 'current' | 'new' | null };

/** Which field a server message is about, so that field alone is marked invalid. */
function fieldOf(message: string): 'current' | 'new' | null {
  if (message === AUTH_MESSAGES.currentPasswordWrong || message === AUTH_MESSAGES.currentPasswordMissing) {
    return 'current';
  }
  return message === AUTH_MESSAGES.passwordTooCommon ||
    message === AUTH_MESSAGES.passwordIsEmail ||
    message === AUTH_MESSAGES.passwordTooShort ||
    message === AUTH_MESSAGES.passwordTooLong ||
    message === AUTH_MESSAGES.passwordUnchanged
    ? 'new'
    : null;
}

function messagesOf(error: unknown): string[] {
  if (error instanceof ApiRequestError) {
    if (error.body.messages && error.body.messages.length > 0) return error.body.messages;
    if (error.body.message) return [error.body.message];
  }
  return [MESSAGES.serverError];
}

/**
 * Changes the signed-in user's password with the current one (`POST /api/user/password`). The length and
 * e-mail rules are checked here with the server's own rule; the common-password list only the server holds,
 * and its 400 is shown the same way. Every other session of the account is signed out; this one stays.
 */
export function ChangePasswordForm({ email }: { email: string }) {
  const c = ACCOUNT_PAGE_COPY.password;
  const ids = { heading: useId(), current: useId(), next: useId(), confirm: useId() };
  const [state, setState] = useState<ChangeState>({ status: 'idle' });
  const saving = state.status === 'saving';
  const invalid = state.status === 'error' ? state.field : null;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const currentPassword = String(data.get('currentPassword') ?? '');
    const newPassword = String(data.get('newPassword') ?? '');
    const confirm = String(data.get('confirm') ?? '');
    const problems = [
      ...(currentPassword ? [] : [AUTH_MESSAGES.currentPasswordMissing]),
      ...passwordProblems(newPassword, email),
    ];
    if (problems.length === 0 && newPassword !== confirm) problems.push(c.differ);
    if (problems.length === 0 && newPassword === currentPassword)
      problems.push(AUTH_MESSAGES.passwordUnchanged);
    if (problems.length > 0) {
      setState({ status: 'error', messages: problems, kind: 'error', field: fieldOf(problems[0]!) });
      return;
    }
    setState({ status: 'saving' });
    try {
      const answer = await call(routes.passwordChangeEndpoint, { body: { currentPassword, newPassword } });
      form.reset();
      setState({ status: 'changed', message: answer.message });
    } catch (error) {
      const rateLimited = error instanceof ApiRequestError && error.status === 429;
      const messages = rateLimited ? [AUTH_MESSAGES.passwordChangeTooManyAttempts] : messagesOf(error);
      setState({
        status: 'error',
        messages,
        kind: rateLimited ? 'rateLimited' : 'error',
        field: rateLimited ? null : fieldOf(messages[0]!),
      });
    }
  }

  return (
    <section css={[styles.section, styles.formColumn]} aria-labelledby={ids.heading}>
      <h2 id={ids.heading} css={styles.sectionHeading}>
        {c.heading}
      </h2>
      <form
        css={formStyles.form}
        noValidate
        aria-busy={saving}
        aria-labelledby={ids.heading}
        onSubmit={(event) => void handleSubmit(event)}
      >
        <p css={formStyles.muted}>{c.lead}</p>
        {/* Mounted before anything happens, so a message is announced when it appears. */}
        <InlineAlertRegion
          tone={state.status === 'error' && state.kind === 'rateLimited' ? 'warning' : 'error'}
        >
          {state.status === 'error' ? state.messages.map((message) => <p key={message}>{message}</p>) : null}
        </InlineAlertRegion>
        <InlineAlertRegion role="status" tone="success">
          {state.status === 'changed' ? state.message : null}
        </InlineAlertRegion>
        {/* A hidden username lets password managers file the new password under the right account. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <div css={formStyles.field}>
          <label htmlFor={ids.current}>{c.current}</label>
          <input
            id={ids.current}
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            required
            aria-invalid={invalid === 'current' || undefined}
          />
        </div>
        <div css={formStyles.field}>
          <label htmlFor={ids.next}>{c.new}</label>
          <input
            id={ids.next}
            name="newPassword"
            type="password"
            autoComplete="new-password"
            required
            aria-invalid={invalid === 'new' || undefined}
            aria-describedby={`${ids.next}-hint`}
          />
          <p id={`${ids.next}-hint`} css={formStyles.hint}>
            {AUTH_COPY.passwordHint(PASSWORD_MIN_LENGTH)}
          </p>
        </div>
        <div css={formStyles.field}>
          <label htmlFor={ids.confirm}>{c.confirm}</label>
          <input id={ids.confirm} name="confirm" type="password" autoComplete="new-password" required />
        </div>
        <Button type="submit" variant="primary" loading={saving}>
          {saving ? c.pending : c.submit}
        </Button>
      </form>
    </section>
  );
}
