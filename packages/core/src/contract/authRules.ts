// Auth's limits and the server's auth messages, free of the schemas so browser code can read them without the
// schema library (re-exported by ./auth).
import { ROLES } from '../constants';
import { MESSAGES } from '../messages';

/** Password length bounds; the upper one bounds the cost of hashing. */
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
  loginTooManyAttempts: 'Too many sign-in attempts. Please try again later.',
  signInRequired: 'Sign in to continue.',
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
    'We could not create an account with these details. If you already have an account, sign in or reset your password.',
  resetRequested:
    'If an account exists for this e-mail address, we have sent it a link to reset the password.',
  resetTooManyAttempts: 'Too many password reset requests. Please try again later.',
  resetLinkUnknown: 'This password reset link is not valid. Please request a new one.',
  resetLinkExpired:
    'This password reset link has expired or has already been used. Please request a new one.',
} as const;
