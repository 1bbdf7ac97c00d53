import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { loadMailConfig } from './config';

describe('the mail settings', () => {
  it('have safe defaults: no SMTP, STARTTLS required when there is, 30 days of retention', () => {
    expect(loadMailConfig({})).toEqual({
      smtpUrl: null,
      mailFrom: 'Clipmarket <no-reply@clipmarket.com>',
      allowPlaintext: false,
      retentionMs: 30 * 86_400_000,
      production: false,
    });
  });

  it('read the environment', () => {
    expect(
      loadMailConfig({
        NODE_ENV: 'production',
        SMTP_URL: ' smtp://relay.internal:25 ',
        MAIL_FROM: 'Shop <shop@clips.example>',
        SMTP_ALLOW_PLAINTEXT: 'true',
        MAIL_RETENTION_DAYS: '7',
      }),
    ).toEqual({
      smtpUrl: 'smtp://relay.internal:25',
      mailFrom: 'Shop <shop@clips.example>',
      allowPlaintext: true,
      retentionMs: 7 * 86_400_000,
      production: true,
    });
  });

  it('refuse plaintext SMTP with a password in the address, which would go in clear', () => {
    const env = { SMTP_URL: 'smtp://user:secret@mail.example:587', SMTP_ALLOW_PLAINTEXT: 'true' };
    expect(() => loadMailConfig(env)).toThrow(/SMTP_ALLOW_PLAINTEXT would send the password/);
    expect(() => loadConfig(env)).toThrow(/SMTP_ALLOW_PLAINTEXT: would send the password/);
    // Over TLS from the start the password is safe.
    expect(loadMailConfig({ ...env, SMTP_URL: 'smtps://user:secret@mail.example' }).allowPlaintext).toBe(
      true,
    );
  });

  it('stop the server at start on a bad value, naming the setting', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example' })).toThrow(/SMTP_URL: must be an smtp:\/\//);
    expect(() => loadConfig({ SMTP_ALLOW_PLAINTEXT: 'yes' })).toThrow(/SMTP_ALLOW_PLAINTEXT/);
    expect(() => loadConfig({ MAIL_RETENTION_DAYS: '0' })).toThrow(/MAIL_RETENTION_DAYS/);
  });
});
