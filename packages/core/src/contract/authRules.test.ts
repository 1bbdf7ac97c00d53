import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, PASSWORD_MAX_LENGTH, passwordMatchesEmail, passwordProblems } from './authRules';

describe('the new-password rule the forms and the server share', () => {
  it('refuses fewer than 8 characters and more than the maximum, and allows long passphrases', () => {
    expect(passwordProblems('seven77')).toEqual([AUTH_MESSAGES.passwordTooShort]);
    expect(passwordProblems('eight888')).toEqual([]);
    expect(passwordProblems('a'.repeat(128))).toEqual([]);
    expect(passwordProblems('a'.repeat(PASSWORD_MAX_LENGTH))).toEqual([]);
    expect(passwordProblems('a'.repeat(PASSWORD_MAX_LENGTH + 1))).toEqual([AUTH_MESSAGES.passwordTooLong]);
  });

  it('refuses the account’s e-mail address and the part before its @, in any case', () => {
    const email = 'Ada.Lovelace@Example.com';
    expect(passwordProblems('ada.lovelace@example.com', email)).toEqual([AUTH_MESSAGES.passwordIsEmail]);
    expect(passwordProblems(' ADA.LOVELACE ', email)).toEqual([AUTH_MESSAGES.passwordIsEmail]);
    expect(passwordProblems('ada.lovelace 1843', email)).toEqual([]);
    // Without an e-mail (a reset form does not know it), only the length is checked here.
    expect(passwordProblems('ada.lovelace@example.com')).toEqual([]);
  });

  it('compares with the address only when there is one', () => {
    expect(passwordMatchesEmail('anything long', '')).toBe(false);
    expect(passwordMatchesEmail('', 'ada@example.com')).toBe(false);
  });
});
