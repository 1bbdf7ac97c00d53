import { ROLES } from '../constants';

/** Who a signed-in user is to the product: the staff flag (company e-mail domain) and their roles. */
export interface Viewer {
  staff: boolean;
  roles: readonly string[];
}

/**
 * Whether a user may see the internal tools (merchandising, the publisher homepage): staff (a verified
 * company e-mail domain, spec section 1) and the two internal roles. ROLE_RIFF_USER counts: spec section 1
 * calls it "an internal rights-management user". A buyer, and anyone signed out, may not.
 */
export function isInternalViewer(viewer: Viewer | null | undefined): boolean {
  if (!viewer) return false;
  return viewer.staff || viewer.roles.includes(ROLES.riffUser) || viewer.roles.includes(ROLES.insider);
}

/**
 * The names people read for the roles of spec section 1 (the glossary in docs/glossary.md). The codes
 * (`ROLE_RIFF_USER`) are the server's; the page never prints them.
 */
export const ROLE_NAMES: Readonly<Record<string, string>> = {
  [ROLES.riffUser]: 'Rights team',
  [ROLES.insider]: 'Insider',
};

/** The human name of a role code; other roles are not shown (spec section 1), so they have none. */
export function roleName(role: string): string | null {
  return ROLE_NAMES[role] ?? null;
}
