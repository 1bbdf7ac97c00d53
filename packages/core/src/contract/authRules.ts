// Auth's limits and the server's auth messages, free of the schemas so browser code can read them without the
// schema library (re-exported by ./auth).
import { ROLES } from '../constants';
import { MESSAGES } from '../messages';

/**
 * Password length bounds (docs/adr/0018-account-security.md): at least 8, and up to 256 so a passphrase or a
 * password manager's long password fits; the upper bound caps the cost of hashing an attacker can cause.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;
/** Longest e-mail address accepted (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;
/** Longest first name, last name or company. */
export const NAME_MAX_LENGTH = 100;

/** The roles the product recognises (spec section 1); other roles are never answered. */
export const RECOGNISED_ROLES = [ROLES.riffUser, ROLES.insider] as const;

/**
 * The server's auth messages. These are the server's own wording (the spec shows none except the 429 of
 * registration, which is `MESSAGES.registrationTooManyAttempts`).
 */
export const AUTH_MESSAGES = {
  loginFailed: 'The e-mail or password is incorrect.',
  loginTooManyAttempts: 'Too many login attempts. Please try again later.',
  signInRequired: 'Log in to continue.',
  registrationTooManyAttempts: MESSAGES.registrationTooManyAttempts,
  emailInvalid: 'Enter a valid e-mail address.',
  passwordTooShort: `The password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
  passwordTooLong: `The password must be at most ${PASSWORD_MAX_LENGTH} characters long.`,
  firstNameRequired: 'Enter your first name.',
  lastNameRequired: 'Enter your last name.',
  nameTooLong: `Names and company must be at most ${NAME_MAX_LENGTH} characters long.`,
  termsNotAccepted: 'You must accept the terms and conditions.',
  /** Registration refused for a reason the answer must not tell (an e-mail that already has an account). */
  registrationRefused:
    'We could not create an account with these details. If you already have an account, log in or reset your password.',
  resetRequested:
    'If an account exists for this e-mail address, we have sent it a link to reset the password.',
  resetTooManyAttempts: 'Too many password reset requests. Please try again later.',
  resetLinkUnknown: 'This password reset link is not valid. Please request a new one.',
  resetLinkExpired:
    'This password reset link has expired or has already been used. Please request a new one.',
  /** The password is the account's e-mail address or the part before its @ (any case). */
  passwordIsEmail: 'The password must not be your e-mail address or part of it.',
  /** The password is on the list of common passwords (checked by the server only: the list is large). */
  passwordTooCommon: 'This password is too common and easy to guess. Please choose another one.',
  currentPasswordMissing: 'Enter your current password.',
  currentPasswordWrong: 'The current password is incorrect.',
  passwordUnchanged: 'The new password must be different from the current one.',
  passwordChangeTooManyAttempts: 'Too many attempts to change the password. Please try again later.',
  passwordChanged: 'Your password has been changed. Every other session of your account has been logged out.',
  verificationSent: 'We have sent a verification link to your e-mail address.',
  verificationTooManyAttempts: 'Too many verification e-mails requested. Please try again later.',
  emailAlreadyVerified: 'Your e-mail address is already verified.',
  emailVerified: 'Your e-mail address is verified. Thank you.',
  verificationLinkUnknown:
    'This verification link is not valid. Log in and ask for a new one from your account page.',
  verificationLinkExpired:
    'This verification link has expired or has already been used. Log in and ask for a new one from your account page.',
} as const;

/** Is `password` the e-mail address, or the part before its @, ignoring case and surrounding spaces? */
export function passwordMatchesEmail(password: string, email: string): boolean {
  const candidate = password.trim().toLowerCase();
  const address = email.trim().toLowerCase();
  if (!candidate || !address) return false;
  const at = address.lastIndexOf('@');
  const local = at > 0 ? address.slice(0, at) : address;
  return candidate === address || candidate === local;
}

/**
 * The problems of a new password, one message each (empty when it is acceptable): its length and, when the
 * account's e-mail is known, that it is not the e-mail or its local part. The browser's forms and the server
 * share this rule; the server adds the common-password check (`AUTH_MESSAGES.passwordTooCommon`), whose list
 * is too large for the browser.
 */
export function passwordProblems(password: string, email?: string | null): string[] {
  if (password.length < PASSWORD_MIN_LENGTH) return [AUTH_MESSAGES.passwordTooShort];
  if (password.length > PASSWORD_MAX_LENGTH) return [AUTH_MESSAGES.passwordTooLong];
  if (email && passwordMatchesEmail(password, email)) return [AUTH_MESSAGES.passwordIsEmail];
  return [];
}

/**
 * An e-mail address as the contract accepts one: zod's own e-mail pattern (`z.regexes.email`), copied so a
 * browser checks a form without loading the schema library; authRules.test.ts keeps the two equal.
 */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** Is this (trimmed, lower-cased) text an e-mail address we accept? */
export function isValidEmail(text: string): boolean {
  return text.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(text);
}

/** The fields of the registration form, as typed (before the rules of `registrationProblems`). */
export interface RegistrationInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  company?: string | null;
  termsAccepted: boolean;
}

/**
 * Every problem of a registration, one message each, in form order (spec section 5: a 400 answers a list of
 * messages that the client shows). The server and the web form use this same rule.
 */
export function registrationProblems(input: RegistrationInput): string[] {
  const problems: string[] = [];
  if (!isValidEmail(input.email.trim().toLowerCase())) problems.push(AUTH_MESSAGES.emailInvalid);
  problems.push(...passwordProblems(input.password, input.email));
  if (!input.firstName.trim()) problems.push(AUTH_MESSAGES.firstNameRequired);
  if (!input.lastName.trim()) problems.push(AUTH_MESSAGES.lastNameRequired);
  if (
    [input.firstName, input.lastName, input.company ?? ''].some(
      (text) => text.trim().length > NAME_MAX_LENGTH,
    )
  ) {
    problems.push(AUTH_MESSAGES.nameTooLong);
  }
  if (input.termsAccepted !== true) problems.push(AUTH_MESSAGES.termsNotAccepted);
  return problems;
}
