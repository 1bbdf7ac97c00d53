import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { loadOnboardingConfig } from './config';

describe('the onboarding settings', () => {
  it('are built in unless ONBOARDING_SERVICE_URL is set', () => {
    expect(loadOnboardingConfig({})).toEqual({ serviceUrl: null, timeoutMs: 5_000 });
    expect(loadOnboardingConfig({ ONBOARDING_SERVICE_URL: '' }).serviceUrl).toBeNull();
  });

  it('take the external service’s address without its trailing slash, and its timeout', () => {
    expect(
      loadOnboardingConfig({
        ONBOARDING_SERVICE_URL: ' https://onboarding.example.com/v1/ ',
        ONBOARDING_SERVICE_TIMEOUT_MS: '2500',
      }),
    ).toEqual({ serviceUrl: 'https://onboarding.example.com/v1', timeoutMs: 2_500 });
  });

  it('name a bad address or timeout, at start-up with the other settings too', () => {
    expect(() => loadOnboardingConfig({ ONBOARDING_SERVICE_URL: 'ftp://x' })).toThrow(
      /ONBOARDING_SERVICE_URL/,
    );
    expect(() => loadOnboardingConfig({ ONBOARDING_SERVICE_TIMEOUT_MS: '60000' })).toThrow(
      /ONBOARDING_SERVICE_TIMEOUT_MS/,
    );
    expect(() => loadConfig({ ONBOARDING_SERVICE_URL: 'onboarding.local' })).toThrow(
      /ONBOARDING_SERVICE_URL/,
    );
  });
});
