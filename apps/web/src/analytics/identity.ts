/**
 * Who the analytics scripts think the visitor is. The auth provider records the signed-in user here (and
 * forgets them at logout, spec section 4); the consent layer (`src/consent`) passes the identity on to the
 * scripts only when they are configured and consented, and never for staff. Until then nothing is sent.
 */
let identity: string | null = null;

const IDENTITY_EVENT = 'clipmarket:analytics-identity';

/** The signed-in user, as analytics knows them; null when signed out. */
export function analyticsIdentity(): string | null {
  return identity;
}

export function setAnalyticsIdentity(userUuid: string | null): void {
  identity = userUuid;
  window.dispatchEvent(new CustomEvent(IDENTITY_EVENT, { detail: userUuid }));
}

/** Logout: forget the user in analytics (spec section 4). */
export function clearAnalyticsIdentity(): void {
  setAnalyticsIdentity(null);
}

/** Calls `listener` whenever the identity changes; returns the unsubscribe. */
export function subscribeAnalyticsIdentity(listener: () => void): () => void {
  window.addEventListener(IDENTITY_EVENT, listener);
  return () => window.removeEventListener(IDENTITY_EVENT, listener);
}
