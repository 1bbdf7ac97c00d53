import { describe, expect, it } from 'vitest';
import {
  AUTH_MESSAGES,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  isValidEmail,
  PASSWORD_MAX_LENGTH,
  passwordMatchesEmail,
  passwordProblems,
} from './authRules';
import { z } from './zod';

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

describe('the e-mail rule a browser checks without the schema library', () => {
  it('is the pattern the contract’s schemas use, so the form and the server agree on every address', () => {
    // zod escapes a hyphen at the end of a character class, where it needs none.
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source.replaceAll('\\-', '-'));
    const addresses = [
      'ada@example.com',
      'ada.lovelace+clips@sub.example.co.uk',
      "o'brien@example.ie",
      'no-at-sign.example.com',
      'two@@example.com',
      'trailing.dot.@example.com',
      'ada@localhost',
      'ada@example.c',
      `${'a'.repeat(250)}@example.com`,
      '',
    ];
    for (const address of addresses) {
      const schemaSays = address.length <= EMAIL_MAX_LENGTH && z.email().safeParse(address).success;
      expect(isValidEmail(address), address).toBe(schemaSays);
    }
  });
});
