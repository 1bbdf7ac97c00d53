/**
 * Who the analytics scripts think the visitor is. The scripts themselves are loaded by the consent layer,
 * only when configured and consented; until then these calls only record the wish, so nothing is sent.
 */
let identity: string | null = null;

/** The signed-in user, as analytics knows them; null when signed out. */
export function analyticsIdentity(): string | null {
  return identity;
}

export function setAnalyticsIdentity(userUuid: string | null): void {
  identity = userUuid;
  window.dispatchEvent(new CustomEvent('clipmarket:analytics-identity', { detail: userUuid }));
}

/** Logout: forget the user in analytics (spec section 4). */
export function clearAnalyticsIdentity(): void {
  setAnalyticsIdentity(null);
}
