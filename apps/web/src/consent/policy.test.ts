import { describe, expect, it } from 'vitest';
import {
  analyticsConfigFrom,
  decideScripts,
  grantedCategories,
  isExcludedFromAnalytics,
  type AnalyticsConfig,
} from './policy';

const CONFIGURED: AnalyticsConfig = { tagManagerId: 'GTM-TEST', behaviourTrackingId: '123456' };
const NOT_CONFIGURED: AnalyticsConfig = { tagManagerId: null, behaviourTrackingId: null };
const BUYER = { userUuid: 'u-1', username: 'ada@example.com', staff: false };

describe('which analytics scripts may load', () => {
  it('loads nothing when nothing is configured, whatever the consent', () => {
    const decision = decideScripts(NOT_CONFIGURED, { C0002: true, C0004: true }, BUYER);
    expect(decision.tagManager).toBe(false);
    expect(decision.behaviourTracking).toBe(false);
    expect(decision.identity).toBeNull();
  });

  it('loads nothing before the visitor has chosen', () => {
    const decision = decideScripts(CONFIGURED, null, BUYER);
    expect(decision).toMatchObject({ tagManager: false, behaviourTracking: false, identity: null });
  });

  it('loads nothing when every optional category is refused', () => {
    const decision = decideScripts(CONFIGURED, { C0002: false, C0004: false }, BUYER);
    expect(decision).toMatchObject({ tagManager: false, behaviourTracking: false });
  });

  it('with analytics consent (C0002) loads both, advertising denied, and names the user', () => {
    const decision = decideScripts(CONFIGURED, { C0002: true, C0004: false }, BUYER);
    expect(decision).toEqual({
      tagManager: true,
      behaviourTracking: true,
      signals: { analytics: true, advertising: false },
      identity: 'u-1',
    });
  });

  it('with advertising consent (C0004) alone loads the tag manager for advertising only, no tracking, no identity', () => {
    const decision = decideScripts(CONFIGURED, { C0002: false, C0004: true }, BUYER);
    expect(decision).toEqual({
      tagManager: true,
      behaviourTracking: false,
      signals: { analytics: false, advertising: true },
      identity: null,
    });
  });

  it('loads only what is configured', () => {
    const decision = decideScripts(
      { tagManagerId: null, behaviourTrackingId: '1' },
      { C0002: true, C0004: true },
      BUYER,
    );
    expect(decision).toMatchObject({ tagManager: false, behaviourTracking: true });
  });

  it('never names staff: the staff flag, or a username with the company domain word', () => {
    const all = { C0002: true, C0004: true };
    expect(decideScripts(CONFIGURED, all, { ...BUYER, staff: true }).identity).toBeNull();
    expect(
      decideScripts(CONFIGURED, all, { ...BUYER, username: 'Rights.Desk@ClipMarket.com' }).identity,
    ).toBeNull();
    expect(decideScripts(CONFIGURED, all, null).identity).toBeNull();
    expect(isExcludedFromAnalytics({ username: 'ada@example.com', staff: false })).toBe(false);
  });

  it('grants the strictly necessary category always', () => {
    expect(grantedCategories(null)).toEqual(['C0001']);
    expect(grantedCategories({ C0002: true, C0004: true })).toEqual(['C0001', 'C0002', 'C0004']);
  });

  it('reads the configuration from the environment, blank meaning not configured', () => {
    expect(analyticsConfigFrom({})).toEqual(NOT_CONFIGURED);
    expect(analyticsConfigFrom({ VITE_GTM_ID: ' ', VITE_BEHAVIOUR_TRACKING_ID: '' })).toEqual(NOT_CONFIGURED);
    expect(analyticsConfigFrom({ VITE_GTM_ID: 'GTM-X', VITE_BEHAVIOUR_TRACKING_ID: '42' })).toEqual({
      tagManagerId: 'GTM-X',
      behaviourTrackingId: '42',
    });
  });
});
