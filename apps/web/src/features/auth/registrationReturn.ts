/**
 * Where a buyer who registers goes once the mailed link has finished the registration (ADR 57). The `?next=`
 * of the register page is kept in this browser until the link is followed (in any tab); a save clicked while
 * signed out is kept already (`pendingSave`). Only a path of this app is ever followed (`safeNextPath`).
 */
const KEY = 'clipmarket:register-next';

export function rememberRegistrationNext(next: string | null): void {
  try {
    if (next) window.localStorage.setItem(KEY, next);
    else window.localStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode): the buyer lands on the account home instead.
  }
}

/** The remembered `next`, forgotten as it is read. */
export function takeRegistrationNext(): string | null {
  try {
    const next = window.localStorage.getItem(KEY);
    window.localStorage.removeItem(KEY);
    return next;
  } catch {
    return null;
  }
}
