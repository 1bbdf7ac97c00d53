import { AUTH_MESSAGES, type LoginRequest } from '@clipmarket/core';
import {
  forwardRef,
  useEffect,
  useId,
  useRef,
  type ComponentPropsWithRef,
  type FormEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import type { ModalDialogTriggerProps } from '../../primitives/dialog';
import { Button } from '../Button';
import { InlineAlert } from '../InlineAlert';
import { useClipmarketLinks } from '../ClipmarketProvider';
import { Dialog } from '../Dialog';
import { TextField } from '../TextField';
import { loginProblems } from './loginProblems';
import { LOGIN_TEXT } from './loginText';
import * as styles from './LoginModal.styles';

/** The sign-in call's finite status, mirroring the auth session; written as `data-state`. */
export type LoginModalStatus = 'idle' | 'pending' | 'error' | 'rateLimited';

export type LoginModalTriggerProps = ModalDialogTriggerProps;

export interface LoginModalProps {
  /** Controlled open state. Pair with `onOpenChange`; close it yourself when sign-in succeeds. */
  open?: boolean;
  /**
   * Open state on first render when uncontrolled.
   * @default false
   */
  defaultOpen?: boolean;
  /** Called with the next open state: the trigger, the close icon, Escape, the backdrop. */
  onOpenChange?: (open: boolean) => void;
  /** Renders the button that opens the modal; focus returns to it on close. See `LoginModalTrigger`. */
  trigger?: (props: LoginModalTriggerProps) => ReactNode;
  /**
   * Where the sign-in call is: `pending` while it runs, `error` after a 400 or 401, `rateLimited` after a 429.
   * @default 'idle'
   */
  status?: LoginModalStatus;
  /**
   * What the server said, shown in the `error` state: the 400's `messages` list, or the 401's `message`.
   * A 400's body keys ("username: …", "password: …") are shown as the fields' labels, and only the fields
   * named are marked invalid. Empty shows `AUTH_MESSAGES.loginFailed`.
   * @default []
   */
  errorMessages?: readonly string[];
  /**
   * Shown in the `rateLimited` state: the 429's message.
   * @default AUTH_MESSAGES.loginTooManyAttempts
   */
  rateLimitMessage?: string;
  /** Called with the credentials (the body of `POST /api/login`) when the form is sent; ignored while pending. */
  onSubmit?: (credentials: LoginRequest) => void;
  /** An e-mail address to fill in, e.g. after registration; focus then starts on the password. */
  defaultEmail?: string;
  /**
   * The line under the heading.
   * @default AUTH_MESSAGES.signInRequired
   */
  description?: string;
  /**
   * The registration screen.
   * @default the provider's `links.register` (see `ClipmarketProvider`)
   */
  registerHref?: string;
  /** Called when the registration link is followed; call `event.preventDefault()` to route in the app. */
  onRegister?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /**
   * The password reset screen.
   * @default the provider's `links.resetPassword` (see `ClipmarketProvider`)
   */
  resetPasswordHref?: string;
  /** Called when the reset link is followed; call `event.preventDefault()` to route in the app. */
  onResetPassword?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /**
   * The code step of two-step sign-in: the server took the password and asks for a code (ADR 56). The form
   * then asks for the code only and sends it with the credentials given before; `errorMessages` (when the
   * status is `error`) say what was wrong with a code.
   * @default false
   */
  codeStep?: boolean;
  /** Called when the visitor leaves the code step to sign in with other credentials. */
  onCodeStepCancel?: () => void;
}

/** The login modal: e-mail and password, the server's answers, links to register and reset. */
export function LoginModal({
  open,
  defaultOpen = false,
  onOpenChange,
  trigger,
  status = 'idle',
  errorMessages = [],
  rateLimitMessage = AUTH_MESSAGES.loginTooManyAttempts,
  onSubmit,
  defaultEmail,
  description = AUTH_MESSAGES.signInRequired,
  registerHref,
  onRegister,
  resetPasswordHref,
  onResetPassword,
  codeStep = false,
  onCodeStepCancel,
}: LoginModalProps) {
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  // What the code step sends again with the code: the credentials of the last send.
  const credentials = useRef<LoginRequest>({ username: '', password: '' });
  // The code step replaces the fields the focus was in: the code field takes it.
  useEffect(() => {
    if (codeStep) codeRef.current?.focus();
  }, [codeStep]);
  const links = useClipmarketLinks('LoginModal');
  const alertId = useId();

  const pending = status === 'pending';
  const invalid = status === 'error';
  const problems = loginProblems(errorMessages.length > 0 ? errorMessages : [AUTH_MESSAGES.loginFailed]);
  // A field named in the 400 is marked alone; a message for no field (the 401) marks both.
  const named = new Set(problems.map((problem) => problem.field));
  const anyNamed = named.has('email') || named.has('password');
  const invalidEmail = invalid && (!anyNamed || named.has('email'));
  const invalidPassword = invalid && (!anyNamed || named.has('password'));
  // The field key is the server's, for developers; the user reads the field's label.
  const messages = problems.map(({ field, text }) => (field ? `${LOGIN_TEXT[field]}: ${text}` : text));

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The button is aria-disabled rather than disabled while pending, so focus stays on it; a second send is
    // refused here instead.
    if (pending) return;
    const data = new FormData(event.currentTarget);
    if (codeStep) {
      onSubmit?.({ ...credentials.current, code: String(data.get('code') ?? '').trim() });
      return;
    }
    credentials.current = {
      username: String(data.get('username') ?? ''),
      password: String(data.get('password') ?? ''),
    };
    onSubmit?.(credentials.current);
  }

  if (codeStep) {
    return (
      <Dialog
        open={open}
        defaultOpen={defaultOpen}
        onOpenChange={onOpenChange}
        trigger={trigger}
        initialFocusRef={codeRef}
        css={styles.dialog}
        data-state={status}
      >
        {({ titleId }) => (
          <>
            <Dialog.Header>
              <Dialog.Title>{LOGIN_TEXT.title}</Dialog.Title>
              <Dialog.Close />
            </Dialog.Header>
            <Dialog.Body>
              <p css={styles.description}>{LOGIN_TEXT.codeLead}</p>
              <form css={styles.form} aria-labelledby={titleId} aria-busy={pending} onSubmit={handleSubmit}>
                <div id={alertId} role="alert">
                  {invalid && errorMessages.length > 0 ? (
                    <InlineAlert tone="error" role="none">
                      {errorMessages[0]}
                    </InlineAlert>
                  ) : status === 'rateLimited' ? (
                    <InlineAlert tone="warning" role="none">
                      {rateLimitMessage}
                    </InlineAlert>
                  ) : null}
                </div>
                <TextField
                  ref={codeRef}
                  label={LOGIN_TEXT.code}
                  name="code"
                  inputMode="text"
                  autoComplete="one-time-code"
                  autoCapitalize="none"
                  spellCheck={false}
                  required
                  invalid={invalid && errorMessages.length > 0}
                  aria-describedby={invalid ? alertId : undefined}
                />
                <Button type="submit" variant="primary" css={styles.submit} loading={pending}>
                  {pending ? LOGIN_TEXT.pending : LOGIN_TEXT.codeSubmit}
                </Button>
                {onCodeStepCancel ? (
                  <button
                    type="button"
                    css={[styles.link, styles.reset, styles.linkButton]}
                    onClick={onCodeStepCancel}
                  >
                    {LOGIN_TEXT.codeBack}
                  </button>
                ) : null}
              </form>
            </Dialog.Body>
          </>
        )}
      </Dialog>
    );
  }

  return (
    <Dialog
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      trigger={trigger}
      // A form dialog starts on its first empty field.
      initialFocusRef={defaultEmail ? passwordRef : emailRef}
      css={styles.dialog}
      data-state={status}
    >
      {({ titleId }) => (
        <>
          <Dialog.Header>
            <Dialog.Title>{LOGIN_TEXT.title}</Dialog.Title>
            <Dialog.Close />
          </Dialog.Header>
          <Dialog.Body>
            <p css={styles.description}>{description}</p>
            <form css={styles.form} aria-labelledby={titleId} aria-busy={pending} onSubmit={handleSubmit}>
              {/* Mounted before anything goes wrong, so the message is announced when it appears. */}
              <div id={alertId} role="alert">
                {invalid ? (
                  <InlineAlert tone="error" role="none">
                    {messages.length === 1 ? (
                      messages[0]
                    ) : (
                      <ul>
                        {messages.map((message, index) => (
                          <li key={index}>{message}</li>
                        ))}
                      </ul>
                    )}
                  </InlineAlert>
                ) : status === 'rateLimited' ? (
                  <InlineAlert tone="warning" role="none">
                    {rateLimitMessage}
                  </InlineAlert>
                ) : null}
              </div>
              <TextField
                ref={emailRef}
                label={LOGIN_TEXT.email}
                name="username"
                type="email"
                autoComplete="username"
                required
                defaultValue={defaultEmail}
                invalid={invalidEmail}
                aria-describedby={invalidEmail ? alertId : undefined}
              />
              <TextField
                ref={passwordRef}
                label={LOGIN_TEXT.password}
                name="password"
                type="password"
                autoComplete="current-password"
                required
                invalid={invalidPassword}
                aria-describedby={invalidPassword ? alertId : undefined}
              />
              <Button type="submit" variant="primary" css={styles.submit} loading={pending}>
                {pending ? LOGIN_TEXT.pending : LOGIN_TEXT.submit}
              </Button>
              <a
                css={[styles.link, styles.reset]}
                href={resetPasswordHref ?? links.resetPassword}
                onClick={onResetPassword}
              >
                {LOGIN_TEXT.resetPassword}
              </a>
            </form>
          </Dialog.Body>
          <Dialog.Footer css={styles.footerCentred}>
            <p css={styles.registerLine}>
              {LOGIN_TEXT.noAccount}{' '}
              <a css={styles.link} href={registerHref ?? links.register} onClick={onRegister}>
                {LOGIN_TEXT.register}
              </a>
            </p>
          </Dialog.Footer>
        </>
      )}
    </Dialog>
  );
}

export type LoginModalTriggerButtonProps = ComponentPropsWithRef<'button'>;

/** The standard button that opens the login modal; spread the `trigger` props on it. */
export const LoginModalTrigger = forwardRef<HTMLButtonElement, LoginModalTriggerButtonProps>(
  function LoginModalTrigger({ children, ...props }: LoginModalTriggerButtonProps, ref) {
    return (
      <Button variant="primary" {...props} ref={ref}>
        {children ?? LOGIN_TEXT.open}
      </Button>
    );
  },
);
