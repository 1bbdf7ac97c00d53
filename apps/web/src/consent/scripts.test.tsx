import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FEEDBACK_EVENT } from '../analytics/events';
import type { AnalyticsConfig, ScriptDecision } from './policy';
import { applyScriptDecision } from './scripts';

const CONFIGURED: AnalyticsConfig = { tagManagerId: 'GTM-TEST', behaviourTrackingId: null };

const decision = (analytics: boolean): ScriptDecision => ({
  tagManager: true,
  behaviourTracking: false,
  signals: { analytics, advertising: false },
  identity: null,
});

type DataLayerWindow = { dataLayer?: unknown[] };
const dataLayer = () => (window as unknown as DataLayerWindow).dataLayer ?? [];
const feedbackEvents = () =>
  dataLayer().filter((entry) => (entry as { event?: string }).event === 'search_feedback');
const thumb = (value: string) =>
  window.dispatchEvent(
    new CustomEvent(FEEDBACK_EVENT, { detail: { thumb: value, path: '/licensing/search' } }),
  );

beforeEach(() => {
  // The tag manager counts as loaded, so nothing is fetched from its host in a test.
  const script = document.createElement('script');
  script.setAttribute('data-clipmarket-analytics', 'tagManager');
  script.type = 'text/plain';
  document.head.append(script);
  (window as unknown as DataLayerWindow).dataLayer = [];
});

afterEach(() => {
  applyScriptDecision(CONFIGURED, decision(false));
  document.head.querySelector('script[data-clipmarket-analytics]')?.remove();
  delete (window as unknown as DataLayerWindow).dataLayer;
});

describe('search feedback in analytics', () => {
  it('goes to the tag manager as a search_feedback event while analytics is allowed', () => {
    applyScriptDecision(CONFIGURED, decision(true));
    thumb('up');
    expect(feedbackEvents()).toEqual([{ event: 'search_feedback', thumb: 'up', path: '/licensing/search' }]);
  });

  it('goes nowhere once analytics consent is withdrawn', () => {
    applyScriptDecision(CONFIGURED, decision(true));
    applyScriptDecision(CONFIGURED, decision(false));
    thumb('down');
    expect(feedbackEvents()).toEqual([]);
  });

  it('is sent once per thumb, however often the decision is applied', () => {
    applyScriptDecision(CONFIGURED, decision(true));
    applyScriptDecision(CONFIGURED, decision(true));
    thumb('up');
    expect(feedbackEvents()).toHaveLength(1);
  });
});
