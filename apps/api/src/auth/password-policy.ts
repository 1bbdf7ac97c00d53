import { AUTH_MESSAGES, PASSWORD_MIN_LENGTH, passwordProblems } from '@clipmarket/core';

/**
 * The common passwords refused for new passwords: zxcvbn-ts's `passwords-common` list (49,233 passwords, all
 * lower case, most common first; docs/adr/0018-account-security.md). Those shorter than the minimum length
 * are refused by the length rule already, so only the rest are kept (about 18,000). Loaded on first use, once
 * per process: it is a few megabytes and the server may never need it.
 */
let commonPasswords: Promise<ReadonlySet<string>> | null = null;

export function loadCommonPasswords(): Promise<ReadonlySet<string>> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) =>
      new Set(dictionary['passwords-common'].filter((password) => password.length >= PASSWORD_MIN_LENGTH)),
    (error: unknown) => {
      commonPasswords = null;
      throw error;
    },
  );
  return commonPasswords;
}

/** Is the password on the common list? Compared case-insensitively (`Password1` is as weak as `password1`). */
export async function isCommonPassword(password: string): Promise<boolean> {
  return (await loadCommonPasswords()).has(password.toLowerCase());
}

/**
 * Every problem of a new password for the account with `email`: the shared rule of packages/core (length,
 * not the e-mail or its local part), then the common list, which only the server holds.
 */
export async function newPasswordProblems(password: string, email: string | null): Promise<string[]> {
  const problems = passwordProblems(password, email);
  if (problems.length > 0) return problems;
  return (await isCommonPassword(password)) ? [AUTH_MESSAGES.passwordTooCommon] : [];
}
