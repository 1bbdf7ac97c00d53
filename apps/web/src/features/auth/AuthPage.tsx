import {
  ApiRequestError,
  AUTH_MESSAGES,
  isSecondFactorMessage,
  isValidEmail,
  PAGES,
  STAFF_MESSAGES,
  MESSAGES,
  PASSWORD_MIN_LENGTH,
  registrationProblems,
  type RegisterRequest,
} from '@clipmarket/core';
import { routes } from '@clipmarket/core/routes';
import { Button, buttonStyles, InlineAlert, InlineAlertRegion } from '@clipmarket/ui';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'wouter';
import { call } from '../../api/client';
import { preloadAuth, useSession } from '../../session/AuthProvider';
import { ScriptButton } from '../../components/ScriptButton';
import { PageShell } from '../../components/PageShell';
import { usePersistedState } from '../../state/persisted';
import { destinationAfterLogin } from '../../session/afterLogin';
import { AUTH_COPY } from './authCopy';
import * as styles from '../../components/Form.styles';
import { rememberRegistrationNext } from './registrationReturn';

/** How long the "check your inbox" screen waits before offering to send the mail again. */
export const RESEND_AFTER_SECONDS = 60;

/** A registration sent: the form's values (to send again) and the address it went to. */
interface Registered {
  registration: RegisterRequest;
  email: string;
}

/** A registration's answer other than 202, as the form shows it. */
function registrationError(error: unknown): { status: number | null; messages: string[] } {
  if (error instanceof ApiRequestError) {
    const messages = error.body.messages?.length
      ? error.body.messages
      : [error.body.message || MESSAGES.serverError];
    return { status: error.status, messages };
  }
  return { status: null, messages: [MESSAGES.serverError] };
}

type Mode = 'login' | 'register';
type Field = 'email' | 'password' | 'firstName' | 'lastName' | 'company' | 'terms';

/** Which field each of the rules' messages is about, so that field alone is marked invalid. */
const FIELD_OF: Record<string, Field> = {
  [AUTH_MESSAGES.emailInvalid]: 'email',
  [AUTH_MESSAGES.passwordTooShort]: 'password',
  [AUTH_MESSAGES.passwordTooLong]: 'password',
  [AUTH_MESSAGES.passwordIsEmail]: 'password',
  [AUTH_COPY.passwordMissing]: 'password',
  [AUTH_MESSAGES.firstNameRequired]: 'firstName',
  [AUTH_MESSAGES.lastNameRequired]: 'lastName',
  [AUTH_MESSAGES.termsNotAccepted]: 'terms',
};

/** The login form's own checks: the server's schema wants an e-mail address and a password. */
export function loginProblems(username: string, password: string): string[] {
  const problems: string[] = [];
  if (!isValidEmail(username.trim().toLowerCase())) problems.push(AUTH_MESSAGES.emailInvalid);
  if (password.length === 0) problems.push(AUTH_COPY.passwordMissing);
  return problems;
}

/** `/login` and `/register` (spec section 2): one screen, switching by path. */
export default function AuthPage() {
  const [location, navigate] = useLocation();
  const mode: Mode = location.startsWith('/register') ? 'register' : 'login';
  const [params] = useSearchParams();
  const { status, user, error, login, dismissError } = useSession();
  const pendingSavePath = usePersistedState((state) => state.user.pendingSave?.prevPath ?? null);
  const [submitted, setSubmitted] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const copy = AUTH_COPY[mode];
  const passwordChanged = params.get('reset') === 'done';
  // Registering does not sign in (ADR 57): the form posts itself and then shows the "check your inbox" state.
  const [registering, setRegistering] = useState(false);
  const [registerError, setRegisterError] = useState<{ status: number | null; messages: string[] } | null>(
    null,
  );
  const [registered, setRegistered] = useState<Registered | null>(null);
  // Two-step sign-in (ADR 56): after a right password the server asks for a code, sent with the same
  // credentials.
  const credentials = useRef({ username: '', password: '' });
  const [codeStep, setCodeStep] = useState(false);
  const askedForCode =
    mode === 'login' && submitted && status === 'error' && isSecondFactorMessage(error?.messages[0]);
  useEffect(() => {
    if (askedForCode) setCodeStep(true);
  }, [askedForCode]);

  // The auth machine loads on the first submit (ADR 16): fetch it while the visitor types.
  useEffect(() => {
    preloadAuth();
  }, []);

  // A failure left by another form (the other screen, the login modal) is not this form's to show.
  const statusRef = useRef(status);
  statusRef.current = status;
  useEffect(() => {
    setSubmitted(false);
    setProblems([]);
    setRegisterError(null);
    setRegistered(null);
    setCodeStep(false);
    if (statusRef.current === 'error') dismissError();
  }, [mode, dismissError]);

  // Signed in (just now, or already when arriving): on to where the user was going. The save flow, mounted
  // above the pages, has the last word for a pending save (it opens the add-to-list popup there).
  const next = params.get('next');
  useEffect(() => {
    if (status !== 'loggedIn') return;
    navigate(`~${destinationAfterLogin(pendingSavePath, next, window.location.origin)}`, { replace: true });
  }, [status, pendingSavePath, next, navigate]);

  const pending = mode === 'register' ? registering : submitted && status === 'pending';
  const inCodeStep = mode === 'login' && (codeStep || askedForCode);
  const serverProblems =
    mode === 'register'
      ? registerError
        ? serverMessages(mode, registerError)
        : null
      : submitted && status === 'error' && error && error.messages[0] !== STAFF_MESSAGES.secondFactorRequired
        ? serverMessages(mode, error)
        : null;
  const shown = problems.length > 0 ? problems : (serverProblems?.messages ?? []);
  const invalid = new Set(problems.map((problem) => FIELD_OF[problem]).filter(Boolean));

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '');
    if (inCodeStep) {
      const code = text('code').trim();
      setProblems(code ? [] : [STAFF_MESSAGES.codeMissing]);
      if (!code) return;
      setSubmitted(true);
      login({ ...credentials.current, code });
      return;
    }
    if (mode === 'login') {
      const found = loginProblems(text('username'), text('password'));
      setProblems(found);
      if (found.length > 0) return;
      setSubmitted(true);
      credentials.current = { username: text('username').trim(), password: text('password') };
      login(credentials.current);
      return;
    }
    const registration = {
      email: text('email').trim(),
      password: text('password'),
      firstName: text('firstName'),
      lastName: text('lastName'),
      company: text('company').trim() || null,
      termsAccepted: data.get('termsAccepted') === 'on',
      marketingAccepted: data.get('marketingAccepted') === 'on',
    };
    const found = registrationProblems(registration);
    setProblems(found);
    if (found.length > 0) return;
    void sendRegistration(registration);
  }

  async function sendRegistration(registration: RegisterRequest): Promise<boolean> {
    setRegistering(true);
    setRegisterError(null);
    try {
      await call(routes.registerEndpoint, { body: registration });
      // Kept for the tab the mailed link opens: it goes on to where this buyer was going.
      rememberRegistrationNext(next);
      setRegistered({ registration, email: (registration.email ?? '').trim().toLowerCase() });
      return true;
    } catch (caught) {
      setRegisterError(registrationError(caught));
      return false;
    } finally {
      setRegistering(false);
    }
  }

  if (user && status === 'loggedIn') {
    return (
      <PageShell heading={copy.heading}>
        <p role="status" css={styles.muted}>
          {AUTH_COPY.signedInRedirect}
        </p>
      </PageShell>
    );
  }

  if (mode === 'register' && registered) {
    return (
      <CheckInbox
        email={registered.email}
        sending={registering}
        error={registerError ? serverMessages(mode, registerError) : null}
        onResend={() => sendRegistration(registered.registration)}
        onOtherAddress={() => setRegistered(null)}
      />
    );
  }

  return (
    <PageShell heading={copy.heading} lead={copy.lead}>
      <div css={styles.card}>
        <form
          css={styles.form}
          noValidate
          aria-busy={pending}
          aria-label={copy.heading}
          onSubmit={handleSubmit}
        >
          {passwordChanged && mode === 'login' ? (
            <InlineAlert tone="success">{AUTH_COPY.passwordChanged}</InlineAlert>
          ) : null}
          {/* Mounted before anything goes wrong, so a message is announced when it appears. */}
          <div role="alert">
            {shown.length > 0 ? (
              <InlineAlert
                tone={serverProblems?.kind === 'rateLimited' ? 'warning' : 'error'}
                role="none"
                title={shown.length === 1 ? undefined : AUTH_COPY.problemsHeading}
              >
                {shown.length === 1 ? (
                  shown[0]
                ) : (
                  <ul>
                    {shown.map((message) => (
                      <li key={message}>{message}</li>
                    ))}
                  </ul>
                )}
              </InlineAlert>
            ) : null}
          </div>
          {mode === 'register' ? (
            <RegisterFields invalid={invalid} />
          ) : inCodeStep ? (
            <CodeField invalid={shown.length > 0} />
          ) : (
            <LoginFields invalid={invalid} />
          )}
          <ScriptButton type="submit" variant="primary" css={styles.submit} loading={pending}>
            {pending ? copy.pending : inCodeStep ? AUTH_COPY.code.submit : copy.submit}
          </ScriptButton>
        </form>
        <div css={styles.links}>
          {mode === 'login' ? (
            <Link href={PAGES.resetPasswordRequest.path()} css={buttonStyles.textLink}>
              {AUTH_COPY.forgotPassword}
            </Link>
          ) : null}
          <p>
            {copy.switchPrompt}{' '}
            <Link
              href={PAGES[mode === 'login' ? 'register' : 'login'].path({ next: next || undefined })}
              css={buttonStyles.textLink}
            >
              {copy.switchLink}
            </Link>
          </p>
        </div>
      </div>
    </PageShell>
  );
}

/**
 * After registering: the address the link went to, what to do, and a way to send the mail again once a minute
 * has passed (a second registration of the same form, which the server answers alike).
 */
function CheckInbox({
  email,
  sending,
  error,
  onResend,
  onOtherAddress,
}: {
  email: string;
  sending: boolean;
  error: { kind: 'error' | 'rateLimited'; messages: string[] } | null;
  onResend: () => Promise<boolean>;
  onOtherAddress: () => void;
}) {
  const c = AUTH_COPY.inbox;
  const [wait, setWait] = useState(RESEND_AFTER_SECONDS);
  const [resent, setResent] = useState(false);
  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  return (
    <PageShell heading={c.heading}>
      <div css={styles.card}>
        <div css={styles.form}>
          <InlineAlert tone="success">{c.body(email)}</InlineAlert>
          <p css={styles.muted}>{c.taken}</p>
          <p css={styles.muted}>{c.spam}</p>
          <InlineAlertRegion tone={error?.kind === 'rateLimited' ? 'warning' : 'error'}>
            {error ? error.messages.map((message) => <p key={message}>{message}</p>) : null}
          </InlineAlertRegion>
          <div role="status">{resent && !error ? <p css={styles.muted}>{c.resent}</p> : null}</div>
          <Button
            variant="primary"
            loading={sending}
            disabled={wait > 0 || sending}
            onClick={() => {
              void onResend().then((ok) => {
                setResent(ok);
                setWait(RESEND_AFTER_SECONDS);
              });
            }}
          >
            {sending ? c.sending : c.resend}
          </Button>
          {wait > 0 ? (
            <p css={styles.muted} aria-live="off">
              {c.resendIn(wait)}
            </p>
          ) : null}
        </div>
        <div css={styles.links}>
          <Button variant="link" onClick={onOtherAddress}>
            {c.otherAddress}
          </Button>
        </div>
      </div>
    </PageShell>
  );
}

/** What the server said, as the form shows it: the 429 texts of the spec and the server, or the 400's list. */
function serverMessages(
  mode: Mode,
  error: { status: number | null; messages: string[] },
): { kind: 'error' | 'rateLimited'; messages: string[] } {
  if (error.status === 429) {
    return {
      kind: 'rateLimited',
      messages: [
        mode === 'register' ? MESSAGES.registrationTooManyAttempts : AUTH_MESSAGES.loginTooManyAttempts,
      ],
    };
  }
  return { kind: 'error', messages: error.messages.length > 0 ? error.messages : [MESSAGES.serverError] };
}

function TextField({
  name,
  label,
  type = 'text',
  autoComplete,
  invalid,
  optional = false,
  hint,
}: {
  name: string;
  label: string;
  type?: string;
  autoComplete: string;
  invalid: boolean;
  optional?: boolean;
  hint?: ReactNode;
}) {
  const id = useId();
  return (
    <div css={styles.field}>
      <label htmlFor={id}>
        {label}
        {optional ? <span css={styles.optional}> {AUTH_COPY.fields.optional}</span> : null}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        required={!optional}
        aria-invalid={invalid || undefined}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      {hint ? (
        <p id={`${id}-hint`} css={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** The code step of two-step sign-in: a TOTP code or a recovery code. */
function CodeField({ invalid }: { invalid: boolean }) {
  const id = useId();
  return (
    <div css={styles.field}>
      <p id={`${id}-lead`} css={styles.hint}>
        {STAFF_MESSAGES.secondFactorRequired}
      </p>
      <label htmlFor={id}>{AUTH_COPY.code.label}</label>
      <input
        id={id}
        name="code"
        type="text"
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        required
        // The code step replaces the e-mail and password fields: the code field takes the focus.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
        aria-invalid={invalid || undefined}
        aria-describedby={`${id}-lead`}
      />
    </div>
  );
}

function LoginFields({ invalid }: { invalid: Set<Field | undefined> }) {
  return (
    <>
      <TextField
        name="username"
        label={AUTH_COPY.fields.email}
        type="email"
        autoComplete="username"
        invalid={invalid.has('email')}
      />
      <TextField
        name="password"
        label={AUTH_COPY.fields.password}
        type="password"
        autoComplete="current-password"
        invalid={invalid.has('password')}
      />
    </>
  );
}

function RegisterFields({ invalid }: { invalid: Set<Field | undefined> }) {
  const termsId = useId();
  const marketingId = useId();
  return (
    <>
      <TextField
        name="email"
        label={AUTH_COPY.fields.email}
        type="email"
        autoComplete="email"
        invalid={invalid.has('email')}
      />
      <TextField
        name="password"
        label={AUTH_COPY.fields.password}
        type="password"
        autoComplete="new-password"
        invalid={invalid.has('password')}
        hint={AUTH_COPY.passwordHint(PASSWORD_MIN_LENGTH)}
      />
      <div css={styles.row}>
        <TextField
          name="firstName"
          label={AUTH_COPY.fields.firstName}
          autoComplete="given-name"
          invalid={invalid.has('firstName')}
        />
        <TextField
          name="lastName"
          label={AUTH_COPY.fields.lastName}
          autoComplete="family-name"
          invalid={invalid.has('lastName')}
        />
      </div>
      <TextField
        name="company"
        label={AUTH_COPY.fields.company}
        autoComplete="organization"
        invalid={false}
        optional
      />
      <div css={styles.check}>
        <input
          id={termsId}
          name="termsAccepted"
          type="checkbox"
          required
          aria-invalid={invalid.has('terms') || undefined}
        />
        <label htmlFor={termsId}>
          {AUTH_COPY.fields.terms}{' '}
          <Link href={PAGES.terms.path()} target="_blank" css={buttonStyles.textLink}>
            {AUTH_COPY.fields.termsLink}
          </Link>
        </label>
      </div>
      <div css={styles.check}>
        <input id={marketingId} name="marketingAccepted" type="checkbox" />
        <label htmlFor={marketingId}>{AUTH_COPY.fields.marketing}</label>
      </div>
    </>
  );
}
