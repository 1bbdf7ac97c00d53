import { FEEDBACK_EVENT, type FeedbackEventDetail } from '../analytics/events';
import type { AnalyticsConfig, ScriptDecision } from './policy';

/**
 * Puts a decision into effect in the page: loads the tag manager and behaviour tracking once each, sends the
 * tag manager its consent signals, and tells the loaded scripts who the user is. A script cannot be
 * unloaded: after consent is withdrawn it is told so (consent signals denied, identity cleared) and is not
 * loaded again on the next page load.
 */

type Queue = unknown[];
interface AnalyticsWindow {
  dataLayer?: Queue;
  hj?: ((...args: unknown[]) => void) & { q?: unknown[] };
  _hjSettings?: { hjid: string; hjsv: number };
}

/** The services' public script addresses (loaded only when configured and consented). */
export const SCRIPT_SOURCES = {
  tagManager: (id: string) => `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`,
  behaviourTracking: (id: string) => `https://static.hotjar.com/c/hotjar-${encodeURIComponent(id)}.js?sv=6`,
} as const;

const SCRIPT_ATTRIBUTE = 'data-clipmarket-analytics';

const win = () => window as unknown as AnalyticsWindow;

function gtag(..._args: unknown[]): void {
  const w = win();
  w.dataLayer ??= [];
  // The tag manager only reads consent commands pushed as `arguments` objects (Google's own snippet does
  // this); an array is taken for a plain data message and ignored.
  // eslint-disable-next-line prefer-rest-params
  w.dataLayer.push(arguments);
}

function signals(decision: ScriptDecision) {
  const grant = (on: boolean) => (on ? 'granted' : 'denied');
  return {
    analytics_storage: grant(decision.signals.analytics),
    ad_storage: grant(decision.signals.advertising),
    ad_user_data: grant(decision.signals.advertising),
    ad_personalization: grant(decision.signals.advertising),
  };
}

function inject(kind: 'tagManager' | 'behaviourTracking', src: string): void {
  if (document.querySelector(`script[${SCRIPT_ATTRIBUTE}="${kind}"]`)) return;
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  script.setAttribute(SCRIPT_ATTRIBUTE, kind);
  document.head.appendChild(script);
}

/** Which scripts this page has loaded. */
export function loadedScripts(): { tagManager: boolean; behaviourTracking: boolean } {
  return {
    tagManager: document.querySelector(`script[${SCRIPT_ATTRIBUTE}="tagManager"]`) !== null,
    behaviourTracking: document.querySelector(`script[${SCRIPT_ATTRIBUTE}="behaviourTracking"]`) !== null,
  };
}

let lastIdentity: string | null = null;

export function applyScriptDecision(config: AnalyticsConfig, decision: ScriptDecision): void {
  const loaded = loadedScripts();
  if (decision.tagManager && config.tagManagerId && !loaded.tagManager) {
    // Consent first, so no tag fires before it knows what it may do.
    gtag('consent', 'default', {
      analytics_storage: 'denied',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
    win().dataLayer!.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    inject('tagManager', SCRIPT_SOURCES.tagManager(config.tagManagerId));
  }
  if (loaded.tagManager || decision.tagManager) gtag('consent', 'update', signals(decision));

  if (decision.behaviourTracking && config.behaviourTrackingId && !loaded.behaviourTracking) {
    const w = win();
    w.hj ??= Object.assign((...args: unknown[]) => (w.hj!.q ??= []).push(args), { q: [] as unknown[] });
    w._hjSettings = { hjid: config.behaviourTrackingId, hjsv: 6 };
    inject('behaviourTracking', SCRIPT_SOURCES.behaviourTracking(config.behaviourTrackingId));
  }

  const now = loadedScripts();
  if (decision.identity !== lastIdentity && (now.tagManager || now.behaviourTracking)) {
    lastIdentity = decision.identity;
    if (now.tagManager) win().dataLayer!.push({ event: 'identify', userId: decision.identity });
    if (now.behaviourTracking) win().hj?.('identify', decision.identity, {});
  }

  forwardSearchFeedback(now.tagManager && decision.signals.analytics);
}

let stopForwarding: (() => void) | null = null;

/**
 * While the tag manager is loaded and analytics allowed, a search feedback thumb (spec section 4) goes to its
 * data layer as a `search_feedback` event with the thumb and the page; withdrawn consent stops it.
 */
function forwardSearchFeedback(on: boolean): void {
  if (on && !stopForwarding) {
    const listener = (event: Event) => {
      const { thumb, path } = (event as CustomEvent<FeedbackEventDetail>).detail;
      win().dataLayer?.push({ event: 'search_feedback', thumb, path });
    };
    window.addEventListener(FEEDBACK_EVENT, listener);
    stopForwarding = () => window.removeEventListener(FEEDBACK_EVENT, listener);
  } else if (!on && stopForwarding) {
    stopForwarding();
    stopForwarding = null;
  }
}
