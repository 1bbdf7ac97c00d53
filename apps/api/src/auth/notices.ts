import { PAGES } from '@clipmarket/core';
import type { AuthConfig } from './config';
import type { MailMessage } from './mail';

/**
 * The mails that tell an account's owner what happened to it (docs/adr/0057-sessions-and-registration.md): a
 * password changed or reset, someone registering with their address, and the link that finishes a new
 * registration. Plain text; no secret but the registration link, which is the point of that mail.
 */

type Links = Pick<AuthConfig, 'publicBaseUrl'>;

function within(seconds: number): string {
  const hours = Math.round(seconds / 3600);
  if (seconds < 3600) return `${Math.max(1, Math.round(seconds / 60))} minutes`;
  return hours === 1 ? 'an hour' : `${hours} hours`;
}

/** The owner of `to` changed (`how: 'changed'`) or reset (`'reset'`) the account's password. */
export function passwordChangedMail(
  config: Links,
  to: { email: string; firstName: string },
  how: 'changed' | 'reset',
): MailMessage {
  return {
    to: to.email,
    kind: 'password-changed',
    subject: 'Your Clipmarket password was changed',
    text: [
      `Hello ${to.firstName},`,
      '',
      how === 'reset'
        ? 'The password of your Clipmarket account was just reset with a link mailed to this address, and every session of the account was signed out.'
        : 'The password of your Clipmarket account was just changed from a signed-in session, and every other session was signed out.',
      '',
      'If it was you, there is nothing to do.',
      'If it was not you, choose a new password now here, and tell us by replying to this mail:',
      `${config.publicBaseUrl}${PAGES.resetPasswordRequest.href()}`,
    ].join('\n'),
  };
}

/** Someone tried to register with an address that already has an account (never says who, or with what). */
export function registrationAttemptMail(
  config: Links,
  to: { email: string; firstName: string },
): MailMessage {
  return {
    to: to.email,
    kind: 'registration-attempt',
    subject: 'Someone tried to create a Clipmarket account with your e-mail address',
    text: [
      `Hello ${to.firstName},`,
      '',
      'Someone tried to create a new Clipmarket account with this e-mail address, which already has one.',
      'No account was created and nobody was signed in.',
      '',
      'If it was you, log in with your password, or if you have forgotten it, reset it here:',
      `${config.publicBaseUrl}${PAGES.resetPasswordRequest.href()}`,
      '',
      'If it was not you, you can ignore this mail; your account has not changed.',
    ].join('\n'),
  };
}

/** The link that finishes a new registration (creates the account and signs in). */
export function registrationLinkMail(
  config: Links & Pick<AuthConfig, 'verificationLifetimeSeconds'>,
  to: { email: string; firstName: string },
  id: string,
): MailMessage {
  return {
    to: to.email,
    kind: 'registration',
    subject: 'Finish creating your Clipmarket account',
    text: [
      `Hello ${to.firstName},`,
      '',
      'To finish creating your Clipmarket account, open this link and confirm',
      `within ${within(config.verificationLifetimeSeconds)}; it works once:`,
      `${config.publicBaseUrl}${PAGES.registerComplete.href({ id })}`,
      '',
      'If you did not ask to create a Clipmarket account, ignore this mail: no account is created without this link.',
    ].join('\n'),
  };
}
