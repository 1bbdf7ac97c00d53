/**
 * The auth screens' own words (headings, labels, links). The server's messages and the spec's 429 text are
 * not here: they come from `@clipmarket/core` (`AUTH_MESSAGES`, `MESSAGES`).
 */
export const AUTH_COPY = {
  login: {
    heading: 'Log in',
    lead: 'Welcome back. Log in to save clips to playlists and license them.',
    submit: 'Log in',
    pending: 'Logging in…',
    switchPrompt: 'New to Clipmarket?',
    switchLink: 'Create an account',
  },
  register: {
    heading: 'Create your account',
    lead: 'Save clips to playlists, share them with your team and license them in minutes.',
    submit: 'Create account',
    pending: 'Creating your account…',
    switchPrompt: 'Already have an account?',
    switchLink: 'Log in',
  },
  fields: {
    email: 'E-mail',
    password: 'Password',
    newPassword: 'New password',
    confirmPassword: 'Repeat the new password',
    firstName: 'First name',
    lastName: 'Last name',
    company: 'Company',
    optional: '(optional)',
    terms: 'I accept the',
    termsLink: 'terms and conditions',
    marketing: 'Send me news about new clips and offers by e-mail',
  },
  passwordHint: (min: number) =>
    `At least ${min} characters, and not your e-mail address or a common password. A long phrase is good.`,
  passwordMissing: 'Enter your password.',
  passwordsDiffer: 'The two passwords are not the same.',
  forgotPassword: 'Forgot your password?',
  problemsHeading: 'Please correct the following:',
  checkingSession: 'Checking your session…',
  signedInRedirect: 'You are logged in. Taking you to your account…',
  passwordChanged: 'Your password has been changed. Log in with your new password.',
  reset: {
    heading: 'Reset your password',
    lead: 'Enter the e-mail address of your account and we will send you a link to choose a new password.',
    submit: 'Send the reset link',
    pending: 'Sending…',
    again: 'Send another link',
    backToLogin: 'Back to log in',
    setHeading: 'Choose a new password',
    setLead: 'The link works once. After saving, log in with the new password.',
    setSubmit: 'Save the new password',
    setPending: 'Saving…',
    checking: 'Checking your reset link…',
    requestNew: 'Request a new link',
    checkFailed: 'We could not check this link.',
    retry: 'Try again',
  },
  /** The code step of two-step sign-in (ADR 56). */
  code: { label: 'Code', submit: 'Verify and log in' },
  verify: {
    heading: 'Verify your e-mail address',
    verifying: 'Verifying…',
    button: 'Verify my e-mail address',
    leadSignedIn: (email: string) =>
      `You are logged in as ${email}. Press the button to confirm that the address this link was sent to is yours.`,
    leadSignedOut:
      'To confirm that this address is yours, enter the password of the account it belongs to and press the button, or log in first.',
    logInInstead: 'Log in instead',
    verifiedHeading: 'E-mail address verified',
    toAccount: 'Go to your account',
    toHome: 'Browse clips',
    askAgainSignedIn: 'Send a new link',
    askAgainSignedOut: 'Log in to ask for a new link',
    failed: 'We could not verify your address just now.',
    retry: 'Try again',
  },
} as const;
