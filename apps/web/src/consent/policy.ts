import { CONSENT_CATEGORIES } from '@clipmarket/core';

/**
 * Which analytics scripts may run (spec sections 6 and 9, decisions.md): only those that are configured and
 * consented. Pure, so the rule is tested apart from the DOM.
 *
 * - The tag manager carries both analytics and advertising tags. It loads when configured and either
 *   category is consented; it is told, through its consent signals, that analytics storage is granted only
 *   with C0002 and advertising storage and personalisation only with C0004.
 * - Behaviour tracking is analytics: configured and C0002.
 * - The user's identity goes to the scripts only with C0002, and never for staff.
 */

/** The analytics services of this deployment; null when not configured (the default: nothing loads). */
export interface AnalyticsConfig {
  tagManagerId: string | null;
  behaviourTrackingId: string | null;
}

/** The consent manager's choices (C0001 is always on); null until the visitor has chosen. */
export type ConsentChoice = { C0002: boolean; C0004: boolean } | null;

/** Who is signed in, as far as analytics needs to know. */
export interface AnalyticsUser {
  userUuid: string;
  username: string;
  staff: boolean;
}

export interface ScriptDecision {
  tagManager: boolean;
  behaviourTracking: boolean;
  /** The tag manager's consent signals. */
  signals: { analytics: boolean; advertising: boolean };
  /** The identity the loaded scripts are told; null for nobody, staff, or without analytics consent. */
  identity: string | null;
}

/**
 * The company's domain word (decisions.md: provider names are configuration; the staff domains default to
 * clipmarket.com): a username containing it is a colleague, kept out of product analytics.
 */
export const COMPANY_DOMAIN_WORD = 'clipmarket';

/** The consent categories a choice grants, C0001 always among them. */
export function grantedCategories(consent: ConsentChoice): string[] {
  const granted: string[] = [CONSENT_CATEGORIES.necessary];
  if (consent?.C0002) granted.push(CONSENT_CATEGORIES.performance);
  if (consent?.C0004) granted.push(CONSENT_CATEGORIES.advertising);
  return granted;
}

/** Staff are excluded from analytics: the staff flag, or a username with the company's domain word. */
export function isExcludedFromAnalytics(
  user: Pick<AnalyticsUser, 'username' | 'staff'>,
  domainWord: string = COMPANY_DOMAIN_WORD,
): boolean {
  return user.staff || user.username.toLowerCase().includes(domainWord.toLowerCase());
}

export function decideScripts(
  config: AnalyticsConfig,
  consent: ConsentChoice,
  user: AnalyticsUser | null,
  domainWord: string = COMPANY_DOMAIN_WORD,
): ScriptDecision {
  const analytics = consent?.C0002 === true;
  const advertising = consent?.C0004 === true;
  const tagManager = config.tagManagerId !== null && (analytics || advertising);
  const behaviourTracking = config.behaviourTrackingId !== null && analytics;
  const identity =
    (tagManager || behaviourTracking) && analytics && user && !isExcludedFromAnalytics(user, domainWord)
      ? user.userUuid
      : null;
  return { tagManager, behaviourTracking, signals: { analytics, advertising }, identity };
}

/** Reads the configuration from the build's environment: a blank or missing id means "not configured". */
export function analyticsConfigFrom(env: Record<string, unknown>): AnalyticsConfig {
  const id = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
  return {
    tagManagerId: id(env.VITE_GTM_ID),
    behaviourTrackingId: id(env.VITE_BEHAVIOUR_TRACKING_ID),
  };
}
