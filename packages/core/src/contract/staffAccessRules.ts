// Staff access's messages and the test of a second-factor answer, free of the schemas so browser code (the sign-in
// forms) can read them without the schema library (re-exported by ./staffAccess).

/** The answers of the second factor and the staff grants, word for word. */
export const STAFF_MESSAGES = {
  /** The password was right; the account signs in with a code too. */
  secondFactorRequired: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
  secondFactorWrong: 'That code is not right, or it has already been used. Enter a new code.',
  secondFactorTooManyAttempts: 'Too many codes tried. Please try again later.',
  secondFactorAlreadySetUp: 'Two-step sign-in is already set up for this account.',
  secondFactorNotStarted: 'Start the set-up again: no set-up is waiting for a code.',
  secondFactorSetUp:
    'Two-step sign-in is set up. From now on you sign in with your password and a code from your app.',
  codeMissing: 'Enter the 6-digit code from your authenticator app.',
  verificationNeedsAccount:
    'Log in to the account this address belongs to (or enter its password) to verify the address.',
  verificationWrongAccount:
    'This link belongs to another account. Log out, then log in to the account it was sent to.',
  verificationPasswordWrong: 'The password is incorrect.',
  staffAdminOnly: 'Only a staff administrator may do this.',
  grantNoAccount:
    'No account with a verified address on a company e-mail domain has this e-mail. The person must register and verify the address first.',
  grantAllowListed: 'This address is on the operator’s staff list (STAFF_EMAILS); change that list instead.',
  granted: 'Staff access granted. It takes effect once the person has set up two-step sign-in.',
  revoked: 'Staff access revoked.',
} as const;

/** Is this 401 (or its message) the server asking for the second factor, or refusing the one given? */
export function isSecondFactorMessage(message: string | undefined | null): boolean {
  return message === STAFF_MESSAGES.secondFactorRequired || message === STAFF_MESSAGES.secondFactorWrong;
}
