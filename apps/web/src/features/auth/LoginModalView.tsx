// The login modal as the host shows it, in a module of its own so the host loads it on first use: with it the
// auth messages and the two-step sign-in's rule (which no page needs until the modal opens) stay out of every
// page's first load.
import { AUTH_MESSAGES, isSecondFactorMessage, MESSAGES, STAFF_MESSAGES } from '@clipmarket/core';
import { LoginModal as LoginModalForm, type LoginModalProps, type LoginModalStatus } from '@clipmarket/ui';
import { useEffect, useState } from 'react';

export interface LoginModalViewProps extends Omit<
  LoginModalProps,
  'status' | 'codeStep' | 'errorMessages' | 'rateLimitMessage'
> {
  status: LoginModalStatus;
  /** Whether this opening's form was sent: only then are the session's error and code request its own. */
  submitted: boolean;
  /** The session's last failure, if the machine is in error. */
  error: { status: number | null; messages: string[] } | null;
}

/**
 * The form over the app's auth machine: the server's 400 and 401 messages, the 429 message, and the code step of
 * two-step sign-in (ADR 56) once the server took the password and asks for a code, left on a new opening.
 */
export function LoginModal({
  status,
  submitted,
  error,
  open,
  onCodeStepCancel,
  ...props
}: LoginModalViewProps) {
  const [codeStep, setCodeStep] = useState(false);
  const askedForCode = submitted && error !== null && isSecondFactorMessage(error.messages[0]);
  useEffect(() => {
    if (askedForCode) setCodeStep(true);
  }, [askedForCode]);
  useEffect(() => {
    if (!open) setCodeStep(false);
  }, [open]);
  const inCodeStep = codeStep || askedForCode;

  return (
    <LoginModalForm
      {...props}
      open={open}
      status={status}
      codeStep={inCodeStep}
      onCodeStepCancel={() => {
        setCodeStep(false);
        onCodeStepCancel?.();
      }}
      errorMessages={
        inCodeStep && error?.messages[0] === STAFF_MESSAGES.secondFactorRequired
          ? []
          : status === 'error'
            ? error?.messages.length
              ? error.messages
              : [MESSAGES.serverError]
            : []
      }
      rateLimitMessage={AUTH_MESSAGES.loginTooManyAttempts}
    />
  );
}
