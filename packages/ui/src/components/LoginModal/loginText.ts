/**
 * Labels of the login modal. The spec (section 2) names the modal and its calls but words none of its
 * labels, and @clipmarket/core has none yet (its `AUTH_MESSAGES` are the server's messages, used as they
 * are), so the wording is ours and lives here until core takes it over. It says "log in", the product's one word for it (docs/glossary.md).
 */
export const LOGIN_TEXT = {
  /** The modal's heading and name. */
  title: 'Log in',
  /** The standard trigger's label. */
  open: 'Log in or register',
  email: 'E-mail',
  password: 'Password',
  submit: 'Log in',
  /** The submit button while the call runs. */
  pending: 'Logging in…',
  resetPassword: 'Forgot your password?',
  /** Before the link to the registration screen. */
  noAccount: 'New to Clipmarket?',
  register: 'Create an account',
  /** The code step of two-step sign-in (ADR 56). */
  code: 'Code',
  codeLead: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
  codeSubmit: 'Verify and log in',
  codeBack: 'Use another account',
} as const;
